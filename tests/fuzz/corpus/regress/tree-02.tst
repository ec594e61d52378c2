1 new gomoku-freestyle
#? [.*]
#? []
29 line
#? [.*\n4\. P2 play i9 <- here\n5\. P1 play j8\n6\. P2 play a1 \(or play j9\)]
30 goto 2
#? []
31 play k11 k12
#? []
32 line
#? [1\. P1 play h8\n2\. P2 play h9\n3\. P1 play k11 \(or play i8\)\n4\. P2 play k12 <- here]
33 comment the side line
#? []
34 goto 2
#? []
35 variations
#? [1\. play i8\n2\. play k11 <- forward]
36 variations 1
#? []
37 history
#? [1\. P1 play h8\n2\. P2 play h9\n3\. P1 play i8]
38 variations 3
#? [? variations 3: this position has 1 \(variations 1 to 1\)]
39 forward 3
#? []
40 line
#? [.*\n3\. P1 play i8 \(or play k11\)\n4\. P2 play i9\n5\. P1 play j8\n6\. P2 play a1 \(or play j9\) <- here]
41 goto 2
#? []
42 variations 2

1 new gomoku-freestyle
#? [.*]
#? []
43 forward
#? []
44 comment
#? [the side line]
45 main
#? []
46 history
#? [1\. P1 play h8\n2\. P2 play h9]
47 line
#? [.*\n2\. P2 play h9 <- here\n3\. P1 play i8 \(or play k11\)\n4\. P2 play i9\n5\. P1 play j8\n6\. P2 play j9 \(or play a1\)]
48 cut
#? [? this position is on the main line: cut deletes a variation.*]
49 variations 2
#? []
50 promote
#? []
51 goto 2
#? []
52 variations
#? [1\. play k11 <- forward\n2\. play i8]
53 variations 2
#? []
54 forward 2
#? []
55 cut
#? [cut 5 actions]
56 history

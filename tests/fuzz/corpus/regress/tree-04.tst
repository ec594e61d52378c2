1 new gomoku-freestyle
#? [.*]
#? [1\. P1 play h8\n2\. P2 play h9]
57 variations
#? [1\. play k11]
58 goto end
#? []
59 comment
#? [the side line]
60 load fixtures/records/variations.sgf
#? [assumed variant renju \(from RU\[Renju\]\): load fixtures/records/variations\.sgf --variant ID to choose another]
61 line
#? [1\. P1 play h8\n2\. P2 play i9\n3\. P1 play i7 \(or play j9, play h9\)\n4\. P2 play h7\n5\. P1 play j8\n6\. P2 play k9 \(or play g7\)\n7\. P1 play g8 <- here]
62 goto 3
#? []
63 comment
#? [Main\nthe main line]
64 goto 2
#? []
65 variations 2
#? []
66 forward 2
#? []
67 history
#? [.*\n3\. P1 play j9\n4\. P2 play k7\n5\. P1 pass]
68 comment
#? [black passes]
69 main
#? []
70 goto 5

1 new gomoku-freestyle
#? [.*]
#? []
71 variations 2
#? []
72 comment
#? [the better block]
73 player
#? [P1 black Black Player\nP2 white White Player]
74 save a.sgf
#? []
75 save a.wuzi
#? []
76 load a.sgf
#? []
77 line
#? [1\. P1 play h8\n2\. P2 play i9\n3\. P1 play i7 \(or play j9, play h9\)\n.*\n7\. P1 play g8 <- here]
78 save b.sgf
#? []
79 load a.wuzi
#? []
80 line
#? [.*\n5\. P1 play j8\n6\. P2 play g7 \(or play k9\) <- here]
81 comment
#? [the better block]
82 save b.wuzi
#? []
83 main
#? []
84 goto end

1 new gomoku-freestyle
#? []
2 play h8 h9 i8 i9 j8 j9
#? []
3 comment six moves in
#? []
4 back 2
#? []
5 history
#? [1\. P1 play h8\n2\. P2 play h9\n3\. P1 play i8\n4\. P2 play i9]
6 line
#? [1\. P1 play h8\n2\. P2 play h9\n3\. P1 play i8\n4\. P2 play i9 <- here\n5\. P1 play j8\n6\. P2 play j9]
7 forward
#? []
8 history
#? [.*\n5\. P1 play j8]
9 goto 0
#? []
10 line
#? [0\. start <- here\n1\. P1 play h8\n.*\n6\. P2 play j9]
11 goto end
#? []
12 comment
#? [six moves in]
13 forward
#? [? nothing ahead: the current line ends here.*]
14 back 7

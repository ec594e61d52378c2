1 new gomoku-freestyle
#? [.*]
#? [? only 6 actions to go back \(goto 0 is the start\)]
15 goto 9
#? [? the current line has 6 actions: goto 0 to goto 6]
16 goto h8
#? [? goto takes the number of actions before the position.*]
17 back -1
#? [? back takes a number of actions: back 3]
18 history
#? [.*\n6\. P2 play j9]
19 undo
#? []
20 play a1
#? []
21 redo
#? [? nothing to redo]
22 undo
#? []
23 variations
#? [1\. play j9\n2\. play a1 <- forward]
24 redo
#? []
25 history
#? [.*\n5\. P1 play j8\n6\. P2 play a1]
26 undo
#? []
27 back 2
#? []
28 play i9

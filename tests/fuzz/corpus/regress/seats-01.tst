1 new renju-rif
#? [.*]
#? [P2 black offer .*]
15 history
#? [.*\n4\. P2 swap\n5\. P1 play [a-o][0-9]+]
16 undo 1
#? []
17 status
#? [P1 white play \(place W4 anywhere\)\nP1 white: simple\nP2 black: human]
18 redo 1
#? []
19 undo 0
#? [? undo takes a number of actions, at least 1.*]
20 ai black simple seed=2
#? [P2 \(simple\) played offer [a-o][0-9]+ [a-o][0-9]+(\nP[12] \(simple\) played [^\n]+)+]
21 ai
#? [P1 white: simple\nP2 black: simple seed=2]
22 status
#? [over: (black|white) wins .*\nP1 white: simple\nP2 black: simple seed=2]
23 ai P2 off
#? []
24 ai
#? [P1 white: simple\nP2 black: human]

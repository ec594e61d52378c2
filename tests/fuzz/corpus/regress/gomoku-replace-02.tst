1 new gomoku-replace
#? [.*]
#? [1\. P1 play e1\n2\. P1 choose h9]
23 undo
#? []
24 status
#? [P1 black choose .*black has 112 to place, white 112.*]
25 undo
#? []
26 status
#? [P1 black play\|pass .*black has 113 to place, white 112.*]
27 redo
#? []
28 redo
#? []
29 status
#? [P2 white play\|pass .*white has 113 to place, black 111.*]
30 save wuzi-regress-gomoku-replace.wuzi
#? []

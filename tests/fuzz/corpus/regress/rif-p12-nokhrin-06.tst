83 new rif-p12-nokhrin
#? []
84 load wuzi-regress-rif-p12-nokhrin.wuzi
#? []
85 history
#? [(.*\n)*6\. P2 move g7 g6\n7\. P1 move f6 f10\n8\. P2 swap]
86 board
#? [.*\n10  \. \. \. \. \.\[O\]\. \. \. X .*\n.*\n.*\n.*\n 6  \. \. \. \. \. \. X \. .*]
87 status
#? [P1 white play\|pass \(place a white stone\)]
88 play b14
#? []
89 play b2
#? []
90 play c14
#? []
91 play d2
#? []
92 play d14
#? []
93 play f2
#? []
94 play e14
#? []
95 play j2
#? []
96 play f14

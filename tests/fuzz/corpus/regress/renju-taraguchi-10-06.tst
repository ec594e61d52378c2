1 new renju-taraguchi-10
#? [.*]
#? []
85 status
#? [P2 white play\|pass \(place a white stone\)]
86 history
#? [.*\n7\. P1 play h11\n8\. P2 swap\n9\. P1 play d4\n10\. P2 stay]
87 undo
#? []
88 redo
#? []
89 status
#? [P2 white play\|pass \(place a white stone\)]
90 undo
#? []
91 P2 swap
#? []
92 status
#? [P1 white play\|pass \(place a white stone\)]
93 P1 play a1
#? []
94 status
#? [P2 black play\|pass \(place a black stone\)]

1 new rif-p04-taraguchi
#? [.*]
#? []
57 status
#? [P1 white play\|pass \(place a white stone\)]
58 history
#? [(.*\n)*6\. P1 stay\n7\. P1 play h11\n8\. P2 offer g7 g6 g5 g4 a15\n9\. P1 choose a15]
59 swap
#? [? swap is not .*]
60 undo
#? []
61 status
#? [P1 white choose \(choose one of the offered stones: g7 g6 g5 g4 a15\)]
62 undo
#? []
63 status
#? [P2 black swap\|stay\|offer \(.*\)]
64 redo
#? []
65 redo
#? []
66 status
#? [P1 white play\|pass \(place a white stone\)]
67 play b14
#? []
68 play b2
#? []
69 play d14
#? []
70 play c2

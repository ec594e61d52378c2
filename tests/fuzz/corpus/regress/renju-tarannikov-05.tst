1 new renju-tarannikov
#? [.*]
#? []
71 status
#? [P1 white play\|pass \(place a white stone\)]
72 history
#? [.*\n7\. P2 play e11\n8\. P1 swap\n9\. P2 play d4\n10\. P1 stay]
73 play a2 o15 b2 o13 c2 o11 d2 m15
#? []
74 result
#? [ongoing]
75 P1 play e2
#? []
76 result
#? [white wins \(five\)]
77 status
#? [over: white wins \(five\)]

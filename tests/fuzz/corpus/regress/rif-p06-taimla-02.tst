1 new rif-p06-taimla
#? [.*]
#? []
29 status
#? [P2 white play\|swap\|reject \(swap, play W6, or reject the opening\)]
30 redo
#? []
31 status
#? [P1 white play\|pass \(place a white stone\)]
32 play b14
#? []
33 play b2
#? []
34 play c14
#? []
35 play d2
#? []
36 play d14
#? []
37 play f2
#? []
38 play e14
#? []
39 play j2
#? []
40 play f14
#? []
41 result
#? [white wins \(five\)]

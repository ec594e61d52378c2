1 new api1-variant
#? []
2 rules
#? [.*plugin: api1-variant \(A variant built against API 1 1\)]
3 status
#? [P1 black play\|pass \(place a black stone\)]
setup black c5 d5 f5 g5 h5 white a1 a2 a3 a4
4 check e5
#? [overline]
5 forbidden
#? [e5]
6 play e5
#? [? an overline is forbidden for black]
setup black c5 d5 f5 g5 white a1 a2 a3 a4
7 check e5
#? [five]
8 play e5
#? []
9 result
#? [black wins \(five\)]
10 undo
#? []
11 status
#? [P1 black play\|pass .*]
12 board

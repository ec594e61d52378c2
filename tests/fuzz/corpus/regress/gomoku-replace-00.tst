1 new gomoku-replace
#? []
2 status
#? [P1 black play\|pass \(place a black stone; black has 113 to place, white 112\)]
3 play h8
#? []
4 status
#? [P2 white play\|pass \(place a white stone; white has 112 to place, black 112\)]
5 play h8
#? [? h8 is occupied]
6 choose h8
#? [? choose is not expected now: P2 white may play or pass \(place a white stone.*\)]
7 swap
#? [? swap is not expected now: P2 white may play or pass \(.*\)]
8 play p1
#? [? p1 is off the board.*]

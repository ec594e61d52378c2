1 new renju-swap-1989
#? [.*]
#? [? it is P2's turn, not P1's \(P2 white must place W4 anywhere\)]
71 P2 play h11
#? []
72 status
#? [P1 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
73 P2 offer g10 j11
#? [? it is P1's turn, not P2's .*]
74 P1 offer j10 g10
#? []
75 status
#? [P2 white choose \(choose one of the offered stones: j10 g10\)]
76 P1 choose g10
#? [? it is P2's turn, not P1's .*]
77 P2 choose g10
#? []
78 status
#? [P2 white play\|pass \(place a white stone\)]
79 P2 play a1
#? []
80 P1 play i10
#? []
81 play a3 j10 a5
#? []
82 result
#? [ongoing]
83 check k10
#? [five]
84 P2 play k10

1 new gomoku-swap2
#? [.*]
#? [? swap is not expected now: P1 white may play or pass \(place a white stone\)]
29 P1 play h7
#? []
30 status
#? [P2 black play\|pass \(place a black stone\)]
31 undo
#? []
32 undo
#? []
33 status
#? [P2 white play\|swap\|stay .*]
34 P2 stay
#? []
35 status
#? [P2 white play\|pass \(place a white stone\)]
36 P1 play h7
#? [? it is P2's turn, not P1's \(P2 white must place a white stone\)]
37 P2 play h7
#? []
38 status
#? [P1 black play\|pass \(place a black stone\)]
39 undo
#? []
40 undo
#? []
41 status
#? [P2 white play\|swap\|stay .*]
42 P2 play h7

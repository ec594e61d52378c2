1 new renju-sakata
#? [.*]
#? [P1 black swap\|stay \(swap colours or stay black\)]
29 P2 swap
#? [? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
30 P1 play g10
#? [? play is not expected now: P1 black must swap colours or stay black]
31 P1 declare 1
#? [? declare is not expected now: .*]
32 P1 stay
#? []
33 status
#? [P2 white play\|pass \(place a white stone\)]
34 P1 play g10
#? [? it is P2's turn, not P1's \(P2 white must place a white stone\)]
35 P2 play g10
#? []
36 status
#? [P1 black play\|pass \(place a black stone\)]
37 undo
#? []
38 undo
#? []
39 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
40 redo
#? []
41 status
#? [P2 white play\|pass \(place a white stone\)]
42 undo

1 new gomoku-freestyle-swap2
#? [.*]
#? []
43 status
#? [P2 white play \(place B5 anywhere\)]
44 undo
#? []
45 status
#? [P2 white play\|swap\|stay .*]
46 P2 play h7
#? []
47 P1 play g9
#? [? it is P2's turn, not P1's \(P2 white must place B5 anywhere\)]
48 P2 swap
#? [? swap is not expected now: P2 white must place B5 anywhere]
49 P2 play h7
#? [? h7 is occupied]
50 P2 play g9
#? []
51 board
#? [.*10  \. \. \. \. \. \. \. \. \. X \. .* 9  \. \. \. \. \. \.\[X\]\. O \. .* 8  \. \. \. \. \. \. \. X \. .* 7  \. \. \. \. \. \. \. O \. .*]
52 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
53 P2 swap
#? [? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
54 P1 play k11
#? [? play is not expected now: P1 black must swap colours or stay black]
55 P1 offer k11 l12
#? [? offer is not expected now: .*]
56 P1 swap

1 new renju-sakata
#? [.*]
#? [? it is P2's turn, not P1's \(P2 white must place W4 in the central 7x7\)]
15 P2 swap
#? [? swap is not expected now: P2 white must place W4 in the central 7x7]
16 P2 play l12
#? [? W4 must be in the central 7x7]
17 P2 play d8
#? [? W4 must be in the central 7x7]
18 P2 play j10
#? [? j10 is occupied]
19 P2 play e11
#? []
20 status
#? [P2 white play \(place B5 in the central 9x9\)]
21 P1 play d4
#? [? it is P2's turn, not P1's \(P2 white must place B5 in the central 9x9\)]
22 P2 play m13
#? [? B5 must be in the central 9x9]
23 P2 play c8
#? [? B5 must be in the central 9x9]
24 P2 offer d4 l12
#? [? offer is not expected now: .*]
25 P2 play d4
#? []
26 board
#? [.*11  \. \. \. \. O \. .*10  \. \. \. \. \. \. \. \. \. X \. .* 9  \. \. \. \. \. \. \. \. O \. .* 8  \. \. \. \. \. \. \. X \. .* 4  \. \. \.\[X\]\. .*]
27 history
#? [1\. P1 play h8\n2\. P1 play i9\n3\. P1 play j10\n4\. P2 play e11\n5\. P2 play d4]
28 status

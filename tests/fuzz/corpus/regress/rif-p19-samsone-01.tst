1 new rif-p19-samsone
#? [.*]
#? [\? W4 must be in the central 7x7]
15 status
#? [P2 white play \(place 2 white stones in the central 7x7 \(0 placed\)\)]
16 play h9
#? []
17 status
#? [P2 white play \(place W4 in the central 7x7\)]
18 board
#? [.*\n10  \. \. \. \. \. \. \. \. \. X \. .*\n 9  \. \. \. \. \. \. \.\[O\]\. .*]
19 undo
#? []
20 status
#? [P2 white play \(place 2 white stones in the central 7x7 \(0 placed\)\)]
21 board
#? [!.*\n 9  \. \. \. \. \. \. \.[ \[]O.*]
22 play h9 k11
#? []
23 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
24 history
#? [1\. P1 play h8\n2\. P1 play j10\n3\. P2 play h9\n4\. P2 play k11]
25 P2 swap
#? [\? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
26 play a1
#? [\? play is not expected now: P1 black must swap colours or stay black]
27 swap
#? []
28 status

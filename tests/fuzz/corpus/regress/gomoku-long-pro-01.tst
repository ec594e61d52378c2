1 new gomoku-long-pro
#? [.*]
#? [? B3 must be outside the central 7x7]
15 P1 play e5
#? [? B3 must be outside the central 7x7]
16 P1 play h11
#? [? B3 must be outside the central 7x7]
17 P1 play j10
#? [? B3 must be outside the central 7x7]
18 P1 play g7
#? [? g7 is occupied]
19 P1 choose d4
#? [? choose is not expected now: .*]
20 P1 play d4
#? []
21 board
#? [.* 4  \. \. \.\[X\]\. \. \. \. \. \. \. \. \. \. \.  4.*]
22 history
#? [1\. P1 play h8\n2\. P2 play g7\n3\. P1 play d4]
23 undo
#? []
24 status
#? [P1 black play \(place B3 outside the central 7x7\)]
25 board
#? [.* 4  \. \. \. \. \. \. \. \. \. \. \. \. \. \. \.  4.*]
26 redo
#? []
27 status
#? [P2 white play\|pass \(place a white stone\)]
28 play a1 e4 a15 f4 o1 g4 c13 i4 m2

1 new rif-p12-nokhrin
#? [.*]
#? []
43 board
#? [.*\n 7  \. \. \. \. \. \.\[X\]\. .*\n 6  \. \. \. \. \. O \. \. .*]
44 status
#? [P2 white play\|move \(.*\)]
45 redo
#? []
46 board
#? [.*\n 6  \. \. \. \. \. O\[X\]\. .*]
47 status
#? [P1 black play\|stay\|move \(play W6 \(taking white\), stay black, or move a stone not moved yet\)]
48 P2 move f6 f10
#? [? it is P1's turn, not P2's.*]
49 swap
#? [? swap is not expected now: P1 must choose .*]
50 move g6 g7
#? [? stone 5 has moved already]
51 move h9 h10
#? [? h9 is not one of the stones that may move]
52 move f6 e5
#? [? the stone must stay in the central 5x5]
53 move f6 h8
#? [? h8 is occupied]
54 play a1
#? []
55 status
#? [P2 black play\|pass \(place a black stone\)]
56 history

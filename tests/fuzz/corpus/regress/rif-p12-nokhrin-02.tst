1 new rif-p12-nokhrin
#? [.*]
#? [? h8 is not one of the stones that may move]
29 move h9 i10
#? [? h9 is not one of the stones that may move]
30 move a1 a2
#? [? a1 is not one of the stones that may move]
31 move j10 k11
#? [? the stone must stay in the central 5x5]
32 move g7 f6
#? [? f6 is occupied]
33 play g10
#? []
34 status
#? [P1 black play\|pass \(place a black stone\)]
35 move j10 j9
#? [? .*not expected now.*]
36 history
#? [1\. P1 play h8\n2\. P2 play h9\n3\. P1 play j10\n4\. P2 play f6\n5\. P1 play g7\n6\. P2 play g10]
37 undo
#? []
38 status
#? [P2 white play\|move \(play W6, or move stone 3, 4 or 5 within the 5x5\)]
39 move g7 g6
#? []
40 board
#? [.*\n 7  \. \. \. \. \. \. \. \. .*\n 6  \. \. \. \. \. O\[X\]\. .*]
41 history
#? [(.*\n)*5\. P1 play g7\n6\. P2 move g7 g6]
42 undo

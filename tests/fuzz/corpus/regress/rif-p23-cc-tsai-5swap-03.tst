1 new rif-p23-cc-tsai-5swap
#? [.*]
#? [\? it is P1's turn, not P2's \(P1 black must place B5 in the central 7x7\)]
43 play l11
#? [\? B5 must be in the central 7x7]
44 play k11
#? []
45 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
46 swap
#? []
47 status
#? [P1 white play\|pass \(place a white stone\)]
48 history
#? [1\. P1 play g7\n2\. P2 swap\n3\. P1 play h8\n4\. P2 stay\n5\. P2 play j9\n6\. P1 swap\n7\. P2 play f9\n8\. P1 stay\n9\. P1 play k11\n10\. P2 swap]
49 board
#? [.*\n11  \. \. \. \. \. \. \. \. \. \.\[X\]\. .*\n 9  \. \. \. \. \. O \. \. \. X \. .*\n 8  \. \. \. \. \. \. \. O \. .*\n 7  \. \. \. \. \. \. X \. .*]
50 P2 play a14
#? [\? it is P1's turn, not P2's \(P1 white must place a white stone\)]
51 play a14 a2 c14 b2 e14 c2 g14 d2 i14
#? []
52 result
#? [ongoing]
53 play e2
#? []
54 result
#? [black wins \(five\)]

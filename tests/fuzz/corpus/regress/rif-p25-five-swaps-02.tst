1 new rif-p25-five-swaps
#? [.*]
#? [P2 white play \(place W4 anywhere\)]
29 play f5
#? []
30 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
31 stay
#? []
32 status
#? [P1 black play \(place B5 anywhere\)]
33 P2 play g7
#? [\? it is P1's turn, not P2's \(P1 black must place B5 anywhere\)]
34 play g7
#? []
35 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
36 P1 swap
#? [\? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
37 swap
#? []
38 status
#? [P1 white play\|pass \(place a white stone\)]
39 history
#? [1\. P1 play e5\n2\. P2 stay\n3\. P2 play o15\n4\. P1 swap\n5\. P2 play a1\n6\. P1 swap\n7\. P2 play f5\n8\. P1 stay\n9\. P1 play g7\n10\. P2 swap]
40 board
#? [.*\n15  \. \. \. \. \. \. \. \. \. \. \. \. \. \. O 15\n.*\n 7  \. \. \. \. \. \.\[X\]\. .*\n 5  \. \. \. \. X O \. .*\n.*\n 1  X \. .*]
41 P2 play a14
#? [\? it is P1's turn, not P2's \(P1 white must place a white stone\)]
42 play a14 a10 c14 b10 e14 c10 g14 d10 i14

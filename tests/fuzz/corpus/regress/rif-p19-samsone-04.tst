1 new rif-p19-samsone
#? [.*]
#? [1\. P1 play h8\n2\. P1 play j10\n3\. P2 play h9\n4\. P2 play k11\n5\. P1 stay\n6\. P2 play l12\n7\. P1 play a1\n8\. P1 play b1\n9\. P2 swap]
57 P2 play o15
#? [\? it is P1's turn, not P2's \(P1 white must place a white stone\)]
58 play o15 c1 o13 d1 o11
#? []
59 result
#? [ongoing]
60 play e1
#? []
61 result
#? [black wins \(five\)]
62 new rif-p19-samsone
#? []
63 play h8 i9
#? []
64 play g7 j8
#? []
65 swap
#? []
66 status
#? [P1 white play \(place W5 in the central 9x9\)]
67 play l11
#? []
68 status
#? [P2 black play \(place 2 black stones anywhere \(0 placed\)\)]
69 P1 play a1 b1
#? [\? it is P2's turn, not P1's \(P2 black must place 2 black stones anywhere \(0 placed\)\)]
70 play a1 b1

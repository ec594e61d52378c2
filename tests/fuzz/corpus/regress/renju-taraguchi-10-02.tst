1 new renju-taraguchi-10
#? [.*]
#? []
29 status
#? [P1 white play \(place W4 in the central 7x7\)]
30 P2 play h11
#? [? it is P1's turn, not P2's \(P1 white must place W4 in the central 7x7\)]
31 P1 play h12
#? [? W4 must be in the central 7x7]
32 P1 play l4
#? [? W4 must be in the central 7x7]
33 P1 offer g10 i10
#? [? offer is not expected now: P1 white must place W4 in the central 7x7]
34 P1 play h11
#? []
35 status
#? [P2 black swap\|stay\|offer \(swap or stay \(then B5 in the 9x9\), or offer 10 fifth moves\)]
36 P1 swap
#? [? it is P2's turn, not P1's .*]
37 P1 offer a1 b1 c1 d1 e1 f1 g1 h1 a2 b2
#? [? it is P2's turn, not P1's .*]
38 P2 play g10
#? [? play is not expected now: P2 must choose swap or stay \(then B5 in the 9x9\), or offer 10 fifth moves]
39 P2 declare 10
#? [? declare is not expected now: .*]
40 P2 choose g10
#? [? choose is not expected now: .*]
41 history
#? [1\. P1 play h8\n2\. P2 stay\n3\. P2 play h9\n4\. P1 swap\n5\. P2 play h10\n6\. P1 stay\n7\. P1 play h11]
42 P2 offer a1 b1 c1 d1 e1 f1 g1 h1 a2

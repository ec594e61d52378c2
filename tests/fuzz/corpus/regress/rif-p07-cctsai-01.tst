1 new rif-p07-cctsai
#? [.*]
#? [? stay is not expected now: P1 black must place W4 anywhere]
15 play o1
#? []
16 status
#? [P1 black play \(place B5 anywhere\)]
17 P2 play a15
#? [? it is P1's turn, not P2's \(P1 black must place B5 anywhere\)]
18 play a15
#? []
19 status
#? [P2 white play\|swap\|stay \(swap or stay, or play a white and a black stone\)]
20 P1 swap
#? [? it is P2's turn, not P1's.*]
21 declare 1
#? [? declare is not expected now: P2 must choose swap or stay, or play a white and a black stone]
22 offer b1 b2
#? [? offer is not expected now: P2 must choose swap or stay, or play a white and a black stone]
23 reject
#? [? reject is not expected now: P2 must choose swap or stay, or play a white and a black stone]
24 play a1
#? [? a1 is occupied]
25 swap
#? []
26 status
#? [P1 white play\|pass \(place a white stone\)]
27 history
#? [1\. P1 play h8\n2\. P1 play a1\n3\. P1 play o15\n4\. P1 play o1\n5\. P1 play a15\n6\. P2 swap]
28 undo

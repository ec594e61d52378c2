1 new rif-p06-taimla
#? [.*]
#? [? it is P1's turn, not P2's \(P1 black must place B5 anywhere\)]
15 reject
#? [? reject is not expected now: P1 black must place B5 anywhere]
16 play o15
#? []
17 status
#? [P2 white play\|swap\|reject \(swap, play W6, or reject the opening\)]
18 P1 swap
#? [? it is P2's turn, not P1's.*]
19 P1 reject
#? [? it is P2's turn, not P1's.*]
20 stay
#? [? stay is not expected now: P2 must choose swap, play W6, or reject the opening]
21 declare 2
#? [? declare is not expected now: P2 must choose swap, play W6, or reject the opening]
22 offer b2 b3
#? [? offer is not expected now: P2 must choose swap, play W6, or reject the opening]
23 play a1
#? [? a1 is occupied]
24 swap
#? []
25 status
#? [P1 white play\|pass \(place a white stone\)]
26 reject
#? [? .*not .*]
27 history
#? [(.*\n)*4\. P1 play a1\n5\. P1 play o15\n6\. P2 swap]
28 undo

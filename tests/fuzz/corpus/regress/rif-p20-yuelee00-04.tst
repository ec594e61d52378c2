1 new rif-p20-yuelee00 seed=1
#? [.*]
#? [\? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
42 play a2
#? [\? play is not expected now: P2 white must swap colours or stay white]
43 swap
#? []
44 status
#? [P1 white play\|pass \(place a white stone\)]
45 undo
#? []
46 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
47 redo
#? []
48 status
#? [P1 white play\|pass \(place a white stone\)]
49 history
#? [1\. P1 play h8 \(dice 2/2 6/13\)\n2\. P2 stay\n3\. P2 play k11\n4\. P1 play a1\n5\. P2 swap]
50 save wuzi-regress-rif-p20-yuelee00.wuzi
#? []

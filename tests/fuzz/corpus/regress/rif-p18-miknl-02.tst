1 new rif-p18-miknl
#? [.*]
#? []
29 status
#? [P2 white play \(place W4 in the central 7x7\)]
30 play k11
#? []
31 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
32 stay
#? []
33 status
#? [P1 black play \(place B5 in the central 9x9\)]
34 history
#? [1\. P1 play h8\n2\. P1 play i9\n3\. P2 play j9\n4\. P2 play k11\n5\. P1 stay]
35 P2 play g10
#? [\? it is P1's turn, not P2's \(P1 black must place B5 in the central 9x9\)]
36 play m13
#? [\? B5 must be in the central 9x9]
37 play k11
#? [\? k11 is occupied]
38 play g10
#? []
39 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
40 P1 swap
#? [\? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
41 play f10
#? [\? play is not expected now: P2 white must swap colours or stay white]
42 swap

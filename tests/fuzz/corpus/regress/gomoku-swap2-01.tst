1 new gomoku-swap2
#? [.*]
#? [P2 white play\|swap\|stay \(swap \(take black\), stay \(take white, then play W4\), or play W4 and B5\)]
15 P1 swap
#? [? it is P2's turn, not P1's \(P2 white must swap \(take black\), stay \(take white, then play W4\), or play W4 and B5\)]
16 P1 play h7
#? [? it is P2's turn, not P1's .*]
17 P2 declare 2
#? [? declare is not expected now: P2 must choose swap \(take black\), stay \(take white, then play W4\), or play W4 and B5]
18 P2 offer h7 g9
#? [? offer is not expected now: .*]
19 P2 choose h7
#? [? choose is not expected now: .*]
20 P2 play j10
#? [? j10 is occupied]
21 P2 play h7 g9 k11
#? [? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
22 status
#? [P2 white play\|swap\|stay .*]
23 history
#? [1\. P1 play h8\n2\. P1 play i9\n3\. P1 play j10]
24 P2 swap
#? []
25 status
#? [P1 white play\|pass \(place a white stone\)]
26 history
#? [1\. P1 play h8\n2\. P1 play i9\n3\. P1 play j10\n4\. P2 swap]
27 P2 play h7
#? [? it is P1's turn, not P2's \(P1 white must place a white stone\)]
28 P1 swap

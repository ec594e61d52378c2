51 new rif-p26-eriksson
#? []
52 play h8 h9 j10
#? []
53 opening
#? [D3 Sosei 疏星]
54 play k11
#? []
55 declare 1
#? []
56 stay
#? []
57 status
#? [P1 black offer \(offer 1 candidate black stone \(B5\) anywhere\)]
58 offer g7 f6
#? [\? offer exactly 1 stone, not 2]
59 offer g7
#? []
60 status
#? [P2 white play\|pass \(place a white stone\)]
61 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play j10\n4\. P1 play k11\n5\. P1 declare 1\n6\. P2 stay\n7\. P1 offer g7]
62 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
63 result
#? [(black|white) wins \((five|double-three|double-four|overline)\)|draw \(.*\)]
64 ai off

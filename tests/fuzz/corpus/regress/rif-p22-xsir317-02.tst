1 new rif-p22-xsir317
#? [.*]
#? [\? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
29 stay
#? []
30 status
#? [P1 black offer \(offer 1 candidate black stone \(B5\) anywhere\)]
31 board
#? [.*\n10  \. \. \. \. \. \. \. \.\[O\]X \. .*]
32 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play j10\n4\. P2 stay\n5\. P2 offer i10\n6\. P2 declare 1\n7\. P1 stay]
33 offer g7 f6
#? [\? offer exactly 1 stone, not 2]
34 P2 offer g7
#? [\? it is P1's turn, not P2's \(P1 black must offer 1 candidate black stone \(B5\) anywhere\)]
35 offer i10
#? [\? i10 is occupied]
36 offer g7
#? []
37 status
#? [P2 white play\|pass \(place a white stone\)]
38 board
#? [.*\n10  \. \. \. \. \. \. \. \. O X \. .*\n 7  \. \. \. \. \. \.\[X\]\. .*]
39 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play j10\n4\. P2 stay\n5\. P2 offer i10\n6\. P2 declare 1\n7\. P1 stay\n8\. P1 offer g7]
40 P1 play a14
#? [\? it is P2's turn, not P1's \(P2 white must place a white stone\)]
41 play a14 a2 c14 b2 e14 c2 g14 d2 i14
#? []
42 result

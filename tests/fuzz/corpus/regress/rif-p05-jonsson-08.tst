110 new rif-p05-jonsson
#? []
111 opening I7
#? []
112 swap
#? []
113 play o15
#? []
114 declare 1
#? []
115 status
#? [P2 black swap\|stay \(swap colours or stay black\)]
116 swap
#? []
117 status
#? [P1 black offer \(offer 1 candidate black stone \(B5\) anywhere\)]
118 offer b2 b3
#? [? offer exactly 1 stone, not 2]
119 offer b2
#? []
120 status
#? [P2 white play\|pass \(place a white stone\)]
121 history
#? [(.*\n)*4\. P2 swap\n5\. P1 play o15\n6\. P1 declare 1\n7\. P2 swap\n8\. P1 offer b2]
122 undo
#? []
123 status

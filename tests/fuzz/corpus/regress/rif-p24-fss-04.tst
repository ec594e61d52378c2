50 new rif-p24-fss
#? []
51 play h8 h9 h11
#? []
52 opening
#? [D14 \(one of the 52, not of the 26; a wuzi label\)]
53 play h12
#? []
54 declare 4
#? []
55 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
56 P2 swap
#? [\? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
57 swap
#? []
58 status
#? [P2 black offer \(offer 4 candidate black stones \(B5\) anywhere\)]
59 P1 offer g10 k5 a1 o15
#? [\? it is P2's turn, not P1's \(P2 black must offer 4 candidate black stones \(B5\) anywhere\)]
60 offer g10 i10 k5 a1
#? [\? g10 and i10 are symmetric]
61 offer g10 k5 a1
#? [\? offer exactly 4 stones, not 3]
62 offer g10 k5 a1 o15 o1
#? [\? offer exactly 4 stones, not 5]
63 offer g10 k5 a1 o15

1 new rif-p15-xia
#? [.*]
#? []
71 play l5
#? []
72 result
#? [black wins \(five\)]
80 new rif-p15-xia
#? []
81 opening D3
#? []
82 opening
#? [D3 Sosei 疏星]
83 stay
#? []
84 play q17
#? []
85 declare 1
#? []
86 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
87 swap
#? []
88 status
#? [P2 black offer \(offer 1 candidate black stone \(B5\) anywhere\)]
89 offer a1 a2
#? [? offer exactly 1 stone, not 2]
90 offer a1
#? []
91 status

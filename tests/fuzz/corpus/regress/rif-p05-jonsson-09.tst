1 new rif-p05-jonsson
#? [.*]
#? [P1 black offer \(offer 1 candidate black stone \(B5\) anywhere\)]
130 new rif-p05-jonsson
#? []
131 play h8 i9 j10
#? []
132 opening
#? [I1 Chosei 长星]
133 stay
#? []
134 play g7
#? []
135 declare 2
#? []
136 stay
#? []
137 offer h10 j8
#? [? h10 and j8 are symmetric]
138 offer g10 j7
#? [? g10 and j7 are symmetric]
139 offer i8 j9
#? []
140 status
#? [P2 white choose \(choose one of the offered stones: i8 j9\)]

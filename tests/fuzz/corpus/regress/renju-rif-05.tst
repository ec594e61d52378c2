1 new renju-rif
#? [.*]
#? []
71 result
#? [white wins \(double-three\)]
80 new renju-rif
#? []
81 play h8 i9 j10
#? []
82 opening
#? [I1 Chosei 长星]
83 P2 stay
#? []
84 status
#? [P2 white play \(place W4 anywhere\)]
85 P1 play g7
#? [? it is P2's turn, not P1's \(P2 white must place W4 anywhere\)]
86 P2 play g7
#? []
87 status
#? [P1 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
88 P1 offer i7 g9
#? [? i7 and g9 are symmetric]
89 P1 offer a2 b1
#? [? a2 and b1 are symmetric]
90 P1 offer i7 h10
#? []
91 status
#? [P2 white choose \(choose one of the offered stones: i7 h10\)]
92 P2 choose h10

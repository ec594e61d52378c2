1 new rif-p06-taimla
#? [.*]
#? [P2 white choose \(choose one of the offered stones: g7 g6 g5\)]
125 P1 choose g7
#? [? it is P2's turn, not P1's.*]
126 choose i7
#? [? i7 was not offered]
127 choose g5
#? []
128 status
#? [P2 white play\|pass \(place a white stone\)]
129 history
#? [(.*\n)*6\. P2 reject\n7\. P2 play h8\n8\. P1 swap\n9\. P2 play h9\n10\. P1 stay\n11\. P1 play h10\n12\. P2 stay\n13\. P2 play h11\n14\. P2 declare 3\n15\. P1 stay\n16\. P1 offer g7 g6 g5\n17\. P2 choose g5]
130 undo
#? []
131 undo
#? []
132 status
#? [P1 black offer \(offer 3 candidate black stones \(B5\) anywhere\)]
133 redo
#? []
134 redo
#? []
135 status
#? [P2 white play\|pass \(place a white stone\)]
136 save wuzi-regress-rif-p06-taimla.wuzi
#? []

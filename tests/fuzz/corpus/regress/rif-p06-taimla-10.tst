137 new rif-p06-taimla
#? []
138 load wuzi-regress-rif-p06-taimla.wuzi
#? []
139 status
#? [P2 white play\|pass \(place a white stone\)]
140 history
#? [(.*\n)*5\. P1 play o15\n6\. P2 reject\n7\. P2 play h8\n(.*\n)*17\. P2 choose g5]
141 board
#? [.*\n15  (\. ){15}15\n(.*\n)* 1  (\. ){15} 1\n.*]
142 play b14
#? []
143 play b2
#? []
144 play d14
#? []
145 play c2
#? []
146 play f14
#? []
147 play d2
#? []
148 play j14
#? []
149 play e2
#? []
150 play l14

51 new rif-p20-yuelee00 seed=2
#? []
52 play h8
#? []
53 opening
#? [D1 Kansei 寒星]
54 load wuzi-regress-rif-p20-yuelee00.wuzi
#? []
55 opening
#? [I6 Ungetsu 云月]
56 status
#? [P1 white play\|pass \(place a white stone\)]
57 history
#? [1\. P1 play h8 \(dice 2/2 6/13\)\n2\. P2 stay\n3\. P2 play k11\n4\. P1 play a1\n5\. P2 swap]
58 board
#? [.*\n11  \. \. \. \. \. \. \. \. \. \. O \. .*\n 9  \. \. \. \. \. \. \. \. O \. .*\n 8  \. \. \. \. \. \. \. X X \. .*\n 1 \[X\]\. .*]
59 P2 play o15
#? [\? it is P1's turn, not P2's \(P1 white must place a white stone\)]
60 play o15 b1 o13 c1 o11 d1 o9
#? []
61 result
#? [ongoing]
62 play e1
#? []
63 result
#? [black wins \(five\)]

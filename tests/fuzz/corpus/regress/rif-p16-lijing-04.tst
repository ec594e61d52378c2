1 new rif-p16-lijing
#? [.*]
#? [P1 white choose \(choose one of the offered stones: g7 i9\)]
57 save wuzi-regress-rif-p16-lijing.wuzi
#? []
58 new rif-p16-lijing
#? []
59 load wuzi-regress-rif-p16-lijing.wuzi
#? []
60 status
#? [P1 white choose \(choose one of the offered stones: g7 i9\)]
61 board
#? [.*\n10  \. \. \. \. \. \. \. \.\[O\]X \. .*\n 9  \. \. \. \. \. \. \. O \* \. .*\n 7  \. \. \. \. \. \. \* \. .*]
62 choose g7
#? []
63 status
#? [P1 white play\|pass \(place a white stone\)]
64 board
#? [.*\n10  \. \. \. \. \. \. \. \. O X \. .*\n 9  \. \. \. \. \. \. \. O \. \. .*\n 7  \. \. \. \. \. \.\[X\]\. .*]
65 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play j10\n4\. P2 swap\n5\. P1 offer h10 i10\n6\. P2 stay\n7\. P2 offer g7 i9\n8\. P1 choose i10\n9\. P1 choose g7]
66 P2 play a14
#? [\? it is P1's turn, not P2's \(P1 white must place a white stone\)]
67 play a14 a2 c14 b2 e14 c2 g14 d2 i14
#? []
68 result
#? [ongoing]
69 play e2
#? []
70 result

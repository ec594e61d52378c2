1 new renju-rif
#? [.*]
#? [P1 white choose \(choose one of the offered stones: g10 j11\)]
57 board
#? [.*11  \. \. \. \. \. \. \.\[O\]\. \* \. .*10  \. \. \. \. \. \. \* X \. \. \. .*]
58 undo
#? []
59 status
#? [P2 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
60 redo
#? []
61 redo
#? []
62 history
#? [.*\n5\. P1 play h11\n6\. P2 offer g10 j11\n7\. P1 choose g10]
63 P1 play a1
#? []
64 P2 play f8
#? []
65 P1 play a3
#? []
66 P2 play f9
#? []
67 P1 play o15
#? []
68 status
#? [P2 black play\|pass \(place a black stone\)]
69 check f10
#? [double-three]
70 P2 play f10

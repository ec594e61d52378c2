1 new rif-p20-yuelee00 seed=1
#? [.*]
#? [\? no opening on the board \(it needs B1, W2 and B3\)]
15 redo
#? []
16 opening
#? [I6 Ungetsu 云月]
17 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
18 history
#? [1\. P1 play h8 \(dice [12]/2 ([1-9]|1[0-3])/13\)]
19 new rif-p20-yuelee00 seed=1
#? []
20 play h8
#? []
21 opening
#? [I6 Ungetsu 云月]

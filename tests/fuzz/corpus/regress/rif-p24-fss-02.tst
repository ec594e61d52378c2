1 new rif-p24-fss
#? [.*]
#? [\? a15 is occupied]
29 offer j9 g9
#? []
30 board
#? [.*\n 9  \. \. \. \. \. \. \* \. O \* \. .*]
31 status
#? [P2 white choose \(choose one of the offered stones: j9 g9\)]
32 P1 choose g9
#? [\? it is P2's turn, not P1's \(P2 white must choose one of the offered stones: j9 g9\)]
33 choose f9
#? [\? f9 was not offered]
34 choose g9
#? []
35 status
#? [P2 white play\|pass \(place a white stone\)]
36 undo
#? []
37 status
#? [P2 white choose \(choose one of the offered stones: j9 g9\)]
38 undo
#? []
39 status
#? [P1 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
40 board
#? [!.*\*.*]
41 redo
#? []
42 redo

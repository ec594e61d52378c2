1 new renju
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 play a1
#? [? B1 must be at the centre]
4 play h8
#? []
5 status
#? [P2 white play\|pass.*]
6 opening
#? [? no opening on the board.*]
7 play h9 j10
#? []
8 opening
#? [D3 Sosei 疏星]
9 undo
#? []
10 undo
#? []
11 undo
#? []
12 opening kagetsu 2
#? []
13 opening
#? [D4 Kagetsu 花月]
14 opening xyz

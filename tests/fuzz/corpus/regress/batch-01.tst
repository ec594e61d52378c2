9 new gomoku-freestyle
#? []
10 play h8 h9 zz
#? [? zz is not a point.*]
11 status
#? [P1 black .*]
12 play h8 h9 h8
#? [? h8 is occupied]
13 status
#? [P1 black .*]
14 undo
#? [? nothing to undo]
15 declare 3
#? [? .*not expected now.*]
16 declare x
#? [? declare takes a number]
17 offer
#? [? offer takes at least 1 point]
18 move h8
#? [? move takes 2 points]
19 claim
#? [? claim is not expected now: P1 black may play or pass \(place a black stone\)]
20 setup h8
#? [? setup: write black or white.*]
21 setup black h8 white h8
#? [? h8 is given twice]
22 check 2:h8

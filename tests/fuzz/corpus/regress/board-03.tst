34 new gomoku-freestyle
#? []
35 player P1 Ann
#? []
36 player P2 Bo
#? []
37 new gomoku-freestyle seed=3 nigiri
#? [nigiri: [0-9]+ and [0-9]+ stones, [0-9]*[13579] is odd: the players exchange \(Bo takes black\)|nigiri: [0-9]+ and [0-9]+ stones, [0-9]*[02468] is even: no exchange \(Ann takes black\)]
38 tag nigiri
#? [[0-9]+ [0-9]+ (exchange|stay)]
39 new gomoku-freestyle seed=3 nigiri
#? [nigiri: 14 and 10 stones, 4 is even: no exchange \(Ann takes black\)]
40 player
#? [P1 black Ann\nP2 white Bo]

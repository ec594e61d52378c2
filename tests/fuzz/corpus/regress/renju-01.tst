1 new renju
#? [.*]
#? [? unknown opening 'xyz'.*]
15 opening D1
#? [? an opening is placed on an empty board.*]
20 new renju
#? []
21 setup black f8 g8 h6 h7
#? []
22 check h8
#? [double-three]
23 forbidden
#? [h8]
24 board
#? [.*X X ! \..*]
25 play h8
#? []
26 result
#? [white wins \(double-three\)]
27 undo
#? []
28 result
#? [ongoing]

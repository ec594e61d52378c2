55 new renju
#? []
56 setup black d8 f8 h8 i6 i7
#? []
57 check i8
#? [legal]
60 new renju
#? []
61 setup black a15 c15 e15 g15 white c8 d8 e8 g8 h8
#? []
62 play o1
#? []
63 play f8
#? []
64 result
#? [white wins \(five\)]

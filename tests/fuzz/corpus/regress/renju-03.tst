40 new renju
#? []
41 setup black d8 e8 f8 g8 h5 h6 h7 h10 h11 h12
#? []
42 check h8
#? [five]
43 play h8
#? []
44 result
#? [black wins \(five\)]
50 new renju
#? []
51 setup black e8 f8 g8 h6 h7
#? []
52 check h8
#? [legal]
53 play h8
#? []
54 result
#? [ongoing]

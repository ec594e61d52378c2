50 new gomoku-freestyle
#? []
51 pass
#? []
52 pass
#? []
53 result
#? [draw \(two passes\)]
60 new gomoku-freestyle
#? []
61 play h8
#? []
62 resign
#? []
63 result
#? [black wins \(resignation\)]

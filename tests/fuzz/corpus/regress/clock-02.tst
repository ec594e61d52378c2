1 new renju --clock
#? [.*]
#? []
29 result
#? [black wins \(time\)]
30 load lost-on-time.sgf
#? []
31 result
#? [black wins \(time\)]
32 undo
#? []
33 result
#? [ongoing]
34 time move=10s
#? []

30 new gomoku-freestyle size=19
#? []
31 play s19
#? []
32 new gomoku-freestyle size=30
#? [? size=30: size must be.*]
33 new gomoku-freestyle colour=red
#? [? .*no key 'colour'.*]
40 new gomoku-freestyle
#? []
41 setup black c8 d8 e8 g8 h8
#? []
42 check f8
#? [five]
43 check a1
#? [legal]
44 forbidden
#? []
45 check c8
#? [? c8 is occupied]

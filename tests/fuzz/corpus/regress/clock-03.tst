35 new gomoku-freestyle --clock
#? []
36 ai P2 engine depth=2
#? []
37 play h8
#? [P2 \(engine\) played [a-o][0-9]+]
38 status
#? [P1 black play\|pass .*\nP1 black: human\nP2 white: engine depth=2\nclock: P1 black 0:10 left of the turn running, P2 white \(10s a turn at most; the flag loses\)]
39 time use 9s
#? []
40 play j10
#? [P2 \(engine\) played [a-o][0-9]+]
41 time use 10s
#? [P1's time ran out: white wins \(time\)]
42 status
#? [over: white wins \(time\)\n.*]

1 new blitz-gomoku
#? []
2 time
#? [clock: P1 black 1:00 running, P2 white 1:00 \(1m each \+ 2s a move; the flag loses\)]
3 time use 20s
#? []
4 play h8
#? []
5 time
#? [clock: P1 black 0:42, P2 white 1:00 running .*]
6 time use 1m
#? [P2's time ran out: black wins \(time\)]

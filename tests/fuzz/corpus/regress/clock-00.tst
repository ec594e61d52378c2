1 new renju
#? []
2 time
#? [off]
3 time game=5m increment=10s
#? []
4 status
#? [P1 black play \(place B1 at the centre\)\nclock: P1 black 5:00 running, P2 white 5:00 \(5m each \+ 10s a move; counting only\)]
5 time use 30s
#? []
6 play h8
#? []
7 time
#? [clock: P1 black 4:40, P2 white 5:00 running .*]
8 time use 1:10
#? []
9 play h9
#? []
10 time
#? [clock: P1 black 4:40 running, P2 white 4:00 .*]
11 time use 5m
#? []
12 time
#? [clock: P1 black -0:20 running, .*counting only\)]
13 play j9
#? []
14 status

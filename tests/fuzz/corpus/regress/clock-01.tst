1 new renju --clock
#? [.*]
#? [P2 white play\|pass .*\nclock: P1 black -0:10, P2 white 4:00 running .*]
15 time P2 0:42
#? []
16 time
#? [clock: P1 black -0:10, P2 white 0:42 running .*]
17 new renju --clock
#? []
18 time
#? [clock: P1 black 5:00 running, P2 white 5:00 \(5m each \+ 10s a move; the flag loses\)]
19 time use 4:59
#? []
20 play h8
#? []
21 time use 4:59
#? []
22 time use 1s
#? [P2's time ran out: black wins \(time\)]
23 play h9
#? [? the game is over: black wins \(time\)]
24 result
#? [black wins \(time\)]
25 history
#? [1\. P1 play h8\n2\. P2 resign time]
26 save lost-on-time.wuzi
#? []
27 save lost-on-time.sgf
#? []
28 load lost-on-time.wuzi

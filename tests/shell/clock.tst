# The game clock.  Regression files run on a manual clock: time passes
# only through `time use`, so every time below is exact.

1 new renju
#? []
2 time
#? [off]
3 time game=5m increment=10s
#? []
# the clock runs for the player to act; status shows it after its line
4 status
#? [P1 black play \(place B1 at the centre\)\nclock: P1 black 5:00 running, P2 white 5:00 \(5m each \+ 10s a move; counting only\)]
5 time use 30s
#? []
6 play h8
#? []
# P1's move: 30s spent, 10s back
7 time
#? [clock: P1 black 4:40, P2 white 5:00 running .*]
8 time use 1:10
#? []
9 play h9
#? []
10 time
#? [clock: P1 black 4:40 running, P2 white 4:00 .*]
# counting only: an overdrawn time goes negative and the game goes on
11 time use 5m
#? []
12 time
#? [clock: P1 black -0:20 running, .*counting only\)]
13 play j9
#? []
14 status
#? [P2 white play\|pass .*\nclock: P1 black -0:10, P2 white 4:00 running .*]
# an arbiter sets a player's time
15 time P2 0:42
#? []
16 time
#? [clock: P1 black -0:10, P2 white 0:42 running .*]

# under --clock the flag loses: the person who runs out cannot move
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
# the loss on time is an action of the history: records keep it, undo
# takes it back
25 history
#? [1\. P1 play h8\n2\. P2 resign time]
26 save lost-on-time.wuzi
#? []
27 save lost-on-time.sgf
#? []
28 load lost-on-time.wuzi
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

# a limit per turn; the AI is told its time and keeps within it
34 time move=10s
#? []
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
40 play a1
#? [P2 \(engine\) played [a-o][0-9]+]
41 time use 10s
#? [P1's time ran out: white wins \(time\)]
42 status
#? [over: white wins \(time\)\n.*]

# a new game without --clock counts but never flags
43 new gomoku-freestyle
#? [the AI seats were cleared .*]
44 time use 1h
#? []
45 result
#? [ongoing]
46 time flag on
#? [P1's time ran out: white wins \(time\)]

# bad settings
47 time bogus=3
#? [? unknown time setting 'bogus' \(game, increment, move\)]
48 time game=abc
#? [? game=abc: a duration is .*]
49 time increment=5s
#? [? a time control needs game=T .*]
50 time use
#? [? time use takes a duration: time use 30s]
51 time off
#? []
52 time
#? [off]
53 time P1 1:00
#? [? no clock runs .*]
54 new renju --clock
#? [? --clock needs a time control: .*]

# a time overdrawn by less than a second reads 0:00, not -0:00 (a whole
# second over reads -0:01)
55 time game=1m
#? []
56 new renju
#? []
57 time use 60.5s
#? []
58 time
#? [clock: P1 black 0:00 running, P2 white 1:00 .*]
59 time use 1s
#? []
60 time
#? [clock: P1 black -0:01 running, .*]

# The gomocup AI plugin: external Gomocup brains as wuzi players.  Paths
# are relative to the build tree, where make check runs.

# pbrain-wuzi (over the simple AI) as the external engine of both seats:
# a whole game through the Gomocup protocol, to a five or a draw
1 new gomoku-freestyle
#? []
2 ai both gomocup engine=shell/pbrain/pbrain-wuzi arg=--ai arg=simple timeout_turn=2000
#? [P[12] \(gomocup\) played [^\n]+(\nP[12] \(gomocup\) played [^\n]+)*]
3 result
#? [(black wins|white wins|draw) \((five|board full)\)]
4 ai off
#? []

# a well-behaved engine that chats (MESSAGE, DEBUG, a stray OK) before
# each move; it plays the first free point from the top-left corner
5 new gomoku-freestyle
#? []
6 ai white gomocup engine=tests/gomocup/pbrain-chatty
#? []
7 play h8
#? [P2 \(gomocup\) played a15]
8 play h9
#? [P2 \(gomocup\) played b15]
9 history
#? [1\. P1 play h8\n2\. P2 play a15\n3\. P1 play h9\n4\. P2 play b15]
# after an undo (of its move alone) the engine is given the whole board again
10 undo 1
#? []
11 go
#? [play b15]
12 ai off
#? []

# broken engines forfeit with a line naming the engine; with forfeit=error
# the move is refused and the game waits, so each can be tried in turn
13 new gomoku-freestyle
#? []
14 play a15
#? []
15 ai white gomocup engine=tests/gomocup/pbrain-crash forfeit=error
#? [? gomocup: engine pbrain-crash crashed: it was killed by signal 11 \(Segmentation fault\)]
16 ai white gomocup engine=tests/gomocup/pbrain-hang forfeit=error timeout_turn=200 tolerance=100
#? [? gomocup: engine pbrain-hang did not answer within 200 ms \(\+100 ms tolerance\)]
17 ai white gomocup engine=tests/gomocup/pbrain-nonsense forfeit=error
#? [? gomocup: engine pbrain-nonsense answered nonsense: 'banana']
18 ai white gomocup engine=tests/gomocup/pbrain-illegal forfeit=error
#? [? gomocup: engine pbrain-illegal played an illegal move '0,0: a15 is occupied']
19 ai white gomocup engine=tests/gomocup/pbrain-quit forfeit=error
#? [? gomocup: engine pbrain-quit stopped: it exited with status 3]
20 ai white gomocup engine=tests/gomocup/pbrain-mute forfeit=error timeout_start=200
#? [? gomocup: engine pbrain-mute did not answer within 200 ms]
21 ai white gomocup engine=tests/gomocup/no-such-brain forfeit=error
#? [? gomocup: engine no-such-brain could not be started: cannot run tests/gomocup/no-such-brain: No such file or directory]
# the game is still there, white to move
22 status
#? [P2 white play\|pass .*]
# by default a broken engine resigns: the game ends and the shell goes on
23 ai white gomocup engine=tests/gomocup/pbrain-crash
#? [P2 \(gomocup\) played resign]
24 result
#? [black wins \(resignation\)]
25 ai off
#? []
26 new gomoku-freestyle
#? []
27 play h8 h9
#? []
28 status
#? [P1 black .*]

# settings are checked when given
29 ai white gomocup engine=tests/gomocup/pbrain-chatty timeout_turn=soon
#? [? gomocup: timeout_turn must be a number >= 0, not 'soon']
30 ai white gomocup colour=blue
#? [? gomocup: unknown setting 'colour' .*]
31 ai white gomocup forfeit=maybe
#? [? gomocup: forfeit must be resign or error, not 'maybe']
# a seat without an engine says what is missing
32 ai black gomocup
#? [? gomocup: no engine: write engine=/path/to/pbrain-NAME]
33 ai off
#? []

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
22 status
#? [P2 white play\|pass .*]
23 ai white gomocup engine=tests/gomocup/pbrain-crash
#? [P2 \(gomocup\) played resign]
24 result
#? [black wins \(resignation\)]
25 ai off
#? []

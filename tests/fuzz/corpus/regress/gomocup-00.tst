1 new gomoku-freestyle
#? []
2 ai both gomocup engine=shell/pbrain/pbrain-wuzi arg=--ai arg=simple timeout_turn=2000
#? [P[12] \(gomocup\) played [^\n]+(\nP[12] \(gomocup\) played [^\n]+)*]
3 result
#? [(black wins|white wins|draw) \((five|board full)\)]
4 ai off
#? []
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
10 undo 1
#? []
11 go
#? [play b15]
12 ai off
#? []

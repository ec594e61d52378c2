# omok: exactly five wins; black may not make a double-three.  Run with
#   WUZI_PLUGIN_PATH=. WUZI_VARIANT_PATH=. wuzi --regress omok.tst

1 new omok
#? []
# a double-three for black is refused, and shown as forbidden
setup black g8 h8 j7 j6 white a1 a15
2 check j8
#? [double-three]
3 forbidden
#? [.*j8.*]
4 play j8
#? [? j8 is forbidden for black \(double-three\)]
# white may play there
5 play a2
#? []
6 play j8
#? []
7 board
#? [.* 8  \. \. \. \. \. \. X X \.\[O\]\..*]
# six in a row is no win
new omok
setup black a1 b1 c1 e1 f1 white a15 c15 e15 g15
8 play d1
#? []
9 result
#? [ongoing]
# exactly five is
new omok
setup black a1 b1 c1 d1 white a15 c15 e15 g15
10 play e1
#? []
11 result
#? [black wins \(five\)]
12 new omok fouls=maybe
#? [? fouls=maybe: fouls must be lose, claim or refuse, not 'maybe']

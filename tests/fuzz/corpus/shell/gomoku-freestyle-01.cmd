new gomoku-freestyle
redo
result
redo
new gomoku-freestyle
setup black a1 a3 a5 a7 a9 c1 white b2 c2 d2 f2 g2
play o15
play e2
result

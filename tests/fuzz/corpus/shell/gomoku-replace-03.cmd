new gomoku-replace
load wuzi-regress-gomoku-replace.wuzi
history
status
new gomoku-replace
setup black a1 b1 c1 d1 a3 b3 c3 e3 white d3 h8 h9
play e1
choose d3
status
choose h8
status

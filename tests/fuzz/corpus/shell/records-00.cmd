new caro
new gomoku-freestyle size=17 seed=77
play h8 h9 i8 i9
save wuzi-regress-record.wuzi
new caro
load wuzi-regress-record.wuzi
history
play q17
undo
status
load no-such-record.wuzi
history

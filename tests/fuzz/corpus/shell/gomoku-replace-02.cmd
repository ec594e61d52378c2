new gomoku-replace
undo
status
undo
status
redo
redo
status
save wuzi-regress-gomoku-replace.wuzi

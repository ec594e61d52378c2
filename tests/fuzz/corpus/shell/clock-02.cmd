new renju --clock
result
load lost-on-time.sgf
result
undo
result
time move=10s

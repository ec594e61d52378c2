new renju-taraguchi-10
play a15 o1 b15 o3 c15 o5 d15 m1
result
P1 play e15
result
undo
undo
undo
undo
undo
undo
undo
undo
undo
undo

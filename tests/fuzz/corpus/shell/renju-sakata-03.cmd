new renju-sakata
P1 swap
redo
history
status
P2 play a2
P1 play a2
status
play o15 b2 o13 c2 o11 d2 m15
result
P1 play e2
result
status

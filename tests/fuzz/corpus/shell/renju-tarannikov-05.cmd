new renju-tarannikov
status
history
play a2 o15 b2 o13 c2 o11 d2 m15
result
P1 play e2
result
status

new rif-p18-miknl
status
undo
status
redo
status
history
P2 play a14
play a14 a2 c14 b2 e14 c2 g14 d2 i14
result
play e2
result
status

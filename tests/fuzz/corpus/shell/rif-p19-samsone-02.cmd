new rif-p19-samsone
undo
status
stay
status
P1 play i11
play m13
play j10
play l12
status
P2 play a1
play j10
play a1 a1
play a1 a2 a3
status

new rif-p03-tarannikov
play e5
status
P2 stay
play l12
swap
status
undo
stay
status
P2 play l12
play m13
play a1
offer l12 d4
play l12

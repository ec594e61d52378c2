new gomoku-freestyle
status
play a1
status
play a1
play p1
swap
play h8 h9 i8 i9 j8 j9 k8 k9
result
play l8
result
play m8
undo
result

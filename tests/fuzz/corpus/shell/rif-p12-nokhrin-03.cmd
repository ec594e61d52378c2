new rif-p12-nokhrin
board
status
redo
board
status
P2 move f6 f10
swap
move g6 g7
move h9 h10
move f6 e5
move f6 h8
play a1
status
history

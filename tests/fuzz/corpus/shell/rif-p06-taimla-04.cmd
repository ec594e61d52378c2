new rif-p06-taimla
play h8 h9 j10 a1 o15
reject
status
board
history
undo
status
board
redo
status
board
P1 play h8
play a1

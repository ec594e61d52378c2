new rif-p12-nokhrin
move h9 i10
move a1 a2
move j10 k11
move g7 f6
play g10
status
move j10 j9
history
undo
status
move g7 g6
board
history
undo

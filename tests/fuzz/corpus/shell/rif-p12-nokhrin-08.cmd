new rif-p12-nokhrin
ai off
new rif-p12-nokhrin
play h8 h9 j10 f6 g7
move f6 g6
move g6 f6
move j10 i10
status
undo
status
board

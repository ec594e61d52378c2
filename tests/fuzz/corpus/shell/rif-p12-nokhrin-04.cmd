new rif-p12-nokhrin
undo
status
stay
status
history
undo
move f6 f10
board
status
P1 play a1
move j10 j9
stay
play a1
status

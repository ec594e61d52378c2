new rif-p12-nokhrin
result
new rif-p12-nokhrin
play h8 h9 j10 f6 g7
move j10 j9
status
move j9 j10
move g7 h7
board
status
play l5
status
history
ai both
result

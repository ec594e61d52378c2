new rif-p12-nokhrin
status
P2 play h8
play g8
move h8 h7
play h8
status
P1 play h9
play h10
swap
play h9
status
P2 play j10
play k10

new rif-p12-nokhrin
play j10
status
play e5
move j10 j9
play f6
status
P2 play g7
play g11
play g7
status
P1 move g7 g6
swap
stay
move h8 h7

new rif-p18-miknl
status
P2 play h8
play g7
play h8
status
P2 play i9
play j10
play i9
opening
status
P1 play j9
swap
play k11

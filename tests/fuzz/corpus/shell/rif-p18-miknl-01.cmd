new rif-p18-miknl
play j9 l12
status
board
play j9
opening
status
P1 play k11
play l12
play i9
play k11
status
P2 swap
play h12
undo

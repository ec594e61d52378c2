new rif-p18-miknl
play h8 h9
play h10 g11
opening
swap
status
P1 play g10
play g10
status
P2 stay
stay
status
history
ai both

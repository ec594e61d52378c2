new rif-p11-nadezhdin
status
P2 play h8
play h8 i9 l12
swap
play h8 i9 i7
opening
status
P1 swap
play f6
swap
status
undo
stay

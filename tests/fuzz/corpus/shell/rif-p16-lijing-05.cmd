new rif-p16-lijing
status
new rif-p16-lijing
play h8 h9 h10
opening
stay
status
offer g11 i11
offer h11 h7
offer g10 i10
offer h11 h6
board
undo
board
status

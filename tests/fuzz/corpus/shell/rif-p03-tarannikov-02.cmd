new rif-p03-tarannikov
P1 play j10
play k11
play h10
opening
status
P2 swap
play k11
stay
status
undo
swap
status
P1 play k11
play l12

new rif-p23-cc-tsai-5swap
P2 swap
swap
status
undo
status
redo
status
P1 play f9
play j9
play f9
status
stay
status
P2 play k11

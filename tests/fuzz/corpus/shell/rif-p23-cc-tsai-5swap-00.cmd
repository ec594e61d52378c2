new rif-p23-cc-tsai-5swap
status
P2 play g7
play l12
play h12
play d4
swap
play g7
board
status
P1 swap
play h8
swap
status

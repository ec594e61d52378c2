new rif-p27-longzeng-1
status
P2 play h8
play i9
play h8
status
P2 play h9
play j10
play h9
status
play h9
play h13
opening
board

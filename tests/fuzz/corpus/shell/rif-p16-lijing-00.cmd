new rif-p16-lijing
status
P2 play h8
play h9
play h8
status
play j11
P2 play h9
play h9
status
play l12
play j10
opening
status

new rif-p23-cc-tsai-5swap
history
P2 play h8
play g7
play e4
play h8
status
P2 play j9
P1 stay
stay
status
P1 play j9
play k12
play j9
status

new rif-p01-sakata
status
P2 play h8
play h7 h9 j10
swap
play h8
status
play h10
P2 play h9
play h9
status
play k11
play h8
declare 2

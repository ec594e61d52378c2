new rif-p02-yamaguchi
status
P2 play h8
play a1
play h8 j10
play h8 h9 k11
status
declare 2
play h8 h9 h10
opening
status
P2 declare 2
declare 0
declare 13

new rif-p24-fss
status
P2 play h8
play h8 i9 l8
play h8 i9 k11
opening
status
P1 play a15
swap
declare 2
play k11
play a15
status
P1 declare 2

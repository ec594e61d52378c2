new rif-p29-soosorv
status
P2 play h8
play h8 h9 k11
play h8 h9 h10
opening
status
P1 stay
play h11
declare 2
stay
status
P1 play h11
play h10

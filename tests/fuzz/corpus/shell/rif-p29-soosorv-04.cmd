new rif-p29-soosorv
play h8 i9 j8
opening
swap
status
P2 play g7
play g7
status
declare 2
status
P1 stay
stay
status
offer i7 f9

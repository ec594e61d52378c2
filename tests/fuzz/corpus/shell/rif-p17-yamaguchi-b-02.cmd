new rif-p17-yamaguchi-b
P1 stay
declare 2
stay
status
P1 play h12
play h9
play h12
status
P2 offer g10 k5 a1
offer g10 i10 k5
offer g10 k5
offer g10 k5 a1 b1
offer g10 k5 h12
offer g10 k5 k5

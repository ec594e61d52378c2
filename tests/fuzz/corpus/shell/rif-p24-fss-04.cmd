new rif-p24-fss
play h8 h9 h11
opening
play h12
declare 4
status
P2 swap
swap
status
P1 offer g10 k5 a1 o15
offer g10 i10 k5 a1
offer g10 k5 a1
offer g10 k5 a1 o15 o1
offer g10 k5 a1 o15

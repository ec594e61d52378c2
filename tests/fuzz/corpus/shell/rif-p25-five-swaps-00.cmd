new rif-p25-five-swaps
status
P2 play e5
play p16
swap
play e5
status
P1 stay
play f6
stay
status
P1 play o15
play e5
play o15

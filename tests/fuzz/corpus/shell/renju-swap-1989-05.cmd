new renju-swap-1989
P2 play h11
status
P2 offer g10 j11
P1 offer j10 g10
status
P1 choose g10
P2 choose g10
status
P2 play a1
P1 play i10
play a3 j10 a5
result
check k10
P2 play k10

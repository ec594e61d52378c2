new renju-swap-1989
P1 offer g10 j11
P1 play h10
P1 play h11
status
P1 offer g10 j11
P2 play g10
P2 offer g10
P2 offer g10 j11 k12
P2 offer g10 i10
P2 offer g7 i7
P2 offer f12 j12
P2 offer g10 g10
P2 offer g10 h11
P2 offer g10 j11

new renju-rif
status
P2 play h11
P1 swap
P1 offer g10 j11
P1 play h11
status
P1 offer g10 j11
P2 swap
P2 offer g10
P2 offer g10 j11 k12
P2 offer g10 i10
P2 offer e5 k5
P2 offer i12 g12
P2 offer j11 j11

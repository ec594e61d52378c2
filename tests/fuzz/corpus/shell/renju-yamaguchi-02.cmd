new renju-yamaguchi
P2 offer g10 j11 k12
P1 offer g10 j11
P1 offer g10 j11 k12 l13
P1 offer g10 j11 i10
P1 offer g10 j11 f11
P1 offer g10 j11 h8
P1 offer g10 j11 k12
board
history
status
P1 choose k12
P2 declare 2
P2 choose l13
P2 choose k12

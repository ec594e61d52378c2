new renju-soosorv-8
P2 swap
status
P2 offer g10 j11 k12 l13 m14 n15 a1 a2
P1 offer g10 j11 k12 l13 m14 n15 a1
P1 offer g10 j11 k12 l13 m14 n15 a1 a2 a3
P1 offer g10 j11 k12 l13 m14 n15 a1 o1
P1 offer g10 j11 k12 l13 m14 n15 a1 h12
board
history
status
P1 choose g10
P2 choose o1
P2 choose h12
status

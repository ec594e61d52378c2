new rif-p28-eriksson-b
P2 choose g12
choose i12
choose g12
status
board
history
P2 play a14
play a14 a2 c14 b2 e14 c2 k14 d2 m14
result
play e2
result

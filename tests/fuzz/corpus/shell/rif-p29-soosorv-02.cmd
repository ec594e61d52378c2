new rif-p29-soosorv
redo
status
P1 offer g12 k4 b2 n13
offer g12 i12 k4 b2
offer g12 k4 b2
offer g12 k4 b2 n13 c3
offer g12 k4 b2 h11
offer g12 k4 b2 n13
board
status
P2 choose b2
choose c3
choose b2
status

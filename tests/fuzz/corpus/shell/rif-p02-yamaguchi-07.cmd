new rif-p02-yamaguchi
opening I7
declare 1
stay
play a1
offer b2 b3
offer b2
status
choose b2

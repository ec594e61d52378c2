new rif-p27-longzeng-3
status
P2 play c8
play p8
play c8
status
P2 play c9
play c8
play c9
status
play c9
play c13
opening
board

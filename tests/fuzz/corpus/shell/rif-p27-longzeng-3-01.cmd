new rif-p27-longzeng-3
status
P1 stay
play c14
offer b12 k4
stay
status
P1 play c14
play c13
play c14
status
P2 offer b12 k4
offer b12 d12
offer b12
offer b12 k4 b2

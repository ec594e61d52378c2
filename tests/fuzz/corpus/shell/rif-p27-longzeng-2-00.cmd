new rif-p27-longzeng-2
status
P2 play h8
play i9
play h8
status
P2 play h11
play p1
play h8
play h11
status
play h11
play h13
opening

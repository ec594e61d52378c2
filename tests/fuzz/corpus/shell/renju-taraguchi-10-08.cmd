new renju-taraguchi-10 N=5
ai both
result
ai off
new renju-taraguchi-10 N=5
play h8
stay
play h9
stay
play h10
stay
play h11
status
P1 offer a1 b1 c1 d1 e1 f1 g1 h1 a2 b2
P1 offer a1 b1 c1 d1

new renju-taraguchi-10 N=0
P1 offer a1 b1 c1 d1 e1
status
P2 choose e1
status
new renju-taraguchi-10 K=5
new renju-taraguchi-10 N=0

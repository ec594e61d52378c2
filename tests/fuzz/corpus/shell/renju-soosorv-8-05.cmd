new renju-soosorv-8 N=10
offer i7 g9 a1
offer i7 h10 a1
P2 choose i7
status
new renju-soosorv-8 N=10
play h8 h9 h10
stay
play h11
declare 10
status

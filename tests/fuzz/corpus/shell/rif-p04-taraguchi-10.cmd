new rif-p04-taraguchi N=3
play h8
stay
play h9
stay
play i10
stay
play a1
play e5
offer a1 a2 a3 a4 a5
offer a1 a2 a3
status

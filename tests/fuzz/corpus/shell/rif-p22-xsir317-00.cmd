new rif-p22-xsir317
status
P2 play h8
play h8 h9 l12
play h8 h9 j10
opening
status
P1 stay
offer i10
stay
status
P1 offer i10
offer
offer i10 g7 f6

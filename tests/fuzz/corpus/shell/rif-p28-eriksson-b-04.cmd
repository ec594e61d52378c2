new rif-p28-eriksson-b
play h8
play i9
play j8 g7
opening
declare 1
stay
status
P2 offer i7
offer i7 i6
offer i7
status
history
ai both

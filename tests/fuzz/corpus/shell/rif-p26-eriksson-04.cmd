new rif-p26-eriksson
play h8 h9 j10
opening
play k11
declare 1
stay
status
offer g7 f6
offer g7
status
history
ai both
result
ai off

new renju-tarannikov
P1 play j10
P1 stay
P1 play i9
status
P1 stay
P2 play j10
P2 stay
status
P1 play j10
P2 play k11
P2 swap
P2 play j10
opening
status

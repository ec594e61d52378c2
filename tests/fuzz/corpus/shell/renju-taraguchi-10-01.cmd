new renju-taraguchi-10
status
P2 swap
P1 play h10
P1 swap
status
P1 play h10
P2 play k8
P2 swap
P2 play h10
opening
status
P2 stay
P1 play h11
P1 stay

new rif-p19-samsone
status
P2 stay
stay
status
history
ai both
result
ai off

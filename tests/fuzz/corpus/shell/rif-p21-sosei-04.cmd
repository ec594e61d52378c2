new rif-p21-sosei
play k9
status
P2 stay
stay
status
history
ai both
result
ai off

new rif-p02-yamaguchi
P2 choose a1
choose a12
status
history
ai both
result
ai off

new rif-p05-jonsson
offer a1 a2 a3 o1
offer a1 a2 a3
status
choose a3
status
history
ai both
result
ai off

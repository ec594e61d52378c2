new rif-p24-fss
status
P2 choose o15
choose o1
choose o15
status
history
ai both
result
ai off

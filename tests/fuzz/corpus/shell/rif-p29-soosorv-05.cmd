new rif-p29-soosorv
status
P2 choose i7
choose i7
status
history
ai both
result
ai off

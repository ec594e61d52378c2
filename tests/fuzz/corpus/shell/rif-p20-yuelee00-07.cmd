new rif-p20-yuelee00 seed=2
history
ai both
result
ai off

new rif-p30-daiyue
history
ai both
result
ai off

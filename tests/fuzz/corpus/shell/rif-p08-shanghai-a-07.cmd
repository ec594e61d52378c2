new rif-p08-shanghai-a
offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12 o1
offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12
status
choose a12
status
history
ai both
result
ai off

new rif-p14-shanghai-b
play d14
play f2
play e14
play j2
result
play f14
result

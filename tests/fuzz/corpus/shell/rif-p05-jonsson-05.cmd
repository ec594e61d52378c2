new rif-p05-jonsson
play d14
play f2
play e14
play j2
result
play f14
result

new rif-p07-cctsai
play e2
play d14
play g2
play e14
play j2
result
play f14
result

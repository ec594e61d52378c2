new rif-p01-sakata
play h14
play e2
play j14
result
play f2
result
play g2

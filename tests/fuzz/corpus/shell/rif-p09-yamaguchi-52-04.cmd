new rif-p09-yamaguchi-52
play c2
play f14
play d2
play j14
play e2
play l14
play f2
result

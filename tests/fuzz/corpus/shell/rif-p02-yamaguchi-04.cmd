new rif-p02-yamaguchi
redo
history
status
choose g7
play b14
play b2
play d14
play c2
play f14
play d2
play j14
play e2
play l14
play f2

new rif-p06-taimla
load wuzi-regress-rif-p06-taimla.wuzi
status
history
board
play b14
play b2
play d14
play c2
play f14
play d2
play j14
play e2
play l14

new rif-p11-nadezhdin
status
redo
redo
status
stay
status
swap
play b14
play b2
play c14
play d2
play d14
play f2
play e14

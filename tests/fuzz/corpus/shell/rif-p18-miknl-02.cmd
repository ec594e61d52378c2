new rif-p18-miknl
status
play k11
status
stay
status
history
P2 play g10
play m13
play k11
play g10
status
P1 swap
play f10
swap

new rif-p11-nadezhdin seed=7
play j2
play f14
result
new rif-p11-nadezhdin seed=7
opening D2
swap
play g10
status
swap
status
play d4
stay
status
ai both

new rif-p25-five-swaps
result
play e10
result
new rif-p25-five-swaps
play h8
swap
status
play h9
status
stay
status
play j10
status
stay

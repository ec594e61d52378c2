new rif-p25-five-swaps
status
play g9
status
swap
status
play k8
status
stay
status
history
ai both
result
ai off

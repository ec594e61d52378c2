new rif-p20-yuelee00 seed=1
play a2
swap
status
undo
status
redo
status
history
save wuzi-regress-rif-p20-yuelee00.wuzi

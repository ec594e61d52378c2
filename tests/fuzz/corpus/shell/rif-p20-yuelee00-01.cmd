new rif-p20-yuelee00 seed=1
redo
opening
status
history
new rif-p20-yuelee00 seed=1
play h8
opening

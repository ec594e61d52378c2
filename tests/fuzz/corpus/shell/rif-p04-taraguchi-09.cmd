new rif-p04-taraguchi
swap
status
undo
undo
undo
status

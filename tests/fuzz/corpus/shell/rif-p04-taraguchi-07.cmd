new rif-p04-taraguchi
stay
status
undo
swap
status
history
ai both
result
ai off

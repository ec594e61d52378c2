new rif-p10-karepa
play h8 i9 h9
stay
status
history
undo
status
redo
ai both
result

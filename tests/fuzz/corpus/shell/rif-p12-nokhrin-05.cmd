new rif-p12-nokhrin
undo
swap
status
history
undo
undo
status
board
redo
redo
status
save wuzi-regress-rif-p12-nokhrin.wuzi

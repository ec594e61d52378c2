new rif-p06-taimla
P1 choose g7
choose i7
choose g5
status
history
undo
undo
status
redo
redo
status
save wuzi-regress-rif-p06-taimla.wuzi

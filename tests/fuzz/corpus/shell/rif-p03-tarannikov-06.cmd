new rif-p03-tarannikov
play f14
result
new rif-p03-tarannikov
play h8
swap
undo
stay
redo
status

new rif-p03-tarannikov
redo
redo
redo
status
swap
play b14
play b2
play c14
play d2
play d14
play f2
play e14
play j2
result

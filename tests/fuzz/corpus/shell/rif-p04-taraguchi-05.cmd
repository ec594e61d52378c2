new rif-p04-taraguchi
play f14
play d2
play j14
play e2
play l14
play f2
result
undo
undo
undo
undo
undo
undo
undo

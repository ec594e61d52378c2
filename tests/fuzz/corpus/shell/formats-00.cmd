load fixtures/records/foreign.sgf
history
result
player
tag event
undo
undo
undo
comment
undo
undo
comment
load fixtures/records/setup.sgf
board

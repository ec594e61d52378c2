new dual-board
status
play 2:a1 2:a2 2:a3
history
play 2:a1
status
pass
swap
end
status
history
undo
status
undo
status

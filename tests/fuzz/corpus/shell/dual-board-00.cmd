new dual-board
status
play h8
play 3:h8
play 1:t1
end
check 1:h8
forbidden
history
play 2:j10
status
play 2:j10
play 1:a1 1:a2
history

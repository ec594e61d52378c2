new gomoku-freestyle
line
goto 2
play k11 k12
line
comment the side line
goto 2
variations
variations 1
history
variations 3
forward 3
line
goto 2
variations 2

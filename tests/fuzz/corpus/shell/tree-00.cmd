new gomoku-freestyle
play h8 h9 i8 i9 j8 j9
comment six moves in
back 2
history
line
forward
history
goto 0
line
goto end
comment
forward
back 7

new gomoku-freestyle
variations
goto end
comment
load fixtures/records/variations.sgf
line
goto 3
comment
goto 2
variations 2
forward 2
history
comment
main
goto 5

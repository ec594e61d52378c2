new gomoku-freestyle
forward
comment
main
history
line
cut
variations 2
promote
goto 2
variations
variations 2
forward 2
cut
history

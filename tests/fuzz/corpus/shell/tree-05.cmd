new gomoku-freestyle
variations 2
comment
player
save a.sgf
save a.wuzi
load a.sgf
line
save b.sgf
load a.wuzi
line
comment
save b.wuzi
main
goto end

new gomoku-freestyle
comment the start\nof it all
play h8
comment
undo
comment
comment --clear
comment
player P3 Someone
player P2 Kim Lee
player p2
tag event Open Cup
tag Event X
tag

68 new gomoku-freestyle
#? []
69 comment the start\nof it all
#? []
70 play h8
#? []
71 comment
#? []
72 undo
#? []
73 comment
#? [the start\nof it all]
74 comment --clear
#? []
75 comment
#? []
76 player P3 Someone
#? [? player takes P1 or P2.*]
77 player P2 Kim Lee
#? []
78 player p2
#? [Kim Lee]
79 tag event Open Cup
#? []
80 tag Event X
#? [? tag 'Event': a tag name is lower-case.*]
81 tag

83 new dual-board size=15
#? []
84 play 2:o15
#? []
85 play 1:p1
#? [? 1:p1 is off the board.*]
86 new dual-board size=4
#? [? size=4: size must be.*]
87 new dual-board fouls=lose
#? [? .*no key 'fouls'.*]
88 new dual-board seed=9
#? []
89 play 1:j10 2:j10 2:k11
#? []
90 play 1:k9
#? []
91 save wuzi-regress-dual-board.wuzi
#? []

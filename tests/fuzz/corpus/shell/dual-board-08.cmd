new dual-board seed=9
new dual-board size=15
play 2:o15
play 1:p1
new dual-board size=4
new dual-board fouls=lose
new dual-board seed=9
play 1:j10 2:j10 2:k11
play 1:k9
save wuzi-regress-dual-board.wuzi

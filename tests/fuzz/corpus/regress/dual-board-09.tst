92 new dual-board
#? []
93 load wuzi-regress-dual-board.wuzi
#? []
94 status
#? [P1 black play\|end .*1 stone left.*]
95 history
#? [1\. P1 play 1:j10\n2\. P2 play 2:j10\n3\. P2 play 2:k11\n4\. P1 play 1:k9]
96 new dual-board
#? []
97 setup black 1:a1 1:b1 1:c1 1:d1 white 2:h8 2:h9 2:j12
#? []
98 go
#? [!play 1:e1]
99 go
#? [!play 1:e1]
100 result
#? [ongoing]
101 status
#? [P2 white play\|pass .*]

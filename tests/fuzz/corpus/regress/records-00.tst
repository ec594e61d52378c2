1 new gomoku-freestyle size=17 seed=77
#? []
2 play h8 h9 i8 i9
#? []
3 save wuzi-regress-record.wuzi
#? []
4 new caro
#? []
5 load wuzi-regress-record.wuzi
#? []
6 history
#? [1\. P1 play h8\n2\. P2 play h9\n3\. P1 play i8\n4\. P2 play i9]
7 play q17
#? []
8 undo
#? []
9 status
#? [P1 black .*]
10 load no-such-record.wuzi
#? [? no-such-record.wuzi: No such file.*]
11 history
#? [1\. P1 play h8.*]

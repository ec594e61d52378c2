1 new fixture-opening seed=3
#? [.*]
#? []
85 save c.wuzi
#? []
86 load a.sgf --variant renju
#? []
87 save d.wuzi
#? []
88 new fixture-opening seed=3
#? []
89 play e5
#? []
90 swap
#? []
91 undo
#? []
92 stay
#? []
93 undo
#? []
94 variations
#? [1\. swap\n2\. stay <- forward]
95 variations 1
#? []
96 status
#? [P2 black declare .*]
97 save swap.wuzi
#? []
98 save swap.sgf

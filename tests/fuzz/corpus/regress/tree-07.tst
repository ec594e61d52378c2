1 new fixture-opening seed=3
#? [.*]
#? []
99 load swap.sgf
#? []
100 save swap2.wuzi
#? []
101 goto 1
#? []
102 variations
#? [1\. swap <- forward\n2\. stay]

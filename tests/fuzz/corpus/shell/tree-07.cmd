new fixture-opening seed=3
load swap.sgf
save swap2.wuzi
goto 1
variations

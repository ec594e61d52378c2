new fixture-opening seed=3
save c.wuzi
load a.sgf --variant renju
save d.wuzi
new fixture-opening seed=3
play e5
swap
undo
stay
undo
variations
variations 1
status
save swap.wuzi
save swap.sgf

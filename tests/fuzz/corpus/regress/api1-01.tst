1 new api1-variant size=11
#? [.*]
#? [.* 5  \. \. X X \. X X \. \.  5.*]
new api1-variant
play e5
13 play e5
#? [? occupied]
14 play a1 e6
#? []
15 board
#? [.*\[X\].*]
16 new api1-variant size=11
#? []

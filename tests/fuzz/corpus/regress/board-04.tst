41 new gomoku-freestyle seed=6 --nigiri
#? [nigiri: 11 and 8 stones, 3 is odd: the players exchange \(Bo takes black\)]
42 player
#? [P1 black Bo\nP2 white Ann]
43 ai white simple
#? []
44 new gomoku-freestyle seed=6 nigiri --keep-ai
#? [nigiri: 11 and 8 stones, 3 is odd: the players exchange \(Ann takes black\)\nP1 \(simple\) played [a-o][0-9]+]
45 history
#? [1\. P1 play [a-o][0-9]+]
46 status
#? [P2 white .*]

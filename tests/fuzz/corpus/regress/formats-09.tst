58 new gomoku-freestyle
#? []
59 load game.txt
#? []
60 history
#? [1\. P1 play e5\n2\. P2 swap\n3\. P2 declare 2\n4\. P2 offer d4 f6]
61 status
#? [P1 white choose\|reject .*]
62 save game.psq
#? []
63 save game.txt --format xyz
#? [? unknown format 'xyz'.*]
64 save nowhere/game.sgf
#? [? nowhere/game.sgf: No such file or directory]
65 load game.txt --variant no-such
#? [? unknown variant 'no-such'.*]
66 save
#? [? save takes a file name.*]
67 load a.sgf b.sgf
#? [? one file at a time.*]

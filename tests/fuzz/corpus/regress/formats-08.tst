52 new fixture-opening seed=4
#? []
53 play e5
#? []
54 swap
#? []
55 declare 2
#? []
56 offer d4 f6
#? []
57 save game.txt --format sgf
#? []

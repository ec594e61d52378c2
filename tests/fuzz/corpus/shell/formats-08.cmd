new fixture-opening seed=4
play e5
swap
declare 2
offer d4 f6
save game.txt --format sgf

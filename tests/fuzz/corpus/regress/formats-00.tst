1 load fixtures/records/foreign.sgf
#? [assumed variant gomoku-freestyle \(the SGF record has no RU; its manifest claims sgf records\): load fixtures/records/foreign\.sgf --variant ID to choose another]
2 history
#? [1\. P1 play h8\n2\. P2 play h7\n3\. P1 play i8\n4\. P2 play i7\n5\. P1 resign]
3 result
#? [white wins \(resignation\)]
4 player
#? [P1 black Black Player\nP2 white White Player]
5 tag event
#? [Club night]
6 undo
#? []
7 undo
#? []
8 undo
#? []
9 comment
#? [white answers \] with a bracket]
10 undo
#? []
11 undo
#? []
12 comment
#? [A game from another program]
13 load fixtures/records/setup.sgf
#? [assumed variant gomoku-freestyle .*]
14 board

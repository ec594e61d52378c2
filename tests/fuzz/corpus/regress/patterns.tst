# patterns at the edges: refusals, negation, known failures, \n, nesting
new gomoku-freestyle size=9
1 play e5 e6
#? []
2 status
#? [P1 black (play|pass)+.*]
3 play e5
#? [? e5 is occupied|?x]
4 board
#? [!ongoing]*
5 history
#? [1\. P1 play e5\n2\. P2 play e6]
6 forbidden
#? [((a{1,3}){1,3})?]
7 result
#? [(ongoing){1,2}]
#? [orphan]
8 quit

# The engine AI in the shell: hint, analyze, vcf and vct, errors, and the
# engine as a player (renju: never a foul).  Depths are fixed where a
# reply must not depend on the machine.

1 help hint
#? [hint \[time=MS\] \[depth=N\]\n.*example: hint time=500]
2 hint
#? [? no game: .*]
3 new gomoku-freestyle
#? []
4 setup black h8 h9 h10 h11 c3 white a1 a2 a3 m12 n13
#? []
5 hint depth=3
#? [h(7|12) score win in 1 pv h(7|12)]
6 analyze depth=2
#? [best h(7|12) score win in 1 \(five\) nodes [0-9]+ time [0-9]+ pv h(7|12)]
7 vcf
#? [win in 1: h(7|12)]
# two open twos crossing at h8: no win by fours, a win by threats
8 setup black f8 g8 h6 h7 a15 white a1 c1 e1 o15
#? []
9 vcf
#? [none within the limit]
10 vct depth=4
#? [win in [0-9]+: h8( ([a-o][0-9]+|any))+]
# puzzle F10 of tests/engine/vcf-puzzles.txt
11 setup black j12 j6 i10 g12 e11 g4 f6 k8 g6 f9 white k4 f10 i4 i9 e4 j4 j5 f11 e10
#? []
12 vcf depth=30
#? [win in (1[1-9]|2[0-9]): j9( [a-o][0-9]+)+]
# a quiet position: every iteration, then the best point (the depth
# ends the search, not the time: valgrind runs it fifty times slower)
13 new gomoku-freestyle
#? []
14 play h8 i9
#? []
15 analyze depth=3 vct=off time=600000
#? [depth 1 score [-+][0-9]+ nodes [0-9]+ time [0-9]+ pv( [a-o][0-9]+)+\ndepth 2 score [-+][0-9]+ nodes [0-9]+ time [0-9]+ pv( [a-o][0-9]+)+\ndepth 3 score [-+][0-9]+ nodes [0-9]+ time [0-9]+ pv( [a-o][0-9]+)+\nbest [a-o][0-9]+ score [-+][0-9]+ \(search\) nodes [0-9]+ time [0-9]+ pv( [a-o][0-9]+)+]
16 vct depth=3
#? [none within the limit]
# bad settings and moments
17 hint time=abc
#? [? time must be a number from 1 to [0-9]+, not 'abc']
18 analyze depth
#? [? depth: write settings as key=value]
19 vcf colour=black
#? [? unknown setting 'colour' .*]
20 ai white engine depth=x
#? [? engine: depth must be a number from 1 to [0-9]+, not 'x']
21 new gomoku-swap
#? []
22 play h8 a1 i9
#? []
23 hint
#? [? the game expects a decision, not a stone .*]
24 new gomoku-freestyle
#? []
25 setup black h8 h9 h10 h11 white a1 a2 a3 a4
#? []
26 play h12
#? []
27 vcf
#? [? the game is over]
# the engine as a player: it answers at once, and blocks the four
28 new gomoku-freestyle
#? []
29 ai white engine time=200 depth=3
#? []
30 play h8
#? [P2 \(engine\) played [a-o][0-9]+]
31 status
#? [P1 black .*]
32 setup black h8 h9 h10 a15 white a1 c1 e1
#? []
33 play h11
#? [P2 \(engine\) played h(7|12)]
34 history
#? [1\. P1 play h11\n2\. P2 play h(7|12)]
# renju: h8 is a double-four for black; the engine as black avoids it
# (again a depth, not a time, ends its search)
35 ai off
#? []
36 new renju
#? []
37 setup black e8 g8 i8 k8 white a1 a3 o15 o13
#? []
38 ai black engine time=600000 depth=3
#? [P1 \(engine\) played [a-o][0-9]+]
39 status
#? [P2 white .*]
40 check h8
#? [double-four]

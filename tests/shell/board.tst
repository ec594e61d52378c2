# The board's forms and the commands around it (run by formats.sh, with
# the fixture variants).  In batch the plain form never changes: scripts
# read it.  Other forms only when asked.

1 new gomoku-freestyle size=5
#? []
2 play c3 b2 d4
#? []
3 board
#? [\n    a b c d e\n 5  \. \. \. \. \.  5\n 4  \. \. \.\[X\]\.  4\n 3  \. \. X \. \.  3\n 2  \. O \. \. \.  2\n 1  \. \. \. \. \.  1\n    a b c d e\nP2 \(white\) to act: place a white stone]
4 board numbers
#? [\n      a   b   c   d   e\n 5    \.   \.   \.   \.   \.  5\n 4    \.   \.   \.  X3   \.  4\n 3    \.   \.  X1   \.   \.  3\n 2    \.  O2   \.   \.   \.  2\n 1    \.   \.   \.   \.   \.  1\n      a   b   c   d   e\nP2 \(white\) to act: place a white stone]
5 board unicode
#? [\n    a b c d e\n 5  ┌─┬─┬─┬─┐  5\n 4  ├─┼─┼\[●\]┤  4\n 3  ├─┼─●─┼─┤  3\n 2  ├─○─┼─┼─┤  2\n 1  └─┴─┴─┴─┘  1\n    a b c d e\nP2 \(white\) to act: place a white stone]
# colour only when asked: an escape then; never in the plain form
6 board colour
#? [.*\[0;97;.*]
7 board
#? [!.*\[0;.*]
8 board purple
#? [? board takes numbers, unicode, ascii, colour, plain, side or stacked, not 'purple']
# the settings hold for every board after
9 set numbers on
#? []
10 set
#? [numbers on\nunicode off\ncolour off\nside off]
11 board
#? [.* 4    \.   \.   \.  X3   \.  4.*]
12 board ascii
#? [.* 4    \.   \.   \.  X3   \.  4.*]
13 set numbers off
#? []
14 set numbers maybe
#? [? set numbers takes on or off]
15 set sound on
#? [? no setting 'sound'.*]

# black's forbidden points ('!') when black is to place
16 new fixture-opening size=5
#? []
17 board
#? [\n    a b c d e\n 5  ! \. \. \. \.  5\n 4  \. \. \. \. \.  4\n 3  \. \. \. \. \.  3\n 2  \. \. \. \. \.  2\n 1  \. \. \. \. \.  1\n    a b c d e\nP1 \(black\) to act: place the first black stone]
18 forbidden
#? [a5]

# two boards: one under the other, or side by side; offered candidates '*'
19 new fixture-dual size=5
#? []
20 play 1:c3
#? []
21 stay
#? []
22 declare 2
#? []
23 offer 1:b2 2:d4
#? []
24 board
#? [\nboard 1\n    a b c d e\n 5  \. \. \. \. \.  5\n 4  \. \. \. \. \.  4\n 3  \. \.\[X\]\. \.  3\n 2  \. \* \. \. \.  2\n 1  \. \. \. \. \.  1\n    a b c d e\n\nboard 2\n    a b c d e\n 5  \. \. \. \. \.  5\n 4  \. \. \. \* \.  4\n 3  \. \. \. \. \.  3\n 2  \. \. \. \. \.  2\n 1  \. \. \. \. \.  1\n    a b c d e\nP2 \(white\) to act: choose a candidate, or reject and let a die choose]
25 board side
#? [\n   board 1          board 2\n    a b c d e           a b c d e\n 5  \. \. \. \. \.  5     5  \. \. \. \. \.  5\n 4  \. \. \. \. \.  4     4  \. \. \. \* \.  4\n 3  \. \.\[X\]\. \.  3     3  \. \. \. \. \.  3\n 2  \. \* \. \. \.  2     2  \. \. \. \. \.  2\n 1  \. \. \. \. \.  1     1  \. \. \. \. \.  1\n    a b c d e           a b c d e\nP2 \(white\) to act: choose a candidate, or reject and let a die choose]
26 board side unicode numbers
#? [\n   board 1                    board 2\n      a   b   c   d   e             a   b   c   d   e\n 5    ·   ·   ·   ·   ·  5     5    ·   ·   ·   ·   ·  5\n 4    ·   ·   ·   ·   ·  4     4    ·   ·   ·   ◇   ·  4\n 3    ·   ·  ●1   ·   ·  3     3    ·   ·   ·   ·   ·  3\n 2    ·   ◇   ·   ·   ·  2     2    ·   ·   ·   ·   ·  2\n 1    ·   ·   ·   ·   ·  1     1    ·   ·   ·   ·   ·  1\n      a   b   c   d   e             a   b   c   d   e\nP2 \(white\) to act: choose a candidate, or reject and let a die choose]

# ---------------------------------------------------------------- rules
27 rules gomoku-standard
#? [Standard gomoku \(gomoku-standard\)\nExactly five wins; an overline does not\. Free opening\.\n\nStandard gomoku: exactly five wins; an overline \(six or more\) neither wins\nnor loses, and play goes on\. Free opening\.\n\nkeys: family=standard size=15\nplugin: gomoku .*]
28 new gomoku-freestyle size=17
#? []
29 rules
#? [Free-style gomoku \(gomoku-freestyle\)\n.*\nkeys: family=freestyle size=15\nthis game: size=17\nplugin: gomoku .*]
30 rules gomoku-standrad
#? [? unknown variant 'gomoku-standrad' \(did you mean gomoku-standard\?\)]

# ----------------------------------------------------------------- help
31 help
#? [.*\nrules \[ID\] .*\ncomment \[TEXT.*\nplayer .*\ntag .*\nset \[numbers.*]
32 help save
#? [save FILE \[--format wuzi\|sgf\|psq\|lib\]\n  .*\n  example: save game\.sgf]
33 rulse
#? [? unknown command 'rulse' \(did you mean rules\?\)]

# --------------------------------------------------------------- nigiri
# The larger handful minus the smaller, odd: the players exchange seats,
# names and AI seats with them; even: they stay.  Drawn from the seed.
34 new gomoku-freestyle
#? []
35 player P1 Ann
#? []
36 player P2 Bo
#? []
37 new gomoku-freestyle seed=3 nigiri
#? [nigiri: [0-9]+ and [0-9]+ stones, [0-9]*[13579] is odd: the players exchange \(Bo takes black\)|nigiri: [0-9]+ and [0-9]+ stones, [0-9]*[02468] is even: no exchange \(Ann takes black\)]
38 tag nigiri
#? [[0-9]+ [0-9]+ (exchange|stay)]
# seed 3 stays, seed 6 exchanges
39 new gomoku-freestyle seed=3 nigiri
#? [nigiri: 14 and 10 stones, 4 is even: no exchange \(Ann takes black\)]
40 player
#? [P1 black Ann\nP2 white Bo]
41 new gomoku-freestyle seed=6 --nigiri
#? [nigiri: 11 and 8 stones, 3 is odd: the players exchange \(Bo takes black\)]
42 player
#? [P1 black Bo\nP2 white Ann]
# the AI seat goes with the exchange (kept by --keep-ai): from white to
# black, where it plays at once
43 ai white simple
#? []
44 new gomoku-freestyle seed=6 nigiri --keep-ai
#? [nigiri: 11 and 8 stones, 3 is odd: the players exchange \(Ann takes black\)\nP1 \(simple\) played [a-o][0-9]+]
45 history
#? [1\. P1 play [a-o][0-9]+]
46 status
#? [P2 white .*]
# and back to white with the next exchange: black (a person) to play
47 new gomoku-freestyle seed=6 nigiri --keep-ai
#? [nigiri: 11 and 8 stones, 3 is odd: the players exchange \(Bo takes black\)]
48 status
#? [P1 black .*]

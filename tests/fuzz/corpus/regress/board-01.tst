1 new fixture-dual size=5
#? [.*]
#? [? set numbers takes on or off]
15 set sound on
#? [? no setting 'sound'.*]
16 new fixture-opening size=5
#? []
17 board
#? [\n    a b c d e\n 5  ! \. \. \. \.  5\n 4  \. \. \. \. \.  4\n 3  \. \. \. \. \.  3\n 2  \. \. \. \. \.  2\n 1  \. \. \. \. \.  1\n    a b c d e\nP1 \(black\) to act: place the first black stone]
18 forbidden
#? [a5]
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
27 rules gomoku-standard
#? [Standard gomoku \(gomoku-standard\)\nExactly five wins; an overline does not\. Free opening\.\n\nStandard gomoku: exactly five wins; an overline \(six or more\) neither wins\nnor loses, and play goes on\. Free opening\.\n\nkeys: family=standard size=15\nplugin: gomoku .*]

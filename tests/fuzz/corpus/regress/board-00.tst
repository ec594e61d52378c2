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
6 board colour
#? [.*\[0;97;.*]
7 board
#? [!.*\[0;.*]
8 board purple
#? [? board takes numbers, unicode, ascii, colour, plain, side or stacked, not 'purple']
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

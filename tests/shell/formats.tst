# Records in players' formats, what they keep, and how a broken one is
# refused.  Run by formats.sh in a scratch folder: fixtures/records holds
# text records, lib/ RenLib libraries built byte by byte.

# ------------------------------------------------------------- SGF in
# A record from another program: no wuzi properties, so the reply says
# which variant was assumed; the main line is played to its end (the
# variation stays in the tree); RE[W+R] with black to act becomes black's
# resignation.
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

# AB and AW (a point and a rectangle) set up a position, black to move.
13 load fixtures/records/setup.sgf
#? [assumed variant gomoku-freestyle .*]
14 board
#? [.*\n 7  X \. \. \. \. \. \. \. O \. .*\n 6  X \. \. \. \. \. \. \. \.\[X\]\. .*\n 5  X \. .*]
15 history
#? [1\. P1 play j6]

# Broken SGF: refused with the line; the game in hand stays as it was.
16 load fixtures/records/truncated.sgf
#? [? fixtures/records/truncated.sgf:2: unterminated property value .*truncated]
17 load fixtures/records/unclosed.sgf
#? [? fixtures/records/unclosed.sgf:1: this game tree is never closed .*truncated]
18 load fixtures/records/occupied.sgf
#? [? fixtures/records/occupied.sgf:3: play h8: h8 is occupied]
19 load fixtures/records/go.sgf
#? [? fixtures/records/go.sgf:1: GM\[1\] is not a five-in-a-row game.*]
20 load fixtures/records/colour.sgf
#? [? fixtures/records/colour.sgf:3: B\[ii\]: the stone due is white]
21 load fixtures/records/offboard.sgf
#? [? fixtures/records/offboard.sgf:2: B\[hz\] is not a point of this board]
22 history
#? [1\. P1 play j6]

# ------------------------------------------------------------- PSQ in
# 20x20: the size is passed to the variant; the brains become the names.
23 load fixtures/records/game.psq
#? [assumed variant gomoku-freestyle \(a \.psq record names no rule; its manifest claims psq records\): load fixtures/records/game\.psq --variant ID to choose another]
24 history
#? [1\. P1 play j11\n2\. P2 play k10\n3\. P1 play j10\n4\. P2 play i9]
25 player
#? [P1 black pbrain-first.zip\nP2 white pbrain-second.zip]
26 board
#? [\n    a b c d e f g h i j k l m n o p q r s t\n20 .*]
27 load fixtures/records/broken.psq
#? [? fixtures/records/broken.psq:3: '9,' is not a move.*]
28 load fixtures/records/offboard.psq
#? [? fixtures/records/offboard.psq:3: 16,3 is off the 15x15 board]
29 history
#? [1\. P1 play j11\n.*4\. P2 play i9]

# ---------------------------------------------------------- RenLib in
# The main line: first children, past a variation (0x80) to the end of
# the line (0x40); comments, a title on its own line.
30 load lib/main.lib
#? [assumed variant renju \(a RenLib library names no rule; its manifest claims lib records\): load lib/main\.lib --variant ID to choose another]
31 history
#? [1\. P1 play h8\n2\. P2 play h9\n3\. P1 play i8\n4\. P2 play i10]
32 undo
#? []
33 comment
#? [i8 title\nmore]
34 undo
#? []
35 undo
#? []
36 undo
#? []
37 comment
#? [root]
# a board text (extended flags) on a leaf is passed over
38 load lib/text.lib
#? [assumed variant renju .*]
39 history
#? [1\. P1 play h8\n2\. P2 play i9]
40 load lib/truncated.lib
#? [? lib/truncated.lib: byte 34: the library is truncated \(a comment runs past the end\)]
41 load lib/half.lib
#? [? lib/half.lib: byte 50: the library is truncated \(half a node\)]
42 load lib/badpoint.lib
#? [? lib/badpoint.lib: byte 22: 0x70 is not a point of the 15x15 board]
43 load lib/version.lib
#? [? lib/version.lib: byte 8: RenLib version 2\.0; wuzi reads version 3]
44 load lib/magic.lib
#? [? lib/magic.lib: byte 0: not a RenLib library.*]
45 history
#? [1\. P1 play h8\n2\. P2 play i9]
# written back, the library is the same tree (formats.sh compares the bytes)
46 save text-out.lib
#? []

# ------------------------------------------------------ native, broken
47 load fixtures/records/truncated.wuzi
#? [? fixtures/records/truncated.wuzi:5: the record is truncated \(no end-record line\)]
48 load fixtures/records/occupied.wuzi
#? [? fixtures/records/occupied.wuzi:5: play h8: h8 is occupied]
49 load fixtures/records/result.wuzi
#? [? fixtures/records/result.wuzi:5: the record says 'black wins \(five\)' but the replay gives 'ongoing']
50 load fixtures/records/variant.wuzi
#? [? fixtures/records/variant.wuzi:3: unknown variant 'no-such-variant']
51 history
#? [1\. P1 play h8\n2\. P2 play i9]

# ------------------------------------------------- RenLib variations
# Variations: every one is read; the same move twice from a position is
# one node, its comments joined; a move at 0 is a pass; an old-style
# comment in RenLib's 7-bit signs.
92 load lib/tree.lib
#? [assumed variant renju .*]
93 history
#? [1\. P1 play h8\n2\. P2 play h9\n3\. P1 play i8\n4\. P2 pass\n5\. P1 play j10]
94 goto 1
#? []
95 variations
#? [1\. play h9 <- forward\n2\. play i9]
96 variations 2
#? []
97 comment
#? [väl]
98 back
#? []
99 variations 1
#? []
100 comment
#? [again]
101 save tree-out.lib
#? []
102 load tree-out.lib
#? [assumed .*]
103 goto 1
#? []
104 variations
#? [1\. play h9 <- forward\n2\. play i9]
105 load lib/main.lib
#? [assumed .*]
106 save main-out.lib
#? []
# What a library cannot hold is refused, with the reason
107 new gomoku-freestyle size=19
#? []
108 save big.lib
#? [? big\.lib: a RenLib library holds one 15x15 board; this game has 1 of 19x19 \(save as \.sgf\)]
109 new gomoku-freestyle
#? []
110 play h8
#? []
111 pass
#? []
112 play h9
#? []
# a pass is a move of the library: the colours still alternate
113 save pass.lib
#? []
213 load pass.lib
#? [assumed .*]
214 history
#? [1\. P1 play h8\n2\. P2 pass\n3\. P1 play h9]
# a stone moved is not a move RenLib knows
215 new rif-p12-nokhrin
#? []
216 play h8 h9 g7 j9 g9
#? []
217 move g7 f6
#? []
218 save moved.lib
#? [? moved\.lib: 'move g7 f6' changes the board in a way a RenLib library cannot hold: it keeps one stone a move \(save as \.sgf\)]
114 new fixture-opening
#? []
115 save small.lib
#? [? small\.lib: a RenLib library holds one 15x15 board; this game has 1 of 9x9.*]
# a swap leaves the stones as they were: it is no node of the library, and
# the game's stones are its moves
116 new renju-rif
#? []
117 play h8 h9 j10
#? []
118 swap
#? []
119 play k11
#? []
120 offer a1 o15
#? []
121 choose a1
#? []
122 comment B5 chosen
#? []
123 save rif.lib
#? []
124 load rif.lib
#? [assumed variant renju .*]
125 history
#? [1\. P1 play h8\n2\. P2 play h9\n3\. P1 play j10\n4\. P2 play k11\n5\. P1 play a1]
126 comment
#? [B5 chosen]


# --------------------------------------------------- formats by choice
# --format beats the extension; load finds the format from the content.
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
58 new gomoku-freestyle
#? []
59 load game.txt
#? []
60 history
#? [1\. P1 play e5\n2\. P2 swap\n3\. P2 declare 2\n4\. P2 offer d4 f6]
61 status
#? [P1 white choose\|reject .*]
# PSQ keeps the stones only: here one
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

# ... and refuses what it cannot hold
84 new gomoku-freestyle
#? []
85 play h8
#? []
86 pass
#? []
87 play i9
#? []
88 save game.txt --format=psq
#? [? game.txt: stone 2 \(i9\) is black: a \.psq record needs colours to alternate from black \(save as \.sgf\)]
89 new fixture-dual
#? []
90 play 1:e5
#? []
91 save game.psq
#? [? game.psq: a \.psq record holds one board; this game has 2 \(save as \.sgf\)]

# -------------------------------------------------- comments, players
68 new gomoku-freestyle
#? []
69 comment the start\nof it all
#? []
70 play h8
#? []
71 comment
#? []
72 undo
#? []
73 comment
#? [the start\nof it all]
74 comment --clear
#? []
75 comment
#? []
76 player P3 Someone
#? [? player takes P1 or P2.*]
77 player P2 Kim Lee
#? []
78 player p2
#? [Kim Lee]
79 tag event Open Cup
#? []
80 tag Event X
#? [? tag 'Event': a tag name is lower-case.*]
81 tag
#? [p2 Kim Lee\nevent Open Cup]
82 tag event -
#? []
83 tag event
#? [? no tag 'event']

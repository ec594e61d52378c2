# The variation tree in the shell: navigation, variations made by undo
# and by going back, comments on positions, cut and promote, and records
# that keep every variation.  Run by tree.sh in a scratch folder that holds
# the record fixtures (fixtures/records); tree.sh compares the files saved
# here byte by byte afterwards.

# --------------------------------------------------------- a first line
1 new gomoku-freestyle
#? []
2 play h8 h9 i8 i9 j8 j9
#? []
3 comment six moves in
#? []
4 back 2
#? []
5 history
#? [1\. P1 play h8\n2\. P2 play h9\n3\. P1 play i8\n4\. P2 play i9]
6 line
#? [1\. P1 play h8\n2\. P2 play h9\n3\. P1 play i8\n4\. P2 play i9 <- here\n5\. P1 play j8\n6\. P2 play j9]
7 forward
#? []
8 history
#? [.*\n5\. P1 play j8]
9 goto 0
#? []
10 line
#? [0\. start <- here\n1\. P1 play h8\n.*\n6\. P2 play j9]
11 goto end
#? []
12 comment
#? [six moves in]
# refusals: nothing changes
13 forward
#? [? nothing ahead: the current line ends here.*]
14 back 7
#? [? only 6 actions to go back \(goto 0 is the start\)]
15 goto 9
#? [? the current line has 6 actions: goto 0 to goto 6]
16 goto h8
#? [? goto takes the number of actions before the position.*]
17 back -1
#? [? back takes a number of actions: back 3]
18 history
#? [.*\n6\. P2 play j9]

# ------------------------------------------- variations by going back
# undo, then another move: a variation; the undone line stays
19 undo
#? []
20 play a1
#? []
21 redo
#? [? nothing to redo]
22 undo
#? []
23 variations
#? [1\. play j9\n2\. play a1 <- forward]
# redo follows the line it came back on: a1
24 redo
#? []
25 history
#? [.*\n5\. P1 play j8\n6\. P2 play a1]
26 undo
#? []
# the same move as a continuation there follows it, keeping what lies beyond
27 back 2
#? []
28 play i9
#? []
29 line
#? [.*\n4\. P2 play i9 <- here\n5\. P1 play j8\n6\. P2 play a1 \(or play j9\)]
# a variation at move 3, two moves long
30 goto 2
#? []
31 play k11 k12
#? []
32 line
#? [1\. P1 play h8\n2\. P2 play h9\n3\. P1 play k11 \(or play i8\)\n4\. P2 play k12 <- here]
33 comment the side line
#? []
34 goto 2
#? []
35 variations
#? [1\. play i8\n2\. play k11 <- forward]
36 variations 1
#? []
37 history
#? [1\. P1 play h8\n2\. P2 play h9\n3\. P1 play i8]
38 variations 3
#? [? variations 3: this position has 1 \(variations 1 to 1\)]
39 forward 3
#? []
40 line
#? [.*\n3\. P1 play i8 \(or play k11\)\n4\. P2 play i9\n5\. P1 play j8\n6\. P2 play a1 \(or play j9\) <- here]

# ------------------------------------------------- main, cut, promote
41 goto 2
#? []
42 variations 2
#? []
43 forward
#? []
44 comment
#? [the side line]
45 main
#? []
46 history
#? [1\. P1 play h8\n2\. P2 play h9]
47 line
#? [.*\n2\. P2 play h9 <- here\n3\. P1 play i8 \(or play k11\)\n4\. P2 play i9\n5\. P1 play j8\n6\. P2 play j9 \(or play a1\)]
48 cut
#? [? this position is on the main line: cut deletes a variation.*]
# promote the side line: it becomes the main line, the old one a variation
49 variations 2
#? []
50 promote
#? []
51 goto 2
#? []
52 variations
#? [1\. play k11 <- forward\n2\. play i8]
# cut from inside the old main line: back to where it branched
53 variations 2
#? []
54 forward 2
#? []
55 cut
#? [cut 5 actions]
56 history
#? [1\. P1 play h8\n2\. P2 play h9]
57 variations
#? [1\. play k11]
58 goto end
#? []
59 comment
#? [the side line]

# --------------------------------------------- a record from elsewhere
# An SGF saved by a board editor: variations at several depths, a pass as
# tt, node names, markup and clocks passed over.
60 load fixtures/records/variations.sgf
#? [assumed variant renju \(from RU\[Renju\]\): load fixtures/records/variations\.sgf --variant ID to choose another]
61 line
#? [1\. P1 play h8\n2\. P2 play i9\n3\. P1 play i7 \(or play j9, play h9\)\n4\. P2 play h7\n5\. P1 play j8\n6\. P2 play k9 \(or play g7\)\n7\. P1 play g8 <- here]
62 goto 3
#? []
63 comment
#? [Main\nthe main line]
64 goto 2
#? []
65 variations 2
#? []
66 forward 2
#? []
67 history
#? [.*\n3\. P1 play j9\n4\. P2 play k7\n5\. P1 pass]
68 comment
#? [black passes]
69 main
#? []
70 goto 5
#? []
71 variations 2
#? []
72 comment
#? [the better block]
# the record keeps it all, and its game information
73 player
#? [P1 black Black Player\nP2 white White Player]
74 save a.sgf
#? []
75 save a.wuzi
#? []
76 load a.sgf
#? []
77 line
#? [1\. P1 play h8\n2\. P2 play i9\n3\. P1 play i7 \(or play j9, play h9\)\n.*\n7\. P1 play g8 <- here]
78 save b.sgf
#? []
# the native record keeps the current position and line too
79 load a.wuzi
#? []
80 line
#? [.*\n5\. P1 play j8\n6\. P2 play g7 \(or play k9\) <- here]
81 comment
#? [the better block]
82 save b.wuzi
#? []
83 main
#? []
84 goto end
#? []
85 save c.wuzi
#? []
86 load a.sgf --variant renju
#? []
87 save d.wuzi
#? []

# A set-up position in a node of its own after the root, AE taking a stone
# away, white to play (PL[W]): black passes first
88 load fixtures/records/setup-node.sgf
#? [assumed variant gomoku-freestyle \(the SGF record has no RU; its manifest claims sgf records\): load fixtures/records/setup-node\.sgf --variant ID to choose another]
89 history
#? [1\. P1 pass\n2\. P2 play j6]
90 board
#? [.*\n 8  \. \. \. \. \. \. \. X \. .*\n 7  \. \. \. \. \. \. \. O \. \. .*]
91 goto 0
#? []
92 comment
#? [a problem: white to play\nthe position]
# a set-up stone after the game began cannot be: refused, the game kept
93 load fixtures/records/midgame.sgf
#? [? fixtures/records/midgame\.sgf:3: AB after the start: wuzi sets up a position at the start only]
94 history
#? []

# ------------------------------------------------- a tree of a swap game
# Opening decisions are actions of the tree like stones: a swap and a stay
# from one position are two variations.
95 new fixture-opening seed=3
#? []
96 play e5
#? []
97 swap
#? []
98 undo
#? []
99 stay
#? []
100 undo
#? []
101 variations
#? [1\. swap\n2\. stay <- forward]
102 variations 1
#? []
103 status
#? [P2 black declare .*]
104 save swap.wuzi
#? []
105 save swap.sgf
#? []
106 load swap.sgf
#? []
107 save swap2.wuzi
#? []
108 goto 1
#? []
109 variations
#? [1\. swap <- forward\n2\. stay]

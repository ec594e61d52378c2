# pente: five in a row, or captures=N captured pairs, wins.  Run it with
#   WUZI_PLUGIN_PATH=. WUZI_VARIANT_PATH=. wuzi --regress pente.tst
# (make check does, from this folder).

# the tournament opening is the manifest's data: B1 on the centre, W2
# anywhere, B3 outside the central 5x5
1 new pente
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 play a1
#? [? B1 must be at the centre]
4 play j10 a1
#? []
5 play k11
#? [? B3 must be outside the central 5x5]
6 play j14
#? []
7 status
#? [P2 white play \(place a white stone; pairs captured: black 0, white 0, of 5\)]

# a stone that brackets exactly two takes them (setup: black to move)
10 new pente size=9 captures=3
#? []
setup black c5 white d5 e5 a9
11 play f5
#? []
12 board
#? [.* 5  \. \. X \. \.\[X\]\. \. \.  5.*]
13 status
#? [P2 white play \(place a white stone; pairs captured: black 1, white 0, of 3\)]
# the stones come back with an undo, and the count with them
14 undo
#? []
15 board
#? [.* 5  \. \. X O O \. \. \. \.  5.*]
16 status
#? [.*pairs captured: black 0, white 0, of 3\)]
17 redo
#? []
18 status
#? [.*pairs captured: black 1, white 0, of 3\)]

# three in a bracket are safe, and so is playing into one
new pente size=9
setup black b5 white c5 d5 e5
20 play f5
#? []
21 board
#? [.* 5  \. X O O O\[X\]\. \. \.  5.*]
new pente size=9
setup black c5 f5 white d5
play a1
22 play e5
#? []
23 board
#? [.* 5  \. \. X O\[O\]X \. \. \.  5.*]

# one stone takes two pairs, and the captures-th pair wins
30 new pente size=9 captures=2
#? []
setup black b5 h5 white c5 d5 f5 g5
31 play e5
#? []
32 result
#? [black wins \(captures\)]
33 board
#? [.* 5  \. X \. \.\[X\]\. \. X \.  5.*]
34 play a1
#? [? the game is over: black wins \(captures\)]

# five in a row wins too; check knows a five, not a winning capture
40 new pente size=9
#? []
setup black a1 b1 c1 d1 b5 white c5 d5 i9
41 check e1
#? [five]
42 check e5
#? [legal]
43 play e1
#? []
44 result
#? [black wins \(five\)]

# what the plugin refuses
50 new pente size=9
#? []
setup black e5 white a1
51 play e5
#? [? e5 is occupied]
52 pass
#? [? pass is not expected now: P1 black may play \(.*\)]
53 new pente size=5
#? [? size=5: size must be a number from 7 to 26, not '5']
54 new pente captures=0
#? [? captures=0: captures must be a number from 1 to 50, not '0']
55 new pente colour=red
#? [? pente has no key 'colour']

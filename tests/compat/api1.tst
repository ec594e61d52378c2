# Plugins built against the frozen ABI-1 header load and play: a variant
# (state written through ABI 1's host->state, host->run, a mandatory
# check, forbids, marks and an opening hook using the API-1 opening
# stones service) and an AI.  Run by api1.sh with tests/compat on the
# paths.

1 new api1-variant
#? []
2 rules
#? [.*plugin: api1-variant \(A variant built against API 1 1\)]
3 status
#? [P1 black play\|pass \(place a black stone\)]
# the ABI-1 check and forbids, and the verdict names ABI 1 defined
setup black c5 d5 f5 g5 h5 white a1 a2 a3 a4
4 check e5
#? [overline]
5 forbidden
#? [e5]
6 play e5
#? [? an overline is forbidden for black]
setup black c5 d5 f5 g5 white a1 a2 a3 a4
7 check e5
#? [five]
8 play e5
#? []
9 result
#? [black wins \(five\)]
# undo replays the ABI-1 plugin's state from the start
10 undo
#? []
11 status
#? [P1 black play\|pass .*]
12 board
#? [.* 5  \. \. X X \. X X \. \.  5.*]
# a refusal the ABI-1 plugin words itself
new api1-variant
play e5
13 play e5
#? [? occupied]
14 play a1 e6
#? []
15 board
#? [.*\[X\].*]
# the key the ABI-1 configure takes, and one it refuses
16 new api1-variant size=11
#? []
17 new api1-variant size=30
#? [? size=30: api1-variant takes size = 7..19]
# the hook opening: automatic, with ABI 1's opening stones service
18 new api1-variant-d1
#? []
19 board
#? [.* 7  \. \. \. \.\[X\]\. \. \. \.  7\n 6  \. \. \. \. O \. \. \. \.  6\n 5  \. \. \. \. X \. \. \. \.  5.*]
20 status
#? [P2 white play\|pass \(place a white stone\)]
# the ABI-1 AI plays the ABI-1 variant to its end (the shell moves for
# AI seats at once)
21 ai white api1-ai
#? [P2 \(api1-ai\) played [a-i][0-9]]
22 ai black api1-ai
#? [P1 \(api1-ai\) played [^\n]+(\nP[12] \(api1-ai\) played [^\n]+)*]
23 history
#? [1\. P2 play .*]
24 result
#? [(black|white) wins \(five\)]
# and the ABI-1 AI plays a contract-2 variant as well
new gomoku-freestyle size=9
ai white api1-ai
ai black api1-ai
25 history
#? [1\. P1 play e5\n.*]
26 result
#? [(black|white) wins \(five\)|draw.*]

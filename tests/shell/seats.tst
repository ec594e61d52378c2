# Seats belong to players (P1, P2) and follow them through every swap;
# an AI's actions come in the reply of the command after which it made
# them ("P2 (simple) played h6"), a person's own command stays silent;
# undo against an AI goes back to where the person was to act.

# before any game: the seats, without colours
1 ai
#? [P1: human\nP2: human]
2 ai green
#? [? ai takes P1, P2, black, white, both or off, not 'green'.*]
3 ai P3 simple
#? [? ai takes P1, P2, .*]
4 new renju-rif
#? []
# all people: status is its one line, as scripts know it
5 status
#? [P1 black play \(place B1 at the centre\)]
# P1 is the simple AI: it places the opening's three stones at once
6 ai P1 simple
#? [P1 \(simple\) played h8\nP1 \(simple\) played [a-o][0-9]+\nP1 \(simple\) played [a-o][0-9]+]
7 ai
#? [P1 black: simple\nP2 white: human]
# P2 (a person) swaps: P1 now holds white, and its AI places W4 for it
8 swap
#? [P1 \(simple\) played [a-o][0-9]+]
9 status
#? [P2 black offer \(.*\)\nP1 white: simple\nP2 black: human]
10 history
#? [1\. P1 play h8\n2\. P1 play [a-o][0-9]+\n3\. P1 play [a-o][0-9]+\n4\. P2 swap\n5\. P1 play [a-o][0-9]+]
# undo takes back the AI's W4 and the person's swap before it
11 undo
#? []
12 status
#? [P2 white swap\|stay .*\nP1 black: simple\nP2 white: human]
# redo mirrors it: the swap and W4 again
13 redo
#? []
14 status
#? [P2 black offer .*]
15 history
#? [.*\n4\. P2 swap\n5\. P1 play [a-o][0-9]+]
# undo 1: exactly one action, even the AI's (which then waits: go)
16 undo 1
#? []
17 status
#? [P1 white play \(place W4 anywhere\)\nP1 white: simple\nP2 black: human]
18 redo 1
#? []
19 undo 0
#? [? undo takes a number of actions, at least 1.*]
# black and white name the player who holds the colour now: black is P2,
# and with both seats AIs the game plays itself to its end
20 ai black simple seed=2
#? [P2 \(simple\) played offer [a-o][0-9]+ [a-o][0-9]+(\nP[12] \(simple\) played [^\n]+)+]
21 ai
#? [P1 white: simple\nP2 black: simple seed=2]
22 status
#? [over: (black|white) wins .*\nP1 white: simple\nP2 black: simple seed=2]
23 ai P2 off
#? []
24 ai
#? [P1 white: simple\nP2 black: human]

# undo as far as it goes: before the AI's opening no person was to act
25 new renju-rif
#? [the AI seats were cleared \(new ID --keep-ai keeps them\)]
26 ai P1 simple
#? [(P1 \(simple\) played [a-o][0-9]+\n?){3}]
27 undo
#? [? no earlier position where a person is to act \(undo 1 takes back one action\)]
28 history
#? [1\. P1 play h8\n2\. .*\n3\. .*]
29 undo 5
#? [undid 3 of 5 \(no more\)]
30 history
#? []
# redo goes on to where the person is to act: all three stones
31 redo
#? []
32 history
#? [1\. P1 play h8\n2\. .*\n3\. .*]

# a new game clears the seats and says so; --keep-ai keeps them
33 new renju-rif --keep-ai
#? [P1 \(simple\) played h8\nP1 \(simple\) played [a-o][0-9]+\nP1 \(simple\) played [a-o][0-9]+]
34 new renju-rif
#? [the AI seats were cleared \(new ID --keep-ai keeps them\)]
35 ai
#? [P1 black: human\nP2 white: human]
36 new renju-rif
#? []

# the AI replies to each move of a person, one line per action
37 new gomoku-freestyle
#? []
38 ai P2 simple
#? []
39 play h8
#? [P2 \(simple\) played [a-o][0-9]+]
40 history
#? [1\. P1 play h8\n2\. P2 play [a-o][0-9]+]
# undo against the AI: the reply and the move before it
41 undo
#? []
42 history
#? []
43 redo
#? []
44 history
#? [1\. P1 play h8\n2\. P2 play [a-o][0-9]+]
# go for the person: the reply names the action, then the AI's answer
45 go
#? [play [a-o][0-9]+\nP2 \(simple\) played [a-o][0-9]+]
46 history
#? [(.*\n){3}4\. P2 play [a-o][0-9]+]
# a bad setting changes no seat
47 ai P1 simple depth=3
#? [? simple: unknown setting 'depth'.*]
48 ai P1 simple nonsense
#? [? nonsense: write settings as key=value.*]
49 ai
#? [P1 black: human\nP2 white: simple]
50 ai P2 off extra
#? [? ai P2 off takes nothing more]
51 ai off
#? []
52 status
#? [P1 black play\|pass \(place a black stone\)]

# help ai lists what each AI plugin takes, from its settings extension
49 help ai engine
#? [ai \[P1.*\n  settings .*\n  engine: .*(\n    [a-z_]+=[^ ]+ +[^\n]+)+]
50 help ai
#? [.*\n  simple: .*\n    seed=[^\n]+.*\n  engine: .*\n    time=1\.\.[0-9]+ +milliseconds per move.*\n    depth=.*\n    nodes=.*\n    hash=.*]
51 help ai nosuch
#? [.*plugin 'nosuch' not found.*]

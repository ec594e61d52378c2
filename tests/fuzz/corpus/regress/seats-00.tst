1 new renju-rif
#? [.*]
1 ai
#? [P1: human\nP2: human]
2 ai green
#? [? ai takes P1, P2, black, white, both or off, not 'green'.*]
3 ai P3 simple
#? [? ai takes P1, P2, .*]
4 new renju-rif
#? []
5 status
#? [P1 black play \(place B1 at the centre\)]
6 ai P1 simple
#? [P1 \(simple\) played h8\nP1 \(simple\) played [a-o][0-9]+\nP1 \(simple\) played [a-o][0-9]+]
7 ai
#? [P1 black: simple\nP2 white: human]
8 swap
#? [P1 \(simple\) played [a-o][0-9]+]
9 status
#? [P2 black offer \(.*\)\nP1 white: simple\nP2 black: human]
10 history
#? [1\. P1 play h8\n2\. P1 play [a-o][0-9]+\n3\. P1 play [a-o][0-9]+\n4\. P2 swap\n5\. P1 play [a-o][0-9]+]
11 undo
#? []
12 status
#? [P2 white swap\|stay .*\nP1 black: simple\nP2 white: human]
13 redo
#? []
14 status

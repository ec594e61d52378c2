33 new renju-rif --keep-ai
#? [P1 \(simple\) played h8\nP1 \(simple\) played [a-o][0-9]+\nP1 \(simple\) played [a-o][0-9]+]
34 new renju-rif
#? [the AI seats were cleared \(new ID --keep-ai keeps them\)]
35 ai
#? [P1 black: human\nP2 white: human]
36 new renju-rif
#? []
37 new gomoku-freestyle
#? []
38 ai P2 simple
#? []
39 play h8
#? [P2 \(simple\) played [a-o][0-9]+]
40 history
#? [1\. P1 play h8\n2\. P2 play [a-o][0-9]+]
41 undo
#? []
42 history
#? []
43 redo
#? []
44 history
#? [1\. P1 play h8\n2\. P2 play [a-o][0-9]+]
45 go
#? [play [a-o][0-9]+\nP2 \(simple\) played [a-o][0-9]+]
46 history

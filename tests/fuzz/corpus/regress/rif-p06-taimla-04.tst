55 new rif-p06-taimla
#? []
56 play h8 h9 j10 a1 o15
#? []
57 reject
#? []
58 status
#? [P2 black play \(place B1 at the centre\)]
59 board
#? [!.*[XO].*]
60 history
#? [(.*\n)*5\. P1 play o15\n6\. P2 reject]
61 undo
#? []
62 status
#? [P2 white play\|swap\|reject \(.*\)]
63 board
#? [.*\n15  \. \. \. \. \. \. \. \. \. \. \. \. \. \.\[X\]15\n.*\n 1  O \. .*]
64 redo
#? []
65 status
#? [P2 black play \(place B1 at the centre\)]
66 board
#? [!.*[XO].*]
67 P1 play h8
#? [? it is P2's turn, not P1's \(P2 black must place B1 at the centre\)]
68 play a1

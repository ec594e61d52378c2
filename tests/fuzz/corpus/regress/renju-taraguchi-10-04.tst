1 new renju-taraguchi-10
#? [.*]
#? [.*\n7\. P1 play h11\n8\. P2 offer a1 b1 c1 d1 e1 f1 g1 h1 a2 b2\n9\. P1 choose h1]
57 play a15 o1 b15 o3 c15 o5 d15 m1
#? []
58 result
#? [ongoing]
59 P1 play e15
#? []
60 result
#? [white wins \(five\)]
61 undo
#? []
62 undo
#? []
63 undo
#? []
64 undo
#? []
65 undo
#? []
66 undo
#? []
67 undo
#? []
68 undo
#? []
69 undo
#? []
70 undo

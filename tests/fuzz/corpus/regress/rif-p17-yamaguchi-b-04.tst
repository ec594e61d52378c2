1 new rif-p17-yamaguchi-b
#? [.*]
#? [.*\n10  \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. 10\n.*\n 5  \. \. \. \. \. \. \. \. \. \. \. \. .*\n 1 \[X\]\. .*]
57 history
#? [1\. P1 play h8\n2\. P2 play h9\n3\. P1 play h11\n4\. P1 declare 3\n5\. P2 stay\n6\. P2 play h12\n7\. P1 offer g10 k5 a1\n8\. P2 choose a1]
58 P1 play n14
#? [\? it is P2's turn, not P1's \(P2 white must place a white stone\)]
59 play n14 b1 l14 c1 j14 d1 f14
#? []
60 result
#? [ongoing]
61 play e1
#? []
62 result
#? [black wins \(five\)]

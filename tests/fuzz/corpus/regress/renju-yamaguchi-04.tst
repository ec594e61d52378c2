1 new renju-yamaguchi
#? [.*]
#? []
57 status
#? [P1 white play \(place W4 anywhere\)]
58 P1 play h11
#? []
59 status
#? [P2 black offer \(offer 1 candidate black stone \(B5\) anywhere\)]
60 P2 offer g10 j11
#? [? offer exactly 1 stone, not 2]
61 P2 offer g10
#? []
62 status
#? [P1 white play\|pass \(place a white stone\)]
63 history
#? [.*\n4\. P1 declare 1\n5\. P2 swap\n6\. P1 play h11\n7\. P2 offer g10]
64 board
#? [.*10  \. \. \. \. \. \.\[X\]X \. .*]
65 play a2 o15 b2 o13 c2 o11 d2 m15
#? []
66 result
#? [ongoing]
67 P1 play e2
#? []
68 result
#? [white wins \(five\)]

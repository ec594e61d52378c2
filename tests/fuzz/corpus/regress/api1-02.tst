17 new api1-variant size=30
#? [? size=30: api1-variant takes size = 7..19]
18 new api1-variant-d1
#? []
19 board
#? [.* 7  \. \. \. \.\[X\]\. \. \. \.  7\n 6  \. \. \. \. O \. \. \. \.  6\n 5  \. \. \. \. X \. \. \. \.  5.*]
20 status
#? [P2 white play\|pass \(place a white stone\)]
21 ai white api1-ai
#? [P2 \(api1-ai\) played [a-i][0-9]]
22 ai black api1-ai
#? [P1 \(api1-ai\) played [^\n]+(\nP[12] \(api1-ai\) played [^\n]+)*]
23 history
#? [1\. P2 play .*]
24 result
#? [(black|white) wins \(five\)]

1 new dual-board
#? [.*]
#? [1\. P1 play 2:j10\n2\. P2 play 1:a1\n3\. P2 play 1:a2]
15 status
#? [P1 black play\|pass \(place black: 2 stones left in the turn.*\)]
16 play 2:a1 2:a2 2:a3
#? [? 2:a3: P1's turn is over after 2:a2; play the next turn on its own]
17 history
#? [1\. P1 play 2:j10\n2\. P2 play 1:a1\n3\. P2 play 1:a2]
18 play 2:a1
#? []
19 status
#? [P1 black play\|end \(place black: 1 stone left in the turn, or end the turn\)]
20 pass
#? [? pass is not expected now: P1 black may play or end \(place black: 1 stone left in the turn, or end the turn\)]
21 swap
#? [? swap is not expected now: P1 black may play or end \(.*\)]
22 end
#? []
23 status
#? [P2 white play\|pass \(place white: 2 stones left in the turn.*\)]
24 history
#? [.*\n4\. P1 play 2:a1\n5\. P1 end]
25 undo
#? []
26 status
#? [P1 black play\|end .*]
27 undo
#? []
28 status

1 new rif-p08-shanghai-a
#? [.*]
#? [? h6 is occupied]
43 offer g5 g5
#? [? g5 is offered twice]
44 play g7
#? [? play is not expected now: P2 black must offer 2 candidate black stones \(B5\) anywhere]
45 offer g7 g5
#? []
46 board
#? [.*\n 7  \. \. \. \. \. \. \* \. .*\n 5  \. \. \. \. \. \. \* \. .*]
47 status
#? [P1 white choose \(choose one of the offered stones: g7 g5\)]
48 P2 choose g7
#? [? it is P1's turn, not P2's.*]
49 choose i7
#? [? i7 was not offered]
50 swap
#? [? swap is not expected now.*]
51 choose g7
#? []
52 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play h10\n4\. P2 stay\n5\. P2 play h6\n6\. P2 declare 2\n7\. P1 swap\n8\. P2 offer g7 g5\n9\. P1 choose g7]
53 undo
#? []
54 undo
#? []
55 status
#? [P2 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
56 board

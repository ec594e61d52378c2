1 new rif-p17-yamaguchi-b
#? [.*]
#? []
15 opening
#? [D14 \(one of the 52, not of the 26; a wuzi label\)]
16 status
#? [P1 black declare \(declare a number from 1 to 12\)]
17 swap
#? [\? swap is not expected now: P1 black must declare a number from 1 to 12]
18 play h12
#? [\? play is not expected now: P1 black must declare a number from 1 to 12]
19 P2 declare 3
#? [\? it is P1's turn, not P2's \(P1 black must declare a number from 1 to 12\)]
20 declare 0
#? [\? declare a number from 1 to 12, not 0]
21 declare 13
#? [\? declare a number from 1 to 12, not 13]
22 declare x
#? [\? declare takes a number]
23 declare 3
#? []
24 history
#? [1\. P1 play h8\n2\. P2 play h9\n3\. P1 play h11\n4\. P1 declare 3]
25 undo
#? []
26 status
#? [P1 black declare \(declare a number from 1 to 12\)]
27 redo
#? []
28 status

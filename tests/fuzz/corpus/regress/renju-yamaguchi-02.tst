1 new renju-yamaguchi
#? [.*]
#? [P1 black offer \(offer 3 candidate black stones \(B5\) anywhere\)]
29 P2 offer g10 j11 k12
#? [? it is P1's turn, not P2's \(P1 black must offer 3 candidate black stones \(B5\) anywhere\)]
30 P1 offer g10 j11
#? [? offer exactly 3 stones, not 2]
31 P1 offer g10 j11 k12 l13
#? [? offer exactly 3 stones, not 4]
32 P1 offer g10 j11 i10
#? [? g10 and i10 are symmetric]
33 P1 offer g10 j11 f11
#? [? j11 and f11 are symmetric]
34 P1 offer g10 j11 h8
#? [? h8 is occupied]
35 P1 offer g10 j11 k12
#? []
36 board
#? [.*12  \. \. \. \. \. \. \. \. \. \. \* \. .*11  \. \. \. \. \. \. \.\[O\]\. \* \. .*10  \. \. \. \. \. \. \* X \. \. \. .*]
37 history
#? [.*\n4\. P1 declare 3\n5\. P2 stay\n6\. P2 play h11\n7\. P1 offer g10 j11 k12]
38 status
#? [P2 white choose \(choose one of the offered stones: g10 j11 k12\)]
39 P1 choose k12
#? [? it is P2's turn, not P1's .*]
40 P2 declare 2
#? [? declare is not expected now: .*]
41 P2 choose l13
#? [? l13 was not offered]
42 P2 choose k12

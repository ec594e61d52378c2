1 new renju-soosorv-8
#? [.*]
#? [? declare is not expected now: .*]
29 P2 swap
#? []
30 status
#? [P1 black offer \(offer 8 candidate black stones \(B5\) anywhere\)]
31 P2 offer g10 j11 k12 l13 m14 n15 a1 a2
#? [? it is P1's turn, not P2's \(P1 black must offer 8 candidate black stones \(B5\) anywhere\)]
32 P1 offer g10 j11 k12 l13 m14 n15 a1
#? [? offer exactly 8 stones, not 7]
33 P1 offer g10 j11 k12 l13 m14 n15 a1 a2 a3
#? [? offer exactly 8 stones, not 9]
34 P1 offer g10 j11 k12 l13 m14 n15 a1 o1
#? [? a1 and o1 are symmetric]
35 P1 offer g10 j11 k12 l13 m14 n15 a1 h12
#? []
36 board
#? [.*15  \. \. \. \. \. \. \. \. \. \. \. \. \. \* \. 15.*12  \. \. \. \. \. \. \. \* \. \. \* \. .* 1  \* \. .*]
37 history
#? [.*\n6\. P1 declare 8\n7\. P2 swap\n8\. P1 offer g10 j11 k12 l13 m14 n15 a1 h12]
38 status
#? [P2 white choose \(choose one of the offered stones: g10 j11 k12 l13 m14 n15 a1 h12\)]
39 P1 choose g10
#? [? it is P2's turn, not P1's .*]
40 P2 choose o1
#? [? o1 was not offered]
41 P2 choose h12
#? []
42 status

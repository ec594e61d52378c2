1 new rif-p17-yamaguchi-b
#? [.*]
#? [P2 white swap\|stay \(swap colours or stay white\)]
29 P1 stay
#? [\? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
30 declare 2
#? [\? declare is not expected now: P2 white must swap colours or stay white]
31 stay
#? []
32 status
#? [P2 white play \(place W4 anywhere\)]
33 P1 play h12
#? [\? it is P2's turn, not P1's \(P2 white must place W4 anywhere\)]
34 play h9
#? [\? h9 is occupied]
35 play h12
#? []
36 status
#? [P1 black offer \(offer 3 candidate black stones \(B5\) anywhere\)]
37 P2 offer g10 k5 a1
#? [\? it is P1's turn, not P2's \(P1 black must offer 3 candidate black stones \(B5\) anywhere\)]
38 offer g10 i10 k5
#? [\? g10 and i10 are symmetric]
39 offer g10 k5
#? [\? offer exactly 3 stones, not 2]
40 offer g10 k5 a1 b1
#? [\? offer exactly 3 stones, not 4]
41 offer g10 k5 h12
#? [\? h12 is occupied]
42 offer g10 k5 k5

71 new rif-p29-soosorv N=6
#? []
72 play h8 h9 j10
#? []
73 stay
#? []
74 play k11
#? []
75 status
#? [P2 white declare \(declare a number from 1 to 6\)]
76 declare 7
#? [\? declare a number from 1 to 6, not 7]
77 declare 6
#? []
78 stay
#? []
79 status
#? [P1 black offer \(offer 6 candidate black stones \(B5\) anywhere\)]

100 new rif-p02-yamaguchi
#? []
101 opening I7
#? []
102 declare 1
#? []
103 stay
#? []
104 play a1
#? []
105 offer b2 b3
#? [? offer exactly 1 stone, not 2]
106 offer b2
#? []
107 status
#? [P2 white play\|pass \(place a white stone\)]
108 choose b2
#? [? .*not expected.*]

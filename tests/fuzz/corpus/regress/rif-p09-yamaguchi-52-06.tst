1 new rif-p09-yamaguchi-52
#? [.*]
#? [(black|white) wins \(.*\)|draw \(.*\)]
84 ai off
#? []
90 new rif-p09-yamaguchi-52
#? []
91 opening D3
#? []
92 status
#? [P1 black declare \(declare a number from 1 to 12\)]

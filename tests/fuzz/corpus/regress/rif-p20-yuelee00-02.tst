22 new rif-p20-yuelee00 seed=2
#? []
23 play h8
#? []
24 opening
#? [D1 Kansei 寒星]
25 new rif-p20-yuelee00 seed=3
#? []
26 play h8
#? []
27 opening
#? [I7 Hogetsu 浦月]

105 new rif-p16-lijing
#? []
106 play h8 h9 j10
#? []
107 stay
#? []
108 offer h10 i10
#? []
109 stay
#? []
110 offer h10 i9
#? [? h10 is offered already]

100 new renju-taraguchi-10
#? []
101 play h8
#? []
102 stay
#? []
103 play h9
#? []
104 swap
#? []
105 play h10
#? []
106 stay
#? []
107 play h11
#? []
108 P2 stay
#? []
109 status
#? [P2 black play \(place B5 in the central 9x9\)]
110 P2 play l12
#? []
111 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
112 P1 stay
#? []
113 status

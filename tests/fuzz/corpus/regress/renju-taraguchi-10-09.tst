1 new renju-taraguchi-10 N=0
#? [.*]
#? [? offer exactly 5 stones, not 4]
131 P1 offer a1 b1 c1 d1 e1
#? []
132 status
#? [P2 white choose \(choose one of the offered stones: a1 b1 c1 d1 e1\)]
133 P2 choose e1
#? []
134 status
#? [P2 white play\|pass \(place a white stone\)]
135 new renju-taraguchi-10 K=5
#? [? renju-taraguchi-10 has no key 'K'.*]
136 new renju-taraguchi-10 N=0
#? [? N=0: step 'fifth' would take 0 stones \(1\.\.32\)]

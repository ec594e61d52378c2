1 new renju-swap-1989
#? [.*]
#? [? it is P1's turn, not P2's .*]
85 P1 play k10
#? []
86 result
#? [black wins \(five\)]
87 status
#? [over: black wins \(five\)]

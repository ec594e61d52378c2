1 new rif-p10-karepa
#? [.*]
#? []
29 play c14
#? []
30 play d2
#? []
31 play d14
#? []
32 play f2
#? []
33 play e14
#? []
34 play j2
#? []
35 play f14
#? []
36 result
#? [white wins \(five\)]

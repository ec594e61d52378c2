1 new rif-p06-taimla
#? [.*]
#? []
151 play f2
#? []
152 result
#? [black wins \(five\)]

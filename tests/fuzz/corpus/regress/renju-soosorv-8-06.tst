81 new renju-soosorv-8 M=3
#? [? renju-soosorv-8 has no key 'M'.*]
82 new renju-soosorv-8 N=x
#? [? N=x: N must be a whole number.*]
83 new renju-soosorv-8 N=0
#? [? N=0: step 'declare' would declare from 1 to 0.*]
84 new renju-soosorv-8 N=40
#? [? N=40: step 'declare' would declare from 1 to 40 \(1\.\.32\)]

80 new rif-p29-soosorv N=x
#? [\? N=x: N must be a whole number >= 0, not 'x']
81 new rif-p29-soosorv M=3
#? [\? rif-p29-soosorv has no key 'M']
82 new rif-p29-soosorv N=0
#? [? N=0: .*would declare from 1 to 0]

142 new rif-p04-taraguchi N=x
#? [? N=x: N must be a whole number.*]
143 new rif-p04-taraguchi N=0
#? [? N=0: step 'fifth' would take 0 stones.*]

new rif-p04-taraguchi N=0
new rif-p04-taraguchi N=x
new rif-p04-taraguchi N=0

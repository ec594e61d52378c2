new rif-p29-soosorv N=0
new rif-p29-soosorv N=x
new rif-p29-soosorv M=3
new rif-p29-soosorv N=0

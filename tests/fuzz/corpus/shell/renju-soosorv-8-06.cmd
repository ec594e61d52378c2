new renju-soosorv-8 N=40
new renju-soosorv-8 M=3
new renju-soosorv-8 N=x
new renju-soosorv-8 N=0
new renju-soosorv-8 N=40

new rif-p15-xia
setup black m5 n5 o7 o6 white c13 d13 e15 e14
status
play o5
result
play e13
result

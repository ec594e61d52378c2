new rif-p15-xia
play c13
play m5
play d13
play n5
play e15
play o7
play e14
play o6
play e13
result
status
forbidden
play o5
result

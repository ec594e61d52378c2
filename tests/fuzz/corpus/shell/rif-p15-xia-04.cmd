new rif-p15-xia
play o6
play a1
status
forbidden
play o5
result
status
play e13
result
undo
result
play a3
play p5
play a5

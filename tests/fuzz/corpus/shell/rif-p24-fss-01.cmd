new rif-p24-fss
declare 0
declare 13
play b15
declare 2
status
history
P2 stay
offer j9 g9
stay
status
P2 offer j9 g9
offer j9
offer j9 g9 f9
offer j9 a15

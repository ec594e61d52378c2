new renju --clock
time P2 0:42
time
new renju --clock
time
time use 4:59
play h8
time use 4:59
time use 1s
play h9
result
history
save lost-on-time.wuzi
save lost-on-time.sgf
load lost-on-time.wuzi

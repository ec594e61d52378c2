new renju
time
time game=5m increment=10s
status
time use 30s
play h8
time
time use 1:10
play h9
time
time use 5m
time
play j9
status

new blitz-gomoku
time
time use 20s
play h8
time
time use 1m

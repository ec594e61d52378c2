new blitz-gomoku --no-clock
time

7 new blitz-gomoku --no-clock
#? []
8 time
#? [off]

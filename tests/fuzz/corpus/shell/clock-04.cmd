new gomoku-freestyle
time use 1h
result
time flag on
time bogus=3
time game=abc
time increment=5s
time use
time off
time
time P1 1:00

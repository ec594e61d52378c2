43 new gomoku-freestyle
#? [the AI seats were cleared .*]
44 time use 1h
#? []
45 result
#? [ongoing]
46 time flag on
#? [P1's time ran out: white wins \(time\)]
47 time bogus=3
#? [? unknown time setting 'bogus' \(game, increment, move\)]
48 time game=abc
#? [? game=abc: a duration is .*]
49 time increment=5s
#? [? a time control needs game=T .*]
50 time use
#? [? time use takes a duration: time use 30s]
51 time off
#? []
52 time
#? [off]
53 time P1 1:00
#? [? no clock runs .*]

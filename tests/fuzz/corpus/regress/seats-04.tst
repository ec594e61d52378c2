1 new gomoku-freestyle
#? [.*]
#? [(.*\n){3}4\. P2 play [a-o][0-9]+]
47 ai P1 simple depth=3
#? [? simple: unknown setting 'depth'.*]
48 ai P1 simple nonsense
#? [? nonsense: write settings as key=value.*]
49 ai
#? [P1 black: human\nP2 white: simple]
50 ai P2 off extra
#? [? ai P2 off takes nothing more]
51 ai off
#? []
52 status
#? [P1 black play\|pass \(place a black stone\)]
49 help ai engine
#? [ai \[P1.*\n  settings .*\n  engine: .*(\n    [a-z_]+=[^ ]+ +[^\n]+)+]
50 help ai
#? [.*\n  simple: .*\n    seed=[^\n]+.*\n  engine: .*\n    time=1\.\.[0-9]+ +milliseconds per move.*\n    depth=.*\n    nodes=.*\n    hash=.*]
51 help ai nosuch
#? [.*plugin 'nosuch' not found.*]

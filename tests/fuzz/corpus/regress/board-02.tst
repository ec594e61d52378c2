28 new gomoku-freestyle size=17
#? []
29 rules
#? [Free-style gomoku \(gomoku-freestyle\)\n.*\nkeys: family=freestyle size=15\nthis game: size=17\nplugin: gomoku .*]
30 rules gomoku-standrad
#? [? unknown variant 'gomoku-standrad' \(did you mean gomoku-standard\?\)]
31 help
#? [.*\nrules \[ID\] .*\ncomment \[TEXT.*\nplayer .*\ntag .*\nset \[numbers.*]
32 help save
#? [save FILE \[--format wuzi\|sgf\|psq\]\n  .*\n  example: save game\.sgf]
33 rulse
#? [? unknown command 'rulse' \(did you mean rules\?\)]

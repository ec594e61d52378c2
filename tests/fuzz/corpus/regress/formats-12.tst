1 new gomoku-freestyle
#? [.*]
#? [p2 Kim Lee\nevent Open Cup]
82 tag event -
#? []
83 tag event
#? [? no tag 'event']

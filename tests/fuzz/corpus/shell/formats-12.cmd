new gomoku-freestyle
tag event -
tag event

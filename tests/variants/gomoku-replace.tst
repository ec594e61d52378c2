1 new gomoku-replace
#? []

88 new gomoku-replace
#? []
89 pass
#? []
90 pass
#? []
91 result
#? [draw \(two passes\)]
92 new gomoku-replace black_stones=0
#? [? black_stones=0: black_stones must be a number from 1 to 9999, not '0']
93 new gomoku-replace white_stones=many
#? [? white_stones=many: white_stones must be a number from 1 to 9999, not 'many']

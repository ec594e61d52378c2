new gomoku-replace white_stones=many
new gomoku-replace
pass
pass
result
new gomoku-replace black_stones=0
new gomoku-replace white_stones=many

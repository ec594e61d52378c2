new gomoku-freestyle seed=6 nigiri --keep-ai
new gomoku-freestyle seed=6 --nigiri
player
ai white simple
new gomoku-freestyle seed=6 nigiri --keep-ai
history
status

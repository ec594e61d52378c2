new gomoku-freestyle seed=6 nigiri --keep-ai
status

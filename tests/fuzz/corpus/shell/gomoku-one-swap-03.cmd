new gomoku-one-swap seed=5
play h8
swap
ai both
result

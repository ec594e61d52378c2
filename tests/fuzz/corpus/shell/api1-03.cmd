new gomoku-freestyle size=9
ai white api1-ai
ai black api1-ai
history
result

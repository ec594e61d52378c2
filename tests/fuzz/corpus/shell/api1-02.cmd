new api1-variant-d1
new api1-variant size=30
new api1-variant-d1
board
status
ai white api1-ai
ai black api1-ai
history
result

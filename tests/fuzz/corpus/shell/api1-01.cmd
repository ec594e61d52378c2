new api1-variant size=11
new api1-variant
play e5
play e5
play a1 e6
board
new api1-variant size=11

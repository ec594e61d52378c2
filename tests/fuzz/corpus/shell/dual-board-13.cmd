new dual-board seed=5
ai both simple
result
status
ai off

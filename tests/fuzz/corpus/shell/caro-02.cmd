new caro seed=3
ai both
result

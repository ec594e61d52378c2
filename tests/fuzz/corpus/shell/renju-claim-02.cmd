new renju-claim seed=4
ai both
result

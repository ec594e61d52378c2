new renju seed=9
ai both simple
result

new rif-p07-cctsai seed=2
play h8 g9 j10 f6 k5
swap
ai both
result

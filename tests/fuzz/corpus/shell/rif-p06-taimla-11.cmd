new rif-p06-taimla
play f2
result

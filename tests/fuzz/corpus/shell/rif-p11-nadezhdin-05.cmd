new rif-p11-nadezhdin seed=7
result

new renju-rif
play h8 h9 j10
swap
play k11
offer a1 o15
choose a1
comment B5 chosen
save rif.lib
load rif.lib
history
comment

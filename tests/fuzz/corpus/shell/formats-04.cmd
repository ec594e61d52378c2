comment
back
variations 1
comment
save tree-out.lib
load tree-out.lib
goto 1
variations
load lib/main.lib
save main-out.lib

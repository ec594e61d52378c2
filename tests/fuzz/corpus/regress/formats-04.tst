#? []
97 comment
#? [väl]
98 back
#? []
99 variations 1
#? []
100 comment
#? [again]
101 save tree-out.lib
#? []
102 load tree-out.lib
#? [assumed .*]
103 goto 1
#? []
104 variations
#? [1\. play h9 <- forward\n2\. play i9]
105 load lib/main.lib
#? [assumed .*]
106 save main-out.lib
#? []

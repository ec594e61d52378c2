116 new renju-rif
#? []
117 play h8 h9 j10
#? []
118 swap
#? []
119 play k11
#? []
120 offer a1 o15
#? []
121 choose a1
#? []
122 comment B5 chosen
#? []
123 save rif.lib
#? []
124 load rif.lib
#? [assumed variant renju .*]
125 history
#? [1\. P1 play h8\n2\. P2 play h9\n3\. P1 play j10\n4\. P2 play k11\n5\. P1 play a1]
126 comment
#? [B5 chosen]

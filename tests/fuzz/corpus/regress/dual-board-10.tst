102 new dual-board
#? []
103 setup black 1:a1 1:b1 1:c1 1:d1 white 2:h8 2:h9 2:j12
#? []
104 play 2:s19
#? []
105 go
#? [!play 1:e1]
106 result
#? [ongoing]
107 new dual-board
#? []
108 setup black 1:a1 1:b1 1:c1 1:d1 2:a1 2:b1 2:c1 2:d1 white 1:h8 2:h8
#? []
109 go
#? [play [12]:e1]
110 go
#? [play [12]:e1]
111 result
#? [black wins \(five on both boards\)]

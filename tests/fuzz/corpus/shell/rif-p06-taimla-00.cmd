new rif-p06-taimla
status
P2 play h8
play h8 i9 l12
reject
play h8 i9 j8
opening
status
P2 play a1
swap
play j8
play a1
status
P2 play o15

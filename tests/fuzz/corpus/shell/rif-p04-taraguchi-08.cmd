new rif-p04-taraguchi
play h8
stay
play i9
stay
play j8
opening
stay
play k11
status
swap
status
play d4
status

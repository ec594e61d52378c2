new gomoku-freestyle
play h8 h9 zz
status
play h8 h9 h8
status
undo
declare 3
declare x
offer
move h8
claim
setup h8
setup black h8 white h8
check 2:h8

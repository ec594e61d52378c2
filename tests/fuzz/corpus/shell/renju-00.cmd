new renju
status
play a1
play h8
status
opening
play h9 j10
opening
undo
undo
undo
opening kagetsu 2
opening
opening xyz

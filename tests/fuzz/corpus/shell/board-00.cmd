new gomoku-freestyle size=5
play c3 b2 d4
board
board numbers
board unicode
board colour
board
board purple
set numbers on
set
board
board ascii
set numbers off
set numbers maybe

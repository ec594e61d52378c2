new fixture-dual size=5
set sound on
new fixture-opening size=5
board
forbidden
new fixture-dual size=5
play 1:c3
stay
declare 2
offer 1:b2 2:d4
board
board side
board side unicode numbers
rules gomoku-standard

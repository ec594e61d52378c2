1 new dual-board
#? []
2 status
#? [P1 black play\|pass \(place black: 1 stone left in the turn, each on either board, as 1:h8 or 2:h8\)]
3 play h8
#? [? h8: this game has 2 boards; write 1:h8 or 2:h8]
4 play 3:h8
#? [? 3:h8: there is no board 3 \(boards are 1\.\.2\)]
5 play 1:t1
#? [? 1:t1 is off the board.*]
6 end
#? [? end is not expected now: P1 black may play or pass \(place black: 1 stone left in the turn.*\)]
7 check 1:h8
#? [legal]
8 forbidden
#? []
9 history
#? []
10 play 2:j10
#? []
11 status
#? [P2 white play\|pass \(place white: 2 stones left in the turn.*\)]
12 play 2:j10
#? [? 2:j10 is occupied]
13 play 1:a1 1:a2
#? []
14 history

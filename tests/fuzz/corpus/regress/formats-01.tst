#? [.*\n 7  X \. \. \. \. \. \. \. O \. .*\n 6  X \. \. \. \. \. \. \. \.\[X\]\. .*\n 5  X \. .*]
15 history
#? [1\. P1 play j6]
16 load fixtures/records/truncated.sgf
#? [? fixtures/records/truncated.sgf:2: unterminated property value .*truncated]
17 load fixtures/records/unclosed.sgf
#? [? fixtures/records/unclosed.sgf:1: this game tree is never closed .*truncated]
18 load fixtures/records/occupied.sgf
#? [? fixtures/records/occupied.sgf:3: play h8: h8 is occupied]
19 load fixtures/records/go.sgf
#? [? fixtures/records/go.sgf:1: GM\[1\] is not a five-in-a-row game.*]
20 load fixtures/records/colour.sgf
#? [? fixtures/records/colour.sgf:3: B\[ii\]: the stone due is white]
21 load fixtures/records/offboard.sgf
#? [? fixtures/records/offboard.sgf:2: B\[hz\] is not a point of this board]
22 history
#? [1\. P1 play j6]
23 load fixtures/records/game.psq
#? [assumed variant gomoku-freestyle \(a \.psq record names no rule; its manifest claims psq records\): load fixtures/records/game\.psq --variant ID to choose another]
24 history
#? [1\. P1 play j11\n2\. P2 play k10\n3\. P1 play j10\n4\. P2 play i9]
25 player
#? [P1 black pbrain-first.zip\nP2 white pbrain-second.zip]
26 board
#? [\n    a b c d e f g h i j k l m n o p q r s t\n20 .*]
27 load fixtures/records/broken.psq
#? [? fixtures/records/broken.psq:3: '9,' is not a move.*]
28 load fixtures/records/offboard.psq

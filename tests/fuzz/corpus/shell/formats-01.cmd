history
load fixtures/records/truncated.sgf
load fixtures/records/unclosed.sgf
load fixtures/records/occupied.sgf
load fixtures/records/go.sgf
load fixtures/records/colour.sgf
load fixtures/records/offboard.sgf
history
load fixtures/records/game.psq
history
player
board
load fixtures/records/broken.psq
load fixtures/records/offboard.psq

215 new rif-p12-nokhrin
#? []
216 play h8 h9 g7 j9 g9
#? []
217 move g7 f6
#? []
218 save moved.lib
#? [? moved\.lib: 'move g7 f6' changes the board in a way a RenLib library cannot hold: it keeps one stone a move \(save as \.sgf\)]
114 new fixture-opening
#? []
115 save small.lib
#? [? small\.lib: a RenLib library holds one 15x15 board; this game has 1 of 9x9.*]

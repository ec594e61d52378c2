1 new dual-board
#? []

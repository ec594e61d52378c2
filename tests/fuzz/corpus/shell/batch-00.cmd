new no-such-variant
variants
status
new no-such-variant
frobnicate
plya h8
help
help play
help nothing

new gomoku-freestyle size=17
rules
rules gomoku-standrad
help
help save
rulse

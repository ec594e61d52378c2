54 new renju --clock
#? [? --clock needs a time control: .*]

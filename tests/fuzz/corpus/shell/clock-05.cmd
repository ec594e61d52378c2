new renju --clock

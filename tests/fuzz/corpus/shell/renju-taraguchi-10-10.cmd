new renju-taraguchi-10 N=33

1 new rif-p26-eriksson
#? [.*]
#? []

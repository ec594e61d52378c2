new rif-p16-lijing
choose g12
status
history
ai both
result
ai off

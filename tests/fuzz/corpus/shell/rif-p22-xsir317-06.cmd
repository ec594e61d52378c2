new rif-p22-xsir317
status
redo
status
history
ai both
result
ai off

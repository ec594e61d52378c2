new rif-p23-cc-tsai-5swap
swap
status
play k8
status
stay
status
history
ai both
result
ai off

new rif-p23-cc-tsai-5swap
play h8
stay
status
play h9
status
swap
status
play j10
status
stay
status
play g9
status

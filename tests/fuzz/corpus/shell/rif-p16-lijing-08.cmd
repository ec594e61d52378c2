new rif-p16-lijing
play h8 h9 j10
stay
offer h10 i10
stay
offer h10 i9

new rif-p14-shanghai-b
play h8 i9 j10
opening
stay
play g7
declare 2
stay
offer h10 j8
offer g10 j7
offer i8 j9
status

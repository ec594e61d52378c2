new rif-p29-soosorv N=6
play h8 h9 j10
stay
play k11
status
declare 7
declare 6
stay
status

new rif-p20-yuelee00 seed=3
new rif-p20-yuelee00 seed=2
play h8
opening
new rif-p20-yuelee00 seed=3
play h8
opening

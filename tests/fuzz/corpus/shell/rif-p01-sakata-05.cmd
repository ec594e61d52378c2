new rif-p01-sakata seed=5
play h8 i9 j8 g10 f4
opening
stay
status
ai both
result

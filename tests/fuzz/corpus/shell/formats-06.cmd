new fixture-opening
new rif-p12-nokhrin
play h8 h9 g7 j9 g9
move g7 f6
save moved.lib
new fixture-opening
save small.lib

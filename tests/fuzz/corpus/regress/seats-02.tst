25 new renju-rif
#? [the AI seats were cleared \(new ID --keep-ai keeps them\)]
26 ai P1 simple
#? [(P1 \(simple\) played [a-o][0-9]+\n?){3}]
27 undo
#? [? no earlier position where a person is to act \(undo 1 takes back one action\)]
28 history
#? [1\. P1 play h8\n2\. .*\n3\. .*]
29 undo 5
#? [undid 3 of 5 \(no more\)]
30 history
#? []
31 redo
#? []
32 history
#? [1\. P1 play h8\n2\. .*\n3\. .*]

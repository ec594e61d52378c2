#? [? fixtures/records/offboard.psq:3: 16,3 is off the 15x15 board]
29 history
#? [1\. P1 play j11\n.*4\. P2 play i9]
30 load lib/main.lib
#? [assumed variant renju \(a RenLib library names no rule; its manifest claims lib records\): load lib/main\.lib --variant ID to choose another]
31 history
#? [1\. P1 play h8\n2\. P2 play h9\n3\. P1 play i8\n4\. P2 play i10]
32 undo
#? []
33 comment
#? [i8 title\nmore]
34 undo
#? []
35 undo
#? []
36 undo
#? []
37 comment
#? [root]
38 load lib/text.lib
#? [assumed variant renju .*]
39 history
#? [1\. P1 play h8\n2\. P2 play i9]
40 load lib/truncated.lib
#? [? lib/truncated.lib: byte 34: the library is truncated \(a comment runs past the end\)]
41 load lib/half.lib
#? [? lib/half.lib: byte 50: the library is truncated \(half a node\)]
42 load lib/badpoint.lib

#? [? lib/badpoint.lib: byte 22: 0x70 is not a point of the 15x15 board]
43 load lib/version.lib
#? [? lib/version.lib: byte 8: RenLib version 2\.0; wuzi reads version 3]
44 load lib/magic.lib
#? [? lib/magic.lib: byte 0: not a RenLib library.*]
45 history
#? [1\. P1 play h8\n2\. P2 play i9]
46 save text-out.lib
#? []
47 load fixtures/records/truncated.wuzi
#? [? fixtures/records/truncated.wuzi:5: the record is truncated \(no end-record line\)]
48 load fixtures/records/occupied.wuzi
#? [? fixtures/records/occupied.wuzi:5: play h8: h8 is occupied]
49 load fixtures/records/result.wuzi
#? [? fixtures/records/result.wuzi:5: the record says 'black wins \(five\)' but the replay gives 'ongoing']
50 load fixtures/records/variant.wuzi
#? [? fixtures/records/variant.wuzi:3: unknown variant 'no-such-variant']
51 history
#? [1\. P1 play h8\n2\. P2 play i9]
92 load lib/tree.lib
#? [assumed variant renju .*]
93 history
#? [1\. P1 play h8\n2\. P2 play h9\n3\. P1 play i8\n4\. P2 pass\n5\. P1 play j10]
94 goto 1
#? []
95 variations
#? [1\. play h9 <- forward\n2\. play i9]
96 variations 2

history
load lib/main.lib
history
undo
comment
undo
undo
undo
comment
load lib/text.lib
history
load lib/truncated.lib
load lib/half.lib
load lib/badpoint.lib

load lib/version.lib
load lib/magic.lib
history
save text-out.lib
load fixtures/records/truncated.wuzi
load fixtures/records/occupied.wuzi
load fixtures/records/result.wuzi
load fixtures/records/variant.wuzi
history
load lib/tree.lib
history
goto 1
variations
variations 2

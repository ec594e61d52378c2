## Build rules of the hardening room (issue 11), included by the top
## Makefile.am: input of any size and any shape refused with a reason or
## read whole, records, manifests and engines not trusted.
HARDENING_TESTS = \
	tests/hardening/shell-input.sh tests/hardening/regress-patterns.sh \
	tests/hardening/manifests.sh tests/hardening/records.sh \
	tests/hardening/pbrain-input.sh tests/hardening/autosave-stale.sh \
	tests/hardening/engines.tst
TESTS += $(HARDENING_TESTS)
EXTRA_DIST += $(HARDENING_TESTS) tests/hardening/lib.sh

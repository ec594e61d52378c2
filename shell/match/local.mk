## Build rules of this room, included by the top Makefile.am.
##
## The match room: wuzi-match (matches between any two players) and
## wuzi-balance (self-play of one AI, to measure how fair a variant's
## opening rule is), which share the playing of games (play.c, choices.c),
## the pool of game processes (runner.c) and the summary files that
## --shard writes and --merge reads (summary.c).

MATCH_SHARED_SOURCES = \
	shell/match/play.c shell/match/play.h \
	shell/match/choices.c shell/match/choices.h \
	shell/match/runner.c shell/match/runner.h \
	shell/match/summary.c shell/match/summary.h

bin_PROGRAMS += shell/match/wuzi-match shell/match/wuzi-balance
shell_match_wuzi_match_SOURCES = $(MATCH_SHARED_SOURCES) \
	shell/match/main.c \
	shell/match/openings.c shell/match/openings.h \
	shell/match/elo.c shell/match/elo.h
shell_match_wuzi_match_LDADD = kernel/libwuzi.la -lm

shell_match_wuzi_balance_SOURCES = $(MATCH_SHARED_SOURCES) \
	shell/match/balance.c \
	shell/match/balance_report.c shell/match/balance_report.h \
	shell/match/stats.c shell/match/stats.h \
	shell/match/progress.c shell/match/progress.h
shell_match_wuzi_balance_LDADD = kernel/libwuzi.la -lm

# The manual pages, docs/balance.md with its chart and its Slurm array script.
dist_man1_MANS += docs/wuzi-balance.1 docs/wuzi-match.1
doc_DATA += docs/balance-slurm.sh docs/balance.md docs/balance.svg

# ------------------------------------------------------------------ tests
# wuzi-balance's report, merge, records, --all and its chart, progress and
# bad input; the exactness of --shard and --merge through GNU parallel
# (both tools, and the recipes of docs/balance.md); wuzi-match stopped by
# its SPRT with games in flight.  engine-nodes.sh is
# the engine's side of repeatability: its offers obey nodes=N.
BALANCE_TESTS = tests/balance/balance.sh tests/balance/shards.sh tests/balance/match-stop.sh \
	tests/balance/engine-nodes.sh
TESTS += $(BALANCE_TESTS)
EXTRA_DIST += $(BALANCE_TESTS)

# ------------------------------------------------------------------ bench
bench_scripts += shell/match/bench-balance.sh
EXTRA_DIST += shell/match/bench-balance.sh

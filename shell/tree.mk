## Build rules of the variation tree (issue 10, second half): the kernel's
## tree (kernel/tree.c), its shell commands (shell/cmd_tree.c) and their
## tests.  Included by the top Makefile.am; adds to the shared lists with +=.

kernel_libwuzi_la_SOURCES += kernel/tree.c
shell_wuzi_SOURCES += shell/cmd_tree.c

# Unit tests of the tree: its semantics, and replay from checkpoints against
# a fresh replay for every variant and the fixtures (dice, every action).
check_PROGRAMS += tests/unit/test_tree
tests_unit_test_tree_SOURCES = tests/unit/test_tree.c
tests_unit_test_tree_CFLAGS = $(AM_CFLAGS) $(CUNIT_CFLAGS)
tests_unit_test_tree_LDADD = kernel/libwuzi.la $(CUNIT_LIBS)

# The tree in the shell (tree.tst) and its records' round trips (tree.sh).
TESTS += tests/shell/tree.sh
EXTRA_DIST += tests/shell/tree.sh tests/shell/tree.tst

# The autosave's journal of a big tree, rebuilt by --resume (and kill -9).
TESTS += tests/shell/autosave-journal.sh
EXTRA_DIST += tests/shell/autosave-journal.sh

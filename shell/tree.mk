## Build rules of the variation tree (issue 10, second half): the kernel's
## tree (kernel/tree.c), its shell commands (shell/cmd_tree.c) and their
## tests.  Included by the top Makefile.am; adds to the shared lists with +=.

kernel_libwuzi_la_SOURCES += kernel/tree.c
shell_wuzi_SOURCES += shell/cmd_tree.c

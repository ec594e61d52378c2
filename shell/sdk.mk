## The shell's side of the SDK (the contract room): the search paths
## (paths, wuzi --paths) and the scaffold of a new plugin (wuzi plugin new),
## made from examples/template, embedded at build time.
shell_wuzi_SOURCES += shell/cmd_plugins.c shell/scaffold.h shell/scaffold.c
nodist_shell_wuzi_SOURCES = shell/scaffold-files.c
CLEANFILES += shell/scaffold-files.c
EXTRA_DIST += shell/embed-files.sh
shell/scaffold-files.c: $(TEMPLATE_FILES:%=$(srcdir)/%) $(srcdir)/shell/embed-files.sh
	$(AM_V_GEN)$(SHELL) $(srcdir)/shell/embed-files.sh $(TEMPLATE_FILES:%=$(srcdir)/%) > $@.tmp && mv $@.tmp $@

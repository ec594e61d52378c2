## The shell's side of the SDK (the contract room): the search paths
## (paths, wuzi --paths) and the scaffold of a new plugin (wuzi plugin new).
shell_wuzi_SOURCES += shell/cmd_plugins.c

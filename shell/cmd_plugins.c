/* cmd_plugins.c - the shell's side of the SDK: where plugins and manifests
 * are searched (paths, wuzi --paths) and the scaffold of a new plugin
 * (wuzi plugin new, scaffold.c). */
#include <stdio.h>
#include <sys/stat.h>

#include "session.h"

void paths_text(const wz_registry *r, reply *out)
{
    static const char *const kinds[] = {"plugins", "variants"};
    const char *sep = "";
    for (int k = WZ_DIR_PLUGINS; k <= WZ_DIR_VARIANTS; k++) {
        for (int i = 0; i < wz_registry_dir_count(r, k); i++) {
            const char *origin, *dir = wz_registry_dir(r, k, i, &origin);
            struct stat st;
            int there = stat(dir, &st) == 0 && S_ISDIR(st.st_mode);
            reply_add(out, "%s%s %s (%s%s)", sep, kinds[k], dir, origin, there ? "" : ", absent");
            sep = "\n";
        }
    }
    for (int i = 0; i < wz_registry_shadowed_count(r); i++) {
        reply_add(out, "%soverridden %s", sep, wz_registry_shadowed(r, i));
        sep = "\n";
    }
}

static int cmd_paths(session *s, int argc, char **argv, reply *out)
{
    (void)argv;
    if (argc != 1)
        return refuse(out, "paths takes no argument");
    paths_text(s->registry, out);
    return 0;
}

const command plugin_commands[] = {
    {"paths", "paths",
     "where plugins and manifests are searched, first found first: your folders, then the installed ones",
     "paths", cmd_paths},
    {NULL, NULL, NULL, NULL, NULL},
};

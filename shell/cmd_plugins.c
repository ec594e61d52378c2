/* cmd_plugins.c - the shell's side of the SDK: where plugins and manifests
 * are searched (paths, wuzi --paths), which plugin files are there and
 * whether they load (plugins), and the scaffold of a new plugin (wuzi
 * plugin new, scaffold.c). */
#include <stdio.h>
#include <string.h>
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

struct listing {
    session *s;
    reply *out;
    const char *sep;
};

static int variants_served(const wz_registry *r, const wz_plugin *p)
{
    int n = 0;
    for (int i = 0; i < wz_registry_count(r); i++)
        n += wz_variant_plugin(wz_registry_at(r, i)) == p;
    return n;
}

/* One line a file: what a hobbyist needs to see why a plugin is or is not
 * the one wuzi uses, and which contract it was built for. */
static void list_plugin(void *user, const char *path, const wz_plugin *p, const char *why)
{
    struct listing *l = user;
    if (!p && strncmp(why, "hidden by ", 10) == 0) {
        reply_add(l->out, "%shidden %s (by %s)", l->sep, path, why + 10);
    } else if (!p) {
        reply_add(l->out, "%srefused %s: %s", l->sep, path, why);
    } else if (p->kind == WZ_PLUGIN_AI) {
        reply_add(l->out, "%sai %s %s abi %u api %u %s", l->sep, p->id, p->version,
                  (unsigned)p->abi, (unsigned)p->api, path);
    } else {
        int n = variants_served(l->s->registry, p);
        reply_add(l->out, "%svariant %s %s abi %u api %u %s (%d variant%s)", l->sep, p->id,
                  p->version, (unsigned)p->abi, (unsigned)p->api, path, n, n == 1 ? "" : "s");
    }
    l->sep = "\n";
}

static int cmd_plugins(session *s, int argc, char **argv, reply *out)
{
    (void)argv;
    if (argc != 1)
        return refuse(out, "plugins takes no argument");
    struct listing l = {s, out, ""};
    if (wz_registry_plugins(s->registry, list_plugin, &l) == 0)
        reply_add(out, "no plugin files in %s", wz_registry_plugin_path(s->registry));
    return 0;
}

const command plugin_commands[] = {
    {"paths", "paths",
     "where plugins and manifests are searched, first found first: your folders, then the installed ones",
     "paths", cmd_paths},
    {"plugins", "plugins",
     "every plugin file on the plugin path, first found first: kind, id, version, the ABI and API it was built for, its file (variants: how many use it); a file that does not load, with why; one hidden by an earlier folder's",
     "plugins", cmd_plugins},
    {NULL, NULL, NULL, NULL, NULL},
};

/* paths.c - where plugins and manifests are searched, in order: the
 * user's folders first ($WUZI_PLUGIN_PATH and $WUZI_VARIANT_PATH, then the
 * XDG data folder), then the installed ones, or the build tree's when
 * this libwuzi is the build tree's own.  A user's gomoku.so or renju.ini
 * thus overrides the installed one.
 *
 * The library knows it is uninstalled from its own file's place (libtool
 * keeps it in BUILD/kernel/.libs), and reads the build tree's folders from
 * BUILD/wuzi-uninstalled.pc, written by configure: nothing of the build
 * tree is compiled in, so an installed libwuzi never looks there. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

static void add_list(wz_registry *r, int kind, const char *list, const char *origin)
{
    if (!list)
        return;
    char *copy = wz_strdup(list), *save = NULL;
    for (char *d = copy ? strtok_r(copy, ":", &save) : NULL; d; d = strtok_r(NULL, ":", &save))
        wz_registry_add_dir(r, kind, d, origin);
    free(copy);
}

/* BUILD when this library is BUILD/kernel/.libs/libwuzi.so*, else 0. */
static int build_tree(char *out, size_t len)
{
    Dl_info info;
    if (!dladdr((const void *)wz_registry_add_default_dirs, &info) || !info.dli_fname)
        return 0;
    const char *tail = "/kernel/.libs/";
    const char *slash = strrchr(info.dli_fname, '/');
    size_t t = strlen(tail);
    if (!slash || (size_t)(slash + 1 - info.dli_fname) < t ||
        strncmp(slash + 1 - t, tail, t) != 0)
        return 0;
    size_t n = (size_t)(slash + 1 - t - info.dli_fname);
    if (n + 1 > len)
        return 0;
    memcpy(out, info.dli_fname, n);
    out[n] = '\0';
    return 1;
}

/* A variable of the build tree's wuzi-uninstalled.pc: "name=value". */
static int uninstalled_variable(const char *build, const char *name, char *out, size_t len)
{
    char path[4096], line[4096];
    snprintf(path, sizeof path, "%s/wuzi-uninstalled.pc", build);
    FILE *f = fopen(path, "r");
    if (!f)
        return 0;
    size_t n = strlen(name);
    int found = 0;
    while (!found && fgets(line, sizeof line, f)) {
        if (strncmp(line, name, n) != 0 || line[n] != '=')
            continue;
        line[strcspn(line, "\n")] = '\0';
        /* configure may write "BUILD/../../variants" (a VPATH build) */
        char *real = realpath(line + n + 1, NULL);
        snprintf(out, len, "%s", real ? real : line + n + 1);
        free(real);
        found = out[0] != '\0';
    }
    fclose(f);
    return found;
}

void wz_registry_add_default_dirs(wz_registry *r)
{
    char dir[4096], build[4096];
    add_list(r, WZ_DIR_PLUGINS, getenv("WUZI_PLUGIN_PATH"), "WUZI_PLUGIN_PATH");
    add_list(r, WZ_DIR_VARIANTS, getenv("WUZI_VARIANT_PATH"), "WUZI_VARIANT_PATH");
    /* a folder name cut to fit would be another folder: none then */
    if (wz_user_data_dir(dir, sizeof dir) && strlen(dir) + sizeof "/variants" <= sizeof dir) {
        size_t n = strlen(dir);
        snprintf(dir + n, sizeof dir - n, "/plugins");
        wz_registry_add_dir(r, WZ_DIR_PLUGINS, dir, "your data folder");
        snprintf(dir + n, sizeof dir - n, "/variants");
        wz_registry_add_dir(r, WZ_DIR_VARIANTS, dir, "your data folder");
    }
    if (build_tree(build, sizeof build) &&
        uninstalled_variable(build, "pluginsdir", dir, sizeof dir)) {
        wz_registry_add_dir(r, WZ_DIR_PLUGINS, dir, "build tree");
        if (uninstalled_variable(build, "variantsdir", dir, sizeof dir))
            wz_registry_add_dir(r, WZ_DIR_VARIANTS, dir, "build tree");
        return;
    }
    wz_registry_add_dir(r, WZ_DIR_PLUGINS, WZ_PLUGIN_DIR, "installed");
    wz_registry_add_dir(r, WZ_DIR_VARIANTS, WZ_VARIANT_DIR, "installed");
}

int wz_user_data_dir(char *out, size_t len)
{
    const char *xdg = getenv("XDG_DATA_HOME"), *home = getenv("HOME");
    int n;
    if (xdg && xdg[0] == '/')
        n = snprintf(out, len, "%s/wuzi", xdg);
    else if (home && home[0] == '/')
        n = snprintf(out, len, "%s/.local/share/wuzi", home);
    else
        return 0;
    /* a folder name cut to fit would be another folder */
    return n > 0 && (size_t)n < len;
}

/* loader.c - open plugins with dlopen, check their descriptor, never
 * unload them (a plugin's code may still be on some game's stack). */
#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* Every plugin opened so far, process-wide: extensions are looked up
 * across all of them. */
static struct loaded {
    char *path;
    const wz_plugin *plugin;
} *loaded;
static int nloaded;

static int check_descriptor(const wz_plugin *p, char *why, size_t whylen)
{
    if (!p) {
        wz_say(why, whylen, "its entry returned no descriptor");
        return -1;
    }
    if (p->abi != WZ_ABI) {
        wz_say(why, whylen, "plugin ABI %u, this wuzi has ABI %d (rebuild the plugin)",
               (unsigned)p->abi, WZ_ABI);
        return -1;
    }
    if (p->api > WZ_API) {
        wz_say(why, whylen, "plugin needs API %u, this wuzi has API %d (upgrade wuzi)",
               (unsigned)p->api, WZ_API);
        return -1;
    }
    if (p->size < sizeof(wz_plugin)) {
        wz_say(why, whylen, "descriptor is %u bytes, expected %zu",
               (unsigned)p->size, sizeof(wz_plugin));
        return -1;
    }
    if (!p->id || !p->name) {
        wz_say(why, whylen, "descriptor has no id or name");
        return -1;
    }
    if (p->kind == WZ_PLUGIN_VARIANT) {
        const wz_variant_ops *o = p->variant;
        if (!o || !o->configure || !o->start || !o->expect || !o->legal ||
            !o->apply || !o->check) {
            wz_say(why, whylen, "variant plugin lacks a required op");
            return -1;
        }
    } else if (p->kind == WZ_PLUGIN_AI) {
        if (!p->ai || !p->ai->choose) {
            wz_say(why, whylen, "AI plugin lacks its choose op");
            return -1;
        }
    } else {
        wz_say(why, whylen, "unknown plugin kind %d", p->kind);
        return -1;
    }
    return 0;
}

const wz_plugin *wz_plugin_open(const char *path, char *why, size_t whylen)
{
    for (int i = 0; i < nloaded; i++)
        if (strcmp(loaded[i].path, path) == 0)
            return loaded[i].plugin;

    void *handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char *e = dlerror();
        wz_say(why, whylen, "cannot open: %s", e ? e : "unknown error");
        return NULL;
    }
    dlerror();
    void *sym = dlsym(handle, WZ_PLUGIN_ENTRY_NAME);
    if (!sym) {
        wz_say(why, whylen, "no entry symbol %s", WZ_PLUGIN_ENTRY_NAME);
        return NULL; /* never dlclose: see the comment at the top */
    }
    wz_plugin_entry_fn entry;
    memcpy(&entry, &sym, sizeof entry);
    const wz_plugin *p = entry(wz_host_services());
    if (check_descriptor(p, why, whylen) != 0)
        return NULL;

    struct loaded *n = realloc(loaded, sizeof *n * (size_t)(nloaded + 1));
    if (!n) {
        wz_say(why, whylen, "out of memory");
        return NULL;
    }
    loaded = n;
    loaded[nloaded].path = wz_strdup(path);
    loaded[nloaded].plugin = p;
    nloaded++;
    return p;
}

const void *wz_plugin_extension(const char *id)
{
    for (int i = 0; i < nloaded; i++) {
        const wz_plugin *p = loaded[i].plugin;
        const void *x = p->extension ? p->extension(id) : NULL;
        if (x)
            return x;
    }
    return NULL;
}

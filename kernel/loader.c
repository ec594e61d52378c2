/* loader.c - open plugins with dlopen, check their descriptor and ops
 * tables, and keep the kernel's own copy of each: every op the kernel will
 * call is there (the plugin's, or the kernel's default), whatever header
 * the plugin was built with.  Plugins are never unloaded (a plugin's code
 * may still be on some game's stack). */
#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* A plugin as the kernel uses it: a descriptor of this ABI pointing at
 * full-size ops tables, whatever the plugin's own tables hold. */
struct loaded {
    char *path;
    wz_plugin plugin;
    wz_variant_ops variant;
    wz_ai_ops ai;
};

/* Every plugin opened so far, process-wide: extensions are looked up
 * across all of them. */
static struct loaded **loaded;
static int nloaded;

/* The shortest tables ABI 2 accepts: those of API 2, its first. */
#define VARIANT_OPS_API2 (offsetof(wz_variant_ops, verdict_name) + sizeof(void (*)(void)))
#define AI_OPS_API2 (offsetof(wz_ai_ops, release) + sizeof(void (*)(void)))

/* "plugins/.libs/gomoku.so" -> "gomoku" */
static void file_stem(const char *path, char *out, size_t len)
{
    const char *base = strrchr(path, '/');
    snprintf(out, len, "%s", base ? base + 1 : path);
    char *dot = strrchr(out, '.');
    if (dot)
        *dot = '\0';
}

/* Copy a table of the plugin's into the kernel's full-size one: the ops
 * the plugin's size does not cover stay NULL. */
static void copy_table(void *to, size_t to_size, const void *from, uint32_t from_size)
{
    memset(to, 0, to_size);
    memcpy(to, from, from_size < to_size ? from_size : to_size);
}

#define MISSING(ops, op) (!(ops)->op ? #op : NULL)

static int read_variant_ops(const wz_plugin *p, struct loaded *l, char *why, size_t whylen)
{
    const wz_variant_ops *o = p->variant;
    if (!o) {
        wz_say(why, whylen, "variant plugin has no ops table (variant = &ops)");
        return -1;
    }
    if (o->size < VARIANT_OPS_API2) {
        wz_say(why, whylen, "variant ops table is %u bytes, at least %zu expected "
               "(set .size = sizeof(wz_variant_ops))", (unsigned)o->size, (size_t)VARIANT_OPS_API2);
        return -1;
    }
    copy_table(&l->variant, sizeof l->variant, o, o->size);
    l->variant.size = sizeof l->variant;
    return 0;
}

static int read_ai_ops(const wz_plugin *p, struct loaded *l, char *why, size_t whylen)
{
    const wz_ai_ops *o = p->ai;
    if (!o) {
        wz_say(why, whylen, "AI plugin has no ops table (ai = &ops)");
        return -1;
    }
    if (o->size < AI_OPS_API2) {
        wz_say(why, whylen, "AI ops table is %u bytes, at least %zu expected "
               "(set .size = sizeof(wz_ai_ops))", (unsigned)o->size, (size_t)AI_OPS_API2);
        return -1;
    }
    copy_table(&l->ai, sizeof l->ai, o, o->size);
    l->ai.size = sizeof l->ai;
    return 0;
}

/* The ops the kernel calls without a default, and those that come in
 * pairs: the first one missing, or NULL. */
static int check_ops(const struct loaded *l, char *why, size_t whylen)
{
    if (l->plugin.kind == WZ_PLUGIN_AI) {
        const char *m = MISSING(&l->ai, choose);
        if (m) {
            wz_say(why, whylen, "AI plugin lacks the op '%s' (required)", m);
            return -1;
        }
        return 0;
    }
    const wz_variant_ops *o = &l->variant;
    const char *m = MISSING(o, expect);
    m = m ? m : MISSING(o, legal);
    m = m ? m : MISSING(o, apply);
    if (m) {
        wz_say(why, whylen, "variant plugin lacks the op '%s' (required)", m);
        return -1;
    }
    if (!o->hook_expect != !o->hook_apply) {
        wz_say(why, whylen, "variant plugin has %s but lacks %s (they come together)",
               o->hook_expect ? "hook_expect" : "hook_apply",
               o->hook_expect ? "hook_apply" : "hook_expect");
        return -1;
    }
    return 0;
}

/* Read a descriptor of this ABI into l. */
static int read_descriptor(const wz_plugin *p, struct loaded *l, char *why, size_t whylen)
{
    if (p->api > WZ_API) {
        wz_say(why, whylen, "plugin needs API %u, this wuzi has API %d (upgrade wuzi)",
               (unsigned)p->api, WZ_API);
        return -1;
    }
    if (p->size < sizeof(wz_plugin)) {
        wz_say(why, whylen, "descriptor is %u bytes, expected %zu", (unsigned)p->size,
               sizeof(wz_plugin));
        return -1;
    }
    l->plugin = *p;
    l->plugin.size = sizeof l->plugin;
    if (p->kind == WZ_PLUGIN_VARIANT)
        return read_variant_ops(p, l, why, whylen);
    if (p->kind == WZ_PLUGIN_AI)
        return read_ai_ops(p, l, why, whylen);
    wz_say(why, whylen, "unknown plugin kind %d", p->kind);
    return -1;
}

static int check_descriptor(const char *path, const void *descriptor, struct loaded *l,
                            char *why, size_t whylen)
{
    const wz_plugin *p = descriptor;
    if (!p) {
        wz_say(why, whylen, "its entry returned no descriptor");
        return -1;
    }
    /* abi comes first in every ABI's descriptor */
    if (p->abi == 1) {
        if (wz_compat1_read(descriptor, &l->plugin, &l->variant, &l->ai, why, whylen) != 0)
            return -1;
    } else if (p->abi == WZ_ABI) {
        if (read_descriptor(p, l, why, whylen) != 0)
            return -1;
    } else {
        wz_say(why, whylen, "plugin ABI %u, this wuzi reads ABI %d and 1 (%s)", (unsigned)p->abi,
               WZ_ABI, p->abi > WZ_ABI ? "upgrade wuzi" : "rebuild the plugin");
        return -1;
    }
    if (!l->plugin.id || !l->plugin.name) {
        wz_say(why, whylen, "descriptor has no id or name");
        return -1;
    }
    char stem[256];
    file_stem(path, stem, sizeof stem);
    if (strcmp(l->plugin.id, stem) != 0) {
        wz_say(why, whylen, "descriptor id '%s' does not match the file name (want '%s')",
               l->plugin.id, stem);
        return -1;
    }
    if (!l->plugin.version)
        l->plugin.version = "?";
    l->plugin.variant = l->plugin.kind == WZ_PLUGIN_VARIANT ? &l->variant : NULL;
    l->plugin.ai = l->plugin.kind == WZ_PLUGIN_AI ? &l->ai : NULL;
    if (check_ops(l, why, whylen) != 0)
        return -1;
    if (l->plugin.kind == WZ_PLUGIN_VARIANT)
        wz_variant_defaults(&l->variant);
    else
        wz_ai_defaults(&l->ai);
    return 0;
}

const wz_plugin *wz_plugin_open(const char *path, char *why, size_t whylen)
{
    for (int i = 0; i < nloaded; i++)
        if (strcmp(loaded[i]->path, path) == 0)
            return &loaded[i]->plugin;

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
    struct loaded *l = calloc(1, sizeof *l);
    struct loaded **list = realloc(loaded, sizeof *list * (size_t)(nloaded + 1));
    if (!l || !list) {
        free(l);
        wz_say(why, whylen, "out of memory");
        return NULL;
    }
    loaded = list;
    if (check_descriptor(path, entry(wz_host_services()), l, why, whylen) != 0 ||
        !(l->path = wz_strdup(path))) {
        free(l);
        return NULL;
    }
    loaded[nloaded++] = l;
    return &l->plugin;
}

const void *wz_plugin_extension(const char *id)
{
    for (int i = 0; i < nloaded; i++) {
        const wz_plugin *p = &loaded[i]->plugin;
        const void *x = p->extension ? p->extension(id) : NULL;
        if (x)
            return x;
    }
    return NULL;
}

/* compat1.c - plugins built against ABI 1 (the first wave's header, frozen
 * in tests/compat/api1/wuzi/plugin.h): their descriptor and ops tables
 * read through a copy of that layout, into the kernel's tables of today.
 *
 * ABI 1 differs from ABI 2 only in its ops tables, which carried no size:
 * the host table kept its API 1 services in place (asserted below), the
 * structures a plugin reads and fills (wz_point, wz_action, wz_expect) and
 * the verdict numbers are unchanged.  So an ABI-1 plugin is handed the
 * same host table, and its ops are copied field by field. */
#include <string.h>

#include "internal.h"

/* ------------------------------------------------- the frozen layout */

typedef struct v1_variant_ops {
    size_t config_size;
    int (*configure)(void *config, const char *section, const char *key,
                     const char *value, int line, char *err, size_t errlen);
    int (*finish)(void *config, char *err, size_t errlen);
    size_t state_size;
    void (*start)(wz_game *g);
    void (*enter_main)(wz_game *g);
    void (*expect)(const wz_game *g, wz_expect *out);
    int (*legal)(const wz_game *g, const wz_action *a, char *why, size_t whylen);
    void (*apply)(wz_game *g, const wz_action *a);
    int (*check)(const wz_game *g, wz_point p);
    int (*marks)(const wz_game *g, wz_point *pts, int max);
    int (*forbids)(const wz_game *g, wz_point p);
    void (*hook_expect)(const wz_game *g, const char *name, wz_expect *out);
    int (*hook_legal)(const wz_game *g, const char *name, const wz_action *a,
                      char *why, size_t whylen);
    int (*hook_apply)(wz_game *g, const char *name, const wz_action *a);
} v1_variant_ops;

/* An ABI-1 AI table may or may not end with a release op (it was
 * appended without a size to tell), so release is never read. */
typedef struct v1_ai_ops {
    size_t config_size;
    int (*configure)(void *config, const char *key, const char *value,
                     char *err, size_t errlen);
    int (*choose)(const wz_game *g, const void *config, wz_action *out,
                  char *err, size_t errlen);
} v1_ai_ops;

typedef struct v1_plugin {
    uint32_t abi, api, size;
    int kind;
    const char *id, *name, *version;
    const v1_variant_ops *variant;
    const v1_ai_ops *ai;
    const void *(*extension)(const char *id);
} v1_plugin;

typedef struct v1_host {
    uint32_t api, size;
    void *set_boards, *boards, *width, *height, *at, *cells, *put, *stones, *run;
    void *colour_of, *player_of, *swap_colours, *set_result, *result, *random;
    void *history_length, *history_at, *replaying, *state, *config, *extension;
    void *expect, *legal, *clone, *act, *free_game, *check, *main_colour;
    void *in_opening, *opening_stones, *marks;
} v1_host;

/* What ABI 1 plugins read and write must not have moved. */
#define SAME_PLACE(v1, v2) \
    _Static_assert(offsetof(v1_host, v1) == offsetof(wz_host, v2), "host service " #v2 " moved")
SAME_PLACE(set_boards, set_boards);
SAME_PLACE(run, line);
SAME_PLACE(state, state);
SAME_PLACE(extension, extension);
SAME_PLACE(check, check);
SAME_PLACE(opening_stones, api1_opening_stones);
SAME_PLACE(marks, marks);
_Static_assert(sizeof(wz_point) == 3 && sizeof(wz_action) == 112 && sizeof(wz_expect) == 140,
               "a structure ABI 1 plugins fill has changed");
_Static_assert(WZ_LEGAL == 0 && WZ_FIVE == 1 && WZ_VERDICT_OWN == 2, "verdicts renumbered");
_Static_assert(sizeof(v1_plugin) == sizeof(wz_plugin), "the descriptor changed size");

/* ABI 1 named the family's verdicts in the contract itself. */
static const char *v1_verdict_name(int verdict)
{
    static const char *const names[] = {"overline", "double-four", "double-three"};
    int i = verdict - WZ_VERDICT_OWN;
    return i >= 0 && i < 3 ? names[i] : NULL;
}

/* --------------------------------------------------------- reading */

int wz_compat1_read(const void *descriptor, wz_plugin *plugin, wz_variant_ops *variant,
                    wz_ai_ops *ai, char *why, size_t whylen)
{
    const v1_plugin *p = descriptor;
    if (p->api > 1) {
        wz_say(why, whylen, "plugin says ABI 1 but API %u: no such header", (unsigned)p->api);
        return -1;
    }
    if (p->size < sizeof(v1_plugin)) {
        wz_say(why, whylen, "descriptor is %u bytes, expected %zu", (unsigned)p->size,
               sizeof(v1_plugin));
        return -1;
    }
    memset(plugin, 0, sizeof *plugin);
    plugin->abi = p->abi;
    plugin->api = p->api;
    plugin->size = sizeof *plugin;
    plugin->kind = p->kind;
    plugin->id = p->id;
    plugin->name = p->name;
    plugin->version = p->version;
    plugin->extension = p->extension;
    memset(variant, 0, sizeof *variant);
    memset(ai, 0, sizeof *ai);
    if (p->kind == WZ_PLUGIN_VARIANT) {
        const v1_variant_ops *o = p->variant;
        /* what the ABI-1 loader required, it still requires */
        if (!o || !o->configure || !o->start || !o->expect || !o->legal || !o->apply ||
            !o->check) {
            const char *m = !o ? "ops table" : !o->configure ? "configure" : !o->start ? "start"
                          : !o->expect ? "expect" : !o->legal ? "legal" : !o->apply ? "apply"
                          : "check";
            wz_say(why, whylen, "ABI 1 variant plugin lacks the %s%s (required)",
                   o ? "op " : "", m);
            return -1;
        }
        *variant = (wz_variant_ops){
            .size = sizeof *variant,
            .config_size = o->config_size,
            .configure = o->configure,
            .finish = o->finish,
            .state_size = o->state_size,
            .start = o->start,
            .enter_main = o->enter_main,
            .expect = o->expect,
            .legal = o->legal,
            .apply = o->apply,
            .check = o->check,
            .marks = o->marks,
            .forbids = o->forbids,
            .hook_expect = o->hook_expect,
            .hook_legal = o->hook_legal,
            .hook_apply = o->hook_apply,
            .verdict_name = v1_verdict_name,
        };
    } else if (p->kind == WZ_PLUGIN_AI) {
        const v1_ai_ops *o = p->ai;
        if (!o) {
            wz_say(why, whylen, "AI plugin has no ops table (ai = &ops)");
            return -1;
        }
        *ai = (wz_ai_ops){
            .size = sizeof *ai,
            .config_size = o->config_size,
            .configure = o->configure,
            .choose = o->choose,
        };
    } else {
        wz_say(why, whylen, "unknown plugin kind %d", p->kind);
        return -1;
    }
    return 0;
}

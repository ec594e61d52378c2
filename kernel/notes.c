/* notes.c - what a record keeps beside the actions: tags (player names,
 * event, date, ...), and the comments of the positions of the current
 * line.  A comment belongs to a node of the tree (tree.c); "after" counts
 * the actions of the current line before it, so 0 is the start and n the
 * position after action n. */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

struct wz_notes {
    int ntags;
    char **keys, **values;
};

static struct wz_notes *notes_of(wz_game *g)
{
    if (!g->notes)
        g->notes = calloc(1, sizeof *g->notes);
    return g->notes;
}

void wz_notes_free(struct wz_notes *n)
{
    if (!n)
        return;
    for (int i = 0; i < n->ntags; i++) {
        free(n->keys[i]);
        free(n->values[i]);
    }
    free(n->keys);
    free(n->values);
    free(n);
}

struct wz_notes *wz_notes_clone(const struct wz_notes *n)
{
    if (!n)
        return NULL;
    struct wz_notes *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    c->keys = calloc((size_t)n->ntags + 1, sizeof *c->keys);
    c->values = calloc((size_t)n->ntags + 1, sizeof *c->values);
    if (!c->keys || !c->values) {
        wz_notes_free(c);
        return NULL;
    }
    for (int i = 0; i < n->ntags; i++) {
        c->keys[i] = wz_strdup(n->keys[i]);
        c->values[i] = wz_strdup(n->values[i]);
        c->ntags++;
    }
    return c;
}

static int valid_key(const char *key)
{
    if (!*key)
        return 0;
    for (const char *p = key; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '-' || *p == '_'))
            return 0;
    return 1;
}

int wz_game_set_tag(wz_game *g, const char *key, const char *value, char *why, size_t whylen)
{
    if (!valid_key(key)) {
        wz_say(why, whylen, "tag '%s': a tag name is lower-case letters, digits, - and _", key);
        return -1;
    }
    if (value && strchr(value, '\n')) {
        wz_say(why, whylen, "tag %s: a tag value is one line", key);
        return -1;
    }
    struct wz_notes *n = notes_of(g);
    if (!n) {
        wz_say(why, whylen, "out of memory");
        return -1;
    }
    wz_game_changed(g, 0);
    for (int i = 0; i < n->ntags; i++) {
        if (strcmp(n->keys[i], key) != 0)
            continue;
        free(n->values[i]);
        if (value && *value) {
            n->values[i] = wz_strdup(value);
        } else {
            free(n->keys[i]);
            memmove(&n->keys[i], &n->keys[i + 1], sizeof *n->keys * (size_t)(n->ntags - i - 1));
            memmove(&n->values[i], &n->values[i + 1], sizeof *n->values * (size_t)(n->ntags - i - 1));
            n->ntags--;
        }
        return 0;
    }
    if (!value || !*value)
        return 0;
    char **k = realloc(n->keys, sizeof *k * (size_t)(n->ntags + 1));
    if (k)
        n->keys = k;
    char **v = realloc(n->values, sizeof *v * (size_t)(n->ntags + 1));
    if (v)
        n->values = v;
    if (!k || !v) {
        wz_say(why, whylen, "out of memory");
        return -1;
    }
    n->keys[n->ntags] = wz_strdup(key);
    n->values[n->ntags] = wz_strdup(value);
    n->ntags++;
    return 0;
}

const char *wz_game_tag(const wz_game *g, const char *key)
{
    for (int i = 0; g->notes && i < g->notes->ntags; i++)
        if (strcmp(g->notes->keys[i], key) == 0)
            return g->notes->values[i];
    return NULL;
}

int wz_game_tag_count(const wz_game *g)
{
    return g->notes ? g->notes->ntags : 0;
}

const char *wz_game_tag_key(const wz_game *g, int i)
{
    return (i >= 0 && i < wz_game_tag_count(g)) ? g->notes->keys[i] : NULL;
}

const char *wz_game_tag_value(const wz_game *g, int i)
{
    return (i >= 0 && i < wz_game_tag_count(g)) ? g->notes->values[i] : NULL;
}

int wz_game_set_comment(wz_game *g, int after, const char *text)
{
    int node = wz_tree_line_node(g, after);
    return node < 0 ? -1 : wz_tree_set_comment(g, node, text);
}

const char *wz_game_comment(const wz_game *g, int after)
{
    int node = wz_tree_line_node(g, after);
    return node < 0 ? NULL : g->nodes[node].comment;
}

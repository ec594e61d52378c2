/* notes.c - what a record keeps beside the actions: tags (player names,
 * event, date, ...) and comments attached to positions of the history.
 *
 * A comment belongs to a position: "after" counts the actions before it,
 * so 0 is the starting position and n the position after action n.  Undo
 * keeps the comments of undone positions for redo; a new action that cuts
 * the redo list drops them with it (wz_notes_cut). */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

struct wz_notes {
    int ntags;
    char **keys, **values;
    int ncomments;
    struct wz_comment {
        int after;
        char *text;
    } *comments;
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
    for (int i = 0; i < n->ncomments; i++)
        free(n->comments[i].text);
    free(n->keys);
    free(n->values);
    free(n->comments);
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
    c->comments = calloc((size_t)n->ncomments + 1, sizeof *c->comments);
    if (!c->keys || !c->values || !c->comments) {
        wz_notes_free(c);
        return NULL;
    }
    for (int i = 0; i < n->ntags; i++) {
        c->keys[i] = wz_strdup(n->keys[i]);
        c->values[i] = wz_strdup(n->values[i]);
        c->ntags++;
    }
    for (int i = 0; i < n->ncomments; i++) {
        c->comments[i].after = n->comments[i].after;
        c->comments[i].text = wz_strdup(n->comments[i].text);
        c->ncomments++;
    }
    return c;
}

void wz_notes_cut(wz_game *g, int after)
{
    struct wz_notes *n = g->notes;
    if (!n)
        return;
    int kept = 0;
    for (int i = 0; i < n->ncomments; i++) {
        if (n->comments[i].after >= after)
            free(n->comments[i].text);
        else
            n->comments[kept++] = n->comments[i];
    }
    n->ncomments = kept;
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
    if (after < 0 || after > g->nredo)
        return -1;
    struct wz_notes *n = notes_of(g);
    if (!n)
        return -1;
    for (int i = 0; i < n->ncomments; i++) {
        if (n->comments[i].after != after)
            continue;
        free(n->comments[i].text);
        if (text && *text) {
            n->comments[i].text = wz_strdup(text);
        } else {
            memmove(&n->comments[i], &n->comments[i + 1],
                    sizeof *n->comments * (size_t)(n->ncomments - i - 1));
            n->ncomments--;
        }
        return 0;
    }
    if (!text || !*text)
        return 0;
    struct wz_comment *c = realloc(n->comments, sizeof *c * (size_t)(n->ncomments + 1));
    if (!c)
        return -1;
    n->comments = c;
    /* keep them ordered by position, so writers walk them in step */
    int at = n->ncomments;
    while (at > 0 && c[at - 1].after > after)
        at--;
    memmove(&c[at + 1], &c[at], sizeof *c * (size_t)(n->ncomments - at));
    c[at].after = after;
    c[at].text = wz_strdup(text);
    n->ncomments++;
    return 0;
}

const char *wz_game_comment(const wz_game *g, int after)
{
    for (int i = 0; g->notes && i < g->notes->ncomments; i++)
        if (g->notes->comments[i].after == after)
            return g->notes->comments[i].text;
    return NULL;
}

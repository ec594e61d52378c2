/* renlib.c - RenLib .lib libraries, the whole tree: read and written.
 *
 * The layout, as documented in docs/records.md (and as RenLib 3.6 itself
 * reads and writes it):
 *   bytes 0..19   0xFF "RenLib" 0xFF, major, minor version (3.x), ten 0xFF
 *   then nodes in preorder, two bytes each:
 *     position  0 for none, else (row from the top, 0..14) * 16 +
 *               (column from the left, 0..14) + 1: 0x78 is h8
 *     flags     0x80 the node has a later sibling (a variation follows)
 *               0x40 the node has no child (its line ends here)
 *               0x20 an old-style comment follows   0x10 a mark
 *               0x08 a comment follows              0x04 start
 *               0x02 the node is not a move         0x01 two more flag
 *               bytes follow (bit 0x01 of the second: a board text)
 *   a comment (or board text) is bytes up to and including a NUL, padded
 *   with one more NUL to an even length; a comment may hold a one-line
 *   title, 0x08, then the text.  An old-style comment is 7-bit text whose
 *   last byte has its top bit set.
 * The tree: each node is the first child of the one before it, unless that
 * one has no child (0x40); then it is the next sibling of the latest node
 * still waiting for one (0x80).  The first node is the start when its
 * position is 0 (version 3.4 files; 3.0 files begin with h8 itself); any
 * later move at 0 is a pass.  Nodes that are not moves carry board texts:
 * wuzi passes them over.  Stones alternate from black. */
#include <stdlib.h>
#include <string.h>

#include "records.h"

enum {
    F_DOWN = 0x80, F_RIGHT = 0x40, F_OLDCOMMENT = 0x20, F_COMMENT = 0x08,
    F_NOMOVE = 0x02, F_EXTENSION = 0x01, X_BOARDTEXT = 0x01,
};

typedef struct rnode {
    int pos;        /* position byte */
    int flags;
    int parent;     /* index, -1 for the top */
    size_t at;      /* byte offset, for messages */
    char *comment;  /* UTF-8, or NULL */
} rnode;

/* Text from Windows code pages: kept when it is UTF-8 already, else taken
 * as Latin-1 (the usual case of RenLib's European users). */
static char *to_utf8(const unsigned char *s, size_t n)
{
    int valid = 1;
    for (size_t i = 0; i < n && valid;) {
        unsigned char c = s[i];
        size_t k = c < 0x80 ? 1 : (c & 0xe0) == 0xc0 ? 2 : (c & 0xf0) == 0xe0 ? 3 : (c & 0xf8) == 0xf0 ? 4 : 0;
        if (!k || i + k > n)
            valid = 0;
        for (size_t j = 1; valid && j < k; j++)
            if ((s[i + j] & 0xc0) != 0x80)
                valid = 0;
        i += k ? k : 1;
    }
    char *out = malloc(n * 2 + 1), *o = out;
    if (!out)
        return NULL;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = s[i];
        if (c == '\r')
            continue;
        if (valid || c < 0x80) {
            *o++ = (char)c;
        } else {
            *o++ = (char)(0xc0 | (c >> 6));
            *o++ = (char)(0x80 | (c & 0x3f));
        }
    }
    *o = '\0';
    return out;
}

/* A NUL-ended, even-padded text at *at: its bytes (without the NUL) in
 * [*start, *start + *n); -1 if it runs past the end. */
static int text_span(const unsigned char *b, size_t len, size_t *at, size_t *start, size_t *n)
{
    *start = *at;
    for (size_t i = *at; i + 1 < len; i += 2) {
        if (b[i] == 0 || b[i + 1] == 0) {
            *n = (b[i] == 0 ? i : i + 1) - *start;
            *at = i + 2;
            return 0;
        }
    }
    return -1;
}

/* An old-style comment at *at: 7-bit characters two by two, the last with
 * its top bit set; RenLib's first versions wrote the Swedish letters as
 * the ASCII signs that stood for them.  Latin-1, or NULL if it runs past
 * the end. */
static unsigned char *old_comment(const unsigned char *b, size_t len, size_t *at, size_t *n)
{
    static const char from[] = "}{|][\\", to[] = "\xe5\xe4\xf6\xc5\xc4\xd6";
    unsigned char *out = malloc(len - *at + 1);
    *n = 0;
    for (size_t i = *at; out && i + 1 < len; i += 2) {
        for (int k = 0; k < 2; k++) {
            unsigned char c = b[i + k] & 0x7f;
            const char *m = c ? strchr(from, c) : NULL;
            out[(*n)++] = m ? (unsigned char)to[m - from] : c;
            if (b[i + k] & 0x80) {
                *at = i + 2;
                return out;
            }
        }
    }
    free(out);
    return NULL;
}

static void free_nodes(rnode *nodes, int n)
{
    for (int i = 0; i < n; i++)
        free(nodes[i].comment);
    free(nodes);
}

wz_game *wz_renlib_read(const wz_registry *r, const char *path, const unsigned char *b, size_t len,
                        const char *variant, wz_import_info *info, char *why, size_t whylen)
{
    char err[WZ_REASON_MAX];
    static const unsigned char magic[8] = {0xff, 'R', 'e', 'n', 'L', 'i', 'b', 0xff};
    if (len < 20 || memcmp(b, magic, sizeof magic) != 0) {
        wz_say(why, whylen, "%s: byte %d: not a RenLib library (want 0xFF \"RenLib\" 0xFF)", path,
               len < 8 ? (int)len : 0);
        return NULL;
    }
    if (b[8] != 3) {
        wz_say(why, whylen, "%s: byte 8: RenLib version %d.%d; wuzi reads version 3", path, b[8], b[9]);
        return NULL;
    }
    size_t cap = len / 2 + 1;
    rnode *nodes = calloc(cap, sizeof *nodes);
    int *waiting = calloc(cap, sizeof *waiting); /* nodes with a sibling to come */
    int n = 0, nwaiting = 0, parent = -1, ended = 0;
    if (!nodes || !waiting) {
        free(nodes);
        free(waiting);
        wz_say(why, whylen, "%s: out of memory", path);
        return NULL;
    }
    size_t at = 20;
    while (at < len) {
        size_t start = at;
        if (at + 2 > len) {
            wz_say(why, whylen, "%s: byte %zu: the library is truncated (half a node)", path, at);
            goto bad;
        }
        if (ended)
            break; /* what follows the tree is not part of it */
        rnode *nd = &nodes[n];
        nd->pos = b[at];
        nd->flags = b[at + 1];
        nd->at = start;
        at += 2;
        int ext = 0;
        if (nd->pos && ((nd->pos & 0x0f) == 0 || (nd->pos >> 4) > 14)) {
            wz_say(why, whylen, "%s: byte %zu: 0x%02x is not a point of the 15x15 board", path, start, nd->pos);
            goto bad;
        }
        if (nd->flags & F_EXTENSION) {
            if (at + 2 > len) {
                wz_say(why, whylen, "%s: byte %zu: the library is truncated (in a node's flags)", path, at);
                goto bad;
            }
            ext = b[at + 1];
            at += 2;
        }
        if (nd->flags & F_OLDCOMMENT) {
            size_t k, s = at;
            unsigned char *text = old_comment(b, len, &at, &k);
            if (!text) {
                wz_say(why, whylen, "%s: byte %zu: the library is truncated (a comment runs past the end)",
                       path, s);
                goto bad;
            }
            nd->comment = to_utf8(text, k);
            free(text);
        } else if (nd->flags & F_COMMENT) {
            size_t s, k;
            if (text_span(b, len, &at, &s, &k) != 0) {
                wz_say(why, whylen, "%s: byte %zu: the library is truncated (a comment runs past the end)",
                       path, s);
                goto bad;
            }
            nd->comment = to_utf8(b + s, k);
        }
        if (nd->comment) {
            /* the one-line title and the text are split by 0x08 */
            for (char *c = nd->comment; *c; c++)
                if (*c == '\b')
                    *c = '\n';
        }
        if (ext & X_BOARDTEXT) {
            size_t s, k;
            if (text_span(b, len, &at, &s, &k) != 0) {
                wz_say(why, whylen, "%s: byte %zu: the library is truncated (a board text runs past the end)",
                       path, s);
                goto bad;
            }
        }
        nd->parent = parent;
        if (nd->flags & F_DOWN)
            waiting[nwaiting++] = n;
        if (nd->flags & F_RIGHT) {
            if (nwaiting > 0)
                parent = nodes[waiting[--nwaiting]].parent;
            else
                ended = 1;
        } else {
            parent = n;
        }
        n++;
    }
    free(waiting);
    waiting = NULL;

    wz_game *g = wz_foreign_game(r, variant, WZ_FORMAT_RENLIB, NULL, 15, 15, info, err, sizeof err);
    int *at_node = g ? malloc(sizeof *at_node * (size_t)(n + 1)) : NULL;
    if (!at_node) {
        if (g)
            wz_say(why, whylen, "%s: out of memory", path);
        else
            wz_say(why, whylen, "%s: %s", path, err);
        wz_game_free(g);
        free_nodes(nodes, n);
        return NULL;
    }
    /* in file order every node comes after its parent: replay each from
     * the position its parent led to */
    for (int i = 0; i < n; i++) {
        rnode *nd = &nodes[i];
        int from = nd->parent >= 0 ? at_node[nd->parent] : 0;
        int start = i == 0 && nd->pos == 0;
        at_node[i] = from;
        if (start || (nd->flags & F_NOMOVE)) {
            /* the start takes its comment; a board text's node is no move */
            if (start && nd->comment && *nd->comment)
                wz_tree_set_comment(g, 0, nd->comment);
            continue;
        }
        if (g->path[g->nactions] != from)
            wz_tree_goto(g, from);
        wz_action a = {.kind = nd->pos ? WZ_ACT_PLACE : WZ_ACT_PASS, .npoints = nd->pos ? 1 : 0};
        a.pts[0] = (wz_point){0, (int8_t)((nd->pos & 0x0f) - 1), (int8_t)(14 - (nd->pos >> 4))};
        if (wz_game_act(g, &a, err, sizeof err) != 0) {
            char buf[64];
            wz_action_format(&a, 1, buf, sizeof buf);
            wz_say(why, whylen, "%s: byte %zu: %s: %s", path, nd->at, buf, err);
            wz_game_free(g);
            free(at_node);
            free_nodes(nodes, n);
            return NULL;
        }
        at_node[i] = g->path[g->nactions];
        if (nd->comment && *nd->comment) {
            /* the same move twice under one position is one node (RenLib
             * merges them too): its comments are joined */
            const char *had = g->nodes[at_node[i]].comment;
            if (had && strcmp(had, nd->comment) != 0) {
                char *both = malloc(strlen(had) + strlen(nd->comment) + 2);
                if (both) {
                    sprintf(both, "%s\n%s", had, nd->comment);
                    wz_tree_set_comment(g, at_node[i], both);
                    free(both);
                }
            } else if (!had) {
                wz_tree_set_comment(g, at_node[i], nd->comment);
            }
        }
    }
    wz_tree_goto(g, wz_tree_main_end(g, 0));
    free(at_node);
    free_nodes(nodes, n);
    return g;
bad:
    free(waiting);
    free_nodes(nodes, n + 1); /* n < cap: every node has two bytes at least */
    return NULL;
}

/* ------------------------------------------------------------ writing */

/* A node of the library being written. */
typedef struct wnode {
    int pos;        /* position byte: 0 for the start and for a pass */
    int child, sibling, last; /* first and last child, next sibling */
    char *comment;  /* UTF-8, or NULL */
} wnode;

struct writer {
    wnode *n;
    int count, cap;
};

static int wnode_add(struct writer *w, int parent, int pos)
{
    if (parent >= 0)
        for (int c = w->n[parent].child; c >= 0; c = w->n[c].sibling)
            if (w->n[c].pos == pos)
                return c; /* the same move from one position: one node */
    if (w->count == w->cap) {
        int cap = w->cap ? w->cap * 2 : 64;
        wnode *m = realloc(w->n, sizeof *m * (size_t)cap);
        if (!m)
            return -1;
        w->n = m;
        w->cap = cap;
    }
    int id = w->count++;
    w->n[id] = (wnode){pos, -1, -1, -1, NULL};
    if (parent >= 0) {
        if (w->n[parent].last >= 0)
            w->n[w->n[parent].last].sibling = id;
        else
            w->n[parent].child = id;
        w->n[parent].last = id;
    }
    return id;
}

static int wnode_comment(struct writer *w, int id, const char *text)
{
    if (!text || !*text)
        return 0;
    char *had = w->n[id].comment;
    char *c = malloc((had ? strlen(had) + 1 : 0) + strlen(text) + 1);
    if (!c)
        return -1;
    sprintf(c, "%s%s%s", had ? had : "", had ? "\n" : "", text);
    free(had);
    w->n[id].comment = c;
    return 0;
}

/* A comment as RenLib keeps it: the first line is the one-line comment,
 * 0x08, the rest with Windows line ends; Latin-1 when every character
 * has one, else UTF-8 as it is.  NUL-ended, padded to an even length. */
static int latin1_only(const unsigned char *p)
{
    for (; *p; p++) {
        if (*p < 0x80)
            continue;
        if ((*p == 0xc2 || *p == 0xc3) && (p[1] & 0xc0) == 0x80) {
            p++;
            continue;
        }
        return 0;
    }
    return 1;
}

static void put_comment(FILE *out, const char *text)
{
    int latin1 = latin1_only((const unsigned char *)text);
    size_t n = 0;
    int first = 1;
    for (const unsigned char *p = (const unsigned char *)text; *p; p++) {
        unsigned char c = *p;
        if (latin1 && (c == 0xc2 || c == 0xc3)) {
            c = (unsigned char)(((c & 0x03) << 6) | (p[1] & 0x3f));
            p++;
        }
        if (c == '\n' && first) {
            fputc('\b', out);
            n++;
            first = 0;
            continue;
        }
        if (c == '\n') {
            fputc('\r', out);
            n++;
        }
        fputc(c == '\b' ? ' ' : c, out);
        n++;
    }
    fputc(0, out);
    if (++n % 2)
        fputc(0, out);
}

/* The library's tree from the game's: each action that puts one stone is a
 * move, a pass is a move at 0, and an action that leaves the boards as
 * they were (a swap, a declaration) is no node at all; its comment goes to
 * the move before it.  A scratch copy walks the tree to see the stones. */
static int build(const wz_game *g, struct writer *w, char *why, size_t whylen)
{
    wz_game *s = wz_game_clone(g);
    int *map = malloc(sizeof *map * (size_t)(g->nnodes + 1));
    int *depth = malloc(sizeof *depth * (size_t)(g->nnodes + 1));
    int *stack = malloc(sizeof *stack * (size_t)(g->nnodes + 1));
    int rc = -1, top = 0;
    char buf[64];
    if (!s || !map || !depth || !stack || wnode_add(w, -1, 0) != 0) {
        wz_say(why, whylen, "out of memory");
        goto done;
    }
    map[0] = 0;
    depth[0] = 0;
    if (wnode_comment(w, 0, g->nodes[0].comment) != 0) {
        wz_say(why, whylen, "out of memory");
        goto done;
    }
    /* preorder over the game's tree */
    for (int c = g->nodes[0].child; c >= 0; c = g->nodes[c].sibling)
        stack[top++] = c;
    /* the stack holds children last first: reverse each family as pushed */
    for (int i = 0, j = top - 1; i < j; i++, j--) {
        int t = stack[i];
        stack[i] = stack[j];
        stack[j] = t;
    }
    while (top > 0) {
        int node = stack[--top], parent = g->nodes[node].parent;
        uint8_t before[WZ_MAX_SIZE * WZ_MAX_SIZE];
        wz_tree_goto(s, parent);
        memcpy(before, s->cells[0], sizeof before);
        wz_tree_goto(s, node);
        int added = -1, changes = 0;
        for (int i = 0; i < 15 * 15; i++)
            if (s->cells[0][i] != before[i]) {
                changes++;
                if (before[i] == WZ_EMPTY)
                    added = i;
            }
        wz_action a;
        wz_tree_action(g, node, &a);
        wz_action_format(&a, 1, buf, sizeof buf);
        int id = map[parent], d = depth[parent];
        int due = d % 2 == 0 ? WZ_BLACK : WZ_WHITE;
        if (changes == 1 && added >= 0) {
            if (s->cells[0][added] != due) {
                wz_say(why, whylen, "'%s' puts a %s stone where RenLib, whose colours alternate, wants a %s one "
                       "(save as .sgf)", buf, wz_colour_name(s->cells[0][added]), wz_colour_name(due));
                goto done;
            }
            int x = added % 15, y = added / 15;
            id = wnode_add(w, id, (14 - y) * 16 + x + 1);
            d++;
        } else if (changes == 0 && a.kind == WZ_ACT_PASS) {
            if (g->nodes[node].colour != due) {
                wz_say(why, whylen, "'%s' by %s where RenLib, whose colours alternate, wants %s to move "
                       "(save as .sgf)", buf, wz_colour_name(g->nodes[node].colour), wz_colour_name(due));
                goto done;
            }
            id = wnode_add(w, id, 0);
            d++;
        } else if (changes) {
            wz_say(why, whylen, "'%s' changes the board in a way a RenLib library cannot hold: it keeps one "
                   "stone a move (save as .sgf)", buf);
            goto done;
        }
        if (id < 0 || wnode_comment(w, id, g->nodes[node].comment) != 0) {
            wz_say(why, whylen, "out of memory");
            goto done;
        }
        map[node] = id;
        depth[node] = d;
        int first = top;
        for (int c = g->nodes[node].child; c >= 0; c = g->nodes[c].sibling)
            stack[top++] = c;
        for (int i = first, j = top - 1; i < j; i++, j--) {
            int t = stack[i];
            stack[i] = stack[j];
            stack[j] = t;
        }
    }
    rc = 0;
done:
    wz_game_free(s);
    free(map);
    free(depth);
    free(stack);
    return rc;
}

int wz_renlib_write(const wz_game *g, FILE *out, char *why, size_t whylen)
{
    if (g->nboards != 1 || g->width != 15 || g->height != 15) {
        wz_say(why, whylen, "a RenLib library holds one 15x15 board; this game has %d of %dx%d (save as .sgf)",
               g->nboards, g->width, g->height);
        return -1;
    }
    if (g->is_setup && (g->nsetup[0] || g->nsetup[1])) {
        wz_say(why, whylen, "a RenLib library cannot hold a set-up position (save as .sgf)");
        return -1;
    }
    struct writer w = {NULL, 0, 0};
    int rc = build(g, &w, why, whylen);
    if (rc == 0) {
        /* version 3.4: the start is the first node */
        static const unsigned char header[20] = {0xff, 'R', 'e', 'n', 'L', 'i', 'b', 0xff, 3, 4,
                                                 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff};
        fwrite(header, 1, sizeof header, out);
        /* preorder; the start has no flag but its comment's */
        int *stack = malloc(sizeof *stack * (size_t)(w.count + 1)), top = 0;
        if (!stack) {
            wz_say(why, whylen, "out of memory");
            rc = -1;
        } else {
            fputc(0, out);
            fputc(w.n[0].comment ? F_COMMENT : 0, out);
            if (w.n[0].comment)
                put_comment(out, w.n[0].comment);
            if (w.n[0].child >= 0)
                stack[top++] = w.n[0].child;
            while (top > 0) {
                int id = stack[--top];
                const wnode *nd = &w.n[id];
                int flags = (nd->sibling >= 0 ? F_DOWN : 0) | (nd->child < 0 ? F_RIGHT : 0) |
                            (nd->comment ? F_COMMENT : 0);
                fputc(nd->pos, out);
                fputc(flags, out);
                if (nd->comment)
                    put_comment(out, nd->comment);
                if (nd->sibling >= 0)
                    stack[top++] = nd->sibling;
                if (nd->child >= 0)
                    stack[top++] = nd->child;
            }
            free(stack);
        }
    }
    for (int i = 0; i < w.count; i++)
        free(w.n[i].comment);
    free(w.n);
    return rc == 0 && !ferror(out) ? 0 : -1;
}

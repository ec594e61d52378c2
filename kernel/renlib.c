/* renlib.c - RenLib .lib libraries: the main line of the tree, read.
 *
 * The layout, as documented in docs/records.md:
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
 *   title, 0x08, then the text.
 * The tree: each node is the first child of the one before it, unless that
 * one has no child (0x40); then it is the next sibling of the latest node
 * still waiting for one (0x80).  The main line takes the first child at
 * every step, passing over children that are neither moves nor lead
 * anywhere (board texts).  Stones alternate from black. */
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
    int first, next; /* first child, next sibling: indexes or -1 */
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

static void free_nodes(rnode *nodes, int n)
{
    for (int i = 0; i < n; i++)
        free(nodes[i].comment);
    free(nodes);
}

wz_game *wz_renlib_read(const wz_registry *r, const char *path, const unsigned char *b, size_t len,
                        const char *variant, char *why, size_t whylen)
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
        nd->first = nd->next = -1;
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
        if (nd->flags & (F_COMMENT | F_OLDCOMMENT)) {
            size_t s, k;
            if (text_span(b, len, &at, &s, &k) != 0) {
                wz_say(why, whylen, "%s: byte %zu: the library is truncated (a comment runs past the end)",
                       path, s);
                goto bad;
            }
            nd->comment = to_utf8(b + s, k);
            /* the one-line title and the text are split by 0x08 */
            for (char *c = nd->comment; c && *c; c++)
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
        /* link it into the tree */
        nd->parent = parent;
        if (parent >= 0) {
            int *link = &nodes[parent].first;
            while (*link >= 0)
                link = &nodes[*link].next;
            *link = n;
        } else if (n > 0) {
            int *link = &nodes[0].next;
            while (*link >= 0)
                link = &nodes[*link].next;
            *link = n;
        }
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

    wz_game *g = wz_foreign_game(r, variant, "renju", 15, 15, err, sizeof err);
    if (!g) {
        wz_say(why, whylen, "%s: %s", path, err);
        free_nodes(nodes, n);
        return NULL;
    }
    /* the main line: first children, past leaves that are not moves */
    int cur = n > 0 ? 0 : -1;
    while (cur >= 0 && !(nodes[cur].pos && !(nodes[cur].flags & F_NOMOVE)) && nodes[cur].first < 0 &&
           !nodes[cur].comment)
        cur = nodes[cur].next;
    while (cur >= 0) {
        rnode *nd = &nodes[cur];
        int is_move = nd->pos && !(nd->flags & F_NOMOVE);
        if (is_move) {
            wz_action a = {.kind = WZ_ACT_PLACE, .npoints = 1};
            a.pts[0] = (wz_point){0, (int8_t)((nd->pos & 0x0f) - 1), (int8_t)(14 - (nd->pos >> 4))};
            if (wz_game_act(g, &a, err, sizeof err) != 0) {
                char buf[8];
                wz_say(why, whylen, "%s: byte %zu: play %s: %s", path, nd->at,
                       wz_point_format(a.pts[0], 1, buf), err);
                wz_game_free(g);
                free_nodes(nodes, n);
                return NULL;
            }
        }
        if (nd->comment && *nd->comment && (is_move || wz_game_history_length(g) == 0))
            wz_game_set_comment(g, wz_game_history_length(g), nd->comment);
        int next = nd->first;
        while (next >= 0 && !(nodes[next].pos && !(nodes[next].flags & F_NOMOVE)) && nodes[next].first < 0)
            next = nodes[next].next;
        cur = next;
    }
    free_nodes(nodes, n);
    return g;
bad:
    free(waiting);
    free_nodes(nodes, n + 1); /* n < cap: every node has two bytes at least */
    return NULL;
}

/* sgf.c - SGF FF[4] GM[4] (Gomoku and Renju) records.
 *
 * Stones are B[xy] and W[xy] with x the column from the left and y the row
 * from the top ("aa" is the top-left corner); a pass is an empty B[] or
 * W[].  wuzi's opening decisions and what a replay needs are private
 * properties starting with X (docs/records.md lists them): XV variant, XK
 * keys, XR seed, XT other tags; XS swap, XY stay, XD declare, XO offer, XC
 * choose, XE end, XJ reject, XM move, XF claim, XG resign.  On a game of
 * two boards every point is written "1:xy" or "2:xy".
 *
 * Variations are written and read in SGF's own way, (;B[hh](;W[hi])(;W[ii])):
 * at a position with several continuations each is a game tree of its
 * own, the main one first.  Reading takes the first game of a file, every
 * variation of it, and ends at its main line's last position. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "records.h"

/* ------------------------------------------------------------ writing */

static void put_text(FILE *out, const char *text)
{
    for (const char *p = text; *p; p++) {
        if (*p == ']' || *p == '\\')
            fputc('\\', out);
        fputc(*p, out);
    }
}

static void put_value(FILE *out, const char *text)
{
    fputc('[', out);
    put_text(out, text);
    fputc(']', out);
}

static void put_point(FILE *out, const wz_game *g, wz_point p)
{
    if (g->nboards > 1)
        fprintf(out, "[%d:%c%c]", p.board + 1, 'a' + p.x, 'a' + (g->height - 1 - p.y));
    else
        fprintf(out, "[%c%c]", 'a' + p.x, 'a' + (g->height - 1 - p.y));
}

/* Standard game-info properties for wuzi's tags. */
static const struct {
    const char *tag, *prop;
} info_props[] = {
    {"event", "EV"}, {"date", "DT"},      {"place", "PC"}, {"round", "RO"},
    {"name", "GN"},  {"annotator", "AN"}, {"source", "SO"}, {"user", "US"},
    {"copyright", "CP"}, {"summary", "GC"}, {"time", "TM"}, {"overtime", "OT"},
};
#define NINFO (sizeof info_props / sizeof info_props[0])

/* The property letters of each action kind (PLACE and PASS are B/W). */
static const char *const action_props[WZ_ACT_COUNT] = {
    [WZ_ACT_SWAP] = "XS",  [WZ_ACT_STAY] = "XY",   [WZ_ACT_DECLARE] = "XD",
    [WZ_ACT_OFFER] = "XO", [WZ_ACT_CHOOSE] = "XC", [WZ_ACT_END] = "XE",
    [WZ_ACT_REJECT] = "XJ", [WZ_ACT_MOVE] = "XM",  [WZ_ACT_CLAIM] = "XF",
    [WZ_ACT_RESIGN] = "XG",
};

static void put_comment(FILE *out, const char *c)
{
    if (c) {
        fputs("C", out);
        put_value(out, c);
    }
}

/* One node: its action with the colour it was made with, its comment. */
static void put_node(FILE *out, const wz_game *g, int node)
{
    char buf[64];
    wz_action a;
    wz_tree_action(g, node, &a);
    fputc(';', out);
    if (a.kind == WZ_ACT_PLACE || a.kind == WZ_ACT_PASS) {
        fputs(g->nodes[node].colour == WZ_WHITE ? "W" : "B", out);
        if (a.kind == WZ_ACT_PASS)
            fputs("[]", out);
        else
            put_point(out, g, a.pts[0]);
    } else {
        fputs(action_props[a.kind], out);
        if (a.kind == WZ_ACT_DECLARE) {
            snprintf(buf, sizeof buf, "%d", a.value);
            put_value(out, buf);
        } else if (a.kind == WZ_ACT_RESIGN && a.value == WZ_RESIGN_TIME) {
            fputs("[time]", out); /* lost on time */
        } else if (a.npoints == 0) {
            fputs("[]", out);
        }
        for (int k = 0; k < a.npoints; k++)
            put_point(out, g, a.pts[k]);
    }
    put_comment(out, g->nodes[node].comment);
}

/* The tree below the start, in SGF's form, without recursion: the
 * sequence of single continuations, then a game tree for each of several;
 * a stack holds the variations open. */
static int put_tree(FILE *out, const wz_game *g)
{
    const struct wz_node *nodes = g->nodes;
    struct open {
        int node, depth;
    } *open = NULL;
    int n = 0, cap = 0, x = 0, depth = 0;
    for (;;) {
        int c = nodes[x].child;
        while (c >= 0 && nodes[c].sibling < 0) {
            if (depth++ % 10 == 0)
                fputc('\n', out);
            put_node(out, g, c);
            x = c;
            c = nodes[x].child;
        }
        /* the end of a line: close variations until one has a sibling */
        while (c < 0 && n > 0) {
            n--;
            depth = open[n].depth;
            fputc(')', out);
            c = nodes[open[n].node].sibling;
        }
        if (c < 0)
            break;
        if (n == cap) {
            struct open *o = realloc(open, sizeof *o * (size_t)(cap = cap ? cap * 2 : 16));
            if (!o) {
                free(open);
                return -1;
            }
            open = o;
        }
        open[n++] = (struct open){c, depth};
        fputs("\n(", out);
        put_node(out, g, c);
        depth++;
        x = c;
    }
    free(open);
    return 0;
}

int wz_sgf_write(const wz_game *whole, FILE *out, char *why, size_t whylen)
{
    /* the game information (result, names by colour) is the main line's */
    wz_game *copy;
    const wz_game *g = wz_game_main_end(whole, &copy);
    if (!g) {
        wz_say(why, whylen, "out of memory");
        return -1;
    }
    fprintf(out, "(;FF[4]GM[4]CA[UTF-8]AP[wuzi:%s]", wz_version());
    if (g->width == g->height)
        fprintf(out, "SZ[%d]", g->width);
    else
        fprintf(out, "SZ[%d:%d]", g->width, g->height);
    fprintf(out, "\nXV");
    put_value(out, wz_variant_id(g->variant));
    for (int i = 0; i < g->noverrides; i++) {
        fputs("XK", out);
        put_value(out, g->overrides[i]);
    }
    fprintf(out, "XR[%llu]", (unsigned long long)g->seed);
    /* names by the colour each player holds at the end, as SGF means them */
    const char *p1 = wz_game_tag(g, "p1"), *p2 = wz_game_tag(g, "p2");
    const char *black = g->colour_of[WZ_P1] == WZ_BLACK ? p1 : p2;
    const char *white = g->colour_of[WZ_P1] == WZ_BLACK ? p2 : p1;
    if (black) {
        fputs("PB", out);
        put_value(out, black);
    }
    if (white) {
        fputs("PW", out);
        put_value(out, white);
    }
    for (int i = 0; i < wz_game_tag_count(g); i++) {
        const char *k = wz_game_tag_key(g, i), *v = wz_game_tag_value(g, i), *prop = "XT";
        if (strcmp(k, "p1") == 0 || strcmp(k, "p2") == 0)
            continue;
        for (size_t j = 0; j < NINFO; j++)
            if (strcmp(k, info_props[j].tag) == 0)
                prop = info_props[j].prop;
        fputs(prop, out);
        if (prop[0] == 'X') {
            /* XT[name=value], however long the value */
            fputc('[', out);
            put_text(out, k);
            fputc('=', out);
            put_text(out, v);
            fputc(']', out);
        } else {
            put_value(out, v);
        }
    }
    const char *reason;
    switch (wz_game_result(g, &reason)) {
    case WZ_BLACK_WINS:
        fprintf(out, "RE[B+%s]", strcmp(reason, "resignation") == 0 ? "R" : strcmp(reason, "time") == 0 ? "T" : "");
        break;
    case WZ_WHITE_WINS:
        fprintf(out, "RE[W+%s]", strcmp(reason, "resignation") == 0 ? "R" : strcmp(reason, "time") == 0 ? "T" : "");
        break;
    case WZ_DRAW:
        fprintf(out, "RE[0]");
        break;
    default:
        break;
    }
    if (g->is_setup) {
        for (int c = 0; c < 2; c++) {
            if (!g->nsetup[c])
                continue;
            fputs(c ? "AW" : "AB", out);
            for (int i = 0; i < g->nsetup[c]; i++)
                put_point(out, g, g->setup[c][i]);
        }
        /* an empty setup is still a setup: the opening was skipped */
        if (!g->nsetup[0] && !g->nsetup[1])
            fputs("XU[]", out);
    }
    put_comment(out, g->nodes[0].comment);
    int rc = put_tree(out, g);
    wz_game_free(copy);
    if (rc != 0) {
        wz_say(why, whylen, "out of memory");
        return -1;
    }
    fputs(")\n", out);
    return ferror(out) ? -1 : 0;
}

/* ------------------------------------------------------------ reading */

typedef struct prop {
    char id[8];
    int line;
    int nvalues;
    char **values;
} prop;

typedef struct node {
    int line;
    int parent; /* index of the node it follows, -1 for the root */
    int nprops;
    prop *props;
} node;

typedef struct parser {
    const char *path;
    const char *s;
    size_t len, at;
    int line;
    int depth;
    int nnodes, cap;
    node *nodes; /* every node of the first game, in file order */
    char *why;
    size_t whylen;
} parser;

static int fail(parser *p, int line, const char *what)
{
    wz_say(p->why, p->whylen, "%s:%d: %s", p->path, line, what);
    return -1;
}

static int peek(parser *p)
{
    while (p->at < p->len && isspace((unsigned char)p->s[p->at])) {
        if (p->s[p->at] == '\n')
            p->line++;
        p->at++;
    }
    return p->at < p->len ? (unsigned char)p->s[p->at] : -1;
}

/* A property value, escapes and soft line breaks resolved. */
static char *value(parser *p)
{
    int start = p->line;
    size_t cap = 32, n = 0;
    char *v = malloc(cap);
    p->at++; /* '[' */
    while (v) {
        if (p->at >= p->len) {
            free(v);
            fail(p, start, "unterminated property value (no ']'): the record is truncated");
            return NULL;
        }
        char c = p->s[p->at++];
        if (c == ']')
            break;
        if (c == '\n')
            p->line++;
        if (c == '\\' && p->at < p->len) {
            c = p->s[p->at++];
            if (c == '\n' || c == '\r') {
                /* a soft line break: gone, with its partner of \r\n */
                char other = c == '\n' ? '\r' : '\n';
                if (c == '\n')
                    p->line++;
                if (p->at < p->len && p->s[p->at] == other) {
                    if (other == '\n')
                        p->line++;
                    p->at++;
                }
                continue;
            }
        }
        if (n + 2 > cap) {
            char *w = realloc(v, cap *= 2);
            if (!w)
                free(v);
            v = w;
            if (!v)
                break;
        }
        v[n++] = c;
    }
    if (!v) {
        fail(p, start, "out of memory");
        return NULL;
    }
    v[n] = '\0';
    return v;
}

static void free_node(node *n)
{
    for (int i = 0; i < n->nprops; i++) {
        for (int k = 0; k < n->props[i].nvalues; k++)
            free(n->props[i].values[k]);
        free(n->props[i].values);
    }
    free(n->props);
}

static int parse_node(parser *p, int parent)
{
    node n = {p->line, parent, 0, NULL};
    p->at++; /* ';' */
    for (;;) {
        int c = peek(p);
        if (c < 0 || !isalpha(c))
            break;
        prop pr;
        memset(&pr, 0, sizeof pr);
        pr.line = p->line;
        size_t k = 0;
        int too_long = 0;
        while (p->at < p->len && isalpha((unsigned char)p->s[p->at])) {
            /* FF[3] allowed lower-case letters inside names; they do not count */
            if (isupper((unsigned char)p->s[p->at])) {
                if (k + 1 < sizeof pr.id)
                    pr.id[k++] = p->s[p->at];
                else
                    too_long = 1;
            }
            p->at++;
        }
        /* an identifier longer than any wuzi reads is skipped whole: no
         * cut version of it may pass for a short one */
        if (too_long)
            pr.id[0] = '\0';
        if (peek(p) != '[') {
            free_node(&n);
            return fail(p, p->line, "a property without a value (want '[')");
        }
        while (peek(p) == '[') {
            char *v = value(p);
            char **vs = v ? realloc(pr.values, sizeof *vs * (size_t)(pr.nvalues + 1)) : NULL;
            if (!vs) {
                free(v);
                for (int i = 0; i < pr.nvalues; i++)
                    free(pr.values[i]);
                free(pr.values);
                free_node(&n);
                return -1;
            }
            pr.values = vs;
            pr.values[pr.nvalues++] = v;
        }
        if (!pr.id[0]) {
            for (int i = 0; i < pr.nvalues; i++)
                free(pr.values[i]);
            free(pr.values);
            continue;
        }
        prop *ps = realloc(n.props, sizeof *ps * (size_t)(n.nprops + 1));
        if (!ps) {
            free_node(&n);
            return fail(p, pr.line, "out of memory");
        }
        n.props = ps;
        n.props[n.nprops++] = pr;
    }
    if (p->nnodes == p->cap) {
        int cap = p->cap ? p->cap * 2 : 64;
        node *ns = realloc(p->nodes, sizeof *ns * (size_t)cap);
        if (!ns) {
            free_node(&n);
            return fail(p, n.line, "out of memory");
        }
        p->nodes = ns;
        p->cap = cap;
    }
    p->nodes[p->nnodes++] = n;
    return 0;
}

/* GameTree = "(" Sequence { GameTree } ")": each node follows the one
 * before it, each game tree inside the last node of the sequence. */
static int parse_tree(parser *p, int parent)
{
    int open = p->line;
    if (++p->depth > 10000)
        return fail(p, p->line, "variations nested too deep");
    p->at++; /* '(' */
    if (peek(p) != ';')
        return fail(p, p->line, "a game tree must start with a node (want ';')");
    while (peek(p) == ';') {
        if (parse_node(p, parent) != 0)
            return -1;
        parent = p->nnodes - 1;
    }
    while (peek(p) == '(')
        if (parse_tree(p, parent) != 0)
            return -1;
    int c = peek(p);
    if (c < 0)
        return fail(p, open, "this game tree is never closed (no ')'): the record is truncated");
    if (c != ')') {
        char what[64];
        snprintf(what, sizeof what, "unexpected '%c' (want ';', '(' or ')')", c);
        return fail(p, p->line, what);
    }
    p->at++;
    p->depth--;
    return 0;
}

static const prop *find(const node *n, const char *id)
{
    for (int i = 0; i < n->nprops; i++)
        if (strcmp(n->props[i].id, id) == 0)
            return &n->props[i];
    return NULL;
}

/* "hh" or "2:hh" -> a point of g. */
static int sgf_point(const wz_game *g, const char *v, wz_point *out)
{
    int board = 0;
    if (isdigit((unsigned char)v[0]) && v[1] == ':') {
        board = v[0] - '1';
        v += 2;
    } else if (g->nboards > 1) {
        return -1;
    }
    if (strlen(v) != 2 || !islower((unsigned char)v[0]) || !islower((unsigned char)v[1]))
        return -1;
    int x = v[0] - 'a', y = g->height - 1 - (v[1] - 'a');
    if (board < 0 || board >= g->nboards || x >= g->width || y < 0)
        return -1;
    out->board = (int8_t)board;
    out->x = (int8_t)x;
    out->y = (int8_t)y;
    return 0;
}

struct reading {
    parser *p;
    const wz_registry *r;
    wz_game *g;
    int wuzi; /* written by wuzi: XV present, so every property is trusted */
};

/* AB/AW values, FF[4] rectangles "aa:cc" included. */
static int setup_points(struct reading *rd, const prop *pr, wz_point *pts, int *n, int max)
{
    for (int i = 0; pr && i < pr->nvalues; i++) {
        const char *v = pr->values[i];
        wz_point a, b;
        const char *colon = strchr(v, ':');
        if (colon && colon - v == 2 && rd->g->nboards == 1) {
            char first[3] = {v[0], v[1], 0};
            if (sgf_point(rd->g, first, &a) != 0 || sgf_point(rd->g, colon + 1, &b) != 0)
                return fail(rd->p, pr->line, "a bad point rectangle in a setup");
        } else if (sgf_point(rd->g, v, &a) == 0) {
            b = a;
        } else {
            char what[128];
            snprintf(what, sizeof what, "%s[%.20s] is not a point of this board", pr->id, v);
            return fail(rd->p, pr->line, what);
        }
        for (int x = a.x < b.x ? a.x : b.x; x <= (a.x < b.x ? b.x : a.x); x++)
            for (int y = a.y < b.y ? a.y : b.y; y <= (a.y < b.y ? b.y : a.y); y++) {
                if (*n == max)
                    return fail(rd->p, pr->line, "too many set-up stones");
                pts[(*n)++] = (wz_point){a.board, (int8_t)x, (int8_t)y};
            }
    }
    return 0;
}

/* The action a node holds, if any: 1 and *a, 0 for none, -1 on error. */
static int node_action(struct reading *rd, const node *n, wz_action *a, const prop **which)
{
    const prop *found = NULL;
    int kind = WZ_ACT_NONE;
    memset(a, 0, sizeof *a);
    for (int i = 0; i < n->nprops; i++) {
        const prop *pr = &n->props[i];
        int k = WZ_ACT_NONE;
        if (strcmp(pr->id, "B") == 0 || strcmp(pr->id, "W") == 0)
            k = WZ_ACT_PLACE;
        for (int j = 1; j < WZ_ACT_COUNT && !k; j++)
            if (action_props[j] && strcmp(pr->id, action_props[j]) == 0)
                k = j;
        if (!k)
            continue;
        if (found)
            return fail(rd->p, pr->line, "two actions in one node");
        found = pr;
        kind = k;
    }
    if (!found)
        return 0;
    *which = found;
    a->kind = kind;
    const char *v0 = found->nvalues ? found->values[0] : "";
    if (kind == WZ_ACT_PLACE) {
        int small = rd->g->width <= 19 && rd->g->height <= 19;
        if (!*v0 || (small && strcmp(v0, "tt") == 0 && !rd->wuzi)) {
            a->kind = WZ_ACT_PASS;
            return 1;
        }
    }
    if (kind == WZ_ACT_RESIGN) {
        a->value = strcmp(v0, "time") == 0 ? WZ_RESIGN_TIME : 0;
        return 1;
    }
    if (kind == WZ_ACT_DECLARE) {
        char *end;
        long d = strtol(v0, &end, 10);
        if (!*v0 || *end || d < 0 || d > 1000)
            return fail(rd->p, found->line, "XD takes a number");
        a->value = (int)d;
        return 1;
    }
    for (int i = 0; i < found->nvalues; i++) {
        if (!found->values[i][0] && found->nvalues == 1)
            break; /* XS[] and friends: no point */
        if (a->npoints == WZ_MAX_POINTS)
            return fail(rd->p, found->line, "too many points in one action");
        if (sgf_point(rd->g, found->values[i], &a->pts[a->npoints]) != 0) {
            char what[128];
            snprintf(what, sizeof what, "%s[%.20s] is not a point of this board", found->id,
                     found->values[i]);
            return fail(rd->p, found->line, what);
        }
        a->npoints++;
    }
    return 1;
}

static const char *const setup_props[] = {"AB", "AW", "AE", "XU"};

static const prop *setup_prop(const node *n)
{
    for (size_t i = 0; i < sizeof setup_props / sizeof setup_props[0]; i++)
        if (find(n, setup_props[i]))
            return find(n, setup_props[i]);
    return NULL;
}

/* The node's action, then its comment (a node name first, as a title),
 * joined to a comment the position has already. */
static int apply_node(struct reading *rd, const node *n, int in_setup)
{
    wz_action a;
    const prop *pr = NULL;
    char err[WZ_REASON_MAX], what[WZ_REASON_MAX * 2], text[64];
    const prop *st = in_setup ? NULL : setup_prop(n);
    if (st) {
        snprintf(what, sizeof what, "%s after the start: wuzi sets up a position at the start only", st->id);
        return fail(rd->p, st->line, what);
    }
    int has = node_action(rd, n, &a, &pr);
    if (has < 0)
        return -1;
    if (has) {
        wz_expect e;
        wz_game_expect(rd->g, &e);
        /* B and W say the stone's colour (a pass: the passer's) */
        int want = a.kind == WZ_ACT_PLACE ? e.colour
                 : e.player != WZ_NOBODY ? wz_game_colour_of(rd->g, e.player) : WZ_EMPTY;
        if (pr->id[0] != 'X' && e.player != WZ_NOBODY &&
            want != (pr->id[0] == 'B' ? WZ_BLACK : WZ_WHITE)) {
            snprintf(what, sizeof what, a.kind == WZ_ACT_PLACE ? "%s[%.20s]: the stone due is %s"
                                                                : "%s[%.20s]: %s is to act",
                     pr->id, pr->nvalues ? pr->values[0] : "", wz_colour_name(want));
            return fail(rd->p, pr->line, what);
        }
        if (wz_game_act(rd->g, &a, err, sizeof err) != 0) {
            wz_action_format(&a, rd->g->nboards, text, sizeof text);
            snprintf(what, sizeof what, "%s: %s", text, err);
            return fail(rd->p, pr->line, what);
        }
    }
    const prop *c = find(n, "C"), *name = find(n, "N");
    const char *parts[3] = {wz_game_comment(rd->g, rd->g->nactions),
                            name && name->nvalues ? name->values[0] : "",
                            c && c->nvalues ? c->values[0] : ""};
    if (!parts[1][0] && !parts[2][0])
        return 0;
    size_t len = 3;
    for (int i = 0; i < 3; i++)
        len += parts[i] ? strlen(parts[i]) : 0;
    char *joined = malloc(len);
    if (!joined)
        return fail(rd->p, n->line, "out of memory");
    joined[0] = '\0';
    for (int i = 0; i < 3; i++) {
        if (!parts[i] || !parts[i][0])
            continue;
        if (joined[0])
            strcat(joined, "\n");
        strcat(joined, parts[i]);
    }
    int rc = wz_game_set_comment(rd->g, rd->g->nactions, joined);
    free(joined);
    return rc == 0 ? 0 : fail(rd->p, n->line, "out of memory");
}

/* The hand-made position: AB, AW and AE of the root and of the nodes
 * without an action that follow it alone (some programs give the setup a
 * node of its own).  wuzi's set-up positions have black to move: PL[W]
 * makes black pass first. */
static int apply_setup(struct reading *rd, const int *chain, int n, const prop **white_first)
{
    static wz_point pts[2][WZ_MAX_SIZE * WZ_MAX_SIZE * WZ_MAX_BOARDS], gone[WZ_MAX_SIZE * WZ_MAX_SIZE * WZ_MAX_BOARDS];
    int count[2] = {0, 0}, max = WZ_MAX_SIZE * WZ_MAX_SIZE * WZ_MAX_BOARDS;
    const prop *first = NULL, *pl = NULL;
    char err[WZ_REASON_MAX];
    for (int k = 0; k < n; k++) {
        const node *nd = &rd->p->nodes[chain[k]];
        const prop *ab = find(nd, "AB"), *aw = find(nd, "AW"), *ae = find(nd, "AE");
        int ngone = 0;
        if (setup_points(rd, ab, pts[0], &count[0], max) != 0 ||
            setup_points(rd, aw, pts[1], &count[1], max) != 0 ||
            setup_points(rd, ae, gone, &ngone, max) != 0)
            return -1;
        for (int c = 0; c < 2; c++) {
            int kept = 0;
            for (int i = 0; i < count[c]; i++) {
                int removed = 0;
                for (int j = 0; j < ngone && !removed; j++)
                    removed = wz_point_compare(&pts[c][i], &gone[j]) == 0;
                if (!removed)
                    pts[c][kept++] = pts[c][i];
            }
            count[c] = kept;
        }
        if (!first)
            first = setup_prop(nd);
        if (find(nd, "PL"))
            pl = find(nd, "PL");
    }
    *white_first = NULL;
    if (!first)
        return 0;
    if (wz_game_setup(rd->g, pts[0], count[0], pts[1], count[1], err, sizeof err) != 0)
        return fail(rd->p, first->line, err);
    if (pl && pl->nvalues && (pl->values[0][0] == 'W' || pl->values[0][0] == 'w'))
        *white_first = pl;
    return 0;
}

/* PL[W]: black passes, once the setup's comments are in. */
static int pass_first(struct reading *rd, const prop *pl)
{
    char err[WZ_REASON_MAX], what[WZ_REASON_MAX * 2];
    wz_action pass = {.kind = WZ_ACT_PASS};
    if (wz_game_act(rd->g, &pass, err, sizeof err) == 0)
        return 0;
    snprintf(what, sizeof what, "PL[W]: white to move in the set-up position, but black cannot pass "
             "first in %s (%s)", wz_variant_id(rd->g->variant), err);
    return fail(rd->p, pl->line, what);
}

static int apply_root(struct reading *rd, const node *root, const char *variant,
                      wz_import_info *info)
{
    parser *p = rd->p;
    char err[WZ_REASON_MAX], what[WZ_REASON_MAX + 64];
    const prop *gm = find(root, "GM"), *sz = find(root, "SZ"), *xv = find(root, "XV");
    if (gm && gm->nvalues && strcmp(gm->values[0], "4") != 0) {
        snprintf(what, sizeof what, "GM[%.10s] is not a five-in-a-row game (want GM[4])", gm->values[0]);
        return fail(p, gm->line, what);
    }
    int w = 15, h = 15;
    if (sz && sz->nvalues) {
        char *end;
        w = h = (int)strtol(sz->values[0], &end, 10);
        if (*end == ':')
            h = (int)strtol(end + 1, &end, 10);
        if (*end || w < WZ_MIN_SIZE || w > WZ_MAX_SIZE || h < WZ_MIN_SIZE || h > WZ_MAX_SIZE) {
            snprintf(what, sizeof what, "SZ[%.10s]: wuzi plays on boards of %d to %d", sz->values[0],
                     WZ_MIN_SIZE, WZ_MAX_SIZE);
            return fail(p, sz->line, what);
        }
    }
    if (xv && xv->nvalues && variant && strcmp(variant, xv->values[0]) != 0) {
        snprintf(what, sizeof what, "XV[%.100s]: the record names its variant; --variant %.100s is "
                 "for records that name none", xv->values[0], variant);
        return fail(p, xv->line, what);
    }
    if (xv && xv->nvalues) {
        rd->wuzi = 1;
        const wz_variant *v = wz_registry_find(rd->r, xv->values[0]);
        if (!v) {
            snprintf(what, sizeof what, "unknown variant '%.100s'", xv->values[0]);
            return fail(p, xv->line, what);
        }
        const prop *xk = find(root, "XK"), *xr = find(root, "XR");
        uint64_t seed = 0;
        if (xr && xr->nvalues && wz_seed_parse(xr->values[0], &seed) != 0)
            return fail(p, xr->line, "XR takes the seed, a whole number from 0 to 2^64-1");
        rd->g = wz_game_new(v, xk ? xk->nvalues : 0, xk ? (const char *const *)xk->values : NULL,
                            seed, err, sizeof err);
        if (!rd->g)
            return fail(p, xk ? xk->line : xv->line, err);
        if (rd->g->width != w || rd->g->height != h) {
            snprintf(what, sizeof what, "SZ says %dx%d but %s plays on %dx%d", w, h,
                     xv->values[0], rd->g->width, rd->g->height);
            return fail(p, sz ? sz->line : xv->line, what);
        }
    } else {
        const prop *ru = find(root, "RU");
        rd->g = wz_foreign_game(rd->r, variant, WZ_FORMAT_SGF, ru && ru->nvalues ? ru->values[0] : NULL,
                                w, h, info, err, sizeof err);
        if (!rd->g)
            return fail(p, sz ? sz->line : root->line, err);
    }
    /* tags */
    for (int i = 0; i < root->nprops; i++) {
        const prop *pr = &root->props[i];
        if (!pr->nvalues || !pr->values[0][0])
            continue;
        int rc = 0;
        if (strcmp(pr->id, "XT") == 0) {
            for (int k = 0; k < pr->nvalues && rc == 0; k++) {
                char *eq = strchr(pr->values[k], '=');
                if (!eq)
                    return fail(p, pr->line, "XT takes name=value");
                *eq = '\0';
                rc = wz_game_set_tag(rd->g, pr->values[k], eq + 1, err, sizeof err);
                *eq = '=';
            }
        }
        for (size_t j = 0; j < NINFO; j++)
            if (strcmp(pr->id, info_props[j].prop) == 0) {
                /* a tag is one line; an SGF text may have several */
                for (char *c = pr->values[0]; *c; c++)
                    if (*c == '\n' || *c == '\r')
                        *c = ' ';
                rc = wz_game_set_tag(rd->g, info_props[j].tag, pr->values[0], err, sizeof err);
            }
        if (rc != 0)
            return fail(p, pr->line, err);
    }
    return 0;
}

/* After the replay: names by colour, and the result. */
static int finish(struct reading *rd, const node *root)
{
    char err[WZ_REASON_MAX], what[WZ_REASON_MAX * 2];
    const prop *pb = find(root, "PB"), *pw = find(root, "PW"), *re = find(root, "RE");
    int black_player = rd->g->colour_of[WZ_P1] == WZ_BLACK ? WZ_P1 : WZ_P2;
    const prop *names[2] = {black_player == WZ_P1 ? pb : pw, black_player == WZ_P1 ? pw : pb};
    for (int i = 0; i < 2; i++) {
        if (!names[i] || !names[i]->nvalues)
            continue;
        for (char *c = names[i]->values[0]; *c; c++)
            if (*c == '\n' || *c == '\r')
                *c = ' ';
        if (wz_game_set_tag(rd->g, i ? "p2" : "p1", names[i]->values[0], err, sizeof err) != 0)
            return fail(rd->p, names[i]->line, err);
    }
    if (!re || !re->nvalues)
        return 0;
    const char *v = re->values[0];
    int want = v[0] == 'B' && v[1] == '+' ? WZ_BLACK_WINS
             : v[0] == 'W' && v[1] == '+' ? WZ_WHITE_WINS
             : (v[0] == '0' && !v[1]) || strncasecmp(v, "Draw", 4) == 0 ? WZ_DRAW : -1;
    int have = wz_game_result(rd->g, NULL);
    if (!rd->wuzi && have == WZ_ONGOING && (want == WZ_BLACK_WINS || want == WZ_WHITE_WINS) &&
        (v[2] == 'R' || v[2] == 'r' || v[2] == 'T' || v[2] == 't')) {
        /* other programs write a resignation (or a loss on time) in RE
         * only: make it an action when the loser is the one to act */
        wz_expect e;
        wz_game_expect(rd->g, &e);
        int loser = want == WZ_BLACK_WINS ? WZ_WHITE : WZ_BLACK;
        wz_action a = {.kind = WZ_ACT_RESIGN, .value = v[2] == 'T' || v[2] == 't' ? WZ_RESIGN_TIME : 0};
        if (e.player != WZ_NOBODY && wz_game_colour_of(rd->g, e.player) == loser)
            wz_game_act(rd->g, &a, err, sizeof err);
        have = wz_game_result(rd->g, NULL);
    }
    if (rd->wuzi && want >= 0 && want != have) {
        snprintf(what, sizeof what, "the record says RE[%.20s] but the replay gives '%s'", v,
                 wz_result_format(rd->g, err, sizeof err));
        return fail(rd->p, re->line, what);
    }
    return 0;
}

wz_game *wz_sgf_read(const wz_registry *r, const char *path, const char *text, size_t len,
                     const char *variant, wz_import_info *info, char *why, size_t whylen)
{
    parser p = {.path = path, .s = text, .len = len, .line = 1, .why = why, .whylen = whylen};
    struct reading rd = {.p = &p, .r = r};
    int rc = -1, *at = NULL, *chain = NULL, nchain = 0;
    const prop *white_first = NULL;
    char *in_setup = NULL;
    if (len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0)
        p.at = 3;
    if (peek(&p) != '(')
        fail(&p, p.line, "not an SGF record (want '(;')");
    else if (parse_tree(&p, -1) == 0 && p.nnodes > 0 &&
             apply_root(&rd, &p.nodes[0], variant, info) == 0) {
        at = malloc(sizeof *at * (size_t)p.nnodes);
        chain = malloc(sizeof *chain * (size_t)p.nnodes);
        in_setup = calloc((size_t)p.nnodes, 1);
        if (!at || !chain || !in_setup) {
            fail(&p, 1, "out of memory");
        } else {
            /* the setup: the root, and nodes without an action that
             * follow it alone (in file order a node's first child comes
             * right after it) */
            int n = 0;
            chain[n++] = 0;
            for (int x = 0; x + 1 < p.nnodes && p.nodes[x + 1].parent == x;) {
                int others = 0;
                for (int i = x + 2; i < p.nnodes && !others; i++)
                    others = p.nodes[i].parent == x;
                wz_action a;
                const prop *pr;
                if (others || node_action(&rd, &p.nodes[x + 1], &a, &pr) != 0 ||
                    !setup_prop(&p.nodes[x + 1]))
                    break;
                chain[n++] = x = x + 1;
            }
            for (int k = 0; k < n; k++)
                in_setup[chain[k]] = 1;
            nchain = n;
            rc = apply_setup(&rd, chain, n, &white_first);
        }
        for (int i = 0; i < p.nnodes && rc == 0; i++) {
            int from = i == 0 ? rd.g->path[rd.g->nactions] : at[p.nodes[i].parent];
            if (from != rd.g->path[rd.g->nactions])
                wz_tree_goto(rd.g, from);
            rc = apply_node(&rd, &p.nodes[i], in_setup[i]);
            /* the setup's nodes come first in the file: then black's pass */
            if (rc == 0 && i == nchain - 1 && white_first)
                rc = pass_first(&rd, white_first);
            at[i] = rd.g->path[rd.g->nactions];
        }
        if (rc == 0) {
            wz_tree_goto(rd.g, wz_tree_main_end(rd.g, 0));
            rc = finish(&rd, &p.nodes[0]);
        }
    }
    for (int i = 0; i < p.nnodes; i++)
        free_node(&p.nodes[i]);
    free(p.nodes);
    free(at);
    free(chain);
    free(in_setup);
    if (rc != 0) {
        wz_game_free(rd.g);
        return NULL;
    }
    return rd.g;
}

/* record.c - wuzi's native game record, and the front door of every
 * record format: by name, by extension, by sniffing; atomic writes.
 *
 * The native record is a header, then one action per line in the shell's
 * own command words, so a record is readable and a replay goes through the
 * same checks as play.  It keeps everything: variant and keys, the seed
 * (every die is replayed from it), tags, a hand-made setup, every action,
 * comments, the result (checked against the replay), the current position
 * and line, and every variation:
 *
 *     wuzi-record 2                 (1 when the game has no variation)
 *     variant renju-yamaguchi
 *     key size=15
 *     seed 77
 *     tag p1 Alice
 *     comment a comment on the start\nits second line
 *     play h8
 *     play h9
 *     variation                     an alternative to the action above
 *     play j10                      (nested variations inside)
 *     end-variation
 *     ...
 *     result ongoing                the current position
 *     redo play i8                  the rest of the current line
 *     end-record
 *
 * The top level is the current line: its actions up to the current
 * position, `result`, then the rest as `redo` lines.  After each action of
 * it come the alternatives to that action, each a block; a block follows
 * its own main line, with its alternatives nested the same way.  When the
 * current line is not the main line where it branches, `variation N` says
 * where the block goes among the continuations (1: the main one). */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "records.h"

#define RECORD_MAGIC "wuzi-record 1"
#define RECORD_MAGIC_TREE "wuzi-record 2"
#define RECORD_END "end-record"

/* ------------------------------------------------------------ writing */

/* A comment on one line: newline as \n, backslash as \\. */
static void put_escaped(FILE *out, const char *text)
{
    for (const char *p = text; *p; p++) {
        if (*p == '\n')
            fputs("\\n", out);
        else if (*p == '\\')
            fputs("\\\\", out);
        else if (*p != '\r')
            fputc(*p, out);
    }
}

static void put_comment(FILE *out, const char *c)
{
    /* carriage returns are not written (put_escaped): a comment of
     * nothing else would come back as none, so it is none already */
    if (!c || !c[strspn(c, "\r")])
        return;
    fputs("comment ", out);
    put_escaped(out, c);
    fputc('\n', out);
}

/* A node's action line (and its comment). */
static void put_node(FILE *out, const wz_game *g, int node, const char *prefix)
{
    char buf[1024];
    wz_action a;
    wz_tree_action(g, node, &a);
    wz_action_format(&a, g->nboards, buf, sizeof buf);
    fprintf(out, "%s%s\n", prefix, buf);
}

/* The block of the variation that starts with node s, its own
 * alternatives nested, walked without recursion (trees can be deep). */
static int put_block(FILE *out, const wz_game *g, int s, int rank)
{
    struct frame {
        int x, pending;
    } *stack = NULL;
    int n = 0, cap = 0;
    const struct wz_node *nodes = g->nodes;
    int top = s;
    for (;;) {
        /* open the block of top */
        if (rank > 0)
            fprintf(out, "variation %d\n", rank);
        else
            fputs("variation\n", out);
        rank = 0;
        put_node(out, g, top, "");
        put_comment(out, nodes[top].comment);
        if (n == cap) {
            struct frame *f = realloc(stack, sizeof *f * (size_t)(cap = cap ? cap * 2 : 16));
            if (!f) {
                free(stack);
                return -1;
            }
            stack = f;
        }
        stack[n++] = (struct frame){top, -1};
        /* walk: the main line of the innermost block, alternatives first */
        top = -1;
        while (n > 0 && top < 0) {
            struct frame *f = &stack[n - 1];
            if (f->pending >= 0) {
                top = f->pending;
                f->pending = nodes[top].sibling;
                break;
            }
            int c = nodes[f->x].child;
            if (c < 0) {
                fputs("end-variation\n", out);
                n--;
                continue;
            }
            put_node(out, g, c, "");
            put_comment(out, nodes[c].comment);
            f->x = c;
            f->pending = nodes[c].sibling;
        }
        if (top < 0)
            break;
    }
    free(stack);
    return 0;
}

/* The alternatives to the line's node (its parent's other children). */
static int put_alternatives(FILE *out, const wz_game *g, int node)
{
    int parent = g->nodes[node].parent, ranked = g->nodes[parent].child != node, i = 1, bad = 0;
    for (int c = g->nodes[parent].child; c >= 0; c = g->nodes[c].sibling, i++)
        if (c != node)
            bad |= put_block(out, g, c, ranked ? i : 0);
    return bad;
}

/* Tags in a fixed order, whatever order they were set in (so a record
 * that went through another format reads back the same): the players,
 * then the rest by name. */
static int tag_order(const void *a, const void *b)
{
    const char *x = *(const char *const *)a, *y = *(const char *const *)b;
    int px = strcmp(x, "p1") == 0 ? 0 : strcmp(x, "p2") == 0 ? 1 : 2;
    int py = strcmp(y, "p1") == 0 ? 0 : strcmp(y, "p2") == 0 ? 1 : 2;
    return px != py ? px - py : strcmp(x, y);
}

static void put_tags(const wz_game *g, FILE *out)
{
    int n = wz_game_tag_count(g);
    const char **keys = malloc(sizeof *keys * (size_t)(n + 1));
    if (!keys)
        return;
    for (int i = 0; i < n; i++)
        keys[i] = wz_game_tag_key(g, i);
    qsort(keys, (size_t)n, sizeof *keys, tag_order);
    for (int i = 0; i < n; i++)
        fprintf(out, "tag %s %s\n", keys[i], wz_game_tag(g, keys[i]));
    free(keys);
}

int wz_record_write(const wz_game *g, FILE *out)
{
    char buf[1024];
    int tree = wz_tree_branches(g), bad = 0;
    fprintf(out, "%s\n", tree ? RECORD_MAGIC_TREE : RECORD_MAGIC);
    fprintf(out, "variant %s\n", wz_variant_id(g->variant));
    for (int i = 0; i < g->noverrides; i++)
        fprintf(out, "key %s\n", g->overrides[i]);
    fprintf(out, "seed %" PRIu64 "\n", g->seed);
    put_tags(g, out);
    if (g->is_setup) {
        fprintf(out, "setup");
        for (int c = 0; c < 2; c++) {
            fprintf(out, " %s", c ? "white" : "black");
            for (int i = 0; i < g->nsetup[c]; i++)
                fprintf(out, " %s", wz_point_format(g->setup[c][i], g->nboards, buf));
        }
        fprintf(out, "\n");
    }
    put_comment(out, g->nodes[0].comment);
    if (*wz_game_dice_text(g, 0, buf, sizeof buf))
        fprintf(out, "%s\n", buf);
    for (int i = 0; i < g->nactions; i++) {
        int node = g->path[i + 1];
        put_node(out, g, node, "");
        if (*wz_game_dice_text(g, i + 1, buf, sizeof buf))
            fprintf(out, "%s\n", buf);
        put_comment(out, g->nodes[node].comment);
        if (tree)
            bad |= put_alternatives(out, g, node);
    }
    fprintf(out, "result %s\n", wz_result_format(g, buf, sizeof buf));
    for (int node = g->nodes[g->path[g->nactions]].next; node >= 0; node = g->nodes[node].next) {
        put_node(out, g, node, "redo ");
        put_comment(out, g->nodes[node].comment);
        if (tree)
            bad |= put_alternatives(out, g, node);
    }
    fprintf(out, "%s\n", RECORD_END);
    return bad || ferror(out) ? -1 : 0;
}

/* Where a save through path lands: path itself, or the file its chain of
 * symbolic links ends at (which need not exist yet), so that a save
 * writes a link's target instead of replacing the link.  malloc'd; NULL
 * with a reason for a loop or a target that is not a regular file. */
static char *save_target(const char *path, struct stat *st, int *exists, char *why, size_t whylen)
{
    char *at = wz_strdup(path);
    for (int depth = 0; at; depth++) {
        if (lstat(at, st) != 0) {
            *exists = 0;
            return at;
        }
        if (!S_ISLNK(st->st_mode))
            break;
        if (depth == 40) {
            wz_say(why, whylen, "%s: too many symbolic links", path);
            free(at);
            return NULL;
        }
        char *link = malloc((size_t)st->st_size + 2);
        ssize_t n = link ? readlink(at, link, (size_t)st->st_size + 1) : -1;
        if (n < 0 || n > st->st_size) {
            wz_say(why, whylen, "%s: %s", path, n < 0 ? strerror(errno) : "the link changed");
            free(link);
            free(at);
            return NULL;
        }
        link[n] = '\0';
        const char *slash = strrchr(at, '/');
        char *next = link;
        if (link[0] != '/' && slash) {
            /* a relative target is relative to the link's folder */
            size_t d = (size_t)(slash - at) + 1;
            next = malloc(d + (size_t)n + 1);
            if (next) {
                memcpy(next, at, d);
                memcpy(next + d, link, (size_t)n + 1);
            }
            free(link);
        }
        free(at);
        at = next;
    }
    if (!at) {
        wz_say(why, whylen, "%s: out of memory", path);
        return NULL;
    }
    *exists = 1;
    if (!S_ISREG(st->st_mode)) {
        wz_say(why, whylen, "%s: %s is not a regular file; a record is saved to a file", path,
               strcmp(at, path) == 0 ? "it" : at);
        free(at);
        return NULL;
    }
    return at;
}

int wz_atomic_write(const char *path, int (*write)(FILE *, const void *, char *, size_t),
                    const void *ctx, char *why, size_t whylen)
{
    char err[WZ_REASON_MAX] = "";
    struct stat st;
    int exists = 0;
    char *target = save_target(path, &st, &exists, why, whylen);
    if (!target)
        return -1;
    /* a new name beside the target, never an existing file (nor a link
     * someone left there): O_EXCL */
    size_t tlen = strlen(target) + 48;
    char *tmp = malloc(tlen);
    int fd = -1;
    for (unsigned k = 0; tmp && fd < 0 && k < 100; k++) {
        snprintf(tmp, tlen, k ? "%s.tmp%ld.%u" : "%s.tmp%ld", target, (long)getpid(), k);
        fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd < 0 && errno != EEXIST)
            break;
    }
    FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;
    if (!f) {
        wz_say(why, whylen, "%s: %s", path, tmp ? strerror(errno) : "out of memory");
        if (fd >= 0) {
            close(fd);
            unlink(tmp);
        }
        free(tmp);
        free(target);
        return -1;
    }
    /* a file saved again keeps its permissions */
    if (exists)
        fchmod(fd, st.st_mode & 07777);
    errno = 0;
    int bad = write(f, ctx, err, sizeof err) != 0;
    if (bad) {
        fclose(f);
        unlink(tmp);
        wz_say(why, whylen, "%s: %s", path, err[0] ? err : strerror(errno ? errno : EIO));
        free(tmp);
        free(target);
        return -1;
    }
    bad = fflush(f) != 0 || fsync(fileno(f)) != 0;
    bad |= fclose(f) != 0;
    if (bad || rename(tmp, target) != 0) {
        wz_say(why, whylen, "%s: %s", path, strerror(errno ? errno : EIO));
        unlink(tmp);
        free(tmp);
        free(target);
        return -1;
    }
    free(tmp);
    free(target);
    return 0;
}

static int write_native(FILE *out, const void *g, char *why, size_t whylen)
{
    (void)why, (void)whylen;
    return wz_record_write(g, out);
}

int wz_record_save(const wz_game *g, const char *path, char *why, size_t whylen)
{
    return wz_atomic_write(path, write_native, g, why, whylen);
}

/* ------------------------------------------------------------ reading */

char *wz_read_file(const char *path, size_t *len, char *why, size_t whylen)
{
    FILE *f = wz_open_regular(path, why, whylen);
    if (!f)
        return NULL;
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        n += fread(buf + n, 1, cap - n - 1, f);
        if (ferror(f)) {
            wz_say(why, whylen, "%s: %s", path, strerror(errno));
            free(buf);
            buf = NULL;
            break;
        }
        if (feof(f))
            break;
        if (n + 1 == cap) {
            char *b = cap > ((size_t)64 << 20) ? NULL : realloc(buf, cap * 2);
            if (!b) {
                wz_say(why, whylen, "%s: too large for a game record", path);
                free(buf);
                buf = NULL;
                break;
            }
            buf = b;
            cap *= 2;
        }
    }
    fclose(f);
    if (!buf) {
        if (why && whylen && !why[0])
            wz_say(why, whylen, "%s: out of memory", path);
        return NULL;
    }
    buf[n] = '\0';
    *len = n;
    return buf;
}

/* Undo put_escaped in place. */
static void unescape(char *s)
{
    char *o = s;
    for (char *p = s; *p; p++) {
        if (p[0] == '\\' && p[1] == 'n') {
            *o++ = '\n';
            p++;
        } else if (p[0] == '\\' && p[1] == '\\') {
            *o++ = '\\';
            p++;
        } else {
            *o++ = *p;
        }
    }
    *o = '\0';
}

/* Parse "setup black P.. white P.." into the two lists. */
static int parse_setup(wz_game *g, char *args, char *why, size_t whylen)
{
    static wz_point pts[2][WZ_MAX_SIZE * WZ_MAX_SIZE * WZ_MAX_BOARDS];
    int n[2] = {0, 0}, colour = -1;
    char *save = NULL;
    for (char *w = strtok_r(args, " \t", &save); w; w = strtok_r(NULL, " \t", &save)) {
        if (strcmp(w, "black") == 0 || strcmp(w, "white") == 0) {
            colour = w[0] == 'w';
            continue;
        }
        if (colour < 0) {
            wz_say(why, whylen, "setup: say black or white before the points");
            return -1;
        }
        if (n[colour] == WZ_MAX_SIZE * WZ_MAX_SIZE * WZ_MAX_BOARDS ||
            wz_point_parse(w, g->nboards, g->width, g->height, &pts[colour][n[colour]], why, whylen) != 0)
            return -1;
        n[colour]++;
    }
    return wz_game_setup(g, pts[0], n[0], pts[1], n[1], why, whylen);
}

static int grow_ints(int **p, int *cap, int want)
{
    if (want <= *cap)
        return 0;
    int n = *cap ? *cap : 64;
    while (n < want)
        n *= 2;
    int *q = realloc(*p, sizeof *q * (size_t)n);
    if (!q)
        return -1;
    for (int i = *cap; i < n; i++)
        q[i] = 0;
    *p = q;
    *cap = n;
    return 0;
}

/* The state of a native record being read. */
struct native {
    const wz_registry *r;
    const char *path;
    const char *forced; /* load --variant: must be the record's own */
    int lineno;
    char *variant;
    char **keys;
    int nkeys;
    char **tags; /* "key value", applied once the game exists */
    int ntags;
    uint64_t seed;
    wz_game *g;
    int redone;     /* redo lines read */
    int here;       /* the current position (at the first redo line), or -1 */
    int last;       /* the node of the last action line of this block, or -1 */
    int *blocks;    /* open variation blocks: the node each returns to */
    int nblocks, blocks_cap;
    int *rank;      /* by node: the place `variation N` gave it, or 0 */
    int rank_cap;
};

static int make_game(struct native *st, char *why, size_t whylen)
{
    char err[WZ_REASON_MAX];
    if (!st->variant) {
        wz_say(why, whylen, "%s:%d: no variant line before the game", st->path, st->lineno);
        return -1;
    }
    if (st->forced && strcmp(st->forced, st->variant) != 0) {
        wz_say(why, whylen, "%s: the record is a game of %s; --variant %s is for records that "
               "name no variant (SGF from other programs, .psq, .lib)", st->path, st->variant,
               st->forced);
        return -1;
    }
    const wz_variant *v = wz_registry_find(st->r, st->variant);
    if (!v) {
        const char *failure = wz_registry_failure(st->r, st->variant);
        wz_say(why, whylen, "%s:%d: unknown variant '%s'%s%s", st->path, st->lineno, st->variant,
               failure ? ": its manifest did not load: " : "", failure ? failure : "");
        return -1;
    }
    st->g = wz_game_new(v, st->nkeys, (const char *const *)st->keys, st->seed, err, sizeof err);
    if (!st->g) {
        wz_say(why, whylen, "%s:%d: %s", st->path, st->lineno, err);
        return -1;
    }
    for (int i = 0; i < st->ntags; i++) {
        char *sp = strchr(st->tags[i], ' ');
        *sp = '\0';
        if (wz_game_set_tag(st->g, st->tags[i], sp + 1, err, sizeof err) != 0) {
            wz_say(why, whylen, "%s:%d: %s", st->path, st->lineno, err);
            return -1;
        }
    }
    return 0;
}

static int out_of_memory(const struct native *st, char *why, size_t whylen)
{
    wz_say(why, whylen, "%s:%d: out of memory", st->path, st->lineno);
    return -1;
}

/* Append a copy of text to a growing list: 0, or -1 out of memory. */
static int keep(char ***list, int *n, const char *text)
{
    char **l = realloc(*list, sizeof *l * (size_t)(*n + 1));
    if (!l)
        return -1;
    *list = l;
    l[*n] = wz_strdup(text);
    if (!l[*n])
        return -1;
    (*n)++;
    return 0;
}

/* One line of the record (without its newline). */
static int native_line(struct native *st, char *line, char *why, size_t whylen)
{
    char err[WZ_REASON_MAX];
    char *sp = strchr(line, ' ');
    char *arg = sp ? sp + 1 : line + strlen(line);
    size_t wl = sp ? (size_t)(sp - line) : strlen(line);
#define IS(w) (wl == strlen(w) && strncmp(line, w, wl) == 0)
    if (!st->g && IS("variant")) {
        if (st->variant) {
            wz_say(why, whylen, "%s:%d: a second variant line", st->path, st->lineno);
            return -1;
        }
        st->variant = wz_strdup(arg);
        return st->variant ? 0 : out_of_memory(st, why, whylen);
    }
    if (!st->g && IS("key"))
        return keep(&st->keys, &st->nkeys, arg) == 0 ? 0 : out_of_memory(st, why, whylen);
    if (!st->g && IS("seed")) {
        if (wz_seed_parse(arg, &st->seed) != 0) {
            wz_say(why, whylen, "%s:%d: bad seed '%s' (want a whole number from 0 to %" PRIu64 ")",
                   st->path, st->lineno, arg, UINT64_MAX);
            return -1;
        }
        return 0;
    }
    if (IS("tag")) {
        char *value = strchr(arg, ' ');
        if (!value || value == arg) {
            wz_say(why, whylen, "%s:%d: write a tag as 'tag NAME VALUE'", st->path, st->lineno);
            return -1;
        }
        if (st->g) {
            *value = '\0';
            if (wz_game_set_tag(st->g, arg, value + 1, err, sizeof err) != 0) {
                wz_say(why, whylen, "%s:%d: %s", st->path, st->lineno, err);
                return -1;
            }
        } else if (keep(&st->tags, &st->ntags, arg) != 0) {
            return out_of_memory(st, why, whylen);
        }
        return 0;
    }
    if (IS(RECORD_END))
        return 1;
    if (!st->g && make_game(st, why, whylen) != 0)
        return -1;
    wz_game *g = st->g;
    if (IS("result")) {
        char have[WZ_REASON_MAX];
        if (st->nblocks) {
            wz_say(why, whylen, "%s:%d: a result inside a variation (the result is the current position's)",
                   st->path, st->lineno);
            return -1;
        }
        if (st->redone || strcmp(wz_result_format(g, have, sizeof have), arg) != 0) {
            wz_say(why, whylen, "%s:%d: the record says '%s' but the replay gives '%s'",
                   st->path, st->lineno, arg, st->redone ? "redo lines before it" : have);
            return -1;
        }
        return 0;
    }
    if (IS("dice")) {
        /* the replay rolled from the seed; the record says what it saw */
        char have[256];
        wz_game_dice_text(g, g->nactions, have, sizeof have);
        if (strcmp(have, line) != 0) {
            wz_say(why, whylen, "%s:%d: the record's '%s' differs from the replay's '%s' (wrong seed?)",
                   st->path, st->lineno, line, have[0] ? have : "no dice");
            return -1;
        }
        return 0;
    }
    if (IS("comment")) {
        unescape(arg);
        if (wz_game_set_comment(g, g->nactions, arg) != 0) {
            wz_say(why, whylen, "%s:%d: out of memory", st->path, st->lineno);
            return -1;
        }
        return 0;
    }
    if (IS("setup")) {
        if (g->nactions || g->is_setup || g->live_nodes > 1) {
            wz_say(why, whylen, "%s:%d: setup must come before any action", st->path, st->lineno);
            return -1;
        }
        if (parse_setup(g, arg, err, sizeof err) != 0) {
            wz_say(why, whylen, "%s:%d: %s", st->path, st->lineno, err);
            return -1;
        }
        return 0;
    }
    if (IS("variation")) {
        /* an alternative to the action just read: from the position
         * before it, back to it at end-variation */
        char *end;
        long rank = *arg ? strtol(arg, &end, 10) : 0;
        if (*arg && (*end || rank < 1 || rank > 100000)) {
            wz_say(why, whylen, "%s:%d: write 'variation' or 'variation N' (its place, from 1)", st->path,
                   st->lineno);
            return -1;
        }
        if (st->last < 0) {
            wz_say(why, whylen, "%s:%d: a variation must follow the action it is an alternative to",
                   st->path, st->lineno);
            return -1;
        }
        if (st->nblocks == st->blocks_cap) {
            int cap = st->blocks_cap ? st->blocks_cap * 2 : 16;
            int *b = realloc(st->blocks, sizeof *b * (size_t)cap);
            if (!b) {
                wz_say(why, whylen, "%s:%d: out of memory", st->path, st->lineno);
                return -1;
            }
            st->blocks = b;
            st->blocks_cap = cap;
        }
        st->blocks[st->nblocks++] = st->last;
        wz_tree_goto(g, g->nodes[st->last].parent);
        st->last = -1 - (int)rank; /* no action yet; the rank for the first */
        return 0;
    }
    if (IS("end-variation")) {
        if (!st->nblocks) {
            wz_say(why, whylen, "%s:%d: end-variation without a variation", st->path, st->lineno);
            return -1;
        }
        if (st->last < 0) {
            wz_say(why, whylen, "%s:%d: an empty variation", st->path, st->lineno);
            return -1;
        }
        st->last = st->blocks[--st->nblocks];
        wz_tree_goto(g, st->last);
        return 0;
    }
    const char *text = line;
    if (IS("redo")) {
        if (st->nblocks) {
            wz_say(why, whylen, "%s:%d: a redo line inside a variation", st->path, st->lineno);
            return -1;
        }
        if (!st->redone)
            st->here = g->path[g->nactions];
        text = arg;
        st->redone++;
    } else if (st->redone && !st->nblocks) {
        wz_say(why, whylen, "%s:%d: an action after the redo lines", st->path, st->lineno);
        return -1;
    }
    wz_action a;
    if (wz_action_parse(text, g->nboards, g->width, g->height, &a, err, sizeof err) != 0 ||
        wz_game_act(g, &a, err, sizeof err) != 0) {
        wz_say(why, whylen, "%s:%d: %s: %s", st->path, st->lineno, text, err);
        return -1;
    }
    int node = g->path[g->nactions];
    if (st->last < -1) {
        /* the first action of a variation N */
        if (node >= st->rank_cap) {
            int cap = st->rank_cap;
            if (grow_ints(&st->rank, &cap, g->nnodes) != 0) {
                wz_say(why, whylen, "%s:%d: out of memory", st->path, st->lineno);
                return -1;
            }
            st->rank_cap = cap;
        }
        st->rank[node] = -1 - st->last;
    }
    st->last = node;
#undef IS
    return 0;
}

/* The places `variation N` gave: each ranked child goes to its place among
 * its siblings, the others fill the rest in their order. */
static int apply_ranks(struct native *st)
{
    wz_game *g = st->g;
    int *order = NULL, cap = 0;
    for (int p = 0; p < g->nnodes; p++) {
        if (g->nodes[p].parent == -2)
            continue;
        int n = 0, ranked = 0;
        for (int c = g->nodes[p].child; c >= 0; c = g->nodes[c].sibling) {
            n++;
            ranked |= c < st->rank_cap && st->rank[c] > 0;
        }
        if (!ranked)
            continue;
        if (grow_ints(&order, &cap, 2 * n) != 0) {
            free(order);
            return -1;
        }
        int *slot = order, *rest = order + n, nrest = 0;
        for (int i = 0; i < n; i++)
            slot[i] = -1;
        for (int c = g->nodes[p].child; c >= 0; c = g->nodes[c].sibling) {
            int r = c < st->rank_cap ? st->rank[c] : 0;
            if (r > 0 && r <= n && slot[r - 1] < 0)
                slot[r - 1] = c;
            else
                rest[nrest++] = c;
        }
        for (int i = 0, k = 0; i < n; i++)
            if (slot[i] < 0)
                slot[i] = rest[k++];
        wz_tree_order(g, p, slot, n);
    }
    free(order);
    return 0;
}

static wz_game *native_read(const wz_registry *r, const char *path, char *text,
                            const char *forced, char *why, size_t whylen)
{
    struct native st;
    memset(&st, 0, sizeof st);
    st.r = r;
    st.path = path;
    st.forced = forced;
    st.here = st.last = -1;
    int header = 0, ended = 0, bad = 0;
    char *save = NULL;
    for (char *line = text; line && !bad; line = save) {
        char *nl = strchr(line, '\n');
        save = nl ? nl + 1 : NULL;
        if (nl)
            *nl = '\0';
        else if (!*line)
            break;
        st.lineno++;
        line[strcspn(line, "\r")] = '\0';
        if (line[0] == '#' || line[0] == '\0')
            continue;
        if (ended) {
            wz_say(why, whylen, "%s:%d: text after %s", path, st.lineno, RECORD_END);
            bad = 1;
        } else if (!header) {
            if (strcmp(line, RECORD_MAGIC) != 0 && strcmp(line, RECORD_MAGIC_TREE) != 0) {
                wz_say(why, whylen, "%s:%d: not a wuzi record (want '%s' or '%s')", path, st.lineno,
                       RECORD_MAGIC, RECORD_MAGIC_TREE);
                bad = 1;
            }
            header = 1;
        } else {
            int rc = native_line(&st, line, why, whylen);
            bad = rc < 0;
            ended = rc > 0;
        }
    }
    if (!bad && !ended) {
        wz_say(why, whylen, "%s:%d: the record is truncated (no %s line)", path, st.lineno, RECORD_END);
        bad = 1;
    }
    if (!bad && st.nblocks) {
        wz_say(why, whylen, "%s:%d: a variation is never closed (no end-variation)", path, st.lineno);
        bad = 1;
    }
    if (!bad && !st.g)
        bad = make_game(&st, why, whylen) != 0;
    if (!bad && apply_ranks(&st) != 0) {
        wz_say(why, whylen, "%s: out of memory", path);
        bad = 1;
    }
    if (!bad && st.here >= 0) {
        /* the current line through the last redo line; the position at the
         * first */
        wz_tree_goto(st.g, st.g->path[st.g->nactions]);
        wz_tree_goto(st.g, st.here);
    }
    for (int i = 0; i < st.nkeys; i++)
        free(st.keys[i]);
    for (int i = 0; i < st.ntags; i++)
        free(st.tags[i]);
    free(st.keys);
    free(st.tags);
    free(st.variant);
    free(st.blocks);
    free(st.rank);
    if (bad) {
        wz_game_free(st.g);
        return NULL;
    }
    return st.g;
}

wz_game *wz_record_load(const wz_registry *r, const char *path, char *why, size_t whylen)
{
    size_t len;
    char *text = wz_read_file(path, &len, why, whylen);
    if (!text)
        return NULL;
    wz_game *g = native_read(r, path, text, NULL, why, whylen);
    free(text);
    return g;
}

/* ------------------------------------------------ formats, dispatch */

static const char *const format_names[WZ_FORMAT_COUNT] = {
    [WZ_FORMAT_NATIVE] = "wuzi", [WZ_FORMAT_SGF] = "sgf",
    [WZ_FORMAT_PSQ] = "psq",     [WZ_FORMAT_RENLIB] = "lib",
};

const char *wz_format_name(int format)
{
    return (format >= 0 && format < WZ_FORMAT_COUNT) ? format_names[format] : "?";
}

int wz_format_parse(const char *name)
{
    for (int f = 0; f < WZ_FORMAT_COUNT; f++)
        if (strcasecmp(name, format_names[f]) == 0)
            return f;
    if (strcasecmp(name, "native") == 0)
        return WZ_FORMAT_NATIVE;
    if (strcasecmp(name, "renlib") == 0)
        return WZ_FORMAT_RENLIB;
    return -1;
}

int wz_format_of_path(const char *path)
{
    const char *slash = strrchr(path, '/');
    const char *dot = strrchr(slash ? slash : path, '.');
    if (dot) {
        int f = wz_format_parse(dot + 1);
        if (f > 0)
            return f;
    }
    return WZ_FORMAT_NATIVE;
}

/* What the first bytes say, or -1. */
static int sniff(const char *text, size_t len)
{
    size_t i = 0;
    if (len >= 8 && memcmp(text, "\xff" "RenLib\xff", 8) == 0)
        return WZ_FORMAT_RENLIB;
    if (len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0)
        i = 3;
    while (i < len && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r' || text[i] == '\n'))
        i++;
    if (len - i >= strlen(RECORD_MAGIC) && memcmp(text + i, "wuzi-record", 11) == 0)
        return WZ_FORMAT_NATIVE;
    if (len - i >= 10 && memcmp(text + i, "Piskvorky ", 10) == 0)
        return WZ_FORMAT_PSQ;
    if (len - i >= 1 && text[i] == '(') {
        size_t j = i + 1;
        while (j < len && (text[j] == ' ' || text[j] == '\t' || text[j] == '\r' || text[j] == '\n'))
            j++;
        if (j < len && text[j] == ';')
            return WZ_FORMAT_SGF;
    }
    return -1;
}

struct export_job {
    const wz_game *g;
    int format;
};

int wz_record_write_format(const wz_game *g, FILE *out, int format, char *why, size_t whylen)
{
    switch (format) {
    case WZ_FORMAT_NATIVE:
        return wz_record_write(g, out);
    case WZ_FORMAT_SGF:
        return wz_sgf_write(g, out, why, whylen);
    case WZ_FORMAT_PSQ:
        return wz_psq_write(g, out, why, whylen);
    case WZ_FORMAT_RENLIB:
        return wz_renlib_write(g, out, why, whylen);
    default:
        wz_say(why, whylen, "unknown record format");
        return -1;
    }
}

static int write_job(FILE *out, const void *ctx, char *why, size_t whylen)
{
    const struct export_job *job = ctx;
    return wz_record_write_format(job->g, out, job->format, why, whylen);
}

int wz_record_export(const wz_game *g, const char *path, int format, char *why, size_t whylen)
{
    /* a format that cannot hold the game fails inside the write, and the
     * temporary file goes: path is never touched */
    struct export_job job = {g, format};
    return wz_atomic_write(path, write_job, &job, why, whylen);
}

wz_game *wz_record_import_info(const wz_registry *r, const char *path, int format,
                               const char *variant, wz_import_info *info, char *why,
                               size_t whylen)
{
    wz_import_info own;
    if (!info)
        info = &own;
    memset(info, 0, sizeof *info);
    size_t len;
    char *text = wz_read_file(path, &len, why, whylen);
    if (!text)
        return NULL;
    if (format < 0)
        format = sniff(text, len);
    if (format < 0)
        format = wz_format_of_path(path);
    info->format = format;
    wz_game *g = NULL;
    switch (format) {
    case WZ_FORMAT_NATIVE:
        if (strlen(text) != len) {
            wz_say(why, whylen, "%s: byte %zu: a NUL byte in a text record", path, strlen(text));
            break;
        }
        g = native_read(r, path, text, variant, why, whylen);
        break;
    case WZ_FORMAT_SGF:
        g = wz_sgf_read(r, path, text, len, variant, info, why, whylen);
        break;
    case WZ_FORMAT_PSQ:
        g = wz_psq_read(r, path, text, len, variant, info, why, whylen);
        break;
    case WZ_FORMAT_RENLIB:
        g = wz_renlib_read(r, path, (const unsigned char *)text, len, variant, info, why, whylen);
        break;
    default:
        wz_say(why, whylen, "%s: unknown record format", path);
        break;
    }
    free(text);
    if (!g)
        memset(info, 0, sizeof *info);
    return g;
}

wz_game *wz_record_import(const wz_registry *r, const char *path, int format,
                          const char *variant, char *why, size_t whylen)
{
    return wz_record_import_info(r, path, format, variant, NULL, why, whylen);
}

/* ------------------------------------------------- shared by formats */

const wz_game *wz_game_main_end(const wz_game *g, wz_game **copy)
{
    int end = wz_tree_main_end(g, 0);
    *copy = NULL;
    if (end == g->path[g->nactions])
        return g;
    *copy = wz_game_clone(g);
    if (*copy)
        wz_tree_goto(*copy, end);
    return *copy;
}

/* The one place that decides which variant a record naming none is read
 * in: the manifests say, by their claims key (wz_registry_claimant); the
 * kernel names no variant.  A rule nobody claims falls back on the
 * variant claiming the format's records that state none. */
const wz_variant *wz_assumed_variant(const wz_registry *r, int format, const char *rule,
                                     char *basis, size_t len)
{
    const char *name = wz_format_name(format);
    const wz_variant *v = rule && *rule ? wz_registry_claimant(r, name, rule) : NULL;
    if (v) {
        snprintf(basis, len, "from RU[%.60s]", rule);
        return v;
    }
    if (rule && *rule)
        snprintf(basis, len, "RU[%.60s] names no variant wuzi knows", rule);
    else
        snprintf(basis, len, "%s",
                 format == WZ_FORMAT_PSQ      ? "a .psq record names no rule"
                 : format == WZ_FORMAT_RENLIB ? "a RenLib library names no rule"
                 : format == WZ_FORMAT_SGF    ? "the SGF record has no RU"
                                              : "the record names no rule");
    v = wz_registry_claimant(r, name, NULL);
    if (v) {
        size_t n = strlen(basis);
        snprintf(basis + n, len - n, "; its manifest claims %s records", name);
    }
    return v;
}

wz_game *wz_foreign_game(const wz_registry *r, const char *id, int format, const char *rule,
                         int width, int height, wz_import_info *info, char *why, size_t whylen)
{
    char err[WZ_REASON_MAX], key[32], basis[sizeof info->basis] = "";
    const wz_variant *v = id ? wz_registry_find(r, id) : wz_assumed_variant(r, format, rule, basis, sizeof basis);
    if (!v && id) {
        wz_say(why, whylen, "unknown variant '%s'", id);
        return NULL;
    }
    if (!v) {
        wz_say(why, whylen, "%s, and no variant claims %s records (claims in a manifest): "
               "name one with --variant ID", basis, wz_format_name(format));
        return NULL;
    }
    if (!id && info) {
        info->assumed = 1;
        snprintf(info->basis, sizeof info->basis, "%s", basis);
    }
    const char *keys[1];
    int nkeys = 0, has_size = 0;
    for (int i = 0; i < v->nrules; i++)
        if (strncmp(v->rules[i], "size=", 5) == 0)
            has_size = 1;
    if (has_size && width == height) {
        snprintf(key, sizeof key, "size=%d", width);
        keys[nkeys++] = key;
    }
    wz_game *g = wz_game_new(v, nkeys, keys, 1, err, sizeof err);
    if (!g) {
        wz_say(why, whylen, "%s: %s", v->id, err);
        return NULL;
    }
    if (g->width != width || g->height != height) {
        wz_say(why, whylen, "the record's board is %dx%d, %s plays on %dx%d", width, height, v->id,
               g->width, g->height);
        wz_game_free(g);
        return NULL;
    }
    /* the size key only when it says something the manifest does not */
    if (nkeys) {
        wz_game *plain = wz_game_new(v, 0, NULL, 1, err, sizeof err);
        if (plain && plain->width == width && plain->height == height) {
            wz_game_free(g);
            g = plain;
        } else {
            wz_game_free(plain);
        }
    }
    return g;
}

int wz_ai_choose(const wz_plugin *ai, const wz_game *g, const void *config,
                 wz_action *out, char *why, size_t whylen)
{
    char err[WZ_REASON_MAX] = "";
    memset(out, 0, sizeof *out);
    if (wz_game_result(g, NULL) != WZ_ONGOING) { /* the contract: never asked then */
        wz_say(why, whylen, "%s: the game is over", ai->id);
        return -1;
    }
    if (ai->ai->choose(g, config, out, err, sizeof err) != 0) {
        wz_say(why, whylen, "%s: %s", ai->id, err[0] ? err : "no action");
        return -1;
    }
    if (wz_game_legal(g, out, err, sizeof err) != 0) {
        wz_say(why, whylen, "%s chose an illegal action: %s", ai->id, err);
        return -1;
    }
    return 0;
}

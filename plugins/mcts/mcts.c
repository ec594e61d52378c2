/*
 * mcts.c - the mcts AI plugin: settings, choose, release, extensions.
 *
 * Each seat (settings block) keeps its search tree between moves, found
 * again by the block's address; the tree checks that the game it is given
 * continues the one it searched (see tree_advance), so a seat that moves
 * to another game, an undo or a loaded record simply starts afresh.
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <wuzi/ai.h>
#include "mcts.h"

const wz_host *mcts_host;

/* ------------------------------------------------------------ settings */

void settings_defaults(settings *s)
{
    memset(s, 0, sizeof *s);
    s->time_ms = 1000;
    s->nodes = 2000000;
    s->reuse = 1;
    s->tactics = 1;
    s->decisive = 0;
    s->safe = 1;
    s->widen = 1;
    s->radius = 2;
    s->playout_radius = 1;
    s->expand = 2;
    s->uct = 0.3;
    s->rave = 300;
    s->local = 0.5;
    s->hot = 0.5;
}

/* The settings block the host hands out is zeroed: it is filled with the
 * defaults on its first use, marked by this word. */
typedef struct seat {
    unsigned magic;
    settings s;
} seat;
#define SEAT_MAGIC 0x6d637473u

static const seat *seat_of(const void *config)
{
    return config;
}

static void ready(seat *st)
{
    if (st->magic != SEAT_MAGIC) {
        settings_defaults(&st->s);
        st->magic = SEAT_MAGIC;
    }
}

enum kind { NUM, REAL, FLAG };

static const struct key {
    const char *key;
    int kind;
    double lo, hi;
    size_t offset;
    const char *help;
} keys[] = {
    {"time", NUM, 0, 86400000, offsetof(settings, time_ms), "milliseconds a move (0: none)"},
    {"playouts", NUM, 0, 2000000000, offsetof(settings, playouts), "playouts a move (0: none)"},
    {"nodes", NUM, 1000, 200000000, offsetof(settings, nodes), "most nodes the tree holds"},
    {"seed", NUM, 0, 4294967295.0, offsetof(settings, seed), "seed of the random choices"},
    {"reuse", FLAG, 0, 1, offsetof(settings, reuse), "keep the tree between moves"},
    {"tactics", FLAG, 0, 1, offsetof(settings, tactics), "try each new child for a decided game"},
    {"decisive", NUM, 0, 100000, offsetof(settings, decisive), "playout plies that take a win"},
    {"safe", FLAG, 0, 1, offsetof(settings, safe), "playouts refuse actions that lose at once"},
    {"length", NUM, 0, 100000, offsetof(settings, length), "playout plies at most (0: to the end)"},
    {"widen", FLAG, 0, 1, offsetof(settings, widen), "progressive widening"},
    {"radius", NUM, 1, 8, offsetof(settings, radius), "tree: empty points this near a stone"},
    {"pradius", NUM, 1, 8, offsetof(settings, playout_radius), "playouts: likewise"},
    {"expand", NUM, 1, 1000, offsetof(settings, expand), "visits before a leaf grows"},
    {"uct", REAL, 0, 10, offsetof(settings, uct), "exploration constant"},
    {"rave", REAL, 0, 1e9, offsetof(settings, rave), "RAVE equivalence (0: off)"},
    {"local", REAL, 0, 1, offsetof(settings, local), "playouts: chance of a stone next to the last"},
    {"hot", REAL, 0, 10, offsetof(settings, hot), "prior weight of points found to win"},
    {"trace", FLAG, 0, 1, offsetof(settings, trace), "a line about each search on stderr"},
};
#define NKEYS (sizeof keys / sizeof keys[0])

static void store(settings *s, const struct key *k, double v)
{
    char *at = (char *)s + k->offset;
    if (k->kind == REAL)
        *(double *)at = v;
    else if (k->offset == offsetof(settings, seed))
        *(unsigned *)at = (unsigned)v;
    else if (k->offset == offsetof(settings, time_ms) || k->offset == offsetof(settings, playouts) ||
             k->offset == offsetof(settings, nodes))
        *(long *)at = (long)v;
    else
        *(int *)at = (int)v;
}

static double fetch(const settings *s, const struct key *k)
{
    const char *at = (const char *)s + k->offset;
    if (k->kind == REAL)
        return *(const double *)at;
    if (k->offset == offsetof(settings, seed))
        return *(const unsigned *)at;
    if (k->offset == offsetof(settings, time_ms) || k->offset == offsetof(settings, playouts) ||
        k->offset == offsetof(settings, nodes))
        return (double)*(const long *)at;
    return *(const int *)at;
}

int settings_set(settings *s, const char *key, const char *value, char *err, size_t errlen)
{
    for (size_t i = 0; i < NKEYS; i++) {
        const struct key *k = &keys[i];
        if (strcmp(key, k->key) != 0)
            continue;
        double v;
        char *end = NULL;
        if (k->kind == FLAG) {
            if (strcmp(value, "on") == 0 || strcmp(value, "1") == 0)
                v = 1;
            else if (strcmp(value, "off") == 0 || strcmp(value, "0") == 0)
                v = 0;
            else {
                snprintf(err, errlen, "%s must be on or off, not '%s'", key, value);
                return -1;
            }
        } else {
            v = k->kind == REAL ? strtod(value, &end) : (double)strtoll(value, &end, 10);
            if (!*value || *end || v < k->lo || v > k->hi) {
                snprintf(err, errlen, "%s must be a%s number from %g to %g, not '%s'", key,
                         k->kind == REAL ? "" : " whole", k->lo, k->hi, value);
                return -1;
            }
        }
        store(s, k, v);
        if (k->offset == offsetof(settings, time_ms))
            s->has_time = 1;
        return 0;
    }
    snprintf(err, errlen, "unknown setting '%s' (mcts takes time, playouts, nodes, seed, reuse, "
             "tactics, decisive, safe, length, widen, radius, pradius, expand, uct, rave, local, hot, trace)", key);
    return -1;
}

void settings_format(const settings *s, char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < NKEYS && used < len; i++) {
        const struct key *k = &keys[i];
        double v = fetch(s, k);
        int w;
        if (k->kind == FLAG)
            w = snprintf(buf + used, len - used, "%s%s=%s", i ? " " : "", k->key, v ? "on" : "off");
        else
            w = snprintf(buf + used, len - used, "%s%s=%g", i ? " " : "", k->key, v);
        if (w < 0)
            break;
        used += (size_t)w;
    }
}

static int configure(void *config, const char *key, const char *value, char *err,
                     size_t errlen)
{
    seat *st = config;
    ready(st);
    return settings_set(&st->s, key, value, err, errlen);
}

/* ------------------------------------------------------------ trees */

/* Trees by seat.  A seat released, or never seen again, gives its slot up
 * to the least recently used when all are taken. */
#define SEATS 16

static struct slot {
    const void *seat;
    tree t;
    int busy;
    uint64_t used;
} slots[SEATS];
static uint64_t clock_uses;
static pthread_mutex_t slots_lock = PTHREAD_MUTEX_INITIALIZER;

static struct slot *claim(const void *config)
{
    struct slot *found = NULL, *lru = NULL;
    pthread_mutex_lock(&slots_lock);
    for (int i = 0; i < SEATS && !found; i++)
        if (slots[i].seat == config && !slots[i].busy)
            found = &slots[i];
    for (int i = 0; i < SEATS && !found; i++)
        if (!slots[i].busy && (!lru || slots[i].used < lru->used))
            lru = &slots[i];
    if (!found && lru) {
        if (lru->seat)
            tree_free(&lru->t);
        lru->seat = config;
        found = lru;
    }
    if (found) {
        found->busy = 1;
        found->used = ++clock_uses;
    }
    pthread_mutex_unlock(&slots_lock);
    return found;
}

static void unclaim(struct slot *sl)
{
    pthread_mutex_lock(&slots_lock);
    sl->busy = 0;
    pthread_mutex_unlock(&slots_lock);
}

static void release(void *config)
{
    pthread_mutex_lock(&slots_lock);
    for (int i = 0; i < SEATS; i++)
        if (slots[i].seat == config && !slots[i].busy) {
            tree_free(&slots[i].t);
            slots[i].seat = NULL;
            slots[i].used = 0;
        }
    pthread_mutex_unlock(&slots_lock);
}

/* ------------------------------------------------------------ choose */

static int choose(const wz_game *g, const void *config, wz_action *out, char *err,
                  size_t errlen)
{
    seat defaults;
    const seat *st = seat_of(config);
    if (st->magic != SEAT_MAGIC) {
        memset(&defaults, 0, sizeof defaults);
        ready(&defaults);
        st = &defaults;
    }
    struct slot *sl = claim(config);
    if (!sl) {
        snprintf(err, errlen, "too many searches at once");
        return -1;
    }
    int fresh = !sl->t.nodes;
    if (fresh && tree_init(&sl->t, g) != 0) {
        sl->seat = NULL;
        unclaim(sl);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    if (!fresh && (!st->s.reuse || !tree_advance(&sl->t, g))) {
        tree_free(&sl->t);
        if (tree_init(&sl->t, g) != 0) {
            sl->seat = NULL;
            unclaim(sl);
            snprintf(err, errlen, "out of memory");
            return -1;
        }
    }
    search_stats stats;
    int rc = search_choose(&sl->t, g, &st->s, out, &stats, err, errlen);
    /* the action must be legal here; a search that went wrong says so
     * rather than forfeit the game */
    if (rc == 0 && H->legal(g, out, err, errlen) != 0)
        rc = -1;
    if (st->s.trace)
        fprintf(stderr, "mcts: %llu playouts in %lld ms (%.0f/s), %.1f plies each, "
                "%u nodes, %u visits reused, value %.3f%s\n",
                (unsigned long long)stats.playouts, (long long)stats.ms,
                stats.ms ? stats.playouts * 1000.0 / (double)stats.ms : 0.0,
                stats.playouts ? (double)stats.plies / (double)stats.playouts : 0.0,
                stats.tree_nodes, stats.reused, stats.best_value,
                stats.root_proof ? " (proven)" : "");
    if (rc != 0 || !st->s.reuse) {
        tree_free(&sl->t);
        sl->seat = NULL;
    }
    unclaim(sl);
    return rc;
}

/* --------------------------------------------------------- extensions */

static atomic_uint stop_generation;

unsigned mcts_stop_generation(void)
{
    return atomic_load(&stop_generation);
}

void mcts_request_stop(void)
{
    atomic_fetch_add(&stop_generation, 1);
}

static const wz_ai_stop stop_ext = {sizeof stop_ext, mcts_request_stop};

static const void *extension(const char *id)
{
    if (strcmp(id, WZ_AI_STOP_ID) == 0)
        return &stop_ext;
    return NULL;
}

static const wz_ai_ops ai = {
    .size = sizeof(wz_ai_ops),
    .config_size = sizeof(seat),
    .configure = configure,
    .choose = choose,
    .release = release,
};

static const wz_plugin plugin = {
    WZ_PLUGIN_HEADER,
    .kind = WZ_PLUGIN_AI,
    .id = "mcts",
    .name = "Monte Carlo tree search for any variant",
    .version = "1.0",
    .ai = &ai,
    .extension = extension,
};

WZ_PLUGIN_ENTRY
{
    H = wz_entry_host;
    return &plugin;
}

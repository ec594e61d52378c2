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

static const wz_ai_progress progress_ext = {sizeof progress_ext, search_watch};

static const void *extension(const char *id)
{
    if (strcmp(id, WZ_AI_STOP_ID) == 0)
        return &stop_ext;
    if (strcmp(id, WZ_AI_PROGRESS_ID) == 0)
        return &progress_ext;
    if (strcmp(id, WZ_AI_SETTINGS_ID) == 0)
        return settings_extension();
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

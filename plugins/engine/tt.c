/* tt.c - the transposition table and its pool (see tt.h): two slots per
 * key, the deeper (or the current search's) result kept in the first. */
#include <pthread.h>
#include <stdlib.h>

#include "tt.h"

#define POOL 8

static struct pooled {
    tt_entry *slots;
    uint64_t mask;
    int mb, busy;
    uint8_t generation;
} pool[POOL];
static pthread_mutex_t pool_lock = PTHREAD_MUTEX_INITIALIZER;

int tt_acquire(tt *t, int mb, int reuse)
{
    struct pooled *p = NULL;
    pthread_mutex_lock(&pool_lock);
    for (int i = 0; i < POOL && !p; i++)
        if (!pool[i].busy && pool[i].slots && pool[i].mb == mb)
            p = &pool[i];
    for (int i = 0; i < POOL && !p; i++)
        if (!pool[i].busy && !pool[i].slots)
            p = &pool[i];
    for (int i = 0; i < POOL && !p; i++)
        if (!pool[i].busy)
            p = &pool[i]; /* a table of another size: make it over */
    if (p)
        p->busy = 1;
    pthread_mutex_unlock(&pool_lock);
    if (p && p->slots && p->mb != mb) {
        free(p->slots);
        p->slots = NULL;
    }
    if (p && !p->slots) {
        uint64_t n = 1024;
        while (n * 2 * sizeof(tt_entry) <= (uint64_t)mb << 20)
            n *= 2;
        p->slots = calloc(n, sizeof *p->slots);
        p->mask = n - 2; /* even index: a pair of slots */
        p->mb = mb;
        p->generation = 0;
    }
    if (!p || !p->slots) {
        if (p) {
            pthread_mutex_lock(&pool_lock);
            p->busy = 0;
            pthread_mutex_unlock(&pool_lock);
        }
        t->slots = NULL;
        return -1;
    }
    /* generation 0 marks empty slots: skip it */
    p->generation = (uint8_t)(p->generation == 255 ? 1 : p->generation + 1);
    t->slots = p->slots;
    t->mask = p->mask;
    t->mb = mb;
    t->generation = p->generation;
    t->reuse = reuse;
    return 0;
}

void tt_release(tt *t)
{
    pthread_mutex_lock(&pool_lock);
    for (int i = 0; i < POOL; i++)
        if (pool[i].slots == t->slots)
            pool[i].busy = 0;
    pthread_mutex_unlock(&pool_lock);
    t->slots = NULL;
}

static int usable(const tt *t, const tt_entry *e, uint64_t key)
{
    return e->key == key && e->bound && (t->reuse || e->generation == t->generation);
}

const tt_entry *tt_probe(const tt *t, uint64_t key)
{
    const tt_entry *e = &t->slots[key & t->mask];
    if (usable(t, &e[0], key))
        return &e[0];
    if (usable(t, &e[1], key))
        return &e[1];
    return NULL;
}

void tt_store(tt *t, uint64_t key, int depth, int score, int bound, int move)
{
    tt_entry *e = &t->slots[key & t->mask], *slot;
    int stale0 = e[0].generation != t->generation;
    if (e[0].key == key || !e[0].bound || stale0 || depth >= e[0].depth) {
        if (e[0].key != key && e[0].bound && !stale0)
            e[1] = e[0]; /* keep the deeper one as the second choice */
        slot = &e[0];
    } else {
        slot = &e[1];
    }
    if (slot->key == key && move < 0 && usable(t, slot, key))
        move = slot->move; /* keep a known best move */
    slot->key = key;
    slot->score = (int16_t)score;
    slot->move = (int16_t)move;
    slot->depth = (int8_t)(depth > 127 ? 127 : depth);
    slot->bound = (uint8_t)bound;
    slot->generation = t->generation;
}

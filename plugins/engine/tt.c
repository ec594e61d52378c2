/* tt.c - the transposition table and its pool (see tt.h): buckets of
 * four entries in one cache line; a new result replaces the entry of the
 * same position, else the one least worth keeping (shallow, or left by an
 * earlier search). */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "tt.h"

#define POOL 8

static struct pooled {
    tt_slot *slots;
    uint64_t buckets;
    int mb, busy;
    uint8_t generation;
} pool[POOL];
static pthread_mutex_t pool_lock = PTHREAD_MUTEX_INITIALIZER;

#define CACHE_LINE 64
#define HUGE_PAGE (2u << 20)

/* A zeroed table of size bytes (a power of two, at least a cache line).
 * Aligned so that no bucket straddles two cache lines: calloc put a large
 * table 16 bytes into a page, so every bucket did, and a probe of its last
 * entry touched a second line.  A table of a huge page or more is aligned
 * to one and offered to the kernel as huge pages: probes land anywhere in
 * it, and with 4 KB pages a table beyond the TLB's reach costs most probes
 * a page walk. */
static tt_slot *table_alloc(size_t size)
{
    size_t align = size >= HUGE_PAGE ? HUGE_PAGE : CACHE_LINE;
    void *m = NULL;
    if (posix_memalign(&m, align, size) != 0)
        return NULL;
#ifdef MADV_HUGEPAGE
    if (align == HUGE_PAGE)
        madvise(m, size, MADV_HUGEPAGE); /* advice only: 4 KB pages still work */
#endif
    memset(m, 0, size);
    return m;
}

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
    int fresh = 0;
    if (p && !p->slots) {
        uint64_t n = 256;
        while (n * 2 * TT_WAYS * sizeof(tt_slot) <= (uint64_t)mb << 20)
            n *= 2;
        p->slots = table_alloc(n * TT_WAYS * sizeof *p->slots);
        p->buckets = n;
        p->mb = mb;
        p->generation = 0;
        fresh = 1;
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
    if (!reuse && !fresh)
        memset(p->slots, 0, p->buckets * TT_WAYS * sizeof *p->slots);
    p->generation = (uint8_t)((p->generation + 1) & 31);
    t->slots = p->slots;
    t->buckets = p->buckets;
    t->mb = mb;
    t->generation = p->generation;
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

/* data: score 16 | eval 16 | move 16 | depth 8 | bound 2, pv 1, generation 5 */
static uint64_t pack(int score, int eval, int move, int depth, int bound, int pv, int gen)
{
    return (uint64_t)(uint16_t)score | (uint64_t)(uint16_t)eval << 16 |
           (uint64_t)(uint16_t)move << 32 | (uint64_t)(uint8_t)depth << 48 |
           (uint64_t)(bound | pv << 2 | gen << 3) << 56;
}

static void unpack(uint64_t d, tt_entry *e)
{
    e->score = (int16_t)(d & 0xFFFF);
    e->eval = (int16_t)(d >> 16 & 0xFFFF);
    e->move = (int16_t)(d >> 32 & 0xFFFF);
    e->depth = (int8_t)(d >> 48 & 0xFF);
    e->bound = (uint8_t)(d >> 56 & 3);
    e->pv = (uint8_t)(d >> 58 & 1);
}

static inline tt_slot *bucket(const tt *t, uint64_t key)
{
    return &t->slots[(key >> 20 & (t->buckets - 1)) * TT_WAYS];
}

int tt_probe(const tt *t, uint64_t key, tt_entry *e)
{
    tt_slot *b = bucket(t, key);
    for (int i = 0; i < TT_WAYS; i++) {
        uint64_t d = __atomic_load_n(&b[i].data, __ATOMIC_RELAXED);
        uint64_t c = __atomic_load_n(&b[i].check, __ATOMIC_RELAXED);
        if ((c ^ d) == key && d) {
            unpack(d, e);
            return 1;
        }
    }
    return 0;
}

static int age(const tt *t, uint64_t d)
{
    return (t->generation - (int)(d >> 59 & 31)) & 31;
}

void tt_store(tt *t, uint64_t key, int depth, int score, int eval, int bound, int move, int pv)
{
    tt_slot *b = bucket(t, key), *slot = NULL;
    int worst = 1 << 30;
    if (depth > 127)
        depth = 127;
    if (depth < -1)
        depth = -1;
    for (int i = 0; i < TT_WAYS; i++) {
        uint64_t d = b[i].data;
        if (!d || (b[i].check ^ d) == key) {
            slot = &b[i];
            if (d) {
                tt_entry old;
                unpack(d, &old);
                /* keep a deeper exact result of the same position */
                if (bound != TT_EXACT && old.depth > depth + 4 && !age(t, d))
                    return;
                if (move < 0)
                    move = old.move;
            }
            break;
        }
        int worth = (int)(int8_t)(d >> 48 & 0xFF) - 8 * age(t, d);
        if (worth < worst) {
            worst = worth;
            slot = &b[i];
        }
    }
    uint64_t d = pack(score, eval, move, depth, bound, pv, t->generation);
    __atomic_store_n(&slot->data, d, __ATOMIC_RELAXED);
    __atomic_store_n(&slot->check, key ^ d, __ATOMIC_RELAXED);
}

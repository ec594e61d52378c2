/* smp.c - Lazy SMP helpers (see smp.h). */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "smp.h"

struct helper {
    search s;
    root rt;
    search_report r;
    pthread_t thread;
    int started;
};

struct smp {
    int halt;
    int n;
    struct helper *h[SMP_MAX_THREADS];
};

static void *run(void *arg)
{
    struct helper *h = arg;
    search_iterate(&h->s, &h->rt, &h->r, 0);
    return NULL;
}

void smp_start(search *s, const root *rt)
{
    s->smp = NULL;
    int n = s->lim.threads - 1;
    if (n <= 0)
        return;
    if (n > SMP_MAX_THREADS)
        n = SMP_MAX_THREADS;
    struct smp *p = calloc(1, sizeof *p);
    if (!p)
        return;
    for (int i = 0; i < n; i++) {
        struct helper *h = malloc(sizeof *h);
        if (!h)
            break;
        memcpy(&h->s, s, sizeof *s);
        h->s.threat_cache = calloc(s->threat_mask + 1, sizeof *h->s.threat_cache);
        if (!h->s.threat_cache) {
            free(h);
            break;
        }
        memset(h->s.hist, 0, sizeof h->s.hist);
        h->s.nodes = 0;
        h->s.thread_id = i + 1;
        h->s.progress = NULL;
        h->s.tick = NULL;
        h->s.live = NULL;
        h->s.smp = p;
        h->s.lim.max_nodes = 0;
        h->s.lim.max_depth = 0;
        clock_start(&h->s.clock, 0, 0, 0);
        h->s.clock.stop_gen = s->clock.stop_gen;
        h->s.clock.halt = &p->halt;
        memcpy(&h->rt, rt, sizeof *rt);
        memset(&h->r, 0, sizeof h->r);
        h->r.move = -1;
        h->started = pthread_create(&h->thread, NULL, run, h) == 0;
        if (!h->started) {
            free(h->s.threat_cache);
            free(h);
            break;
        }
        p->h[p->n++] = h;
    }
    s->smp = p;
}

void smp_stop(search *s, search_report *deepest)
{
    memset(deepest, 0, sizeof *deepest);
    deepest->move = -1;
    struct smp *p = s->smp;
    if (!p)
        return;
    __atomic_store_n(&p->halt, 1, __ATOMIC_RELAXED);
    uint64_t nodes = 0;
    for (int i = 0; i < p->n; i++) {
        pthread_join(p->h[i]->thread, NULL);
        nodes += p->h[i]->s.nodes;
        const search_report *r = &p->h[i]->r;
        if (r->move >= 0 && (r->depth > deepest->depth ||
                             (r->depth == deepest->depth && r->score > deepest->score)))
            *deepest = *r;
        free(p->h[i]->s.threat_cache);
        free(p->h[i]);
    }
    free(p);
    s->smp = NULL;
    s->nodes += nodes;
}

uint64_t smp_helper_nodes(const struct smp *p)
{
    uint64_t n = 0;
    if (p)
        for (int i = 0; i < p->n; i++)
            n += __atomic_load_n(&p->h[i]->s.nodes, __ATOMIC_RELAXED);
    return n;
}

int smp_stopping(const struct smp *p)
{
    return p && __atomic_load_n(&p->halt, __ATOMIC_RELAXED);
}

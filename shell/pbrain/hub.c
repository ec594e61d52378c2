/* hub.c - input reader, AI worker, and the one lock between them. */
#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "hub.h"

typedef struct line_node {
    char *text;
    struct line_node *next;
} line_node;

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv; /* on the monotonic clock; set up by init_cond */
static pthread_once_t once = PTHREAD_ONCE_INIT;

static line_node *head, *tail;
static int input_ended;
int hub_hold_eof;

static char *pop_line(void);

/* The worker's slot: a job waiting to start, and the last answer. */
static struct {
    int started;
    pthread_t thread;
    unsigned next_id;
    int pending;
    unsigned pending_id;
    const wz_plugin *ai;
    wz_game *game;
    void *config;
    int busy;
    unsigned running_id;
    unsigned answered_id;
    int rc;
    wz_action action;
    char why[WZ_REASON_MAX];
} worker;

static void init_cond(void)
{
    pthread_condattr_t a;
    pthread_condattr_init(&a);
    pthread_condattr_setclock(&a, CLOCK_MONOTONIC);
    pthread_cond_init(&cv, &a);
    pthread_condattr_destroy(&a);
}

long hub_now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

/* --------------------------------------------------------------- input */

static void push_line(const char *text, size_t n)
{
    line_node *node = malloc(sizeof *node);
    char *copy = malloc(n + 1);
    if (!node || !copy) {
        free(node);
        free(copy);
        return;
    }
    memcpy(copy, text, n);
    copy[n] = '\0';
    node->text = copy;
    node->next = NULL;
    pthread_mutex_lock(&mu);
    if (tail)
        tail->next = node;
    else
        head = node;
    tail = node;
    pthread_cond_broadcast(&cv);
    pthread_mutex_unlock(&mu);
}

/* Input cut into lines: they end with CR LF, LF or CR; empty lines are
 * dropped.  A line is kept whole up to HUB_LINE_MAX bytes; a longer one
 * is dropped whole and queued as HUB_TOO_LONG, never cut into pieces (a
 * TURN hidden in the tail of a long line must not be played). */
typedef struct splitter {
    char *buf;
    size_t len, cap;
    int too_long;
} splitter;

static void split_end_line(splitter *sp)
{
    if (sp->too_long)
        push_line(HUB_TOO_LONG, strlen(HUB_TOO_LONG));
    else if (sp->len)
        push_line(sp->buf, sp->len);
    sp->len = 0;
    sp->too_long = 0;
}

static void split(splitter *sp, const char *data, size_t n)
{
    for (size_t i = 0; i < n;) {
        if (data[i] == '\r' || data[i] == '\n') {
            split_end_line(sp);
            i++;
            continue;
        }
        /* the run of bytes up to the next line end */
        size_t run = i;
        while (run < n && data[run] != '\r' && data[run] != '\n')
            run++;
        size_t k = run - i;
        if (!sp->too_long && sp->len + k > HUB_LINE_MAX) {
            sp->too_long = 1;
            sp->len = 0;
        }
        if (!sp->too_long) {
            if (sp->len + k > sp->cap) {
                size_t cap = sp->cap ? sp->cap : 256;
                while (cap < sp->len + k)
                    cap *= 2;
                char *b = realloc(sp->buf, cap);
                if (!b) {
                    sp->too_long = 1; /* out of memory: drop it whole too */
                    sp->len = 0;
                    i = run;
                    continue;
                }
                sp->buf = b;
                sp->cap = cap;
            }
            memcpy(sp->buf + sp->len, data + i, k);
            sp->len += k;
        }
        i = run;
    }
}

static void end_input(void)
{
    pthread_mutex_lock(&mu);
    input_ended = 1;
    pthread_cond_broadcast(&cv);
    pthread_mutex_unlock(&mu);
}

static void *reader(void *arg)
{
    int fd = (int)(intptr_t)arg;
    char chunk[8192];
    splitter sp = {0};
    for (;;) {
        ssize_t n = read(fd, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        split(&sp, chunk, (size_t)n);
    }
    split_end_line(&sp);
    free(sp.buf);
    end_input();
    return NULL;
}

void hub_feed(const char *data, size_t len)
{
    splitter sp = {0};
    pthread_once(&once, init_cond);
    split(&sp, data, len);
    split_end_line(&sp);
    free(sp.buf);
    end_input();
}

void hub_reset(void)
{
    pthread_once(&once, init_cond);
    pthread_mutex_lock(&mu);
    while (head)
        free(pop_line());
    input_ended = 0;
    pthread_mutex_unlock(&mu);
}

int hub_line_too_long(const char *line)
{
    return strcmp(line, HUB_TOO_LONG) == 0;
}

void hub_start_reader(int fd)
{
    pthread_t t;
    pthread_once(&once, init_cond);
    pthread_create(&t, NULL, reader, (void *)(intptr_t)fd);
    pthread_detach(t);
}

/* With the lock held. */
static char *pop_line(void)
{
    line_node *node = head;
    if (!node)
        return NULL;
    head = node->next;
    if (!head)
        tail = NULL;
    char *text = node->text;
    free(node);
    return text;
}

int hub_next_line(char **line)
{
    pthread_mutex_lock(&mu);
    while (!head && !input_ended)
        pthread_cond_wait(&cv, &mu);
    *line = pop_line();
    pthread_mutex_unlock(&mu);
    return *line != NULL;
}

void hub_drop_line(void)
{
    pthread_mutex_lock(&mu);
    free(pop_line());
    pthread_mutex_unlock(&mu);
}

/* -------------------------------------------------------------- worker */

static void *work(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&mu);
    for (;;) {
        while (!worker.pending)
            pthread_cond_wait(&cv, &mu);
        unsigned id = worker.pending_id;
        const wz_plugin *ai = worker.ai;
        wz_game *g = worker.game;
        void *config = worker.config;
        worker.pending = 0;
        worker.busy = 1;
        worker.running_id = id;
        pthread_mutex_unlock(&mu);

        wz_action a;
        char why[WZ_REASON_MAX] = "";
        int rc = wz_ai_choose(ai, g, config, &a, why, sizeof why);
        wz_game_free(g);
        free(config);

        pthread_mutex_lock(&mu);
        worker.busy = 0;
        worker.running_id = 0;
        worker.answered_id = id;
        worker.rc = rc;
        worker.action = a;
        memcpy(worker.why, why, sizeof why);
        pthread_cond_broadcast(&cv);
    }
    return NULL;
}

unsigned hub_submit(const wz_plugin *ai, wz_game *g, void *config)
{
    pthread_once(&once, init_cond);
    pthread_mutex_lock(&mu);
    if (!worker.started) {
        worker.started = 1;
        pthread_create(&worker.thread, NULL, work, NULL);
        pthread_detach(worker.thread);
    }
    if (worker.pending) {
        wz_game_free(worker.game);
        free(worker.config);
    }
    worker.pending = 1;
    worker.pending_id = ++worker.next_id;
    worker.ai = ai;
    worker.game = g;
    worker.config = config;
    unsigned id = worker.pending_id;
    pthread_cond_broadcast(&cv);
    pthread_mutex_unlock(&mu);
    return id;
}

int hub_worker_busy(void)
{
    pthread_mutex_lock(&mu);
    int busy = worker.busy || worker.pending;
    pthread_mutex_unlock(&mu);
    return busy;
}

unsigned hub_current_job(void)
{
    pthread_mutex_lock(&mu);
    unsigned id = worker.running_id;
    pthread_mutex_unlock(&mu);
    return id;
}

int hub_wait(unsigned job, long deadline_ms, int watch_input, int *rc, wz_action *out,
             char *why, size_t whylen, const char **line)
{
    struct timespec at = {deadline_ms / 1000, (deadline_ms % 1000) * 1000000L};
    int event;
    pthread_mutex_lock(&mu);
    for (;;) {
        if (worker.answered_id == job && job != 0) {
            *rc = worker.rc;
            *out = worker.action;
            snprintf(why, whylen, "%s", worker.why);
            event = HUB_ANSWER;
            break;
        }
        if (watch_input && head) {
            *line = head->text;
            event = HUB_LINE;
            break;
        }
        if (watch_input && input_ended && !hub_hold_eof) {
            event = HUB_EOF;
            break;
        }
        if (hub_now_ms() >= deadline_ms) {
            event = HUB_TIMEOUT;
            break;
        }
        pthread_cond_timedwait(&cv, &mu, &at);
    }
    pthread_mutex_unlock(&mu);
    return event;
}

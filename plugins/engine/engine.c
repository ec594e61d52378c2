/*
 * engine.c - the engine AI plugin: settings, time budgets, and choose.
 *
 * Plain play (a stone to place) goes to the search; the dual-board game
 * to dual.c; opening decisions and placements the opponent may answer
 * with a swap to decide.c.  Settings (ai COLOUR engine key=value):
 *   time=MS   per-move limit (default 1000)    game=MS  per-game limit
 *   left=MS   time left in the game, from a front end that keeps the clock
 *   depth=N   at most N iterations             nodes=N  at most N nodes
 *             (either makes the move a fixed amount of work, the same on
 *             any machine: under nodes= the clock is not looked at, under
 *             depth= the time is a ceiling only)
 *   vct=on|off  look for a VCT before searching  seed=N  vary equal choices
 *   book=on|off play the opening book's moves (renju; timed moves only)
 *   hash=MB   transposition table size (default 8)
 *   memory=MB the most the engine may hold; the table shrinks to fit
 *   threads=N searching threads (default 1; Lazy SMP)
 *   tune.NAME=V  one of the search's numbers (params.h, docs/engine.md)
 * The same list, with ranges, is the "wuzi.ai.settings/1" extension.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <wuzi/ai.h>
#include "engine.h"

const wz_host *engine_host;
#define H engine_host

/* -------------------------------------------------------------- settings */

static int number(const char *value, long lo, long hi, long *out)
{
    char *end;
    long v = strtol(value, &end, 10);
    if (!*value || *end || v < lo || v > hi)
        return -1;
    *out = v;
    return 0;
}

int settings_set(settings *s, const char *key, const char *value, char *err, size_t errlen)
{
    long v;
    static const struct {
        const char *key;
        long lo, hi;
    } keys[] = {
        {"time", 1, 86400000}, {"game", 1, 864000000}, {"left", 0, 2147483647},
        {"depth", 1, MAX_PLY / 2}, {"nodes", 1, 2000000000}, {"seed", 0, 2147483647},
        {"hash", 1, 4096}, {"threads", 1, 64}, {"memory", 1, 1048576},
    };
    if (strncmp(key, "tune.", 5) == 0) {
        int i = params_find(key + 5);
        if (i < 0) {
            snprintf(err, errlen, "unknown search number '%s' (see docs/engine.md)", key + 5);
            return -1;
        }
        const param_info *pi = &search_param_info[i];
        if (number(value, pi->lo, pi->hi, &v) != 0) {
            snprintf(err, errlen, "%s must be a number from %d to %d, not '%s'", key, pi->lo,
                     pi->hi, value);
            return -1;
        }
        if (!s->tuned)
            params_default(s->param);
        s->tuned = 1;
        s->param[i] = (int)v;
        return 0;
    }
    if (strcmp(key, "vct") == 0 || strcmp(key, "book") == 0) {
        int *off = key[0] == 'v' ? &s->no_vct : &s->no_book;
        if (strcmp(value, "on") == 0 || strcmp(value, "1") == 0)
            *off = 0;
        else if (strcmp(value, "off") == 0 || strcmp(value, "0") == 0)
            *off = 1;
        else {
            snprintf(err, errlen, "%s must be on or off, not '%s'", key, value);
            return -1;
        }
        return 0;
    }
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        if (strcmp(key, keys[i].key) != 0)
            continue;
        if (number(value, keys[i].lo, keys[i].hi, &v) != 0) {
            snprintf(err, errlen, "%s must be a number from %ld to %ld, not '%s'", key,
                     keys[i].lo, keys[i].hi, value);
            return -1;
        }
        switch (i) {
        case 0: s->time_ms = (int)v; break;
        case 1: s->game_ms = (int)v; break;
        case 2: s->left_ms = (int)v; s->has_left = 1; break;
        case 3: s->depth = (int)v; break;
        case 4: s->nodes = (uint64_t)v; break;
        case 5: s->seed = (unsigned)v; break;
        case 6: s->hash_mb = (int)v; break;
        case 7: s->threads = (int)v; break;
        default: s->memory_mb = (int)v; break;
        }
        return 0;
    }
    snprintf(err, errlen, "unknown setting '%s' (engine takes time, game, left, depth, "
             "nodes, vct, book, seed, hash, threads, memory)", key);
    return -1;
}

static int configure(void *config, const char *key, const char *value, char *err, size_t errlen)
{
    return settings_set(config, key, value, err, errlen);
}

/* ------------------------------------------------------------ budgets */

/* The transposition table's size: hash=MB, or less when memory=MB caps
 * the whole engine, after what the process and each searching thread hold
 * besides the table (measured: about 6 MB for a one-thread brain, 1 MB
 * more for each helper's threat cache).  Never below 1 MB: under a cap
 * too small for that, the engine plays with its smallest table. */
static int table_mb(const settings *s, int threads)
{
    int mb = s->hash_mb > 0 ? s->hash_mb : DEFAULT_HASH_MB;
    if (s->memory_mb > 0) {
        long room = (long)s->memory_mb - ENGINE_BASE_MB - (long)ENGINE_THREAD_MB * (threads - 1);
        if (room < mb)
            mb = room > 1 ? (int)room : 1;
    }
    return mb;
}

/* Time a seat has used in its current game, for game=MS.  Seats are
 * told apart by their settings block; a game that is shorter than when
 * the seat last moved (a new game, or an undo) starts the count again. */
static struct seat_clock {
    const void *seat;
    int history;
    int64_t used_ms;
} seat_clocks[32];
static pthread_mutex_t seat_lock = PTHREAD_MUTEX_INITIALIZER;

static struct seat_clock *seat_clock(const void *seat, const wz_game *g, int create)
{
    struct seat_clock *free_slot = NULL;
    int now = H->history_length(g);
    for (size_t i = 0; i < sizeof seat_clocks / sizeof seat_clocks[0]; i++) {
        struct seat_clock *c = &seat_clocks[i];
        if (c->seat == seat) {
            if (now < c->history)
                c->used_ms = 0;
            return c;
        }
        if (!c->seat && !free_slot)
            free_slot = c;
    }
    if (!create)
        return NULL;
    if (!free_slot)
        free_slot = &seat_clocks[(uintptr_t)seat / 64 % (sizeof seat_clocks / sizeof seat_clocks[0])];
    free_slot->seat = seat;
    free_slot->history = now;
    free_slot->used_ms = 0;
    return free_slot;
}

void budget_for_move(const settings *s, const void *seat, const wz_game *g, int64_t start, budget *b)
{
    int64_t hard = s->time_ms > 0 ? s->time_ms : DEFAULT_TIME_MS;
    int64_t soft = hard;
    int64_t remaining = -1;
    int banks = 0;
    if (s->has_left) {
        remaining = s->left_ms;
    } else if (s->game_ms > 0) {
        pthread_mutex_lock(&seat_lock);
        struct seat_clock *c = seat_clock(seat, g, 1);
        remaining = s->game_ms - c->used_ms;
        pthread_mutex_unlock(&seat_lock);
    }
    if (remaining >= 0) {
        /* spread what is left over the moves a game still takes, and
         * never bet more than a fifth of it on one move */
        int stones = 0;
        for (int i = 0; i < H->boards(g); i++)
            stones += H->stones(g, i);
        int64_t moves_left = 30 - stones / 4;
        if (moves_left < 10)
            moves_left = 10;
        if (hard > remaining / 5)
            hard = remaining / 5;
        if (remaining / moves_left < hard * 19 / 20) {
            soft = remaining / moves_left;
            banks = 1;
        }
    }
    /* kept back for setting up and returning: a little, a little more of
     * long limits, and what the machine's load has lately cost */
    int64_t jitter = clock_jitter_ms();
    if (jitter > hard / 4)
        jitter = hard / 4;
    hard -= MARGIN_MS + hard * 2 / 100 + jitter;
    if (hard < 1)
        hard = 1;
    /* When the clock's share bounds the move, what it leaves is banked
     * for later moves, so a move whose answer has stood stops early.
     * Under the turn's limit alone (no game clock, or one with time to
     * spare) what a move leaves is lost: it takes all of its time. */
    b->banks_time = banks;
    if (soft > hard)
        soft = hard;
    b->start = start;
    b->soft_ms = soft;
    b->hard_ms = hard;
    /* nodes= and depth= fix the work a move takes, so that it repeats on
     * any machine (wuzi-balance and the tests replay games by them): a
     * node budget has no clock at all; under a depth the time is a
     * ceiling only, never shared out nor spent by a time manager */
    if (s->nodes)
        b->soft_ms = b->hard_ms = 0;
    else if (s->depth)
        b->soft_ms = b->hard_ms;
    b->depth = s->depth;
    b->nodes = s->nodes;
    b->vct = !s->no_vct;
    /* fixed work stays a pure search: tests and replays count on it */
    b->book = !s->no_book && !s->nodes && !s->depth;
    b->seed = s->seed;
    b->threads = s->threads > 0 ? s->threads : 1;
    b->hash_mb = table_mb(s, b->threads);
    b->explain = 0;
    b->from = s;
}

void budget_spent(const void *seat, const wz_game *g, int64_t ms)
{
    pthread_mutex_lock(&seat_lock);
    struct seat_clock *c = seat_clock(seat, g, 0);
    if (c) {
        c->used_ms += ms;
        c->history = H->history_length(g);
    }
    pthread_mutex_unlock(&seat_lock);
}

int64_t budget_left(const budget *b)
{
    if (b->hard_ms <= 0)
        return 0;
    int64_t left = b->hard_ms - (clock_now() - b->start) / 1000000;
    return left < 1 ? 1 : left;
}

void budget_leaf(const budget *b, int leaves, int default_depth, search_limits *lim)
{
    memset(lim, 0, sizeof *lim);
    int64_t left = budget_left(b);
    if (b->nodes || b->depth) {
        lim->max_nodes = b->nodes; /* the work is fixed: a ceiling at most */
        lim->hard_ms = left;
        lim->fixed = 1;
    } else {
        lim->hard_ms = left / (leaves > 1 ? leaves : 1);
        if (lim->hard_ms < 1)
            lim->hard_ms = 1;
        lim->soft_ms = lim->hard_ms * 2 / 5;
        lim->banks_time = 1; /* the leaves after it take what it leaves */
    }
    lim->max_depth = b->depth ? b->depth : default_depth;
    lim->seed = b->seed;
    if (b->from && b->from->tuned) {
        lim->has_params = 1;
        memcpy(lim->param, b->from->param, sizeof lim->param);
    }
}

/* -------------------------------------------------------------- thinking */

wz_point engine_point(int pos)
{
    wz_point p = {0, (int8_t)board_x(pos), (int8_t)board_y(pos)};
    return p;
}

int engine_board(const wz_game *g, const rules *ru, board *b)
{
    if (board_init(b, ru->width, ru->height, ru->family) != 0)
        return -1;
    b->judge = ru->judge;
    const uint8_t *cells = H->cells(g, 0);
    for (int y = 0; y < ru->height; y++)
        for (int x = 0; x < ru->width; x++) {
            int c = cells[y * ru->width + x];
            if (c == WZ_BLACK || c == WZ_WHITE)
                board_make(b, board_pos(x, y), c);
        }
    return 0;
}

static int place_ok(const wz_game *g, int pos)
{
    wz_action a = {.kind = WZ_ACT_PLACE, .npoints = 1};
    a.pts[0] = engine_point(pos);
    return H->legal(g, &a, NULL, 0) == 0;
}

/* Play pos on a copy: 1 when the game takes it and colour has not lost. */
static int survives(const wz_game *g, int pos, int colour)
{
    wz_action a = {.kind = WZ_ACT_PLACE, .npoints = 1};
    a.pts[0] = engine_point(pos);
    wz_game *c = H->clone(g);
    if (!c)
        return 0;
    int ok = H->act(c, &a, NULL, 0) == 0 &&
             H->result(c) != (colour == WZ_BLACK ? WZ_WHITE_WINS : WZ_BLACK_WINS);
    H->free_game(c);
    return ok;
}

static void limits_from(const budget *bud, search_limits *lim)
{
    memset(lim, 0, sizeof *lim);
    int64_t used = (clock_now() - bud->start) / 1000000;
    if (bud->hard_ms > 0) {
        lim->hard_ms = bud->hard_ms - used;
        if (lim->hard_ms < 1)
            lim->hard_ms = 1;
        lim->soft_ms = bud->soft_ms - used;
        if (lim->soft_ms < 0)
            lim->soft_ms = 0;
        lim->banks_time = bud->banks_time;
    }
    if (bud->nodes || bud->depth) {
        lim->soft_ms = 0;
        lim->fixed = 1;
    }
    lim->max_depth = bud->depth;
    lim->max_nodes = bud->nodes;
    lim->vct = bud->vct;
    lim->book = bud->book;
    lim->seed = bud->seed;
    lim->explain = bud->explain;
    lim->threads = bud->threads;
    if (bud->from && bud->from->tuned) {
        lim->has_params = 1;
        memcpy(lim->param, bud->from->param, sizeof lim->param);
    }
}

int engine_think(const wz_game *g, const rules *ru, int colour, const budget *bud,
                 search_progress_fn progress, search_progress_fn tick, void *user,
                 search_report *r)
{
    search *s = malloc(sizeof *s);
    search_limits lim;
    if (!s)
        return -1;
    limits_from(bud, &lim);
    if (engine_board(g, ru, &s->b) != 0 || search_init(s, colour, &lim, bud->hash_mb) != 0) {
        free(s);
        return -1;
    }
    board *b = &s->b;
    for (int pos = 0; pos < BOARD_CELLS; pos++) {
        s->root_ok[pos] = b->cell[pos] == CELL_EMPTY && place_ok(g, pos);
        /* the exact judge for black's doubtful points */
        if (s->root_ok[pos] && ru->family == FAM_RENJU && colour == CELL_BLACK) {
            const combo *k = board_combo(b, pos, CELL_BLACK);
            if (!k->five && (k->over || k->fours + k->threes >= 2)) {
                int v = H->check(g, engine_point(pos));
                s->root_ok[pos] = v == WZ_LEGAL || v == WZ_FIVE;
            }
        }
    }
    s->progress = progress;
    s->user = user;
    s->tick = tick;
    for (int attempt = 0; attempt < 4; attempt++) {
        limits_from(bud, &s->lim);
        search_run(s, r);
        clock_note(&s->clock);
        if (r->move < 0 || survives(g, r->move, colour))
            break;
        s->root_ok[r->move] = 0;
        r->move = -1;
    }
    if (r->move < 0) {
        /* the search found nothing playable: any point the game takes */
        for (int pos = 0; pos < BOARD_CELLS && r->move < 0; pos++)
            if (s->root_ok[pos] && survives(g, pos, colour))
                r->move = pos;
        for (int pos = 0; pos < BOARD_CELLS && r->move < 0; pos++)
            if (s->root_ok[pos])
                r->move = pos; /* every move loses: any legal one */
        r->pv.n = 0;
    }
    search_free(s);
    free(s);
    return 0;
}

/* ---------------------------------------------------------------- choose */

int expect_is_plain(const wz_expect *e)
{
    unsigned plain = 1u << WZ_ACT_PLACE | 1u << WZ_ACT_PASS | 1u << WZ_ACT_CLAIM |
                     1u << WZ_ACT_RESIGN;
    return (e->actions & (1u << WZ_ACT_PLACE)) && !(e->actions & ~plain);
}

/* Would the opponent be asked to decide something (a swap, a choice)
 * after this placement?  Tried with any legal stone: where the stone goes
 * does not change what step comes next. */
static int decision_follows(const wz_game *g)
{
    wz_action a = {.kind = WZ_ACT_PLACE, .npoints = 1};
    int w = H->width(g), h = H->height(g), found = 0;
    for (int y = 0; y < h && !found; y++)
        for (int x = 0; x < w && !found; x++) {
            a.pts[0] = (wz_point){0, (int8_t)x, (int8_t)y};
            if (H->at(g, a.pts[0]) == WZ_EMPTY && H->legal(g, &a, NULL, 0) == 0)
                found = 1;
        }
    if (!found)
        return 0;
    wz_game *c = H->clone(g);
    if (!c)
        return 0;
    int follows = 0;
    if (H->act(c, &a, NULL, 0) == 0 && H->result(c) == WZ_ONGOING) {
        wz_expect next, now;
        H->expect(c, &next);
        H->expect(g, &now);
        /* a decision for the opponent, or more stones for the same player
         * (an opening step whose result someone will choose a side of) */
        follows = !expect_is_plain(&next) || next.player == now.player;
    }
    H->free_game(c);
    return follows;
}

/* The watcher of "wuzi.ai.progress/1", and the relay from the search's
 * reports to it. */
static wz_ai_report_fn watcher;
static void *watcher_user;
static void relay(const budget *bud, int event, const search_report *r);

static void watch(wz_ai_report_fn fn, void *user)
{
    watcher = fn;
    watcher_user = user;
}

int engine_watched(void)
{
    return watcher != NULL;
}

void engine_report_decision(const budget *bud, int options, int valued, const wz_action *best, uint64_t nodes)
{
    if (!watcher)
        return;
    wz_ai_report rep;
    memset(&rep, 0, sizeof rep);
    rep.size = sizeof rep;
    rep.event = WZ_AI_TICK;
    rep.limit_ms = bud->hard_ms;
    rep.now.ms = (clock_now() - bud->start) / 1000000;
    rep.now.nodes = nodes;
    rep.options = options;
    rep.valued = valued;
    if (best)
        rep.best = *best;
    watcher(watcher_user, &rep);
}

void engine_report(const budget *bud, int event, const search_report *r)
{
    if (watcher)
        relay(bud, event, r);
}

static void relay(const budget *bud, int event, const search_report *r)
{
    wz_ai_report rep;
    memset(&rep, 0, sizeof rep);
    rep.size = sizeof rep;
    rep.event = event;
    rep.limit_ms = bud->hard_ms;
    analysis_fill(&rep.now, r);
    rep.now.ms = (clock_now() - bud->start) / 1000000;
    watcher(watcher_user, &rep);
}

static void on_iteration(void *user, const search_report *r)
{
    relay(user, WZ_AI_ITERATION, r);
}

static void on_tick(void *user, const search_report *r)
{
    relay(user, WZ_AI_TICK, r);
}

static int play(const wz_game *g, const wz_expect *e, const budget *bud, wz_action *out,
                char *err, size_t errlen)
{
    rules ru;
    search_report r;
    int watched = watcher != NULL;
    if (rules_detect(H, g, &ru) != 0 ||
        engine_think(g, &ru, e->colour, bud, watched ? on_iteration : NULL, watched ? on_tick : NULL,
                     (void *)bud, &r) != 0) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    memset(out, 0, sizeof *out);
    if (r.move < 0) {
        out->kind = WZ_ACT_PASS;
        if ((e->actions & (1u << WZ_ACT_PASS)) && H->legal(g, out, NULL, 0) == 0)
            return 0;
        snprintf(err, errlen, "no legal point to play (%s)", e->text);
        return -1;
    }
    out->kind = WZ_ACT_PLACE;
    out->npoints = 1;
    out->pts[0] = engine_point(r.move);
    return 0;
}

static int choose(const wz_game *g, const void *config, wz_action *out, char *err, size_t errlen)
{
    int64_t start = clock_now();
    const settings *st = config;
    wz_expect e;
    budget bud;
    H->expect(g, &e);
    memset(out, 0, sizeof *out);
    if (e.player == WZ_NOBODY) {
        snprintf(err, errlen, "the game is over");
        return -1;
    }
    budget_for_move(st, config, g, start, &bud);
    int rc;
    out->kind = WZ_ACT_CLAIM;
    if ((e.actions & (1u << WZ_ACT_CLAIM)) && H->legal(g, out, NULL, 0) == 0)
        rc = 0; /* the opponent's foul wins the game */
    else if (H->boards(g) == 2)
        rc = dual_choose(g, &e, out, err, errlen);
    else if (expect_is_plain(&e) && !decision_follows(g))
        rc = play(g, &e, &bud, out, err, errlen);
    else
        rc = decide(g, &e, &bud, out, err, errlen);
    budget_spent(config, g, (clock_now() - start) / 1000000);
    return rc;
}

/* ---------------------------------------------------------------- plugin */

static const wz_ai_ops ai = {
    .size = sizeof(wz_ai_ops),
    .config_size = sizeof(settings),
    .configure = configure,
    .choose = choose,
};

static const wz_ai_stop stop = {
    .size = sizeof(wz_ai_stop),
    .request = clock_request_stop,
};

static const wz_ai_progress progress = {
    .size = sizeof(wz_ai_progress),
    .watch = watch,
};

static const wz_ai_setting setting_list[] = {
    {"time", "1..86400000", "milliseconds per move (default 1000)", WZ_AI_ROLE_MOVE_MS},
    {"game", "1..864000000", "milliseconds for the whole game (default: no limit)", WZ_AI_ROLE_NONE},
    {"left", "0..2147483647", "milliseconds left on the game clock, from a front end", WZ_AI_ROLE_LEFT_MS},
    {"depth", "1..48", "at most this many iterations (default: as time allows; given, time is a ceiling only)", WZ_AI_ROLE_NONE},
    {"nodes", "1..2000000000", "at most this many nodes per move (default: no limit; given, time is not looked at)", WZ_AI_ROLE_NONE},
    {"hash", "1..4096", "transposition table in MB (default 8)", WZ_AI_ROLE_NONE},
    {"vct", "on|off", "look for a win by threats before searching (default on)", WZ_AI_ROLE_NONE},
    {"book", "on|off", "play the opening book's moves: renju, timed moves only (default on)", WZ_AI_ROLE_NONE},
    {"seed", "0..2147483647", "vary the choice among equal moves (default 0: always the same)", WZ_AI_ROLE_NONE},
    {"threads", "1..64", "searching threads (default 1)", WZ_AI_ROLE_NONE},
    {"memory", "1..1048576", "the most MB the engine may hold; the table shrinks to fit (default: no cap)", WZ_AI_ROLE_MEMORY_MB},
};

static const wz_ai_settings settings_info = {
    .size = sizeof(wz_ai_settings),
    .count = (int)(sizeof setting_list / sizeof setting_list[0]),
    .list = setting_list,
};

static const void *extension(const char *id)
{
    if (strcmp(id, WZ_AI_STOP_ID) == 0)
        return &stop;
    if (strcmp(id, WZ_AI_PROGRESS_ID) == 0)
        return &progress;
    if (strcmp(id, WZ_AI_SETTINGS_ID) == 0)
        return &settings_info;
    if (strcmp(id, WZ_AI_ANALYZE_ID) == 0)
        return analysis_extension();
    return NULL;
}

static const wz_plugin plugin = {
    WZ_PLUGIN_HEADER,
    .kind = WZ_PLUGIN_AI,
    .id = "engine",
    .name = "Engine: threat-space and alpha-beta search",
    .version = "1.0",
    .ai = &ai,
    .extension = extension,
};

WZ_PLUGIN_ENTRY
{
    engine_host = wz_entry_host;
    return &plugin;
}

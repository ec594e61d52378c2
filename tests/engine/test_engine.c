/*
 * test_engine.c - the engine AI plugin: its solvers on constructed
 * puzzles (checked by an independent judge), its choices in tactical
 * positions, each rule family's idea of a five, renju legality (never a
 * foul as black; white wins through black's forbidden points), stopping,
 * the dual-board game, and the opening decisions of every variant.
 *
 * Limits are tight (tens of ms a move) or fixed depths where a result must
 * not depend on the machine; nothing here measures time.
 */
#include <CUnit/Basic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <wuzi/wuzi.h>

#include <wuzi/ai.h>
#include "vcf_check.h"

static char srcdir[4096], builddir[4096];
static wz_registry *reg;
static const wz_plugin *engine, *simple;

/* -------------------------------------------------------------- helpers */

static wz_game *position(const char *variant, const char *black, const char *white, int to_move)
{
    char line[2048];
    puzzle z;
    snprintf(line, sizeof line, "T | %s | %s | %s | %s | none | test", variant, black, white,
             to_move == WZ_WHITE ? "white" : "black");
    CU_ASSERT_EQUAL_FATAL(puzzle_parse(line, &z), 0);
    return puzzle_game(reg, &z);
}

/* Settings block for plugin ai from "key=value" strings (NULL-ended). */
static void *settings(const wz_plugin *ai, const char *const *kv)
{
    void *c = calloc(1, ai->ai->config_size ? ai->ai->config_size : 1);
    char err[256];
    for (; kv && *kv; kv++) {
        char key[64];
        const char *eq = strchr(*kv, '=');
        snprintf(key, sizeof key, "%.*s", (int)(eq - *kv), *kv);
        CU_ASSERT_EQUAL_FATAL(ai->ai->configure(c, key, eq + 1, err, sizeof err), 0);
    }
    return c;
}

/* Let ai act once in g; 0 and the action, or -1. */
static int act(const wz_plugin *ai, void *config, wz_game *g, wz_action *a)
{
    char why[WZ_REASON_MAX];
    if (wz_ai_choose(ai, g, config, a, why, sizeof why) != 0) {
        fprintf(stderr, "\n  %s could not act: %s\n", ai->id, why);
        return -1;
    }
    if (wz_game_act(g, a, why, sizeof why) != 0) {
        fprintf(stderr, "\n  %s chose an illegal action: %s\n", ai->id, why);
        return -1;
    }
    return 0;
}

static int is_point(const wz_action *a, const char *name)
{
    char buf[16];
    return a->kind == WZ_ACT_PLACE && strcmp(wz_point_format(a->pts[0], 1, buf), name) == 0;
}

/* Play on with the engine as colour `me` and simple as the other, at most
 * plies actions; returns the result. */
static int play_out(wz_game *g, int me, const char *const *kv, int plies)
{
    void *ce = settings(engine, kv), *cs = settings(simple, NULL);
    for (int i = 0; i < plies && wz_game_result(g, NULL) == WZ_ONGOING; i++) {
        wz_expect e;
        wz_action a;
        wz_game_expect(g, &e);
        int mine = wz_game_colour_of(g, e.player) == me;
        if (act(mine ? engine : simple, mine ? ce : cs, g, &a) != 0) {
            CU_FAIL("an AI could not act legally");
            break;
        }
    }
    free(ce);
    free(cs);
    return wz_game_result(g, NULL);
}

static const wz_ai_analyze *analyzer(void)
{
    return engine->extension(WZ_AI_ANALYZE_ID);
}

/* -------------------------------------------------------------- solvers */

static void test_vcf_puzzles(void)
{
    static puzzle z[64];
    char path[4200], why[WZ_REASON_MAX];
    snprintf(path, sizeof path, "%s/tests/engine/vcf-puzzles.txt", srcdir);
    int n = puzzles_read(path, z, 64);
    CU_ASSERT_FATAL(n >= 20);
    const char *args[] = {"time=20000", "depth=30"};
    for (int i = 0; i < n; i++) {
        wz_game *g = puzzle_game(reg, &z[i]);
        CU_ASSERT_PTR_NOT_NULL_FATAL(g);
        wz_ai_analysis a;
        int rc = analyzer()->solve(g, 0, 2, args, &a, why, sizeof why);
        if (rc != z[i].has_win)
            fprintf(stderr, "\n  %s: solver says %d\n", z[i].id, rc);
        CU_ASSERT_EQUAL(rc, z[i].has_win);
        if (rc == 1) {
            int ok = vcf_line_ok(g, a.line, a.nline, why, sizeof why);
            if (!ok)
                fprintf(stderr, "\n  %s: the solver's line is no forced win: %s\n", z[i].id, why);
            CU_ASSERT(ok);
        } else if (!z[i].has_win && strcmp(z[i].variant, "gomoku-freestyle") == 0) {
            /* "none" agrees with the independent exhaustive search */
            CU_ASSERT_EQUAL(vcf_exists_freestyle(g, 40, 5000000), 0);
        }
        wz_game_free(g);
    }
}

static void test_vct(void)
{
    char why[WZ_REASON_MAX];
    wz_ai_analysis a;
    const char *args[] = {"time=20000", "depth=4"};
    /* two open twos crossing at h8: a double three, won by threats */
    wz_game *g = position("gomoku-freestyle", "f8 g8 h6 h7 a15", "a1 c1 e1 o15", WZ_BLACK);
    CU_ASSERT_EQUAL(analyzer()->solve(g, 0, 2, args, &a, why, sizeof why), 0); /* no VCF */
    CU_ASSERT_EQUAL(analyzer()->solve(g, 1, 2, args, &a, why, sizeof why), 1);
    CU_ASSERT(a.nline >= 5 && a.nline % 2 == 1);
    /* the threat line really wins: the engine plays it out against simple */
    CU_ASSERT_EQUAL(play_out(g, WZ_BLACK, (const char *const[]){"depth=6", "time=20000", NULL}, 30),
                    WZ_BLACK_WINS);
    wz_game_free(g);
    /* an empty board has no forced win */
    g = position("gomoku-freestyle", "h8", "h9", WZ_BLACK);
    CU_ASSERT_EQUAL(analyzer()->solve(g, 1, 2, args, &a, why, sizeof why), 0);
    wz_game_free(g);
}

/* -------------------------------------------------------------- tactics */

static const char *const quick[] = {"time=2000", "depth=4", NULL};

static void test_win_in_one(void)
{
    wz_game *g = position("gomoku-freestyle", "h8 h9 h10 h11 c3", "a1 a2 a3 m12 n13", WZ_BLACK);
    void *c = settings(engine, quick);
    wz_action a;
    CU_ASSERT_EQUAL_FATAL(act(engine, c, g, &a), 0);
    CU_ASSERT_EQUAL(wz_game_result(g, NULL), WZ_BLACK_WINS);
    free(c);
    wz_game_free(g);
}

static void test_block_four(void)
{
    wz_game *g = position("gomoku-freestyle", "h12 b14", "h8 h9 h10 h11 c5", WZ_BLACK);
    void *c = settings(engine, quick);
    wz_action a;
    CU_ASSERT_EQUAL_FATAL(act(engine, c, g, &a), 0);
    CU_ASSERT(is_point(&a, "h7"));
    free(c);
    wz_game_free(g);
}

static void test_block_open_three(void)
{
    wz_game *g = position("gomoku-freestyle", "a1 a15 o1", "h8 i8 j8", WZ_BLACK);
    void *c = settings(engine, quick);
    wz_action a;
    CU_ASSERT_EQUAL_FATAL(act(engine, c, g, &a), 0);
    CU_ASSERT(is_point(&a, "g8") || is_point(&a, "k8"));
    free(c);
    wz_game_free(g);
}

static void test_wins_a_won_position(void)
{
    /* puzzle F01's position: the engine turns it into a five */
    wz_game *g = position("gomoku-freestyle", "i9 k4 j7 f10 g9 i4 e11 k9 i6 h5 d7",
                          "d6 j5 k8 d12 g5 h12 l5 f7 i8 l7", WZ_BLACK);
    CU_ASSERT_EQUAL(play_out(g, WZ_BLACK, quick, 60), WZ_BLACK_WINS);
    wz_game_free(g);
}

/* A five each family counts, and one it does not: an engine that took the
 * other for a five would play it first (it comes first in board order). */
static void family_case(const char *variant, const char *black, const char *white)
{
    wz_game *g = position(variant, black, white, WZ_BLACK);
    void *c = settings(engine, quick);
    wz_action a;
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    CU_ASSERT_EQUAL_FATAL(act(engine, c, g, &a), 0);
    if (wz_game_result(g, NULL) != WZ_BLACK_WINS)
        fprintf(stderr, "\n  %s: the engine did not win at once\n", variant);
    CU_ASSERT_EQUAL(wz_game_result(g, NULL), WZ_BLACK_WINS);
    free(c);
    wz_game_free(g);
}

static void test_families(void)
{
    /* e1 joins six: a five in free-style only; h9 or h14 is a five anywhere */
    family_case("gomoku-freestyle", "b1 c1 d1 f1 g1 h10 h11 h12 h13", "a3 a5 a7 a9 o15 o13 o11");
    family_case("gomoku-standard", "b1 c1 d1 f1 g1 h10 h11 h12 h13", "a3 a5 a7 a9 o15 o13 o11");
    family_case("renju", "b1 c1 d1 f1 g1 h10 h11 h12 h13", "a3 a5 a7 a9 o15 o13 o11");
    /* g1 completes five between two white stones: no win in caro */
    family_case("caro", "c1 d1 e1 f1 h10 h11 h12 h13 a15", "b1 h1 a3 a5 o15 o13 o11");
}

/* ---------------------------------------------------------------- renju */

static void no_foul_case(const char *black, const char *white, const char *foul)
{
    wz_game *g = position("renju", black, white, WZ_BLACK);
    void *c = settings(engine, quick);
    wz_action a;
    const char *reason = NULL;
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    CU_ASSERT_EQUAL_FATAL(act(engine, c, g, &a), 0);
    CU_ASSERT(!is_point(&a, foul));
    CU_ASSERT(wz_game_result(g, &reason) != WZ_WHITE_WINS);
    free(c);
    wz_game_free(g);
}

static void test_renju_black_never_fouls(void)
{
    /* h8 would be a double-four (a win in free-style), a double-three,
     * an overline: tempting, and forbidden */
    no_foul_case("e8 g8 i8 k8", "a1 a3 o15 o13", "h8");
    no_foul_case("f8 g8 h6 h7", "a1 a3 o15", "h8");
    no_foul_case("e8 f8 g8 i8 j8 a15", "a1 a3 o15 o13 o11", "h8");
    /* whole games: the engine as black is never caught in a foul */
    static const char *const fast[] = {"time=30", NULL};
    for (int i = 0; i < 3; i++) {
        char why[WZ_REASON_MAX];
        const char *reason = "";
        wz_game *g = wz_game_new(wz_registry_find(reg, "renju"), 0, NULL, (uint64_t)i + 7, why, sizeof why);
        CU_ASSERT_PTR_NOT_NULL_FATAL(g);
        play_out(g, WZ_BLACK, fast, 225);
        int r = wz_game_result(g, &reason);
        CU_ASSERT(!(r == WZ_WHITE_WINS && reason && strcmp(reason, "five") != 0));
        wz_game_free(g);
    }
}

static void test_renju_white_uses_forbidden_points(void)
{
    /* puzzle R07: white's fours drive black to a block it may not play */
    wz_game *g = position("renju", "h10 k11 l5 e4 h12 i11 f9 d7 i4 k10 h11 d12",
                          "j12 l11 i8 g8 g9 d9 i7 j5 f5 d6 h5 e12", WZ_WHITE);
    char why[WZ_REASON_MAX];
    wz_ai_analysis a;
    const char *args[] = {"time=20000", "depth=30"};
    CU_ASSERT_EQUAL_FATAL(analyzer()->solve(g, 0, 2, args, &a, why, sizeof why), 1);
    int any = 0;
    for (int i = 0; i < a.nline; i++)
        any |= a.line[i].board < 0;
    CU_ASSERT(any); /* the line passes through a forbidden block */
    CU_ASSERT_EQUAL(play_out(g, WZ_WHITE, quick, 40), WZ_WHITE_WINS);
    wz_game_free(g);
}

/* ------------------------------------------------------------- analysis */

struct stopper {
    const wz_ai_stop *stop;
    int at_depth, seen;
};

static void stop_at(void *user, const wz_ai_analysis *a)
{
    struct stopper *s = user;
    s->seen = a->depth;
    if (a->depth == s->at_depth)
        s->stop->request();
}

static void test_stop(void)
{
    char why[WZ_REASON_MAX];
    wz_ai_analysis a;
    const wz_ai_stop *stop = engine->extension(WZ_AI_STOP_ID);
    CU_ASSERT_PTR_NOT_NULL_FATAL(stop);
    CU_ASSERT(stop->size >= sizeof *stop);
    wz_game *g = position("gomoku-freestyle", "h8 i9", "h9 j8", WZ_BLACK);
    /* without a stop the node budget ends it much deeper */
    const char *args[] = {"time=600000", "depth=40", "nodes=3000000", "vct=off"};
    struct stopper s = {stop, 3, 0};
    CU_ASSERT_EQUAL_FATAL(analyzer()->analyze(g, 4, args, stop_at, &s, &a, why, sizeof why), 0);
    CU_ASSERT_EQUAL(s.seen, 3);
    CU_ASSERT_EQUAL(a.depth, 3);
    CU_ASSERT(a.found);
    CU_ASSERT_EQUAL(wz_game_at(g, a.move), WZ_EMPTY);
    /* a request made between searches stops none */
    stop->request();
    const char *args2[] = {"time=600000", "depth=4", "vct=off"};
    CU_ASSERT_EQUAL(analyzer()->analyze(g, 3, args2, NULL, NULL, &a, why, sizeof why), 0);
    CU_ASSERT_EQUAL(a.depth, 4);
    wz_game_free(g);
}

/* A fixed search of g to depth (no VCT) with one setting more, or none. */
static wz_ai_analysis analysis_at(wz_game *g, int depth, const char *setting)
{
    char why[WZ_REASON_MAX], d[16];
    wz_ai_analysis a;
    snprintf(d, sizeof d, "depth=%d", depth);
    const char *args[] = {"time=600000", d, "vct=off", setting};
    int n = setting ? 4 : 3;
    CU_ASSERT_EQUAL_FATAL(analyzer()->analyze(g, n, args, NULL, NULL, &a, why, sizeof why), 0);
    CU_ASSERT_EQUAL(a.depth, depth);
    return a;
}

/* The nodes of a fixed search of g (depth 6, no VCT) with one setting
 * more, or none. */
static unsigned long long nodes_with(wz_game *g, const char *setting)
{
    return analysis_at(g, 6, setting).nodes;
}

/* The search's numbers (tune.NAME=V, what bench/spsa.sh and a match's
 * candidates set) reach the search, and only where they belong: renju's
 * own margins leave free-style's search as it was, a number set to its
 * default searches what no setting does, and the knobs whose default
 * turns them off (moves_threat) change the search once turned on. */
static void test_search_numbers(void)
{
    wz_game *gomoku = position("gomoku-freestyle", "h8 h10 j9 g7", "i9 g9 i7", WZ_WHITE);
    wz_game *renju = position("renju", "h8 i9 g10 j7", "i8 h9 g9", WZ_WHITE);
    CU_ASSERT_PTR_NOT_NULL_FATAL(gomoku);
    CU_ASSERT_PTR_NOT_NULL_FATAL(renju);
    unsigned long long gomoku0 = nodes_with(gomoku, NULL), renju0 = nodes_with(renju, NULL);
    CU_ASSERT(gomoku0 > 0 && renju0 > 0);

    /* (the defaults of plugins/engine/params.h) */
    const char *defaults[] = {"tune.razor_renju=100", "tune.moves_threat=0"};
    for (size_t i = 0; i < sizeof defaults / sizeof defaults[0]; i++) {
        CU_ASSERT_EQUAL(nodes_with(gomoku, defaults[i]), gomoku0);
        CU_ASSERT_EQUAL(nodes_with(renju, defaults[i]), renju0);
    }
    const char *renju_only[] = {"tune.razor_renju=200", "tune.futility_renju=200"};
    for (size_t i = 0; i < sizeof renju_only / sizeof renju_only[0]; i++) {
        CU_ASSERT_EQUAL(nodes_with(gomoku, renju_only[i]), gomoku0);
        CU_ASSERT_NOT_EQUAL(nodes_with(renju, renju_only[i]), renju0);
    }
    const char *shared[] = {"tune.moves_threat=1", "tune.moves_threat=2", "tune.razor_base=60"};
    for (size_t i = 0; i < sizeof shared / sizeof shared[0]; i++) {
        CU_ASSERT_NOT_EQUAL(nodes_with(gomoku, shared[i]), gomoku0);
        CU_ASSERT_NOT_EQUAL(nodes_with(renju, shared[i]), renju0);
    }
    wz_game_free(gomoku);
    wz_game_free(renju);
}

/* Null-move pruning only works deep in the tree (from 8 plies in renju,
 * 10 in free-style) and far above beta, so these searches go deep enough
 * to reach it (the positions of bench/bench_engine): there it changes the
 * tree, tune.null_move=0 turns it off, and its margin reaches it. */
static void test_null_move(void)
{
    wz_game *gomoku = position("gomoku-freestyle", "e8 h9 e5 j4 e4 l4 l6 l8 h4 d9",
                               "j6 f7 d8 i5 i12 i8 j9 k10 g4", WZ_BLACK);
    wz_game *renju = position("renju", "h8 i9 g10 j7", "i8 h9 g9", WZ_WHITE);
    CU_ASSERT_PTR_NOT_NULL_FATAL(gomoku);
    CU_ASSERT_PTR_NOT_NULL_FATAL(renju);
    wz_game *games[] = {gomoku, renju};
    const int depth[] = {14, 12};
    for (int i = 0; i < 2; i++) {
        unsigned long long on = analysis_at(games[i], depth[i], NULL).nodes;
        CU_ASSERT(on > 0);
        CU_ASSERT_NOT_EQUAL(analysis_at(games[i], depth[i], "tune.null_move=0").nodes, on);
        CU_ASSERT_EQUAL(analysis_at(games[i], depth[i], "tune.null_move=1").nodes, on);
        CU_ASSERT_NOT_EQUAL(analysis_at(games[i], depth[i], "tune.null_margin=50").nodes, on);
    }
    wz_game_free(gomoku);
    wz_game_free(renju);
}

/* Resident memory now, in MB (Linux's /proc/self/statm). */
static long resident_mb(void)
{
    FILE *f = fopen("/proc/self/statm", "r");
    long size = 0, pages = 0;
    if (f) {
        if (fscanf(f, "%ld %ld", &size, &pages) != 2)
            pages = 0;
        fclose(f);
    }
    return pages * (sysconf(_SC_PAGESIZE) / 1024) / 1024;
}

/* memory=MB (what pbrain-wuzi passes on from INFO max_memory) shrinks a
 * large hash=MB to fit: the same search with and without it, the table
 * being what a long search fills. */
static void test_memory_caps_the_table(void)
{
    char why[WZ_REASON_MAX];
    wz_ai_analysis a;
    wz_game *g = position("gomoku-freestyle", "h8 i9 g7", "h9 j8", WZ_WHITE);
    const char *capped[] = {"nodes=300000", "hash=256", "memory=12", "vct=off"};
    const char *uncapped[] = {"nodes=300000", "hash=256", "vct=off"};
    long before = resident_mb();
    CU_ASSERT_EQUAL_FATAL(analyzer()->analyze(g, 4, capped, NULL, NULL, &a, why, sizeof why), 0);
    long between = resident_mb();
    CU_ASSERT_EQUAL_FATAL(analyzer()->analyze(g, 3, uncapped, NULL, NULL, &a, why, sizeof why), 0);
    long after = resident_mb();
    printf("\n  resident memory grew %ld MB with memory=12, then %ld MB without", between - before,
           after - between);
    CU_ASSERT(between - before < 12);
    CU_ASSERT(after - between > 64);
    const char *refused[] = {"memory=0"};
    CU_ASSERT_EQUAL(analyzer()->analyze(g, 1, refused, NULL, NULL, &a, why, sizeof why), -1);
    CU_ASSERT_PTR_NOT_NULL(strstr(why, "memory"));
    wz_game_free(g);
}

/* "wuzi.ai.progress/1": every completed depth in order, then ticks while
 * a long search runs (stopped from inside the first tick). */
struct watched {
    int depths[64], ndepths, ticks, last_found;
    int64_t limit_ms;
    wz_point last;
    const wz_ai_stop *stop;
};

static void on_report(void *user, const wz_ai_report *r)
{
    struct watched *w = user;
    CU_ASSERT(r->size >= sizeof *r);
    w->limit_ms = r->limit_ms;
    if (r->event == WZ_AI_ITERATION && w->ndepths < 64) {
        w->depths[w->ndepths++] = r->now.depth;
        w->last_found = r->now.found;
        w->last = r->now.move;
    } else if (r->event == WZ_AI_TICK) {
        if (!w->ticks++ && w->stop)
            w->stop->request();
    }
}

static void test_progress(void)
{
    const wz_ai_progress *pr = engine->extension(WZ_AI_PROGRESS_ID);
    CU_ASSERT_PTR_NOT_NULL_FATAL(pr);
    CU_ASSERT(pr->size >= sizeof *pr);
    wz_game *g = position("gomoku-freestyle", "h8 i9", "h9 j8", WZ_BLACK);
    struct watched w;
    memset(&w, 0, sizeof w);
    pr->watch(on_report, &w);
    void *c = settings(engine, (const char *const[]){"time=60000", "depth=3", "vct=off", NULL});
    wz_action a;
    char why[WZ_REASON_MAX];
    CU_ASSERT_EQUAL_FATAL(wz_ai_choose(engine, g, c, &a, why, sizeof why), 0);
    CU_ASSERT_EQUAL(w.ndepths, 3);
    for (int i = 0; i < w.ndepths; i++)
        CU_ASSERT_EQUAL(w.depths[i], i + 1);
    CU_ASSERT(w.limit_ms > 0 && w.limit_ms <= 60000); /* under depth=, a ceiling */
    /* the last report's best move is the move chosen */
    CU_ASSERT(w.last_found && a.kind == WZ_ACT_PLACE && a.pts[0].x == w.last.x && a.pts[0].y == w.last.y);
    free(c);
    /* a long search ticks, and a stop from inside a report ends it */
    memset(&w, 0, sizeof w);
    w.stop = engine->extension(WZ_AI_STOP_ID);
    c = settings(engine, (const char *const[]){"time=600000", "depth=40", "nodes=50000000", "vct=off", NULL});
    CU_ASSERT_EQUAL_FATAL(wz_ai_choose(engine, g, c, &a, why, sizeof why), 0);
    CU_ASSERT(w.ticks >= 1);
    CU_ASSERT_EQUAL(a.kind, WZ_ACT_PLACE);
    free(c);
    /* no watcher: no reports */
    pr->watch(NULL, NULL);
    memset(&w, 0, sizeof w);
    c = settings(engine, (const char *const[]){"depth=2", NULL});
    CU_ASSERT_EQUAL_FATAL(wz_ai_choose(engine, g, c, &a, why, sizeof why), 0);
    CU_ASSERT_EQUAL(w.ndepths, 0);
    free(c);
    wz_game_free(g);
}

/* "wuzi.ai.settings/1" lists what configure takes. */
/* -------------------------------------------------------- the book */

static const struct {
    const char *moves, *reply;
} book_entries[] = {
#include "../../plugins/engine/book_renju.inc"
};

/* The book covers the 26 renju openings (white's fourth move), and goes
 * on only along its own white moves: white's sixth after a fifth, black's
 * fifth after the book's fourth and its seventh after the book's sixth.
 * The engine plays its move on a timed move, in the book's own
 * orientation (test_board turns the positions round).  That book=off and
 * fixed work leave the book out is not asserted: a search may choose the
 * same move.  A wrong value is refused by name. */
static void test_book(void)
{
    int n = (int)(sizeof book_entries / sizeof book_entries[0]), openings = 0;
    for (int i = 0; i < n; i++) {
        char stone[6][8], black[40] = "", white[40] = "";
        int k = sscanf(book_entries[i].moves, "%7s %7s %7s %7s %7s %7s", stone[0], stone[1],
                       stone[2], stone[3], stone[4], stone[5]);
        CU_ASSERT_FATAL(k >= 3 && k <= 6);
        openings += k == 3;
        for (int j = 0; j < k; j++) { /* at most three names of 7 a side */
            char *side = j % 2 == 0 ? black : white;
            if (*side)
                strcat(side, " ");
            strcat(side, stone[j]);
        }
        /* white's fourth and sixth stones are the book's own replies */
        for (int w = 3; w < k; w += 2) {
            char before[40] = "";
            for (int j = 0; j < w; j++)
                snprintf(before + strlen(before), sizeof before - strlen(before), "%s%s",
                         j ? " " : "", stone[j]);
            int found = 0;
            for (int j = 0; j < n; j++)
                found |= strcmp(book_entries[j].moves, before) == 0 &&
                         strcmp(book_entries[j].reply, stone[w]) == 0;
            if (!found)
                fprintf(stderr, "\n  %s: white's %s is not the book's\n", book_entries[i].moves,
                        stone[w]);
            CU_ASSERT(found);
        }
        for (int j = 0; j < i; j++)
            CU_ASSERT(strcmp(book_entries[i].moves, book_entries[j].moves) != 0);
        wz_game *g = position("renju", black, white, k % 2 ? WZ_WHITE : WZ_BLACK);
        void *c = settings(engine, (const char *const[]){"time=500", NULL});
        wz_action a;
        CU_ASSERT_EQUAL_FATAL(act(engine, c, g, &a), 0);
        if (!is_point(&a, book_entries[i].reply))
            fprintf(stderr, "\n  %s: the engine did not play the book's %s\n",
                    book_entries[i].moves, book_entries[i].reply);
        CU_ASSERT(is_point(&a, book_entries[i].reply));
        free(c);
        wz_game_free(g);
    }
    CU_ASSERT_EQUAL(openings, 26);
    void *c = calloc(1, engine->ai->config_size);
    char err[256];
    CU_ASSERT_NOT_EQUAL(engine->ai->configure(c, "book", "sometimes", err, sizeof err), 0);
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "book"));
    CU_ASSERT_EQUAL(engine->ai->configure(c, "book", "off", err, sizeof err), 0);
    free(c);
}

static void test_settings_list(void)
{
    const wz_plugin *ais[] = {engine, simple};
    for (int k = 0; k < 2; k++) {
        const wz_ai_settings *st = ais[k]->extension ? ais[k]->extension(WZ_AI_SETTINGS_ID) : NULL;
        CU_ASSERT_PTR_NOT_NULL_FATAL(st);
        CU_ASSERT(st->count > 0);
        void *c = calloc(1, ais[k]->ai->config_size);
        for (int i = 0; i < st->count; i++) {
            const wz_ai_setting *e = &st->list[i];
            char value[64], err[256];
            /* the low end of a range, or the first word, is taken */
            snprintf(value, sizeof value, "%.*s", (int)strcspn(e->values, ".|"), e->values);
            CU_ASSERT(e->meaning && *e->meaning);
            int rc = ais[k]->ai->configure(c, e->key, value, err, sizeof err);
            if (rc != 0)
                fprintf(stderr, "\n  %s %s=%s: %s\n", ais[k]->id, e->key, value, err);
            CU_ASSERT_EQUAL(rc, 0);
        }
        free(c);
    }
}

static void test_analysis(void)
{
    char why[WZ_REASON_MAX], buf[16];
    wz_ai_analysis a;
    const char *args[] = {"depth=3"};
    wz_game *g = position("gomoku-freestyle", "h8 h9 h10 h11 c3", "a1 a2 a3 m12 n13", WZ_BLACK);
    CU_ASSERT_EQUAL(analyzer()->analyze(g, 1, args, NULL, NULL, &a, why, sizeof why), 0);
    CU_ASSERT(a.found);
    CU_ASSERT_EQUAL(a.win_in, 1);
    wz_point_format(a.move, 1, buf);
    CU_ASSERT(strcmp(buf, "h7") == 0 || strcmp(buf, "h12") == 0);
    const char *bad[] = {"depth=x"};
    CU_ASSERT_EQUAL(analyzer()->analyze(g, 1, bad, NULL, NULL, &a, why, sizeof why), -1);
    CU_ASSERT(strstr(why, "depth") != NULL);
    wz_game_free(g);
}

/* ----------------------------------------------------------- dual-board */

static void test_dual_board(void)
{
    char why[WZ_REASON_MAX];
    const wz_variant *v = wz_registry_find(reg, "dual-board");
    CU_ASSERT_PTR_NOT_NULL_FATAL(v);
    void *c = settings(engine, (const char *const[]){"time=20", NULL});
    wz_action a;
    /* a five on one board only would lose: the engine never makes one */
    wz_point black[4], white[2];
    for (int i = 0; i < 4; i++)
        black[i] = (wz_point){0, 7, (int8_t)(7 + i)};
    white[0] = (wz_point){1, 0, 0};
    white[1] = (wz_point){1, 18, 18};
    wz_game *g = wz_game_new(v, 0, NULL, 1, why, sizeof why);
    CU_ASSERT_EQUAL_FATAL(wz_game_setup(g, black, 4, white, 2, why, sizeof why), 0);
    for (int i = 0; i < 2 && wz_game_result(g, NULL) == WZ_ONGOING; i++) {
        wz_expect e;
        wz_game_expect(g, &e);
        if (wz_game_colour_of(g, e.player) != WZ_BLACK)
            break;
        CU_ASSERT_EQUAL_FATAL(act(engine, c, g, &a), 0);
    }
    CU_ASSERT_EQUAL(wz_game_result(g, NULL), WZ_ONGOING);
    wz_game_free(g);
    /* fives ready on both boards: the two stones of the turn win */
    wz_point both[8];
    for (int i = 0; i < 8; i++)
        both[i] = (wz_point){(int8_t)(i / 4), 7, (int8_t)(7 + i % 4)};
    g = wz_game_new(v, 0, NULL, 1, why, sizeof why);
    CU_ASSERT_EQUAL_FATAL(wz_game_setup(g, both, 8, white, 2, why, sizeof why), 0);
    for (int i = 0; i < 2 && wz_game_result(g, NULL) == WZ_ONGOING; i++)
        CU_ASSERT_EQUAL_FATAL(act(engine, c, g, &a), 0);
    CU_ASSERT_EQUAL(wz_game_result(g, NULL), WZ_BLACK_WINS);
    wz_game_free(g);
    /* a game against simple: every action legal, no lone five */
    g = wz_game_new(v, 0, NULL, 3, why, sizeof why);
    const char *reason = "";
    play_out(g, WZ_BLACK, (const char *const[]){"time=20", NULL}, 120);
    int r = wz_game_result(g, &reason);
    CU_ASSERT(!(r == WZ_WHITE_WINS && reason && strstr(reason, "one board")));
    wz_game_free(g);
    free(c);
}

/* ------------------------------------------------------------ openings */

/* Replay "play"/"swap"... lines into a new game of variant. */
static wz_game *opening(const char *variant, const char *const *actions)
{
    char why[WZ_REASON_MAX];
    const wz_variant *v = wz_registry_find(reg, variant);
    CU_ASSERT_PTR_NOT_NULL_FATAL(v);
    wz_game *g = wz_game_new(v, 0, NULL, 1, why, sizeof why);
    for (; *actions; actions++) {
        wz_action a;
        CU_ASSERT_EQUAL_FATAL(wz_action_parse(*actions, 1, 15, 15, &a, why, sizeof why), 0);
        int rc = wz_game_act(g, &a, why, sizeof why);
        if (rc != 0)
            fprintf(stderr, "\n  %s: %s: %s\n", variant, *actions, why);
        CU_ASSERT_EQUAL_FATAL(rc, 0);
    }
    return g;
}

static int engine_decides(wz_game *g, wz_action *a)
{
    void *c = settings(engine, (const char *const[]){"time=5000", "depth=4", NULL});
    char why[WZ_REASON_MAX];
    int rc = wz_ai_choose(engine, g, c, a, why, sizeof why);
    if (rc != 0)
        fprintf(stderr, "\n  engine: %s\n", why);
    free(c);
    return rc;
}

static void test_swap_decisions(void)
{
    wz_action a;
    /* black's two stones in the centre against a white stone in the
     * corner: take black */
    wz_game *g = opening("gomoku-swap", (const char *const[]){"play h8", "play a1", "play i9", NULL});
    CU_ASSERT_EQUAL_FATAL(engine_decides(g, &a), 0);
    CU_ASSERT_EQUAL(a.kind, WZ_ACT_SWAP);
    wz_game_free(g);
    /* black's stones in two corners, white's in the centre: stay white */
    g = opening("gomoku-swap", (const char *const[]){"play a15", "play h8", "play o1", NULL});
    CU_ASSERT_EQUAL_FATAL(engine_decides(g, &a), 0);
    CU_ASSERT_EQUAL(a.kind, WZ_ACT_STAY);
    wz_game_free(g);
}

static void test_keep_and_declare(void)
{
    wz_action a;
    char buf[16];
    /* white keeps the fifth move that helps black least: the far corner */
    wz_game *g = opening("renju-rif", (const char *const[]){"play h8", "play h9", "play h10", "stay",
                                                           "play i9", "offer a1 g9", NULL});
    CU_ASSERT_EQUAL_FATAL(engine_decides(g, &a), 0);
    CU_ASSERT_EQUAL(a.kind, WZ_ACT_CHOOSE);
    CU_ASSERT_STRING_EQUAL(wz_point_format(a.pts[0], 1, buf), "a1");
    wz_game_free(g);
    /* Yamaguchi after D1 (Kansei): the opponent may swap, so the number
     * of offers that balances it, 5 by the known results */
    g = opening("renju-yamaguchi", (const char *const[]){"play h8", "play h9", "play h10", NULL});
    CU_ASSERT_EQUAL_FATAL(engine_decides(g, &a), 0);
    CU_ASSERT_EQUAL(a.kind, WZ_ACT_DECLARE);
    CU_ASSERT_EQUAL(a.value, 5);
    wz_game_free(g);
    /* offers: as many as asked, none alike */
    g = opening("renju-rif", (const char *const[]){"play h8", "play h9", "play h10", "stay",
                                                  "play i9", NULL});
    CU_ASSERT_EQUAL_FATAL(engine_decides(g, &a), 0);
    CU_ASSERT_EQUAL(a.kind, WZ_ACT_OFFER);
    CU_ASSERT_EQUAL(a.npoints, 2);
    char why[WZ_REASON_MAX];
    CU_ASSERT_EQUAL(wz_game_act(g, &a, why, sizeof why), 0);
    wz_game_free(g);
}

static void test_offers_avoid_offered_points(void)
{
    /* proposal 16 (lijing): white's two candidate 4th stones are still on
     * offer when black offers its 5th stones, and black's may not take
     * their points.  First the points black offers when white's are out
     * of the way; then white offers exactly those, and black must find
     * others. */
    char why[WZ_REASON_MAX], buf[16], first[64] = "offer", taken[64] = "";
    wz_action a;
    wz_game *g = opening("rif-p16-lijing", (const char *const[]){"play h8", "play h9", "play h10",
                                                                "stay", "offer d4 l11", "stay", NULL});
    CU_ASSERT_EQUAL_FATAL(engine_decides(g, &a), 0);
    CU_ASSERT_EQUAL_FATAL(a.kind, WZ_ACT_OFFER);
    CU_ASSERT_EQUAL_FATAL(a.npoints, 2);
    for (int i = 0; i < 2; i++) {
        wz_point_format(a.pts[i], 1, buf);
        strcat(first, " ");
        strcat(first, buf);
        strcat(taken, buf);
        strcat(taken, " ");
    }
    wz_game_free(g);
    g = opening("rif-p16-lijing", (const char *const[]){"play h8", "play h9", "play h10", "stay",
                                                       first, "stay", NULL});
    CU_ASSERT_EQUAL_FATAL(engine_decides(g, &a), 0);
    CU_ASSERT_EQUAL(a.kind, WZ_ACT_OFFER);
    for (int i = 0; i < a.npoints; i++) {
        wz_point_format(a.pts[i], 1, buf);
        strcat(buf, " ");
        CU_ASSERT(strstr(taken, buf) == NULL);
    }
    CU_ASSERT_EQUAL(wz_game_act(g, &a, why, sizeof why), 0);
    wz_game_free(g);
}

static void test_offers_under_an_off_grid_axis(void)
{
    /* proposal 15 (xia, 17x17) after i9 i10 g7, W4 f7: the stones mirror
     * each other across the diagonal x + y = 14, whose centre (the
     * stones' centroid) is off the half-grid.  Eight fifth moves, no two
     * mirror images: the engine took the position for asymmetric, offered
     * mirror pairs, and ran out of tries before dropping its first
     * choice. */
    const char *const actions[] = {"play i9", "play i10", "play g7", "stay",
                                   "play f7", "declare 8", "stay", NULL};
    char why[WZ_REASON_MAX];
    const wz_variant *v = wz_registry_find(reg, "rif-p15-xia");
    CU_ASSERT_PTR_NOT_NULL_FATAL(v);
    wz_game *g = wz_game_new(v, 0, NULL, 1, why, sizeof why);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    for (const char *const *s = actions; *s; s++) {
        wz_action a;
        CU_ASSERT_EQUAL_FATAL(wz_action_parse(*s, 1, 17, 17, &a, why, sizeof why), 0);
        CU_ASSERT_EQUAL_FATAL(wz_game_act(g, &a, why, sizeof why), 0);
    }
    wz_action a;
    CU_ASSERT_EQUAL_FATAL(engine_decides(g, &a), 0);
    CU_ASSERT_EQUAL(a.kind, WZ_ACT_OFFER);
    CU_ASSERT_EQUAL(a.npoints, 8);
    int rc = wz_game_act(g, &a, why, sizeof why);
    if (rc != 0)
        fprintf(stderr, "\n  the offer: %s\n", why);
    CU_ASSERT_EQUAL(rc, 0);
    wz_game_free(g);
}

static void test_every_variant_plays(void)
{
    /* every opening of every variant, both seats the engine: each action
     * legal, through the opening and into the game */
    void *c = settings(engine, (const char *const[]){"time=15", NULL});
    for (int i = 0; i < wz_registry_count(reg); i++) {
        const wz_variant *v = wz_registry_at(reg, i);
        char why[WZ_REASON_MAX];
        wz_game *g = wz_game_new(v, 0, NULL, (uint64_t)i + 1, why, sizeof why);
        CU_ASSERT_PTR_NOT_NULL_FATAL(g);
        int after = 0;
        for (int k = 0; k < 80 && after < 4 && wz_game_result(g, NULL) == WZ_ONGOING; k++) {
            wz_action a;
            if (act(engine, c, g, &a) != 0) {
                fprintf(stderr, "  (variant %s)\n", wz_variant_id(v));
                CU_FAIL("the engine could not act legally");
                break;
            }
            if (!wz_game_in_opening(g))
                after++;
        }
        wz_game_free(g);
    }
    free(c);
}

int main(void)
{
    const char *s = getenv("WZ_TEST_SRCDIR"), *b = getenv("WZ_TEST_BUILDDIR");
    char dir[4200];
    snprintf(srcdir, sizeof srcdir, "%s", s ? s : ".");
    snprintf(builddir, sizeof builddir, "%s", b ? b : ".");
    reg = wz_registry_new();
    snprintf(dir, sizeof dir, "%s/plugins/.libs", builddir);
    wz_registry_add_plugin_dir(reg, dir);
    snprintf(dir, sizeof dir, "%s/variants", srcdir);
    wz_registry_add_variant_dir(reg, dir);
    wz_registry_scan(reg);
    char why[WZ_REASON_MAX];
    engine = wz_registry_ai(reg, "engine", why, sizeof why);
    simple = wz_registry_ai(reg, "simple", why, sizeof why);
    if (!engine || !simple) {
        fprintf(stderr, "test_engine: %s\n", why);
        return 1;
    }
    if (CU_initialize_registry() != CUE_SUCCESS)
        return 1;
    CU_pSuite suite = CU_add_suite("engine", NULL, NULL);
    CU_add_test(suite, "VCF puzzles", test_vcf_puzzles);
    CU_add_test(suite, "VCT", test_vct);
    CU_add_test(suite, "win in one", test_win_in_one);
    CU_add_test(suite, "block a four", test_block_four);
    CU_add_test(suite, "block an open three", test_block_open_three);
    CU_add_test(suite, "wins a won position", test_wins_a_won_position);
    CU_add_test(suite, "rule families", test_families);
    CU_add_test(suite, "renju: black never fouls", test_renju_black_never_fouls);
    CU_add_test(suite, "renju: white uses forbidden points", test_renju_white_uses_forbidden_points);
    CU_add_test(suite, "stop", test_stop);
    CU_add_test(suite, "search numbers", test_search_numbers);
    CU_add_test(suite, "null-move pruning", test_null_move);
    CU_add_test(suite, "memory=MB caps the table", test_memory_caps_the_table);
    CU_add_test(suite, "the opening book", test_book);
    CU_add_test(suite, "analysis", test_analysis);
    CU_add_test(suite, "progress reports", test_progress);
    CU_add_test(suite, "settings list", test_settings_list);
    CU_add_test(suite, "dual-board", test_dual_board);
    CU_add_test(suite, "swap decisions", test_swap_decisions);
    CU_add_test(suite, "keep, declare, offer", test_keep_and_declare);
    CU_add_test(suite, "offers avoid offered points", test_offers_avoid_offered_points);
    CU_add_test(suite, "offers under an off-grid axis", test_offers_under_an_off_grid_axis);
    CU_add_test(suite, "every variant plays", test_every_variant_plays);
    CU_basic_set_mode(CU_BRM_VERBOSE);
    CU_basic_run_tests();
    unsigned failures = CU_get_number_of_failures();
    CU_cleanup_registry();
    wz_registry_free(reg);
    return failures ? 1 : 0;
}

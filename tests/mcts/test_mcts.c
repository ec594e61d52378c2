/*
 * test_mcts.c - the mcts AI plugin: it never makes an illegal action in
 * any manifest of the catalog (nor in the test fixture that uses every
 * kind of action), its candidate generator finds every kind of action a
 * position allows and nothing illegal, the same seed and playout limit
 * give the same game, it wins when it can and blocks what it must, it
 * does not pass a game into a draw that playouts merely like, and a
 * short fixed-seed match against simple goes its way in free-style and
 * the three variants bench/mcts-vs-simple.sh measures it on.
 *
 * Limits are playout counts, never time: every result here is the same on
 * every machine.
 */
#include <CUnit/Basic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <wuzi/wuzi.h>

#include "../../plugins/mcts/mcts.h"

static char srcdir[4096], builddir[4096];
static wz_registry *reg, *catalog;
static const wz_plugin *mcts, *simple;

/* -------------------------------------------------------------- helpers */

static void *seat_settings(const wz_plugin *ai, const char *const *kv)
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

static void drop(const wz_plugin *ai, void *config)
{
    if (ai->ai->release)
        ai->ai->release(config);
    free(config);
}

static wz_game *new_game(const char *id, uint64_t seed)
{
    char why[WZ_REASON_MAX];
    const wz_variant *v = wz_registry_find(reg, id);
    CU_ASSERT_PTR_NOT_NULL_FATAL(v);
    wz_game *g = wz_game_new(v, 0, NULL, seed, why, sizeof why);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    return g;
}

/* A position from "h8 h9" lists, black to move after the setup. */
static wz_game *position(const char *id, const char *black, const char *white)
{
    wz_game *g = new_game(id, 1);
    wz_point pts[2][64];
    int n[2] = {0, 0};
    const char *lists[2] = {black, white};
    for (int c = 0; c < 2; c++) {
        char buf[512], *save = NULL;
        snprintf(buf, sizeof buf, "%s", lists[c]);
        for (char *w = strtok_r(buf, " ", &save); w; w = strtok_r(NULL, " ", &save))
            CU_ASSERT_EQUAL_FATAL(wz_point_parse(w, wz_game_boards(g), wz_game_width(g),
                                                 wz_game_height(g), &pts[c][n[c]++], NULL, 0),
                                  0);
    }
    char why[WZ_REASON_MAX];
    CU_ASSERT_EQUAL_FATAL(wz_game_setup(g, pts[0], n[0], pts[1], n[1], why, sizeof why), 0);
    return g;
}

static int play(wz_game *g, const char *text)
{
    wz_action a;
    char why[WZ_REASON_MAX];
    if (wz_action_parse(text, wz_game_boards(g), wz_game_width(g), wz_game_height(g), &a, why,
                        sizeof why) != 0)
        return -1;
    return wz_game_act(g, &a, why, sizeof why);
}

/* Let ai act once in g, checking the action before it is applied; 0 and
 * the action, or -1. */
static int act(const wz_plugin *ai, void *config, wz_game *g, wz_action *a)
{
    char why[WZ_REASON_MAX], buf[512];
    if (wz_ai_choose(ai, g, config, a, why, sizeof why) != 0) {
        fprintf(stderr, "\n  %s could not act: %s\n", ai->id, why);
        return -1;
    }
    if (H->legal(g, a, why, sizeof why) != 0 || wz_game_act(g, a, why, sizeof why) != 0) {
        wz_action_format(a, wz_game_boards(g), buf, sizeof buf);
        fprintf(stderr, "\n  %s chose an illegal action, %s: %s\n", ai->id, buf, why);
        return -1;
    }
    return 0;
}

static const char *point_name(const wz_game *g, wz_point p, char *buf)
{
    return wz_point_format(p, wz_game_boards(g), buf);
}

/* ------------------------------------------------------------- legality */

/* Play g to its end (or max actions) with mcts on both seats; returns
 * how many actions, or -1 after an illegal one.  kinds collects the
 * kinds of action played. */
static int play_through(wz_game *g, const char *const *kv, int max, unsigned *kinds)
{
    void *seat[2] = {seat_settings(mcts, kv), seat_settings(mcts, kv)};
    int n = 0;
    for (; n < max && wz_game_result(g, NULL) == WZ_ONGOING; n++) {
        wz_expect e;
        wz_action a;
        wz_game_expect(g, &e);
        if (act(mcts, seat[e.player], g, &a) != 0) {
            n = -1;
            break;
        }
        *kinds |= 1u << a.kind;
    }
    drop(mcts, seat[0]);
    drop(mcts, seat[1]);
    return n;
}

static void test_every_variant_legal(void)
{
    static const char *const kv[] = {"playouts=16", "seed=5", NULL};
    int finished = 0;
    for (int i = 0; i < wz_registry_count(catalog); i++) {
        const wz_variant *v = wz_registry_at(catalog, i);
        char why[WZ_REASON_MAX];
        unsigned kinds = 0;
        /* two games each, so that both sides of the opening decisions
         * (swap or stay, ...) come up */
        for (int k = 0; k < 2; k++) {
            wz_game *g = wz_game_new(v, 0, NULL, (uint64_t)(2 * i + k + 1), why, sizeof why);
            CU_ASSERT_PTR_NOT_NULL_FATAL(g);
            int n = play_through(g, kv, 120, &kinds);
            if (n < 0) {
                fprintf(stderr, "  (variant %s, game %d)\n", wz_variant_id(v), k + 1);
                CU_FAIL("mcts made an illegal action");
            }
            CU_ASSERT(n > 0);
            finished += wz_game_result(g, NULL) != WZ_ONGOING;
            CU_ASSERT(!wz_game_in_opening(g) || wz_game_result(g, NULL) != WZ_ONGOING);
            wz_game_free(g);
        }
        CU_ASSERT(kinds & (1u << WZ_ACT_PLACE));
        CU_ASSERT(!(kinds & (1u << WZ_ACT_RESIGN)));
    }
    /* most games of five-in-a-row end well within 120 actions */
    CU_ASSERT(finished > wz_registry_count(catalog));
}

/* The fixture plugin's variants use every kind of action: the AI plays
 * them on both sides, several seeds, to their ends. */
static void test_fixture_every_kind(void)
{
    static const char *const kv[] = {"playouts=40", "seed=2", NULL};
    static const char *const ids[] = {"fixture-opening", "fixture-dual"};
    /* the opening's games are short and take every branch over six seeds;
     * the dual game's (moves and passes on two boards) are long, and two
     * already use each of its kinds */
    static const uint64_t seeds[] = {6, 2};
    unsigned kinds = 0;
    for (int i = 0; i < 2; i++)
        for (uint64_t seed = 1; seed <= seeds[i]; seed++) {
            wz_game *g = new_game(ids[i], seed);
            int n = play_through(g, kv, 400, &kinds);
            if (n < 0)
                fprintf(stderr, "  (variant %s, seed %d)\n", ids[i], (int)seed);
            CU_ASSERT(n > 0);
            CU_ASSERT(wz_game_result(g, NULL) != WZ_ONGOING);
            wz_game_free(g);
        }
    static const int opening[] = {WZ_ACT_PLACE, WZ_ACT_DECLARE, WZ_ACT_OFFER};
    for (size_t i = 0; i < sizeof opening / sizeof opening[0]; i++)
        CU_ASSERT(kinds & (1u << opening[i]));
    CU_ASSERT(kinds & (1u << WZ_ACT_SWAP | 1u << WZ_ACT_STAY));
    CU_ASSERT(kinds & (1u << WZ_ACT_CHOOSE | 1u << WZ_ACT_REJECT));
}

/* ---------------------------------------------------------- candidates */

/* Whether some action of kind is legal in g, by brute force over every
 * argument (offers excepted: their sets are too many). */
static int some_legal(const wz_game *g, const wz_expect *e, int kind)
{
    wz_action a = {.kind = kind};
    int w = wz_game_width(g), h = wz_game_height(g), n = wz_game_boards(g) * w * h;
    switch (kind) {
    case WZ_ACT_PLACE:
    case WZ_ACT_CHOOSE:
        a.npoints = 1;
        for (int i = 0; i < n; i++) {
            a.pts[0] = (wz_point){(int8_t)(i / (w * h)), (int8_t)(i % (w * h) % w), (int8_t)(i % (w * h) / w)};
            if (H->legal(g, &a, NULL, 0) == 0)
                return 1;
        }
        return 0;
    case WZ_ACT_MOVE:
        a.npoints = 2;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                a.pts[0] = (wz_point){(int8_t)(i / (w * h)), (int8_t)(i % (w * h) % w), (int8_t)(i % (w * h) / w)};
                a.pts[1] = (wz_point){(int8_t)(j / (w * h)), (int8_t)(j % (w * h) % w), (int8_t)(j % (w * h) / w)};
                if (H->legal(g, &a, NULL, 0) == 0)
                    return 1;
            }
        return 0;
    case WZ_ACT_DECLARE:
        for (a.value = e->min; a.value <= e->max; a.value++)
            if (H->legal(g, &a, NULL, 0) == 0)
                return 1;
        return 0;
    case WZ_ACT_OFFER:
        return 1;
    default:
        return H->legal(g, &a, NULL, 0) == 0;
    }
}

/* Every candidate legal; every kind the position allows (and has a legal
 * instance of) among the candidates. */
static int check_candidates(const wz_game *g, unsigned *seen)
{
    static candidate c[4096];
    offer_store offers = {0};
    rng r = {7};
    wz_expect e;
    int ok = 1;
    wz_game_expect(g, &e);
    int n = candidates(g, &e, 2, &r, &offers, c, 4096);
    unsigned kinds = 0;
    for (int i = 0; i < n; i++) {
        wz_action a;
        char why[WZ_REASON_MAX], buf[512];
        act_decode(c[i].act, &offers, &a);
        kinds |= 1u << a.kind;
        if (H->legal(g, &a, why, sizeof why) != 0) {
            wz_action_format(&a, wz_game_boards(g), buf, sizeof buf);
            fprintf(stderr, "\n  illegal candidate %s: %s\n", buf, why);
            ok = 0;
        }
    }
    for (int k = WZ_ACT_PLACE; k < WZ_ACT_RESIGN; k++) {
        if (!(e.actions & (1u << k)) || kinds & (1u << k) || !some_legal(g, &e, k))
            continue;
        fprintf(stderr, "\n  no candidate %s where one is legal (%s)\n", wz_action_name(k), e.text);
        ok = 0;
    }
    *seen |= kinds;
    free(offers.at);
    return ok;
}

static void test_candidates(void)
{
    static const char *const kv[] = {"playouts=16", "seed=3", NULL};
    const char *ids[] = {"fixture-opening", "fixture-dual", "gomoku-replace", "renju-rif",
                         "rif-p06-taimla", "rif-p16-lijing", "rif-p27-longzeng-1",
                         "renju-soosorv-8", "dual-board", "renju-claim"};
    unsigned seen = 0;
    for (size_t i = 0; i < sizeof ids / sizeof ids[0]; i++) {
        wz_game *g = new_game(ids[i], 11 + i);
        void *seat = seat_settings(mcts, kv);
        for (int k = 0; k < 60 && wz_game_result(g, NULL) == WZ_ONGOING; k++) {
            if (!check_candidates(g, &seen)) {
                fprintf(stderr, "  (variant %s, action %d)\n", ids[i], k + 1);
                CU_FAIL("a wrong candidate list");
                break;
            }
            wz_action a;
            /* a pass now and then, so that a claim comes up (the AI
             * itself hardly ever passes) */
            wz_expect e;
            wz_game_expect(g, &e);
            if (k % 7 == 6 && e.actions & (1u << WZ_ACT_PASS) && play(g, "pass") == 0)
                continue;
            if (act(mcts, seat, g, &a) != 0) {
                CU_FAIL("mcts made an illegal action");
                break;
            }
        }
        drop(mcts, seat);
        wz_game_free(g);
    }
    /* between them these games ask for every kind of action */
    for (int k = WZ_ACT_PLACE; k < WZ_ACT_RESIGN; k++) {
        if (!(seen & (1u << k)))
            fprintf(stderr, "\n  no %s came up\n", wz_action_name(k));
        CU_ASSERT(seen & (1u << k));
    }
}

/* ---------------------------------------------------------- repeatable */

static int record_game(const char *id, const char *const *kv, int moves, wz_action *out)
{
    wz_game *g = new_game(id, 4);
    unsigned kinds = 0;
    void *seat[2] = {seat_settings(mcts, kv), seat_settings(mcts, kv)};
    int n = 0;
    for (; n < moves && wz_game_result(g, NULL) == WZ_ONGOING; n++) {
        wz_expect e;
        wz_game_expect(g, &e);
        if (act(mcts, seat[e.player], g, &out[n]) != 0)
            break;
        kinds |= 1u << out[n].kind;
    }
    drop(mcts, seat[0]);
    drop(mcts, seat[1]);
    wz_game_free(g);
    return n;
}

static int same_actions(const wz_action *a, const wz_action *b, int n)
{
    for (int i = 0; i < n; i++)
        if (a[i].kind != b[i].kind || a[i].npoints != b[i].npoints || a[i].value != b[i].value ||
            memcmp(a[i].pts, b[i].pts, sizeof a[i].pts[0] * (size_t)a[i].npoints) != 0)
            return 0;
    return 1;
}

static void test_repeatable(void)
{
    static wz_action a[64], b[64], c[64];
    const char *ids[] = {"gomoku-freestyle", "dual-board", "renju-rif"};
    for (size_t i = 0; i < sizeof ids / sizeof ids[0]; i++) {
        const char *kv1[] = {"playouts=100", "seed=9", NULL};
        const char *kv2[] = {"playouts=100", "seed=10", NULL};
        int n = record_game(ids[i], kv1, 16, a);
        int m = record_game(ids[i], kv1, 16, b);
        int k = record_game(ids[i], kv2, 16, c);
        CU_ASSERT(n > 8);
        CU_ASSERT_EQUAL(n, m);
        CU_ASSERT(same_actions(a, b, n < m ? n : m));
        /* another seed plays another game */
        CU_ASSERT(k != n || !same_actions(a, c, n));
    }
}

/* ------------------------------------------------------------ passes */

/* A pass that the opponent can answer with a pass, ending the game in a
 * draw, is worth at most a draw to the one who passes, whatever its
 * playouts say.  On dual-board's empty boards the playouts favour the
 * side that waits, and black used to pass its first turn away (and white
 * answered with a pass: a draw before a stone was played). */
static void test_pass_is_no_better_than_a_draw(void)
{
    for (uint64_t seed = 1; seed <= 4; seed++) {
        settings s;
        settings_defaults(&s);
        s.playouts = 3000;
        s.seed = seed;
        tree t;
        wz_game *g = new_game("dual-board", 1);
        CU_ASSERT_EQUAL_FATAL(tree_init(&t, g), 0);
        search_stats st;
        wz_action a;
        char err[256];
        CU_ASSERT_EQUAL_FATAL(search_choose(&t, g, &s, &a, &st, err, sizeof err), 0);
        if (a.kind != WZ_ACT_PLACE)
            fprintf(stderr, "\n  seed %d: black's first action is kind %d\n", (int)seed, a.kind);
        CU_ASSERT_EQUAL(a.kind, WZ_ACT_PLACE);
        /* the pass was searched, and its bound is known */
        const node *root = &t.nodes[1];
        int passes = 0;
        for (uint32_t i = 0; i < root->nchildren; i++) {
            const node *k = &t.nodes[root->children + i];
            if (ACT_KIND(k->act) != WZ_ACT_PASS || !k->nchildren)
                continue;
            passes++;
            CU_ASSERT(k->draw_ceiling && !k->draw_floor);
        }
        CU_ASSERT_EQUAL(passes, 1);
        tree_free(&t);
        wz_game_free(g);
    }
}

/* ---------------------------------------------------------------- reuse */

/* One search of t at g; the visits it found in the tree already. */
static uint32_t search_reused(tree *t, wz_game *g, const settings *s, int act_too)
{
    search_stats st;
    wz_action a;
    char err[256];
    CU_ASSERT_EQUAL_FATAL(search_choose(t, g, s, &a, &st, err, sizeof err), 0);
    CU_ASSERT(st.playouts == (uint64_t)s->playouts || st.root_proof);
    if (act_too)
        CU_ASSERT_EQUAL(wz_game_act(g, &a, err, sizeof err), 0);
    return st.reused;
}

/* The tree kept from move to move: what the search of a move saw below
 * the actions then played (its own choice and the reply) is where the next
 * search starts; an action it never considered, a take-back or another
 * game start it afresh. */
static void test_reuse(void)
{
    settings s;
    settings_defaults(&s);
    s.playouts = 400;
    s.seed = 3;
    tree t;
    wz_game *g = position("gomoku-freestyle", "h8 j9", "h9 i10");
    CU_ASSERT_EQUAL_FATAL(tree_init(&t, g), 0);
    CU_ASSERT_EQUAL(search_reused(&t, g, &s, 1), 0);
    /* both seats on the one tree: each search starts below the last */
    for (int i = 0; i < 4; i++) {
        CU_ASSERT_EQUAL(tree_advance(&t, g), 1);
        uint32_t reused = search_reused(&t, g, &s, 1);
        if (reused == 0)
            fprintf(stderr, "\n  move %d: nothing reused\n", i + 2);
        CU_ASSERT(reused > 0);
    }
    /* a stone far from the others, which no search looked at */
    CU_ASSERT_EQUAL(play(g, "play a1"), 0);
    CU_ASSERT_EQUAL(tree_advance(&t, g), 0);
    CU_ASSERT_EQUAL(search_reused(&t, g, &s, 0), 0);
    /* an undo: the game is shorter than the tree's */
    CU_ASSERT_EQUAL(wz_game_undo(g), 0);
    CU_ASSERT_EQUAL(tree_advance(&t, g), 0);
    CU_ASSERT_EQUAL(search_reused(&t, g, &s, 0), 0);
    /* another game that happens to have as many actions */
    wz_game *other = position("gomoku-freestyle", "a15 b15", "a14 b14");
    static const char *const far[] = {"play o15", "play o1", "play n15", "play n1", "play m15",
                                      "play m1", "play l15", "play l1"};
    int more = wz_game_history_length(g) - wz_game_history_length(other);
    CU_ASSERT_FATAL(more >= 0 && more <= 8);
    for (int i = 0; i < more; i++)
        CU_ASSERT_EQUAL(play(other, far[i]), 0);
    CU_ASSERT_EQUAL(wz_game_history_length(other), wz_game_history_length(g));
    CU_ASSERT_EQUAL(tree_advance(&t, other), 0);
    tree_free(&t);
    wz_game_free(other);
    wz_game_free(g);
}

/* memory=MB (what pbrain-wuzi passes on from INFO max_memory) holds the
 * tree to fewer nodes than nodes= allows; the same search without it grows
 * past that. */
static void test_memory_caps_the_tree(void)
{
    settings s;
    settings_defaults(&s);
    s.playouts = 6000;
    s.seed = 5;
    s.tactics = 0;
    char err[256];
    CU_ASSERT_EQUAL_FATAL(settings_set(&s, "memory", "9", err, sizeof err), 0);
    int64_t cap = settings_node_cap(&s);
    CU_ASSERT(cap >= 1000 && cap < s.nodes);
    uint32_t grown[2];
    for (int capped = 1; capped >= 0; capped--) {
        s.memory_mb = capped ? 9 : 0;
        tree t;
        search_stats st;
        wz_action a;
        wz_game *g = position("gomoku-freestyle", "h8 j9", "h9 i10");
        CU_ASSERT_EQUAL_FATAL(tree_init(&t, g), 0);
        CU_ASSERT_EQUAL_FATAL(search_choose(&t, g, &s, &a, &st, err, sizeof err), 0);
        grown[capped] = st.tree_nodes;
        tree_free(&t);
        wz_game_free(g);
    }
    printf("\n  tree of %u nodes under memory=9 (cap %lld), %u without", grown[1], (long long)cap,
           grown[0]);
    CU_ASSERT(grown[1] <= cap);
    CU_ASSERT(grown[0] > cap);
    CU_ASSERT_NOT_EQUAL(settings_set(&s, "memory", "-1", err, sizeof err), 0);
}

/* ------------------------------------------------------------- tactics */

static void expect_point(wz_game *g, const char *const *kv, const char *want)
{
    void *seat = seat_settings(mcts, kv);
    wz_action a;
    char buf[16];
    CU_ASSERT_EQUAL_FATAL(act(mcts, seat, g, &a), 0);
    CU_ASSERT_EQUAL(a.kind, WZ_ACT_PLACE);
    int ok = strstr(want, point_name(g, a.pts[0], buf)) != NULL;
    if (!ok)
        fprintf(stderr, "\n  played %s, wanted one of %s\n", buf, want);
    CU_ASSERT(ok);
    drop(mcts, seat);
}

static void test_tactics(void)
{
    static const char *const kv[] = {"playouts=400", "seed=1", NULL};
    /* black completes its five */
    wz_game *g = position("gomoku-freestyle", "h8 h9 h10 h11 c3", "a1 c1 e1 g1");
    expect_point(g, kv, "h7 h12");
    CU_ASSERT_EQUAL(wz_game_result(g, NULL), WZ_BLACK_WINS);
    wz_game_free(g);
    /* white blocks black's four (closed at h8) at its one open end */
    g = position("gomoku-freestyle", "h9 h10 h11 a15", "h8 a1 c1 e1");
    CU_ASSERT_EQUAL(play(g, "play h12"), 0);
    expect_point(g, kv, "h13");
    wz_game_free(g);
    /* white wins rather than blocks */
    g = position("gomoku-freestyle", "h9 h10 h11 a15", "h8 c2 d2 e2 f2");
    CU_ASSERT_EQUAL(play(g, "play h12"), 0);
    expect_point(g, kv, "b2 g2");
    CU_ASSERT_EQUAL(wz_game_result(g, NULL), WZ_WHITE_WINS);
    wz_game_free(g);
    /* dual-board: fives on both boards in one turn win */
    g = position("dual-board", "1:c3 1:d3 1:e3 1:f3 2:k11 2:k12 2:k13 2:k14 1:s19",
                 "1:a1 1:a19 2:a1 2:a19 2:s1 2:s19 1:s1 1:s10");
    void *seat = seat_settings(mcts, kv);
    wz_action a;
    for (int i = 0; i < 2 && wz_game_result(g, NULL) == WZ_ONGOING; i++)
        CU_ASSERT_EQUAL(act(mcts, seat, g, &a), 0);
    CU_ASSERT_EQUAL(wz_game_result(g, NULL), WZ_BLACK_WINS);
    drop(mcts, seat);
    wz_game_free(g);
}

/* ------------------------------------------------------- extensions */

/* Progress reports while choose runs; the third tick asks for a stop. */
struct watched {
    int ticks, finals;
    uint64_t last_nodes;
    int found;
    wz_point move;
    const wz_ai_stop *stop;
};

static void on_report(void *user, const wz_ai_report *r)
{
    struct watched *w = user;
    CU_ASSERT(r->size >= sizeof *r);
    if (r->event == WZ_AI_TICK && ++w->ticks == 3 && w->stop)
        w->stop->request();
    if (r->event == WZ_AI_ITERATION)
        w->finals++;
    w->last_nodes = r->now.nodes;
    w->found = r->now.found;
    w->move = r->now.move;
}

static void test_stop_and_progress(void)
{
    const wz_ai_stop *stop = mcts->extension(WZ_AI_STOP_ID);
    const wz_ai_progress *progress = mcts->extension(WZ_AI_PROGRESS_ID);
    CU_ASSERT_PTR_NOT_NULL_FATAL(stop);
    CU_ASSERT_PTR_NOT_NULL_FATAL(progress);
    CU_ASSERT(stop->size >= sizeof *stop && progress->size >= sizeof *progress);
    struct watched w = {0};
    w.stop = stop;
    progress->watch(on_report, &w);
    /* ten minutes a move: only the stop ends this search */
    wz_game *g = position("gomoku-freestyle", "h8 i9", "h9 j8");
    void *seat = seat_settings(mcts, (const char *const[]){"time=600000", NULL});
    wz_action a;
    CU_ASSERT_EQUAL(act(mcts, seat, g, &a), 0);
    CU_ASSERT_EQUAL(w.ticks, 3);
    CU_ASSERT_EQUAL(w.finals, 1);
    CU_ASSERT(w.found && a.kind == WZ_ACT_PLACE && memcmp(&w.move, &a.pts[0], sizeof w.move) == 0);
    /* a request made between searches stops none: all 300 playouts */
    stop->request();
    w.stop = NULL;
    w.finals = 0;
    void *seat2 = seat_settings(mcts, (const char *const[]){"playouts=300", NULL});
    CU_ASSERT_EQUAL(act(mcts, seat2, g, &a), 0);
    CU_ASSERT_EQUAL(w.finals, 1);
    CU_ASSERT_EQUAL(w.last_nodes, 300);
    progress->watch(NULL, NULL);
    drop(mcts, seat);
    drop(mcts, seat2);
    wz_game_free(g);
}

static void test_settings(void)
{
    const wz_ai_settings *list = mcts->extension(WZ_AI_SETTINGS_ID);
    CU_ASSERT_PTR_NOT_NULL_FATAL(list);
    CU_ASSERT(list->size >= sizeof *list && list->count >= 10);
    char err[256];
    int move_ms = 0;
    void *c = calloc(1, mcts->ai->config_size);
    for (int i = 0; i < list->count; i++) {
        const wz_ai_setting *k = &list->list[i];
        /* each listed key takes the first value its range names */
        char value[32];
        snprintf(value, sizeof value, "%.*s", (int)strcspn(k->values, ".|"), k->values);
        if (mcts->ai->configure(c, k->key, value, err, sizeof err) != 0)
            fprintf(stderr, "\n  %s=%s: %s\n", k->key, value, err);
        CU_ASSERT_EQUAL(mcts->ai->configure(c, k->key, value, err, sizeof err), 0);
        CU_ASSERT(strlen(k->meaning) > 10);
        move_ms += k->role == WZ_AI_ROLE_MOVE_MS;
    }
    CU_ASSERT_EQUAL(move_ms, 1);
    CU_ASSERT_NOT_EQUAL(mcts->ai->configure(c, "time", "-1", err, sizeof err), 0);
    CU_ASSERT_NOT_EQUAL(mcts->ai->configure(c, "reuse", "maybe", err, sizeof err), 0);
    CU_ASSERT_NOT_EQUAL(mcts->ai->configure(c, "depth", "3", err, sizeof err), 0);
    CU_ASSERT(strstr(err, "playouts") != NULL); /* the refusal lists the keys */
    free(c);
}

/* ------------------------------------------------------ against simple */

/* A short match on variant id with rule overrides keys, each game with
 * other seeds, mcts taking both colours in turn; mcts's score in half
 * points. */
static int match(const char *id, const char *const *keys, const char *const *kv, int games)
{
    int half = 0, nkeys = 0;
    while (keys && keys[nkeys])
        nkeys++;
    for (int i = 0; i < games; i++) {
        char why[WZ_REASON_MAX];
        wz_game *g = wz_game_new(wz_registry_find(reg, id), nkeys, keys, (uint64_t)i + 1, why,
                                 sizeof why);
        CU_ASSERT_PTR_NOT_NULL_FATAL(g);
        void *m = seat_settings(mcts, kv), *s = seat_settings(simple, NULL);
        char seed[32], err[256];
        snprintf(seed, sizeof seed, "%d", i + 1);
        CU_ASSERT_EQUAL(mcts->ai->configure(m, "seed", seed, err, sizeof err), 0);
        CU_ASSERT_EQUAL(simple->ai->configure(s, "seed", seed, err, sizeof err), 0);
        int mine = i % 2 == 0 ? WZ_P1 : WZ_P2;
        long cap = 4L * wz_game_boards(g) * wz_game_width(g) * wz_game_height(g) + 64;
        for (long k = 0; k < cap && wz_game_result(g, NULL) == WZ_ONGOING; k++) {
            wz_expect e;
            wz_action a;
            wz_game_expect(g, &e);
            int me = e.player == mine;
            if (act(me ? mcts : simple, me ? m : s, g, &a) != 0) {
                CU_FAIL("an AI could not act legally");
                break;
            }
        }
        int r = wz_game_result(g, NULL), colour = wz_game_colour_of(g, mine);
        if (r == WZ_DRAW)
            half += 1;
        else if (r != WZ_ONGOING && (r == WZ_BLACK_WINS) == (colour == WZ_BLACK))
            half += 2;
        drop(mcts, m);
        drop(simple, s);
        wz_game_free(g);
    }
    return half;
}

/* Small boards and two games keep this quick; `make match-mcts` plays the
 * full match (bench/mcts-vs-simple.sh). */
static void test_beats_simple(void)
{
    static const struct {
        const char *id;
        const char *keys[4];
        int games;
        const char *playouts;
    } runs[] = {
        {"gomoku-freestyle", {"size=11"}, 2, "playouts=800"},
        {"pente", {"size=11"}, 2, "playouts=800"},
        {"gomoku-replace", {"size=9", "black_stones=41", "white_stones=40"}, 2, "playouts=300"},
        {"dual-board", {"size=9"}, 2, "playouts=300"},
    };
    for (size_t i = 0; i < sizeof runs / sizeof runs[0]; i++) {
        const char *kv[] = {runs[i].playouts, NULL};
        int half = match(runs[i].id, runs[i].keys, kv, runs[i].games);
        printf("\n  %s %s: mcts %s scores %d%s of %d against simple", runs[i].id,
               runs[i].keys[0], runs[i].playouts, half / 2, half % 2 ? ".5" : "", runs[i].games);
        CU_ASSERT(half > runs[i].games); /* more than half the points */
    }
}

static const char *only; /* run just the tests whose name holds this */

static void add(CU_pSuite suite, const char *name, CU_TestFunc fn)
{
    if (!only || strstr(name, only))
        CU_add_test(suite, name, fn);
}

int main(int argc, char **argv)
{
    only = argc > 1 ? argv[1] : NULL;
    const char *s = getenv("WZ_TEST_SRCDIR"), *b = getenv("WZ_TEST_BUILDDIR");
    char dir[4200], why[WZ_REASON_MAX];
    snprintf(srcdir, sizeof srcdir, "%s", s ? s : ".");
    snprintf(builddir, sizeof builddir, "%s", b ? b : ".");
    /* the catalog alone for the legality sweep; with the fixture
     * variants for the rest */
    for (int i = 0; i < 2; i++) {
        wz_registry *r = wz_registry_new();
        snprintf(dir, sizeof dir, "%s/plugins/.libs", builddir);
        wz_registry_add_plugin_dir(r, dir);
        snprintf(dir, sizeof dir, "%s/tests/shell/fixtures/.libs", builddir);
        wz_registry_add_plugin_dir(r, dir);
        snprintf(dir, sizeof dir, "%s/variants", srcdir);
        wz_registry_add_variant_dir(r, dir);
        if (i == 1) {
            snprintf(dir, sizeof dir, "%s/tests/shell/fixtures/variants", srcdir);
            wz_registry_add_variant_dir(r, dir);
            /* the SDK's hello variant, Pente (captures) */
            snprintf(dir, sizeof dir, "%s/examples/hello-variant/.libs", builddir);
            wz_registry_add_plugin_dir(r, dir);
            snprintf(dir, sizeof dir, "%s/examples/hello-variant", srcdir);
            wz_registry_add_variant_dir(r, dir);
        }
        wz_registry_scan(r);
        *(i ? &reg : &catalog) = r;
    }
    mcts = wz_registry_ai(reg, "mcts", why, sizeof why);
    simple = mcts ? wz_registry_ai(reg, "simple", why, sizeof why) : NULL;
    if (!mcts || !simple) {
        fprintf(stderr, "test_mcts: %s\n", why);
        return 1;
    }
    if (wz_registry_count(catalog) < 50 || !wz_registry_find(reg, "fixture-opening") ||
        !wz_registry_find(reg, "pente")) {
        fprintf(stderr, "test_mcts: the catalog (%d manifests), the fixtures or pente are missing\n",
                wz_registry_count(catalog));
        return 1;
    }
    /* the generator is tested in this process: it reads the game through
     * the same services the plugin gets */
    mcts_host = wz_host_services();
    if (CU_initialize_registry() != CUE_SUCCESS)
        return 1;
    CU_pSuite suite = CU_add_suite("mcts", NULL, NULL);
    add(suite, "every catalog variant, legal actions only", test_every_variant_legal);
    add(suite, "fixture: every kind of action", test_fixture_every_kind);
    add(suite, "candidates of every kind, all legal", test_candidates);
    add(suite, "tactics", test_tactics);
    add(suite, "repeatable", test_repeatable);
    add(suite, "tree reuse", test_reuse);
    add(suite, "a pass is worth no more than a draw", test_pass_is_no_better_than_a_draw);
    add(suite, "memory=MB caps the tree", test_memory_caps_the_tree);
    add(suite, "stop and progress", test_stop_and_progress);
    add(suite, "settings", test_settings);
    add(suite, "beats simple", test_beats_simple);
    CU_basic_set_mode(CU_BRM_VERBOSE);
    CU_basic_run_tests();
    unsigned failures = CU_get_number_of_failures();
    CU_cleanup_registry();
    wz_registry_free(reg);
    wz_registry_free(catalog);
    return failures ? 1 : 0;
}

/* test_kernel.c - unit tests of the kernel: points, manifests and the
 * loader's refusals, games, undo/redo, colours, the RNG, records. */
#include <CUnit/Basic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <wuzi/renju.h>
#include <wuzi/wuzi.h>

static char srcdir[2048], builddir[2048];
static char errors[32][1024];
static int nerrors;

static void collect(void *user, const char *line)
{
    (void)user;
    if (nerrors < 32)
        snprintf(errors[nerrors++], sizeof errors[0], "%s", line);
}

/* A registry that sees the build tree's plugins and the broken fixtures. */
static wz_registry *registry(void)
{
    char dir[4096];
    wz_registry *r = wz_registry_new();
    nerrors = 0;
    wz_registry_on_error(r, collect, NULL);
    snprintf(dir, sizeof dir, "%s/plugins/.libs", builddir);
    wz_registry_add_plugin_dir(r, dir);
    snprintf(dir, sizeof dir, "%s/tests/fixtures/plugins/.libs", builddir);
    wz_registry_add_plugin_dir(r, dir);
    return r;
}

static wz_registry *standard_registry(void)
{
    char dir[4096];
    wz_registry *r = registry();
    snprintf(dir, sizeof dir, "%s/variants", srcdir);
    wz_registry_add_variant_dir(r, dir);
    wz_registry_scan(r);
    return r;
}

static wz_point pt(const char *s)
{
    wz_point p = {0, 0, 0};
    char why[256];
    CU_ASSERT_EQUAL_FATAL(wz_point_parse(s, 1, 15, 15, &p, why, sizeof why), 0);
    return p;
}

/* ---------------------------------------------------------------- points */

static void test_points(void)
{
    wz_point p;
    char why[256], buf[16];
    CU_ASSERT_EQUAL(wz_point_parse("h8", 1, 15, 15, &p, why, sizeof why), 0);
    CU_ASSERT(p.board == 0 && p.x == 7 && p.y == 7);
    CU_ASSERT_EQUAL(wz_point_parse("A1", 1, 15, 15, &p, why, sizeof why), 0);
    CU_ASSERT(p.x == 0 && p.y == 0);
    CU_ASSERT_EQUAL(wz_point_parse("o15", 1, 15, 15, &p, why, sizeof why), 0);
    CU_ASSERT(p.x == 14 && p.y == 14);
    CU_ASSERT_EQUAL(wz_point_parse("p1", 1, 15, 15, &p, why, sizeof why), -1);
    CU_ASSERT_PTR_NOT_NULL(strstr(why, "off the board"));
    CU_ASSERT_EQUAL(wz_point_parse("a16", 1, 15, 15, &p, why, sizeof why), -1);
    CU_ASSERT_EQUAL(wz_point_parse("a0", 1, 15, 15, &p, why, sizeof why), -1);
    CU_ASSERT_EQUAL(wz_point_parse("h8x", 1, 15, 15, &p, why, sizeof why), -1);
    CU_ASSERT_EQUAL(wz_point_parse("s19", 1, 19, 19, &p, why, sizeof why), 0);
    CU_ASSERT_EQUAL(wz_point_parse("z26", 1, 26, 26, &p, why, sizeof why), 0);
    /* a board number is optional on a one-board game, but must be 1 */
    CU_ASSERT_EQUAL(wz_point_parse("1:h8", 1, 15, 15, &p, why, sizeof why), 0);
    CU_ASSERT_EQUAL(wz_point_parse("2:h8", 1, 15, 15, &p, why, sizeof why), -1);
    CU_ASSERT_PTR_NOT_NULL(strstr(why, "one board"));
    CU_ASSERT_EQUAL(wz_point_parse("h8", 2, 19, 19, &p, why, sizeof why), -1);
    CU_ASSERT_PTR_NOT_NULL(strstr(why, "2:h8"));
    CU_ASSERT_EQUAL(wz_point_parse("2:h8", 2, 19, 19, &p, why, sizeof why), 0);
    CU_ASSERT(p.board == 1 && p.x == 7 && p.y == 7);
    CU_ASSERT_EQUAL(wz_point_parse("3:h8", 2, 19, 19, &p, why, sizeof why), -1);
    CU_ASSERT_PTR_NOT_NULL(strstr(why, "no board 3"));
    CU_ASSERT_STRING_EQUAL(wz_point_format(p, 2, buf), "2:h8");
    CU_ASSERT_STRING_EQUAL(wz_point_format(pt("j10"), 1, buf), "j10");

    /* any three bytes fit the 8 the contract promises (an action built
     * by a caller: "-127:\x81-127" overran it, found by fuzz-opening) */
    char wide[32];
    const wz_point odd[] = {{-128, -128, -128}, {127, 127, 127}, {1, 25, 98}, {9, 0, 0}, {0, 26, 0}};
    for (size_t i = 0; i < sizeof odd / sizeof odd[0]; i++) {
        for (int boards = 1; boards <= 2; boards++) {
            memset(wide, '#', sizeof wide);
            wz_point_format(odd[i], boards, wide);
            CU_ASSERT(memchr(wide, '\0', WZ_POINT_TEXT) != NULL);
            CU_ASSERT(wide[WZ_POINT_TEXT] == '#');
        }
    }
    CU_ASSERT_STRING_EQUAL(wz_point_format(odd[0], 2, buf), "?");
    CU_ASSERT_STRING_EQUAL(wz_point_format(odd[2], 2, buf), "2:z99");
    CU_ASSERT_STRING_EQUAL(wz_point_format(odd[4], 1, buf), "?");

    /* and a game names such a point by its numbers */
    wz_registry *r = standard_registry();
    wz_game *g = wz_game_new(wz_registry_find(r, "dual-board"), 0, NULL, 1, why, sizeof why);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    wz_action a = {.kind = WZ_ACT_PLACE, .npoints = 1, .pts = {{-128, -128, -128}}};
    CU_ASSERT_EQUAL(wz_game_act(g, &a, why, sizeof why), -1);
    CU_ASSERT_STRING_EQUAL(why, "a point off the board (board -127, column -127, row -127)");
    a.pts[0] = (wz_point){1, 20, 3};
    CU_ASSERT_EQUAL(wz_game_act(g, &a, why, sizeof why), -1);
    CU_ASSERT_STRING_EQUAL(why, "2:u4 is off the board");
    wz_game_free(g);
    wz_registry_free(r);
}

/* ------------------------------------------------------------- manifests */

/* Load one fixture; expect exactly one error line holding every needle. */
static void expect_refused(const char *name, const char *needle1, const char *needle2)
{
    char path[4096];
    wz_registry *r = registry();
    snprintf(path, sizeof path, "%s/tests/fixtures/manifests/%s.ini", srcdir, name);
    CU_ASSERT_EQUAL(wz_registry_load_manifest(r, path), -1);
    CU_ASSERT_EQUAL(nerrors, 1);
    if (nerrors == 1) {
        CU_ASSERT_PTR_NOT_NULL(strstr(errors[0], path));
        CU_ASSERT_PTR_NOT_NULL(strstr(errors[0], needle1));
        if (needle2)
            CU_ASSERT_PTR_NOT_NULL(strstr(errors[0], needle2));
        CU_ASSERT_PTR_NULL(strchr(errors[0], '\n'));
        if (!strstr(errors[0], needle1) || (needle2 && !strstr(errors[0], needle2)))
            fprintf(stderr, "\n  %s: got '%s'\n", name, errors[0]);
    }
    CU_ASSERT_EQUAL(wz_registry_count(r), 0);
    wz_registry_free(r);
}

static void test_manifest_errors(void)
{
    expect_refused("missing-plugin-key", "missing key 'plugin'", NULL);
    expect_refused("unknown-variant-key", ":5:", "unknown key 'colour'");
    expect_refused("unknown-rules-key", ":7:", "unknown key 'gravity'");
    expect_refused("bad-value", ":7:", "size must be a number from 5 to 26");
    expect_refused("missing-so", ":4:", "plugin 'no-such-plugin' not found");
    expect_refused("no-entry", "no entry symbol wuzi_plugin_entry", ":4:");
    expect_refused("bad-abi", "plugin ABI 3, this wuzi reads ABI 2 and 1 (upgrade wuzi)", ":4:");
    expect_refused("old-abi", "plugin ABI 0, this wuzi reads ABI 2 and 1 (rebuild the plugin)", ":4:");
    expect_refused("bad-api", "plugin needs API 3, this wuzi has API 2 (upgrade wuzi)", ":4:");
    expect_refused("missing-op", "variant plugin lacks the op 'legal' (required)", ":4:");
    expect_refused("unsized-ops", "variant ops table is 0 bytes", "set .size = sizeof(wz_variant_ops)");
    expect_refused("half-hooks", "has hook_expect but lacks hook_apply", ":4:");
    expect_refused("misnamed", "descriptor id 'renamed' does not match the file name (want 'misnamed')", ":4:");
    expect_refused("hook-without-hooks", ":9:", "step 'dice' is a hook, but plugin 'gomoku' has no hook ops");
    expect_refused("bad-claims", ":5:", "claims takes FORMAT or FORMAT:RULE (formats sgf, psq, lib), not 'tar:x'");
    expect_refused("not-a-variant-plugin", "is not a variant plugin", ":4:");
    expect_refused("wrong-id", "does not match the file name", NULL);
    expect_refused("not-ini", ":4:", "not an INI line");
    expect_refused("missing-family", "missing key 'family'", NULL);
    /* inconsistent opening steps, refused at load with line and reason */
    expect_refused("opening-keep-without-offer", ":12:", "keeps an offer, but no offer comes before it");
    expect_refused("opening-bad-range", ":10:", "range min 5 > max 2");
    expect_refused("opening-unknown-actor", ":9:", "unknown actor 'P3'");
    expect_refused("opening-unknown-label", ":11:", "leads to unknown step 'nowhere'");
    expect_refused("opening-n-undeclared", ":17:", "uses n, but no step declares it before");
}

static void test_manifest_scan(void)
{
    char dir[4096];
    wz_registry *r = registry();
    snprintf(dir, sizeof dir, "%s/tests/fixtures/manifests", srcdir);
    wz_registry_add_variant_dir(r, dir);
    /* every broken one is reported and skipped; the good one still loads */
    CU_ASSERT_EQUAL(wz_registry_scan(r), 2);
    CU_ASSERT_EQUAL(nerrors, 24);
    CU_ASSERT_PTR_NOT_NULL(wz_registry_find(r, "tiny-only"));
    CU_ASSERT_PTR_NOT_NULL(wz_registry_find(r, "good"));
    const wz_variant *v = wz_registry_find(r, "good");
    CU_ASSERT_STRING_EQUAL(wz_variant_name(v), "Good");
    CU_ASSERT_EQUAL(wz_variant_key_count(v), 2);
    CU_ASSERT_STRING_EQUAL(wz_variant_key(v, 1), "size=9");
    wz_registry_free(r);
}

static void test_ai_lookup(void)
{
    char why[4096];
    wz_registry *r = registry();
    CU_ASSERT_PTR_NOT_NULL(wz_registry_ai(r, "simple", why, sizeof why));
    CU_ASSERT_PTR_NULL(wz_registry_ai(r, "gomoku", why, sizeof why));
    CU_ASSERT_PTR_NOT_NULL(strstr(why, "not an AI plugin"));
    CU_ASSERT_PTR_NULL(wz_registry_ai(r, "nothing-here", why, sizeof why));
    CU_ASSERT_PTR_NOT_NULL(strstr(why, "not found"));
    CU_ASSERT_PTR_NULL(wz_registry_ai(r, "../etc", why, sizeof why));
    wz_registry_free(r);
}

/* ----------------------------------------------------------------- games */

static int play(wz_game *g, const char *point)
{
    wz_action a = {.kind = WZ_ACT_PLACE, .npoints = 1};
    a.pts[0] = pt(point);
    return wz_game_act(g, &a, NULL, 0);
}

static void test_game_and_undo(void)
{
    wz_registry *r = standard_registry();
    char why[256], res[256];
    const wz_variant *v = wz_registry_find(r, "gomoku-freestyle");
    CU_ASSERT_PTR_NOT_NULL_FATAL(v);
    wz_game *g = wz_game_new(v, 0, NULL, 7, why, sizeof why);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    CU_ASSERT_EQUAL(wz_game_width(g), 15);
    const char *moves[] = {"h8", "a1", "h9", "a2", "h10", "a3", "h11", "a4"};
    for (int i = 0; i < 8; i++)
        CU_ASSERT_EQUAL(play(g, moves[i]), 0);
    /* occupied */
    wz_action a = {.kind = WZ_ACT_PLACE, .npoints = 1};
    a.pts[0] = pt("h8");
    CU_ASSERT_EQUAL(wz_game_act(g, &a, why, sizeof why), -1);
    CU_ASSERT_STRING_EQUAL(why, "h8 is occupied");
    CU_ASSERT_EQUAL(wz_game_history_length(g), 8);
    CU_ASSERT_EQUAL(play(g, "h12"), 0);
    CU_ASSERT_STRING_EQUAL(wz_result_format(g, res, sizeof res), "black wins (five)");
    CU_ASSERT_EQUAL(play(g, "b1"), -1); /* game over */
    /* undo to any depth, then redo */
    for (int i = 0; i < 9; i++)
        CU_ASSERT_EQUAL(wz_game_undo(g), 0);
    CU_ASSERT_EQUAL(wz_game_undo(g), -1);
    CU_ASSERT_EQUAL(wz_game_at(g, pt("h8")), WZ_EMPTY);
    CU_ASSERT_EQUAL(wz_game_redo_count(g), 9);
    for (int i = 0; i < 9; i++)
        CU_ASSERT_EQUAL(wz_game_redo(g), 0);
    CU_ASSERT_EQUAL(wz_game_redo(g), -1);
    CU_ASSERT_EQUAL(wz_game_result(g, NULL), WZ_BLACK_WINS);
    /* a new action after undo starts a variation: nothing to redo at its
     * end, and the undone line is still there beside it */
    wz_game_undo(g);
    wz_game_undo(g);
    CU_ASSERT_EQUAL(play(g, "b5"), 0);
    CU_ASSERT_EQUAL(wz_game_redo_count(g), 0);
    CU_ASSERT_EQUAL(wz_game_at(g, pt("b5")), WZ_WHITE);
    CU_ASSERT_EQUAL(wz_game_undo(g), 0);
    CU_ASSERT_EQUAL(wz_game_variation_count(g), 2);
    wz_game_free(g);
    wz_registry_free(r);
}

/* A loss on time: the player to act loses, as an action of the history
 * ("resign time") that undo takes back. */
static void test_time_out(void)
{
    wz_registry *r = standard_registry();
    char why[256], res[256], buf[64];
    const wz_variant *v = wz_registry_find(r, "gomoku-freestyle");
    wz_game *g = wz_game_new(v, 0, NULL, 7, why, sizeof why);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    CU_ASSERT_EQUAL(play(g, "h8"), 0);
    CU_ASSERT_EQUAL(wz_game_time_out(g, why, sizeof why), 0); /* white's time */
    CU_ASSERT_STRING_EQUAL(wz_result_format(g, res, sizeof res), "black wins (time)");
    const wz_action *a = wz_game_history_at(g, 1);
    CU_ASSERT_PTR_NOT_NULL_FATAL(a);
    CU_ASSERT_EQUAL(a->kind, WZ_ACT_RESIGN);
    CU_ASSERT_EQUAL(a->value, WZ_RESIGN_TIME);
    CU_ASSERT_EQUAL(a->player, WZ_P2);
    wz_action_format(a, 1, buf, sizeof buf);
    CU_ASSERT_STRING_EQUAL(buf, "resign time");
    wz_action back;
    CU_ASSERT_EQUAL(wz_action_parse("resign time", 1, 15, 15, &back, why, sizeof why), 0);
    CU_ASSERT_EQUAL(back.value, WZ_RESIGN_TIME);
    CU_ASSERT_EQUAL(wz_action_parse("resign", 1, 15, 15, &back, why, sizeof why), 0);
    CU_ASSERT_EQUAL(back.value, 0);
    CU_ASSERT_EQUAL(wz_action_parse("resign soon", 1, 15, 15, &back, why, sizeof why), -1);
    /* over: no second flag */
    CU_ASSERT_EQUAL(wz_game_time_out(g, why, sizeof why), -1);
    CU_ASSERT_EQUAL(wz_game_undo(g), 0);
    CU_ASSERT_EQUAL(wz_game_result(g, NULL), WZ_ONGOING);
    wz_game_free(g);
    wz_registry_free(r);
}

static void test_overrides(void)
{
    wz_registry *r = standard_registry();
    char why[256];
    const wz_variant *v = wz_registry_find(r, "gomoku-freestyle");
    const char *big[] = {"size=19"}, *bad[] = {"size=99"}, *unknown[] = {"gravity=1"};
    wz_game *g = wz_game_new(v, 1, big, 1, why, sizeof why);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    CU_ASSERT_EQUAL(wz_game_width(g), 19);
    wz_game_free(g);
    CU_ASSERT_PTR_NULL(wz_game_new(v, 1, bad, 1, why, sizeof why));
    CU_ASSERT_PTR_NOT_NULL(strstr(why, "size must be"));
    CU_ASSERT_PTR_NULL(wz_game_new(v, 1, unknown, 1, why, sizeof why));
    CU_ASSERT_PTR_NOT_NULL(strstr(why, "no key 'gravity'"));
    wz_registry_free(r);
}

static void test_host_services(void)
{
    wz_registry *r = standard_registry();
    const wz_host *h = wz_host_services();
    CU_ASSERT_EQUAL(h->api, WZ_API);
    wz_game *g = wz_game_new(wz_registry_find(r, "gomoku-standard"), 0, NULL, 42, NULL, 0);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    /* players and colours are apart: a swap exchanges them */
    CU_ASSERT_EQUAL(h->colour_of(g, WZ_P1), WZ_BLACK);
    h->swap_colours(g);
    CU_ASSERT_EQUAL(h->colour_of(g, WZ_P1), WZ_WHITE);
    CU_ASSERT_EQUAL(h->player_of(g, WZ_BLACK), WZ_P2);
    h->swap_colours(g);
    /* the generator is seeded: the same seed gives the same draws */
    wz_game *g2 = wz_game_new(wz_registry_find(r, "gomoku-standard"), 0, NULL, 42, NULL, 0);
    uint32_t a[16], b[16];
    int spread = 0;
    for (int i = 0; i < 16; i++) {
        a[i] = h->random(g, 1000);
        b[i] = h->random(g2, 1000);
        CU_ASSERT(a[i] < 1000);
        spread |= a[i] != a[0];
    }
    CU_ASSERT_EQUAL(memcmp(a, b, sizeof a), 0);
    CU_ASSERT(spread);
    /* a line counts the point itself and both ways; a ray one way */
    play(g, "h8");
    play(g, "a1");
    play(g, "i8");
    play(g, "a2");
    play(g, "k8");
    CU_ASSERT_EQUAL(h->line(g, pt("j8"), 1, 0, WZ_BLACK), 4);
    CU_ASSERT_EQUAL(h->line(g, pt("j8"), -1, 0, WZ_BLACK), 4);
    CU_ASSERT_EQUAL(h->line(g, pt("j8"), 0, 1, WZ_BLACK), 1);
    CU_ASSERT_EQUAL(h->ray(g, pt("j8"), -1, 0, WZ_BLACK), 2);
    CU_ASSERT_EQUAL(h->ray(g, pt("j8"), 1, 0, WZ_BLACK), 1);
    CU_ASSERT_EQUAL(h->ray(g, pt("g8"), -1, 0, WZ_BLACK), 0);
    CU_ASSERT_EQUAL(h->ray(g, pt("a3"), 0, -1, WZ_WHITE), 2); /* stops at the edge */
    CU_ASSERT_EQUAL(h->line(g, pt("o8"), 1, 0, WZ_BLACK), 1);
    char text[WZ_POINT_TEXT];
    CU_ASSERT_STRING_EQUAL(h->point_text(g, pt("o15"), text), "o15");
    /* state: read through a const game, written through mutable_state */
    CU_ASSERT_PTR_NOT_NULL(h->state(g));
    CU_ASSERT_PTR_EQUAL(h->state(g), h->mutable_state(g));
    /* a clone is independent */
    wz_game *c = wz_game_clone(g);
    play(c, "b2");
    CU_ASSERT_EQUAL(wz_game_at(c, pt("b2")), WZ_WHITE);
    CU_ASSERT_EQUAL(wz_game_at(g, pt("b2")), WZ_EMPTY);
    CU_ASSERT_EQUAL(wz_game_history_length(g), 5);
    wz_game_free(c);
    wz_game_free(g);
    wz_game_free(g2);
    wz_registry_free(r);
}

static void test_standard_overline(void)
{
    wz_registry *r = standard_registry();
    wz_game *g = wz_game_new(wz_registry_find(r, "gomoku-standard"), 0, NULL, 1, NULL, 0);
    wz_point black[] = {pt("c8"), pt("d8"), pt("e8"), pt("g8"), pt("h8")};
    wz_point white[] = {pt("a1"), pt("a3"), pt("a5"), pt("a7"), pt("a9")};
    CU_ASSERT_EQUAL(wz_game_setup(g, black, 5, white, 5, NULL, 0), 0);
    CU_ASSERT_EQUAL(wz_game_check(g, pt("f8")), WZ_OVERLINE);
    CU_ASSERT_EQUAL(wz_game_forbids(g, pt("f8")), WZ_LEGAL);
    CU_ASSERT_EQUAL(play(g, "f8"), 0);
    CU_ASSERT_EQUAL(wz_game_result(g, NULL), WZ_ONGOING);
    wz_game_free(g);
    wz_registry_free(r);
}

/* What the kernel refuses before a plugin is asked, and what it does for
 * the ops a plugin leaves out. */
static void test_guarantees_and_defaults(void)
{
    char why[WZ_REASON_MAX], dir[4096];
    wz_registry *r = standard_registry();
    snprintf(dir, sizeof dir, "%s/tests/fixtures/manifests/tiny-only.ini", srcdir);
    CU_ASSERT_EQUAL_FATAL(wz_registry_load_manifest(r, dir), 0);
    wz_game *g = wz_game_new(wz_registry_find(r, "gomoku-freestyle"), 0, NULL, 1, NULL, 0);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    /* a kind expect does not allow never reaches the plugin */
    wz_action a = {.kind = WZ_ACT_SWAP};
    CU_ASSERT_EQUAL(wz_game_act(g, &a, why, sizeof why), -1);
    CU_ASSERT_STRING_EQUAL(why, "swap is not expected now: P1 black may play or pass (place a black stone)");
    /* nor a point count that does not fit the kind */
    a = (wz_action){.kind = WZ_ACT_PLACE};
    CU_ASSERT_EQUAL(wz_game_act(g, &a, why, sizeof why), -1);
    CU_ASSERT_STRING_EQUAL(why, "play takes 1 point");
    a = (wz_action){.kind = WZ_ACT_PASS, .npoints = 1};
    CU_ASSERT_EQUAL(wz_game_act(g, &a, why, sizeof why), -1);
    CU_ASSERT_STRING_EQUAL(why, "pass takes no point");
    /* an AI may ask without a buffer */
    a = (wz_action){.kind = WZ_ACT_PLACE, .npoints = 1, .pts = {pt("h8")}};
    CU_ASSERT_EQUAL(wz_host_services()->legal(g, &a, NULL, 0), 0);
    CU_ASSERT_EQUAL(play(g, "h8"), 0);
    CU_ASSERT_EQUAL(wz_game_check(g, pt("h8")), -1);
    CU_ASSERT_STRING_EQUAL(wz_game_verdict_name(g, WZ_FIVE), "five");
    wz_game_free(g);

    /* the tiny fixture has expect, legal and apply only */
    const wz_variant *v = wz_registry_find(r, "tiny-only");
    const char *key[] = {"size=9"};
    CU_ASSERT_PTR_NULL(wz_game_new(v, 1, key, 1, why, sizeof why));
    CU_ASSERT_PTR_NOT_NULL(strstr(why, "no key 'size'"));
    g = wz_game_new(v, 0, NULL, 1, why, sizeof why);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    CU_ASSERT_EQUAL(wz_game_width(g), 15); /* no start: one 15x15 board */
    CU_ASSERT_EQUAL(wz_game_boards(g), 1);
    wz_point pts[4];
    CU_ASSERT_EQUAL(wz_game_marks(g, pts, 4), 0);
    wz_point black[] = {pt("a1"), pt("b1"), pt("c1"), pt("d1")};
    CU_ASSERT_EQUAL(wz_game_setup(g, black, 4, NULL, 0, why, sizeof why), 0);
    /* the default check: five or more for black, else legal; no fouls */
    CU_ASSERT_EQUAL(wz_game_check(g, pt("e1")), WZ_FIVE);
    CU_ASSERT_EQUAL(wz_game_check(g, pt("e2")), WZ_LEGAL);
    CU_ASSERT_EQUAL(wz_game_forbids(g, pt("e1")), WZ_LEGAL);
    CU_ASSERT_STRING_EQUAL(wz_game_verdict_name(g, WZ_VERDICT_OWN), "foul");
    a = (wz_action){.kind = WZ_ACT_PASS};
    CU_ASSERT_EQUAL(wz_game_act(g, &a, why, sizeof why), 0);
    CU_ASSERT_EQUAL(wz_game_undo(g), 0);
    wz_game_free(g);
    wz_registry_free(r);
}

/* Which variant reads a foreign record: the manifests' claims. */
static const char *claimant(const wz_registry *r, const char *format, const char *rule)
{
    const wz_variant *v = wz_registry_claimant(r, format, rule);
    return v ? wz_variant_id(v) : "(none)";
}

static void test_claims(void)
{
    char dir[4096], why[WZ_REASON_MAX];
    wz_registry *r = standard_registry();
    CU_ASSERT_STRING_EQUAL(claimant(r, "psq", NULL), "gomoku-freestyle");
    CU_ASSERT_STRING_EQUAL(claimant(r, "sgf", NULL), "gomoku-freestyle");
    CU_ASSERT_STRING_EQUAL(claimant(r, "sgf", ""), "gomoku-freestyle");
    CU_ASSERT_STRING_EQUAL(claimant(r, "sgf", "Renju (RIF)"), "renju");
    CU_ASSERT_STRING_EQUAL(claimant(r, "sgf", "rif"), "renju");
    CU_ASSERT_STRING_EQUAL(claimant(r, "sgf", "Caro"), "caro");
    CU_ASSERT_STRING_EQUAL(claimant(r, "sgf", "Standard"), "gomoku-standard");
    CU_ASSERT_STRING_EQUAL(claimant(r, "sgf", "Pente"), "(none)");
    CU_ASSERT_STRING_EQUAL(claimant(r, "lib", NULL), "renju");
    CU_ASSERT_STRING_EQUAL(claimant(r, "lib", "renju"), "(none)");
    wz_registry_free(r);

    /* the first folder's claim wins, whatever the ids' order */
    r = registry();
    snprintf(dir, sizeof dir, "%s/tests/fixtures/claims", srcdir);
    wz_registry_add_variant_dir(r, dir);
    snprintf(dir, sizeof dir, "%s/variants", srcdir);
    wz_registry_add_variant_dir(r, dir);
    wz_registry_scan(r);
    CU_ASSERT_STRING_EQUAL(claimant(r, "psq", NULL), "my-psq");
    CU_ASSERT_STRING_EQUAL(claimant(r, "sgf", "my-rule"), "my-psq");
    CU_ASSERT_STRING_EQUAL(claimant(r, "sgf", NULL), "gomoku-freestyle");
    snprintf(dir, sizeof dir, "%s/tests/shell/fixtures/records/game.psq", srcdir);
    wz_game *g = wz_record_import(r, dir, -1, NULL, why, sizeof why);
    CU_ASSERT_PTR_NOT_NULL(g);
    if (g)
        CU_ASSERT_STRING_EQUAL(wz_variant_id(wz_game_variant(g)), "my-psq");
    wz_game_free(g);
    wz_registry_free(r);

    /* a record nobody claims is refused, and says how to choose */
    r = registry();
    snprintf(dir, sizeof dir, "%s/tests/fixtures/manifests/good.ini", srcdir);
    CU_ASSERT_EQUAL(wz_registry_load_manifest(r, dir), 0);
    snprintf(dir, sizeof dir, "%s/tests/shell/fixtures/records/game.psq", srcdir);
    CU_ASSERT_PTR_NULL(wz_record_import(r, dir, -1, NULL, why, sizeof why));
    CU_ASSERT_PTR_NOT_NULL(strstr(why, "no variant claims psq records"));
    CU_ASSERT_PTR_NOT_NULL(strstr(why, "--variant ID"));
    wz_registry_free(r);
}

/* --------------------------------------------------------------- records */

static void test_records(void)
{
    wz_registry *r = standard_registry();
    char path[4096], why[1024], res1[256], res2[256];
    snprintf(path, sizeof path, "%s/wuzi-test-XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
    int fd = mkstemp(path);
    CU_ASSERT_FATAL(fd >= 0);
    close(fd);
    const char *keys[] = {"size=17"};
    wz_game *g = wz_game_new(wz_registry_find(r, "caro"), 1, keys, 99, NULL, 0);
    const char *moves[] = {"h8", "h9", "i8", "i9", "j8"};
    for (int i = 0; i < 5; i++)
        play(g, moves[i]);
    CU_ASSERT_EQUAL(wz_record_save(g, path, why, sizeof why), 0);
    wz_game *back = wz_record_load(r, path, why, sizeof why);
    CU_ASSERT_PTR_NOT_NULL_FATAL(back);
    CU_ASSERT_EQUAL(wz_game_width(back), 17);
    CU_ASSERT_EQUAL(wz_game_seed(back), 99);
    CU_ASSERT_EQUAL(wz_game_history_length(back), 5);
    CU_ASSERT_STRING_EQUAL(wz_result_format(g, res1, sizeof res1), wz_result_format(back, res2, sizeof res2));
    CU_ASSERT_EQUAL(wz_game_at(back, pt("j8")), WZ_BLACK);
    wz_game_free(back);

    /* corrupt: an illegal action names its line; the game is not made */
    FILE *f = fopen(path, "w");
    fprintf(f, "wuzi-record 1\nvariant caro\nseed 1\nplay h8\nplay h8\nresult ongoing\nend-record\n");
    fclose(f);
    CU_ASSERT_PTR_NULL(wz_record_load(r, path, why, sizeof why));
    CU_ASSERT_PTR_NOT_NULL(strstr(why, ":5: play h8: h8 is occupied"));
    /* truncated */
    f = fopen(path, "w");
    fprintf(f, "wuzi-record 1\nvariant caro\nseed 1\nplay h8\n");
    fclose(f);
    CU_ASSERT_PTR_NULL(wz_record_load(r, path, why, sizeof why));
    CU_ASSERT_PTR_NOT_NULL(strstr(why, "truncated"));
    /* not a record at all */
    f = fopen(path, "w");
    fprintf(f, "(;FF[4]GM[4])\n");
    fclose(f);
    CU_ASSERT_PTR_NULL(wz_record_load(r, path, why, sizeof why));
    CU_ASSERT_PTR_NOT_NULL(strstr(why, ":1: not a wuzi record"));
    unlink(path);
    wz_game_free(g);
    wz_registry_free(r);
}

int main(void)
{
    const char *s = getenv("WZ_TEST_SRCDIR"), *b = getenv("WZ_TEST_BUILDDIR");
    snprintf(srcdir, sizeof srcdir, "%s", s ? s : ".");
    snprintf(builddir, sizeof builddir, "%s", b ? b : ".");
    if (CU_initialize_registry() != CUE_SUCCESS)
        return 1;
    CU_pSuite suite = CU_add_suite("kernel", NULL, NULL);
    CU_add_test(suite, "points", test_points);
    CU_add_test(suite, "manifest errors", test_manifest_errors);
    CU_add_test(suite, "manifest scan", test_manifest_scan);
    CU_add_test(suite, "AI lookup", test_ai_lookup);
    CU_add_test(suite, "game and undo", test_game_and_undo);
    CU_add_test(suite, "loss on time", test_time_out);
    CU_add_test(suite, "overrides", test_overrides);
    CU_add_test(suite, "host services", test_host_services);
    CU_add_test(suite, "standard overline", test_standard_overline);
    CU_add_test(suite, "guarantees and defaults", test_guarantees_and_defaults);
    CU_add_test(suite, "claims", test_claims);
    CU_add_test(suite, "records", test_records);
    CU_basic_set_mode(CU_BRM_VERBOSE);
    CU_basic_run_tests();
    unsigned failures = CU_get_number_of_failures();
    CU_cleanup_registry();
    return failures ? 1 : 0;
}

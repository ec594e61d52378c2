/* test_tree.c - unit tests of the variation tree: what act, undo, redo,
 * back, forward, goto, the variations, main, cut and promote do to the
 * tree, the current line and the comments of its nodes; and, for every
 * variant (and the fixtures that roll dice and use every action kind),
 * that a position reached by moving about the tree, by replay from a
 * checkpoint, is the very position a fresh game replaying its history
 * reaches. */
#include <CUnit/Basic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <wuzi/wuzi.h>

static char srcdir[2048], builddir[2048];
static wz_registry *reg;

static wz_registry *make_registry(void)
{
    char dir[4096];
    wz_registry *r = wz_registry_new();
    snprintf(dir, sizeof dir, "%s/plugins/.libs", builddir);
    wz_registry_add_plugin_dir(r, dir);
    snprintf(dir, sizeof dir, "%s/tests/shell/fixtures/.libs", builddir);
    wz_registry_add_plugin_dir(r, dir);
    snprintf(dir, sizeof dir, "%s/variants", srcdir);
    wz_registry_add_variant_dir(r, dir);
    snprintf(dir, sizeof dir, "%s/tests/shell/fixtures/variants", srcdir);
    wz_registry_add_variant_dir(r, dir);
    wz_registry_scan(r);
    return r;
}

static wz_game *fresh(const char *id)
{
    char why[WZ_REASON_MAX];
    const wz_variant *v = wz_registry_find(reg, id);
    CU_ASSERT_PTR_NOT_NULL_FATAL(v);
    wz_game *g = wz_game_new(v, 0, NULL, 1, why, sizeof why);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    return g;
}

static int play(wz_game *g, const char *point)
{
    char why[WZ_REASON_MAX];
    wz_action a = {.kind = WZ_ACT_PLACE, .npoints = 1};
    if (wz_point_parse(point, 1, 15, 15, &a.pts[0], why, sizeof why) != 0)
        return -1;
    return wz_game_act(g, &a, why, sizeof why);
}

/* The history as "h8 h9 ...", to compare lines at a glance. */
static const char *moves(const wz_game *g)
{
    static char buf[4096];
    char p[16];
    buf[0] = '\0';
    for (int i = 0; i < wz_game_history_length(g); i++) {
        const wz_action *a = wz_game_history_at(g, i);
        snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%s%s", i ? " " : "",
                 a->npoints ? wz_point_format(a->pts[0], 1, p) : wz_action_name(a->kind));
    }
    return buf;
}

static const char *variation(const wz_game *g, int i)
{
    static char buf[64];
    wz_action a;
    if (wz_game_variation_at(g, i, &a) != 0)
        return "-";
    return wz_point_format(a.pts[0], 1, buf);
}

/* ------------------------------------------------------------ semantics */

static void test_variations_from_undo(void)
{
    wz_game *g = fresh("gomoku-freestyle");
    CU_ASSERT_EQUAL(play(g, "h8"), 0);
    CU_ASSERT_EQUAL(play(g, "h9"), 0);
    CU_ASSERT_EQUAL(play(g, "i8"), 0);
    CU_ASSERT_EQUAL(wz_game_node_count(g), 4);
    /* undo, then another move: a variation; nothing is lost */
    CU_ASSERT_EQUAL(wz_game_undo(g), 0);
    CU_ASSERT_EQUAL(wz_game_redo_count(g), 1);
    CU_ASSERT_EQUAL(play(g, "j10"), 0);
    CU_ASSERT_STRING_EQUAL(moves(g), "h8 h9 j10");
    CU_ASSERT_EQUAL(wz_game_redo_count(g), 0);
    CU_ASSERT_EQUAL(wz_game_node_count(g), 5);
    CU_ASSERT_EQUAL(wz_game_undo(g), 0);
    CU_ASSERT_EQUAL(wz_game_variation_count(g), 2);
    CU_ASSERT_STRING_EQUAL(variation(g, 0), "i8"); /* the main line first */
    CU_ASSERT_STRING_EQUAL(variation(g, 1), "j10");
    /* the current line goes on the way it came back: redo follows j10 */
    CU_ASSERT_EQUAL(wz_game_variation_next(g), 1);
    CU_ASSERT_EQUAL(wz_game_redo(g), 0);
    CU_ASSERT_STRING_EQUAL(moves(g), "h8 h9 j10");
    CU_ASSERT_FALSE(wz_game_on_main_line(g));
    /* the same move again follows the node there, keeping what is beyond */
    CU_ASSERT_EQUAL(wz_game_back(g, 2), 0);
    CU_ASSERT_EQUAL(wz_game_redo_count(g), 2);
    CU_ASSERT_EQUAL(play(g, "h9"), 0);
    CU_ASSERT_EQUAL(wz_game_redo_count(g), 1);
    CU_ASSERT_EQUAL(wz_game_node_count(g), 5);
    /* enter the main variation: the line follows it */
    CU_ASSERT_EQUAL(wz_game_enter(g, 0), 0);
    CU_ASSERT_STRING_EQUAL(moves(g), "h8 h9 i8");
    CU_ASSERT_TRUE(wz_game_on_main_line(g));
    CU_ASSERT_EQUAL(wz_game_enter(g, 0), -1); /* a leaf */
    wz_game_free(g);
}

static void test_navigation(void)
{
    wz_game *g = fresh("gomoku-freestyle");
    const char *line[] = {"h8", "h9", "i8", "i9", "j8", "j9"};
    for (int i = 0; i < 6; i++)
        CU_ASSERT_EQUAL(play(g, line[i]), 0);
    CU_ASSERT_EQUAL(wz_game_line_length(g), 6);
    CU_ASSERT_EQUAL(wz_game_back(g, 7), -1); /* refused: nothing changes */
    CU_ASSERT_EQUAL(wz_game_history_length(g), 6);
    CU_ASSERT_EQUAL(wz_game_back(g, 4), 0);
    CU_ASSERT_STRING_EQUAL(moves(g), "h8 h9");
    CU_ASSERT_EQUAL(wz_game_forward(g, 5), -1);
    CU_ASSERT_EQUAL(wz_game_forward(g, 3), 0);
    CU_ASSERT_STRING_EQUAL(moves(g), "h8 h9 i8 i9 j8");
    CU_ASSERT_EQUAL(wz_game_goto(g, 0), 0);
    CU_ASSERT_EQUAL(wz_game_history_length(g), 0);
    CU_ASSERT_EQUAL(wz_game_at(g, (wz_point){0, 7, 7}), WZ_EMPTY);
    CU_ASSERT_EQUAL(wz_game_goto(g, 6), 0);
    CU_ASSERT_EQUAL(wz_game_goto(g, 7), -1);
    CU_ASSERT_EQUAL(wz_game_at(g, (wz_point){0, 9, 8}), WZ_WHITE); /* j9 */
    /* a variation at move 3, then back on the main line */
    CU_ASSERT_EQUAL(wz_game_goto(g, 2), 0);
    CU_ASSERT_EQUAL(play(g, "k11"), 0);
    CU_ASSERT_EQUAL(play(g, "k12"), 0);
    CU_ASSERT_EQUAL(wz_game_line_length(g), 4);
    CU_ASSERT_EQUAL(wz_game_main(g), 2);
    CU_ASSERT_STRING_EQUAL(moves(g), "h8 h9");
    CU_ASSERT_EQUAL(wz_game_line_length(g), 6); /* the main line ahead again */
    CU_ASSERT_EQUAL(wz_game_goto(g, 6), 0);
    CU_ASSERT_STRING_EQUAL(moves(g), "h8 h9 i8 i9 j8 j9");
    /* on the main line, main keeps the position */
    CU_ASSERT_EQUAL(wz_game_main(g), 6);
    wz_game_free(g);
}

static void test_cut_and_promote(void)
{
    wz_game *g = fresh("gomoku-freestyle");
    CU_ASSERT_EQUAL(play(g, "h8"), 0);
    CU_ASSERT_EQUAL(play(g, "h9"), 0);
    CU_ASSERT_EQUAL(play(g, "i8"), 0);
    CU_ASSERT_EQUAL(wz_game_cut(g), -1); /* the main line */
    CU_ASSERT_EQUAL(wz_game_back(g, 2), 0);
    CU_ASSERT_EQUAL(play(g, "a1"), 0);
    CU_ASSERT_EQUAL(play(g, "a2"), 0);
    CU_ASSERT_EQUAL(play(g, "a3"), 0);
    CU_ASSERT_EQUAL(wz_game_back(g, 1), 0);
    CU_ASSERT_EQUAL(play(g, "b3"), 0); /* a variation inside the variation */
    CU_ASSERT_EQUAL(wz_game_node_count(g), 8);
    /* cut from inside: the inner variation only */
    CU_ASSERT_EQUAL(wz_game_cut(g), 1);
    CU_ASSERT_STRING_EQUAL(moves(g), "h8 a1 a2");
    CU_ASSERT_EQUAL(wz_game_redo_count(g), 1); /* a3 ahead */
    /* promote: the variation becomes the main line, the old one a variation */
    CU_ASSERT_EQUAL(wz_game_promote(g), 0);
    CU_ASSERT_TRUE(wz_game_on_main_line(g));
    CU_ASSERT_EQUAL(wz_game_goto(g, 1), 0);
    CU_ASSERT_STRING_EQUAL(variation(g, 0), "a1");
    CU_ASSERT_STRING_EQUAL(variation(g, 1), "h9");
    CU_ASSERT_EQUAL(wz_game_enter(g, 1), 0);
    CU_ASSERT_EQUAL(wz_game_redo_count(g), 1);
    CU_ASSERT_EQUAL(wz_game_forward(g, 1), 0);
    CU_ASSERT_EQUAL(wz_game_cut(g), 2); /* h9 i8 */
    CU_ASSERT_STRING_EQUAL(moves(g), "h8");
    CU_ASSERT_EQUAL(wz_game_variation_count(g), 1);
    CU_ASSERT_EQUAL(wz_game_node_count(g), 5);
    /* a cut node's number is used again; the replay stays right */
    CU_ASSERT_EQUAL(play(g, "o15"), 0);
    CU_ASSERT_EQUAL(wz_game_goto(g, 0), 0);
    CU_ASSERT_EQUAL(wz_game_enter(g, 0), 0);
    CU_ASSERT_EQUAL(wz_game_enter(g, 1), 0);
    CU_ASSERT_STRING_EQUAL(moves(g), "h8 o15");
    CU_ASSERT_EQUAL(wz_game_at(g, (wz_point){0, 14, 14}), WZ_WHITE);
    wz_game_free(g);
}

static void test_comments_on_nodes(void)
{
    wz_game *g = fresh("gomoku-freestyle");
    CU_ASSERT_EQUAL(wz_game_set_comment(g, 0, "start"), 0);
    CU_ASSERT_EQUAL(play(g, "h8"), 0);
    CU_ASSERT_EQUAL(play(g, "h9"), 0);
    CU_ASSERT_EQUAL(wz_game_set_comment(g, 2, "main h9"), 0);
    CU_ASSERT_EQUAL(wz_game_back(g, 1), 0);
    CU_ASSERT_EQUAL(play(g, "j10"), 0);
    CU_ASSERT_PTR_NULL(wz_game_comment(g, 2));
    CU_ASSERT_EQUAL(wz_game_set_comment(g, 2, "variation j10"), 0);
    /* each position keeps its own, whichever line leads there */
    CU_ASSERT_EQUAL(wz_game_back(g, 1), 0);
    CU_ASSERT_STRING_EQUAL(wz_game_comment(g, 2), "variation j10"); /* the line ahead */
    CU_ASSERT_EQUAL(wz_game_enter(g, 0), 0);
    CU_ASSERT_STRING_EQUAL(wz_game_comment(g, 2), "main h9");
    CU_ASSERT_STRING_EQUAL(wz_game_comment(g, 0), "start");
    CU_ASSERT_EQUAL(wz_game_set_comment(g, 3, "beyond"), -1);
    /* a clone has its own tree */
    wz_game *c = wz_game_clone(g);
    CU_ASSERT_PTR_NOT_NULL_FATAL(c);
    CU_ASSERT_EQUAL(wz_game_set_comment(c, 2, NULL), 0);
    CU_ASSERT_EQUAL(wz_game_back(c, 1), 0);
    CU_ASSERT_EQUAL(wz_game_cut(c), -1);
    CU_ASSERT_EQUAL(wz_game_enter(c, 1), 0);
    CU_ASSERT_EQUAL(wz_game_cut(c), 1);
    CU_ASSERT_PTR_NULL(wz_game_comment(c, 2));
    CU_ASSERT_STRING_EQUAL(wz_game_comment(g, 2), "main h9");
    CU_ASSERT_EQUAL(wz_game_node_count(g), 4);
    CU_ASSERT_EQUAL(wz_game_node_count(c), 3);
    wz_game_free(c);
    wz_game_free(g);
}

/* What the host's copy (the AIs') holds: the history only. */
static void test_plugin_copy(void)
{
    wz_game *g = fresh("gomoku-freestyle");
    CU_ASSERT_EQUAL(play(g, "h8"), 0);
    CU_ASSERT_EQUAL(play(g, "h9"), 0);
    CU_ASSERT_EQUAL(wz_game_back(g, 1), 0);
    CU_ASSERT_EQUAL(play(g, "i9"), 0);
    wz_game *c = wz_host_services()->clone(g);
    CU_ASSERT_PTR_NOT_NULL_FATAL(c);
    CU_ASSERT_STRING_EQUAL(moves(c), "h8 i9");
    CU_ASSERT_EQUAL(wz_game_node_count(c), 3);
    CU_ASSERT_EQUAL(wz_game_back(c, 1), 0);
    CU_ASSERT_EQUAL(wz_game_variation_count(c), 1);
    CU_ASSERT_EQUAL(wz_game_at(c, (wz_point){0, 8, 8}), WZ_EMPTY);
    wz_game_free(c);
    wz_game_free(g);
}

/* The native record of g, malloc'd: everything the tree holds. */
static char *record_text(const wz_game *g)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    CU_ASSERT_PTR_NOT_NULL_FATAL(f);
    CU_ASSERT_EQUAL(wz_record_write(g, f), 0);
    fclose(f);
    return text;
}

/* A rollback puts back the position, the current line (the next links of
 * the nodes followed) and the tree (the nodes added go), and the change
 * counters; a commit keeps it all; any other change ends a trial. */
static void test_trial(void)
{
    wz_game *g = fresh("gomoku-freestyle");
    CU_ASSERT_EQUAL(play(g, "h8"), 0);
    CU_ASSERT_EQUAL(play(g, "h9"), 0);
    CU_ASSERT_EQUAL(play(g, "h10"), 0);
    CU_ASSERT_EQUAL(wz_game_back(g, 2), 0);
    CU_ASSERT_EQUAL(play(g, "i9"), 0); /* h8 now goes on by i9 or h9 */
    CU_ASSERT_EQUAL(wz_game_back(g, 1), 0);
    CU_ASSERT_EQUAL(wz_game_enter(g, 0), 0); /* the line: h8 h9 h10 */
    CU_ASSERT_EQUAL(wz_game_back(g, 1), 0);
    char *before = record_text(g);
    wz_game_changes c0, c1;
    wz_game_changes_of(g, &c0);

    /* one trial at a time; a move about the tree ends it, kept */
    CU_ASSERT_EQUAL(wz_game_begin(g), 0);
    CU_ASSERT_EQUAL(wz_game_begin(g), -1);
    CU_ASSERT_EQUAL(wz_game_back(g, 1), 0);
    CU_ASSERT_EQUAL(wz_game_rollback(g), -1);
    CU_ASSERT_STRING_EQUAL(moves(g), "");
    CU_ASSERT_EQUAL(wz_game_forward(g, 1), 0);
    wz_game_changes_of(g, &c1);
    CU_ASSERT(c1.revision != c0.revision);
    CU_ASSERT_EQUAL(c1.reshaped, c0.reshaped);
    wz_game_changes_of(g, &c0);

    /* an existing continuation (the line turns to i9), then new nodes */
    int nodes = wz_game_node_count(g);
    CU_ASSERT_EQUAL(wz_game_begin(g), 0);
    CU_ASSERT_EQUAL(play(g, "i9"), 0);
    CU_ASSERT_EQUAL(play(g, "j10"), 0);
    CU_ASSERT_EQUAL(play(g, "k11"), 0);
    CU_ASSERT_EQUAL(wz_game_node_count(g), nodes + 2);
    wz_game_changes_of(g, &c1);
    CU_ASSERT(c1.revision != c0.revision);
    CU_ASSERT_EQUAL(wz_game_rollback(g), 0);
    CU_ASSERT_EQUAL(wz_game_node_count(g), nodes);
    CU_ASSERT_STRING_EQUAL(moves(g), "h8");
    CU_ASSERT_EQUAL(wz_game_redo_count(g), 2); /* h9 h10, as before */
    CU_ASSERT_EQUAL(wz_game_at(g, (wz_point){0, 8, 8}), WZ_EMPTY);
    char *after = record_text(g);
    CU_ASSERT_STRING_EQUAL(after, before);
    free(after);
    wz_game_changes_of(g, &c1);
    CU_ASSERT_EQUAL(c1.revision, c0.revision);
    CU_ASSERT_EQUAL(c1.reshaped, c0.reshaped);
    CU_ASSERT_EQUAL(c1.game, c0.game);
    CU_ASSERT_EQUAL(wz_game_rollback(g), -1); /* none runs */

    /* a commit keeps the actions; the freed nodes are used again */
    CU_ASSERT_EQUAL(wz_game_begin(g), 0);
    CU_ASSERT_EQUAL(play(g, "j10"), 0);
    CU_ASSERT_EQUAL(wz_game_commit(g), 0);
    CU_ASSERT_EQUAL(wz_game_commit(g), -1);
    CU_ASSERT_STRING_EQUAL(moves(g), "h8 j10");
    CU_ASSERT_EQUAL(wz_game_node_count(g), nodes + 1);
    CU_ASSERT_EQUAL(wz_game_back(g, 1), 0);
    CU_ASSERT_EQUAL(wz_game_variation_count(g), 3);
    CU_ASSERT_STRING_EQUAL(variation(g, 2), "j10");

    /* a copy is another game, and no trial goes with it */
    CU_ASSERT_EQUAL(wz_game_begin(g), 0);
    wz_game *c = wz_game_clone(g);
    CU_ASSERT_PTR_NOT_NULL_FATAL(c);
    wz_game_changes_of(c, &c1);
    wz_game_changes_of(g, &c0);
    CU_ASSERT(c1.game != c0.game);
    CU_ASSERT_EQUAL(wz_game_rollback(c), -1);
    CU_ASSERT_EQUAL(wz_game_rollback(g), 0);
    wz_game_free(c);
    free(before);
    wz_game_free(g);
}

/* --------------------------------------------- replay from checkpoints */

static uint64_t rng = 0x9e3779b97f4a7c15ULL;
static uint32_t below(uint32_t n)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (uint32_t)(rng % n);
}

/* Everything a player or a plugin can see of a position: 0 when a and b
 * agree, else the first difference in what. */
static int differ(const wz_game *a, const wz_game *b, char *what, size_t len)
{
    wz_expect ea, eb;
    wz_game_expect(a, &ea);
    wz_game_expect(b, &eb);
    if (ea.player != eb.player || ea.colour != eb.colour || ea.actions != eb.actions || ea.min != eb.min ||
        ea.max != eb.max || strcmp(ea.text, eb.text) != 0)
        return snprintf(what, len, "expect: '%.60s' against '%.60s'", ea.text, eb.text), 1;
    const char *ra, *rb;
    if (wz_game_result(a, &ra) != wz_game_result(b, &rb) || strcmp(ra, rb) != 0)
        return snprintf(what, len, "result"), 1;
    for (int p = 0; p < 2; p++)
        if (wz_game_colour_of(a, p) != wz_game_colour_of(b, p))
            return snprintf(what, len, "colours"), 1;
    if (wz_game_in_opening(a) != wz_game_in_opening(b) || wz_game_boards(a) != wz_game_boards(b) ||
        wz_game_width(a) != wz_game_width(b) || wz_game_height(a) != wz_game_height(b))
        return snprintf(what, len, "phase or boards"), 1;
    for (int bd = 0; bd < wz_game_boards(a); bd++)
        for (int x = 0; x < wz_game_width(a); x++)
            for (int y = 0; y < wz_game_height(a); y++) {
                wz_point p = {(int8_t)bd, (int8_t)x, (int8_t)y};
                if (wz_game_at(a, p) != wz_game_at(b, p) || wz_game_stone_number(a, p) != wz_game_stone_number(b, p))
                    return snprintf(what, len, "stone at %d:%d,%d", bd, x, y), 1;
                if (wz_game_at(a, p) == WZ_EMPTY && wz_game_forbids(a, p) != wz_game_forbids(b, p))
                    return snprintf(what, len, "foul at %d:%d,%d", bd, x, y), 1;
            }
    /* the kernel's running count of stones (what the variants read after
     * every move) against the board itself, in both games */
    const wz_host *H = wz_host_services();
    for (int bd = 0; bd < wz_game_boards(a); bd++) {
        int n = 0;
        for (int x = 0; x < wz_game_width(a); x++)
            for (int y = 0; y < wz_game_height(a); y++)
                n += wz_game_at(a, (wz_point){(int8_t)bd, (int8_t)x, (int8_t)y}) != WZ_EMPTY;
        if (H->stones(a, bd) != n || H->stones(b, bd) != n)
            return snprintf(what, len, "board %d: %d stones, counted %d and %d", bd, n, H->stones(a, bd),
                            H->stones(b, bd)), 1;
    }
    if (H->main_colour(a) != H->main_colour(b))
        return snprintf(what, len, "main colour"), 1;
    wz_point pa, pb, ma[64], mb[64];
    int la = wz_game_last_stone(a, &pa), lb = wz_game_last_stone(b, &pb);
    if (la != lb || (la && wz_point_compare(&pa, &pb) != 0))
        return snprintf(what, len, "last stone"), 1;
    int na = wz_game_marks(a, ma, 64), nb = wz_game_marks(b, mb, 64);
    if (na != nb || memcmp(ma, mb, sizeof ma[0] * (size_t)na) != 0)
        return snprintf(what, len, "marks"), 1;
    if (wz_game_draw_count(a) != wz_game_draw_count(b))
        return snprintf(what, len, "dice: %d draws against %d", wz_game_draw_count(a), wz_game_draw_count(b)), 1;
    for (int i = 0; i < wz_game_draw_count(a); i++) {
        int fa, fb;
        uint32_t n1, n2, v1, v2;
        wz_game_draw_at(a, i, &fa, &n1, &v1);
        wz_game_draw_at(b, i, &fb, &n2, &v2);
        if (fa != fb || n1 != n2 || v1 != v2)
            return snprintf(what, len, "draw %d", i), 1;
    }
    return 0;
}

/* A game of the same variant that plays the history from the start. */
static wz_game *replayed(const wz_game *g)
{
    char why[WZ_REASON_MAX];
    wz_game *r = wz_game_new(wz_game_variant(g), 0, NULL, wz_game_seed(g), why, sizeof why);
    for (int i = 0; r && i < wz_game_history_length(g); i++)
        if (wz_game_act(r, wz_game_history_at(g, i), why, sizeof why) != 0) {
            fprintf(stderr, "replay of action %d refused: %s\n", i + 1, why);
            wz_game_free(r);
            return NULL;
        }
    return r;
}

/* Some legal action: a random stone when stones are wanted, else the
 * simple AI's choice (it knows every step of the openings). */
static int random_action(wz_game *g, const wz_plugin *ai, void *config)
{
    char why[WZ_REASON_MAX];
    wz_expect e;
    wz_game_expect(g, &e);
    if (e.player == WZ_NOBODY)
        return -1;
    if ((e.actions & (1u << WZ_ACT_PLACE)) && below(4)) {
        for (int t = 0; t < 300; t++) {
            wz_action a = {.kind = WZ_ACT_PLACE, .npoints = 1};
            a.pts[0] = (wz_point){(int8_t)below((uint32_t)wz_game_boards(g)), (int8_t)below((uint32_t)wz_game_width(g)),
                                  (int8_t)below((uint32_t)wz_game_height(g))};
            if (wz_game_act(g, &a, NULL, 0) == 0)
                return 0;
        }
    }
    wz_action a;
    if (wz_ai_choose(ai, g, config, &a, why, sizeof why) != 0)
        return -1;
    return wz_game_act(g, &a, why, sizeof why);
}

/* The actions of a fixture's .moves file, which the AI would not make. */
static void play_moves_file(wz_game *g, const char *id)
{
    char path[4200], line[256], why[WZ_REASON_MAX];
    snprintf(path, sizeof path, "%s/tests/shell/fixtures/variants/%s.moves", srcdir, id);
    FILE *f = fopen(path, "r");
    while (f && fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = '\0';
        char *sp = strchr(line, ' ');
        wz_action a;
        /* "play P P": one action a point */
        if (strncmp(line, "play ", 5) == 0) {
            for (char *w = strtok(sp + 1, " "); w; w = strtok(NULL, " ")) {
                char one[64];
                snprintf(one, sizeof one, "play %s", w);
                if (wz_action_parse(one, wz_game_boards(g), wz_game_width(g), wz_game_height(g), &a, why, sizeof why) == 0)
                    wz_game_act(g, &a, why, sizeof why);
            }
        } else if (line[0] && line[0] != '#' &&
                   wz_action_parse(line, wz_game_boards(g), wz_game_width(g), wz_game_height(g), &a, why, sizeof why) == 0) {
            wz_game_act(g, &a, why, sizeof why);
        }
    }
    if (f)
        fclose(f);
}

/* A die rolled on one branch, another on a second: back on the first,
 * its own draw is the one logged. */
static void test_dice_across_branches(void)
{
    char why[WZ_REASON_MAX], what[256];
    wz_game *g = fresh("fixture-opening");
    const char *a[] = {"play e5", "swap", "declare 3", "offer d4 f6 g7", "reject"};
    const char *b[] = {"declare 2", "offer d4 f6", "reject"};
    wz_action act;
    for (int i = 0; i < 5; i++) {
        CU_ASSERT_EQUAL_FATAL(wz_action_parse(a[i], 1, 9, 9, &act, why, sizeof why), 0);
        CU_ASSERT_EQUAL_FATAL(wz_game_act(g, &act, why, sizeof why), 0);
    }
    for (int x = 0; x < 9 && wz_game_history_length(g) < 20; x++)
        for (int y = 0; y < 9 && wz_game_history_length(g) < 20; y += 3) {
            wz_action p = {.kind = WZ_ACT_PLACE, .npoints = 1};
            p.pts[0] = (wz_point){0, (int8_t)x, (int8_t)y};
            wz_game_act(g, &p, NULL, 0);
        }
    int end = wz_game_history_length(g);
    CU_ASSERT(end >= 17);
    CU_ASSERT_EQUAL(wz_game_goto(g, 0), 0); /* the replay leaves checkpoints */
    CU_ASSERT_EQUAL(wz_game_goto(g, end), 0);
    CU_ASSERT_EQUAL(wz_game_goto(g, 2), 0);
    for (int i = 0; i < 3; i++) {
        CU_ASSERT_EQUAL_FATAL(wz_action_parse(b[i], 1, 9, 9, &act, why, sizeof why), 0);
        CU_ASSERT_EQUAL_FATAL(wz_game_act(g, &act, why, sizeof why), 0);
    }
    CU_ASSERT_EQUAL(wz_game_draw_count(g), 1);
    CU_ASSERT_EQUAL(wz_game_goto(g, 2), 0);
    CU_ASSERT_EQUAL(wz_game_enter(g, 0), 0); /* back on the first branch */
    CU_ASSERT_EQUAL(wz_game_goto(g, end), 0);
    int after;
    uint32_t n, value;
    CU_ASSERT_EQUAL(wz_game_draw_at(g, 0, &after, &n, &value), 0);
    CU_ASSERT_EQUAL(n, 3);
    wz_game *r = replayed(g);
    CU_ASSERT_PTR_NOT_NULL_FATAL(r);
    CU_ASSERT_FALSE(differ(g, r, what, sizeof what));
    wz_game_free(r);
    wz_game_free(g);
}

static void test_replay_every_variant(void)
{
    char why[WZ_REASON_MAX], what[256];
    const wz_plugin *ai = wz_registry_ai(reg, "simple", why, sizeof why);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ai);
    void *config = calloc(1, ai->ai->config_size ? ai->ai->config_size : 1);
    int checked = 0;
    for (int vi = 0; vi < wz_registry_count(reg); vi++) {
        const wz_variant *v = wz_registry_at(reg, vi);
        wz_game *g = wz_game_new(v, 0, NULL, 5 + (uint64_t)vi, why, sizeof why);
        CU_ASSERT_PTR_NOT_NULL_FATAL(g);
        play_moves_file(g, wz_variant_id(v));
        for (int i = 0; i < 30 && random_action(g, ai, config) == 0; i++)
            ;
        /* move about: back, forward, goto, new variations, enter others */
        for (int step = 0; step < 60; step++) {
            int len = wz_game_line_length(g), here = wz_game_history_length(g);
            switch (below(6)) {
            case 0:
                wz_game_back(g, here ? (int)below((uint32_t)here) + 1 : 0);
                break;
            case 1:
                wz_game_forward(g, (int)below((uint32_t)(len - here + 1)));
                break;
            case 2:
                wz_game_goto(g, (int)below((uint32_t)len + 1));
                break;
            case 3:
            case 4:
                random_action(g, ai, config);
                break;
            default: {
                int n = wz_game_variation_count(g);
                if (n)
                    wz_game_enter(g, (int)below((uint32_t)n));
            }
            }
            wz_game *r = replayed(g);
            CU_ASSERT_PTR_NOT_NULL_FATAL(r);
            if (differ(g, r, what, sizeof what)) {
                fprintf(stderr, "\n%s after %d actions (step %d): %s\n", wz_variant_id(v), here, step, what);
                CU_FAIL("a position reached in the tree differs from its replay");
                wz_game_free(r);
                break;
            }
            wz_game_free(r);
            checked++;
        }
        wz_game_free(g);
    }
    CU_ASSERT(checked > 50 * 60 / 2);
    if (ai->ai->release)
        ai->ai->release(config);
    free(config);
}

/* The kernel counts the stones as they come and go: an opening step
 * that clears the board (Taimla's reject), moving about the tree across
 * it (replays, checkpoints) and a rollback over it. */
static void test_stone_count(void)
{
    char why[WZ_REASON_MAX], what[256];
    const wz_host *H = wz_host_services();
    wz_game *g = fresh("rif-p06-taimla");
    const char *part1[] = {"play h8", "play i9", "play j8", "play a1", "play o15"};
    wz_action a;
    for (int i = 0; i < 5; i++) {
        CU_ASSERT_EQUAL_FATAL(wz_action_parse(part1[i], 1, 15, 15, &a, why, sizeof why), 0);
        CU_ASSERT_EQUAL_FATAL(wz_game_act(g, &a, why, sizeof why), 0);
    }
    CU_ASSERT_EQUAL(H->stones(g, 0), 5);
    CU_ASSERT_EQUAL(H->main_colour(g), WZ_WHITE);
    CU_ASSERT_EQUAL(wz_game_begin(g), 0);
    CU_ASSERT_EQUAL_FATAL(wz_action_parse("reject", 1, 15, 15, &a, why, sizeof why), 0);
    CU_ASSERT_EQUAL_FATAL(wz_game_act(g, &a, why, sizeof why), 0);
    CU_ASSERT_EQUAL(H->stones(g, 0), 0);
    CU_ASSERT_EQUAL(wz_game_rollback(g), 0);
    CU_ASSERT_EQUAL(H->stones(g, 0), 5);
    CU_ASSERT_EQUAL_FATAL(wz_game_act(g, &a, why, sizeof why), 0);
    CU_ASSERT_EQUAL(H->stones(g, 0), 0);
    CU_ASSERT_EQUAL(H->main_colour(g), WZ_BLACK);
    CU_ASSERT_EQUAL(play(g, "h8"), 0);
    CU_ASSERT_EQUAL(H->stones(g, 0), 1);
    const wz_plugin *ai = wz_registry_ai(reg, "simple", why, sizeof why);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ai);
    void *config = calloc(1, ai->ai->config_size ? ai->ai->config_size : 1);
    for (int i = 0; i < 12 && random_action(g, ai, config) == 0; i++)
        ;
    if (ai->ai->release)
        ai->ai->release(config);
    free(config);
    int end = wz_game_history_length(g);
    CU_ASSERT(end > 12);
    int counts[64];
    for (int d = end; d >= 0; d--) { /* back step by step, then jumps */
        wz_game_goto(g, d);
        counts[d] = H->stones(g, 0);
        wz_game *r = replayed(g);
        CU_ASSERT_PTR_NOT_NULL_FATAL(r);
        CU_ASSERT_FALSE(differ(g, r, what, sizeof what));
        wz_game_free(r);
    }
    CU_ASSERT_EQUAL(counts[5], 5);
    CU_ASSERT_EQUAL(counts[6], 0);
    CU_ASSERT_EQUAL(counts[7], 1);
    wz_game_goto(g, end);
    CU_ASSERT_EQUAL(H->stones(g, 0), counts[end]);
    wz_game_goto(g, 3);
    CU_ASSERT_EQUAL(H->stones(g, 0), 3);
    wz_game_free(g);
}

/* In every variant, actions tried and rolled back (opening decisions and
 * dice among them) leave the record as it was and the position its
 * replay's. */
static void test_trial_every_variant(void)
{
    char why[WZ_REASON_MAX], what[256];
    const wz_plugin *ai = wz_registry_ai(reg, "simple", why, sizeof why);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ai);
    void *config = calloc(1, ai->ai->config_size ? ai->ai->config_size : 1);
    int rolled = 0;
    for (int vi = 0; vi < wz_registry_count(reg); vi++) {
        const wz_variant *v = wz_registry_at(reg, vi);
        wz_game *g = wz_game_new(v, 0, NULL, 9 + (uint64_t)vi, why, sizeof why);
        CU_ASSERT_PTR_NOT_NULL_FATAL(g);
        play_moves_file(g, wz_variant_id(v));
        for (int round = 0; round < 12; round++) {
            /* somewhere along the line, sometimes a branch of its own */
            if (round % 3 == 1)
                wz_game_back(g, (int)below((uint32_t)wz_game_history_length(g) + 1));
            char *before = record_text(g);
            CU_ASSERT_EQUAL_FATAL(wz_game_begin(g), 0);
            int n = 1 + (int)below(6);
            for (int i = 0; i < n && random_action(g, ai, config) == 0; i++)
                ;
            if (round % 4 == 3) {
                CU_ASSERT_EQUAL(wz_game_commit(g), 0);
                free(before);
                continue;
            }
            CU_ASSERT_EQUAL(wz_game_rollback(g), 0);
            char *after = record_text(g);
            if (strcmp(before, after) != 0) {
                fprintf(stderr, "\n%s: rollback changed the record\n--- before\n%s--- after\n%s", wz_variant_id(v),
                        before, after);
                CU_FAIL("a rollback left the tree changed");
            }
            wz_game *r = replayed(g);
            CU_ASSERT_PTR_NOT_NULL_FATAL(r);
            if (differ(g, r, what, sizeof what)) {
                fprintf(stderr, "\n%s after a rollback: %s\n", wz_variant_id(v), what);
                CU_FAIL("a position after a rollback differs from its replay");
            }
            wz_game_free(r);
            free(before);
            free(after);
            rolled++;
        }
        wz_game_free(g);
    }
    CU_ASSERT(rolled > 50 * 8);
    if (ai->ai->release)
        ai->ai->release(config);
    free(config);
}

int main(void)
{
    const char *s = getenv("WZ_TEST_SRCDIR"), *b = getenv("WZ_TEST_BUILDDIR");
    snprintf(srcdir, sizeof srcdir, "%s", s ? s : ".");
    snprintf(builddir, sizeof builddir, "%s", b ? b : ".");
    reg = make_registry();
    if (CU_initialize_registry() != CUE_SUCCESS)
        return 1;
    CU_pSuite suite = CU_add_suite("tree", NULL, NULL);
    CU_add_test(suite, "variations from undo", test_variations_from_undo);
    CU_add_test(suite, "navigation", test_navigation);
    CU_add_test(suite, "cut and promote", test_cut_and_promote);
    CU_add_test(suite, "comments on nodes", test_comments_on_nodes);
    CU_add_test(suite, "plugin copy", test_plugin_copy);
    CU_add_test(suite, "trial: rollback and commit", test_trial);
    CU_add_test(suite, "dice across branches", test_dice_across_branches);
    CU_add_test(suite, "replay from checkpoints, every variant", test_replay_every_variant);
    CU_add_test(suite, "trial rolled back, every variant", test_trial_every_variant);
    CU_add_test(suite, "stones counted across a clear", test_stone_count);
    CU_basic_set_mode(CU_BRM_VERBOSE);
    CU_basic_run_tests();
    unsigned failures = CU_get_number_of_failures();
    CU_cleanup_registry();
    wz_registry_free(reg);
    return failures ? 1 : 0;
}

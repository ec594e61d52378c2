/*
 * test_forbid.c - CUnit tests of the renju forbidden-move judge.
 *
 *   data          every case of renju-forbidden.txt, on both the fast judge
 *                 (plugins/renju/forbid.c) and the naive one (naive_forbid.c)
 *   shapes        hand-made positions for what judges get wrong
 *   api           argument checking, names, context API, map vs rj_check
 *   line patterns every 3^10 pattern of one line, on both judges
 *   differential  thousands of seeded random positions (5000 unless
 *                 $WUZI_RENJU_DIFF_POSITIONS says otherwise): both full
 *                 maps must agree point for point
 *
 * Data file: argv[1], else $WUZI_RENJU_DATA, else, with dir = $srcdir (or
 * "." when unset), dir/renju-forbidden.txt, and failing that
 * dir/tests/renju/renju-forbidden.txt (for a non-recursive Makefile.am
 * whose srcdir is the top of the tree).
 */
#include <CUnit/Basic.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "forbid.h"
#include "naive_forbid.h"

#define SIDE_MAX 26

/* ---- positions -------------------------------------------------------- */

struct pos {
    int w, h;
    uint8_t c[SIDE_MAX * SIDE_MAX];
};

static void pos_init(struct pos *p, int w, int h)
{
    p->w = w;
    p->h = h;
    memset(p->c, 0, sizeof p->c);
}

/* "h8" -> (7, 7); column letters a..z, rows from 1.  Returns 0 if bad. */
static int parse_point(const char *s, int w, int h, int *x, int *y)
{
    if (s[0] < 'a' || s[0] > 'z')
        return 0;
    char *end;
    long row = strtol(s + 1, &end, 10);
    if (end == s + 1 || row < 1)
        return 0;
    *x = s[0] - 'a';
    *y = (int)row - 1;
    return *x < w && *y < h;
}

/* Puts stones of one colour from a space separated list; 0 on a bad one. */
static int pos_put(struct pos *p, const char *list, int colour)
{
    char buf[2048];
    snprintf(buf, sizeof buf, "%s", list);
    for (char *tok = strtok(buf, " \t"); tok; tok = strtok(NULL, " \t")) {
        int x = 0, y = 0;
        if (!parse_point(tok, p->w, p->h, &x, &y))
            return 0;
        p->c[y * p->w + x] = (uint8_t)colour;
    }
    return 1;
}

static void pos_make(struct pos *p, int w, int h, const char *black,
                     const char *white)
{
    pos_init(p, w, h);
    CU_ASSERT_FATAL(pos_put(p, black, 1));
    CU_ASSERT_FATAL(pos_put(p, white, 2));
}

static const char *kind(int v)
{
    return rj_verdict_name((enum rj_verdict)v);
}

static int is_forbidden(int v)
{
    return v == RJ_OVERLINE || v == RJ_DOUBLE_FOUR || v == RJ_DOUBLE_THREE;
}

/* Verdict at a point from both judges; they must agree. */
static enum rj_verdict judge_both(const struct pos *p, const char *pt)
{
    int x = 0, y = 0;
    CU_ASSERT_FATAL(parse_point(pt, p->w, p->h, &x, &y));
    enum rj_verdict fast = rj_check(p->c, p->w, p->h, x, y);
    enum rj_verdict slow = naive_check(p->c, p->w, p->h, x, y);
    if (fast != slow)
        printf("\n  %dx%d %s: fast %s, naive %s", p->w, p->h, pt, kind(fast),
               kind(slow));
    CU_ASSERT_EQUAL(fast, slow);
    return fast;
}

/* Expect a verdict at pt on a w x h board from both judges, and the same
 * verdict in both full maps. */
static void expect(int w, int h, const char *black, const char *white,
                   const char *pt, enum rj_verdict want)
{
    struct pos p;
    pos_make(&p, w, h, black, white);
    enum rj_verdict got = judge_both(&p, pt);
    if (got != want)
        printf("\n  %dx%d %s (black %s / white %s): got %s, want %s", w, h,
               pt, black, white, kind(got), kind(want));
    CU_ASSERT_EQUAL(got, want);

    uint8_t fast[SIDE_MAX * SIDE_MAX], slow[SIDE_MAX * SIDE_MAX];
    int x = 0, y = 0;
    parse_point(pt, w, h, &x, &y);
    rj_forbidden_map(p.c, w, h, fast);
    naive_forbidden_map(p.c, w, h, slow);
    CU_ASSERT_EQUAL(fast[y * w + x], want);
    CU_ASSERT_EQUAL(memcmp(fast, slow, (size_t)(w * h)), 0);
}

/* ---- data file -------------------------------------------------------- */

static const char *data_arg;

/* Opens the data file and leaves its name in path. */
static FILE *open_data(char *path, size_t len)
{
    const char *env = getenv("WUZI_RENJU_DATA");
    const char *src = getenv("srcdir");
    const char *dir = src && *src ? src : ".";
    if (data_arg || (env && *env)) {
        snprintf(path, len, "%s", data_arg ? data_arg : env);
        return fopen(path, "r");
    }
    snprintf(path, len, "%s/renju-forbidden.txt", dir);
    FILE *f = fopen(path, "r");
    if (f)
        return f;
    snprintf(path, len, "%s/tests/renju/renju-forbidden.txt", dir);
    f = fopen(path, "r");
    if (!f) /* report the primary name */
        snprintf(path, len, "%s/renju-forbidden.txt", dir);
    return f;
}

static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    size_t n = strlen(s);
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\n' ||
                 s[n - 1] == '\r'))
        s[--n] = 0;
    return s;
}

/* Splits "a | b | c" in place; returns the number of fields. */
static int split_fields(char *line, char **f, int max)
{
    int n = 0;
    char *s = line;
    while (n < max) {
        char *bar = strstr(s, " | ");
        f[n++] = s;
        if (!bar)
            break;
        *bar = 0;
        s = bar + 3;
    }
    for (int i = 0; i < n; i++)
        f[i] = trim(f[i]);
    return n;
}

static int verdict_from_name(const char *s)
{
    if (!strcmp(s, "not-forbidden"))
        return RJ_LEGAL;
    for (int v = RJ_LEGAL; v <= RJ_DOUBLE_THREE; v++)
        if (!strcmp(s, kind(v)))
            return v;
    return -1;
}

/* Does verdict v match an expected label, where "a/b" accepts either? */
static int label_accepts(const char *label, int v)
{
    char buf[128];
    snprintf(buf, sizeof buf, "%s", label);
    for (char *tok = strtok(buf, "/"); tok; tok = strtok(NULL, "/")) {
        int want = verdict_from_name(trim(tok));
        if (want < 0)
            return -1;
        if (want == v)
            return 1;
    }
    return 0;
}

/* Point line: both judges must give an accepted verdict. */
static int check_point_case(const char *id, const struct pos *p,
                            const char *pt, const char *want)
{
    int x = 0, y = 0;
    if (!parse_point(pt, p->w, p->h, &x, &y)) {
        printf("\n  %s: bad point '%s'", id, pt);
        return 0;
    }
    int ok = 1;
    int got[2] = {rj_check(p->c, p->w, p->h, x, y),
                  naive_check(p->c, p->w, p->h, x, y)};
    for (int i = 0; i < 2; i++) {
        int acc = label_accepts(want, got[i]);
        if (acc != 1) {
            printf("\n  %s %s: %s judge says %s, data says %s", id, pt,
                   i ? "naive" : "fast", kind(got[i]), want);
            ok = 0;
        }
    }
    return ok;
}

/*
 * ALL line: the forbidden points of each judge's full map must be exactly
 * the listed ones, each with an accepted kind ("pt=kind,..." or "none").
 */
static int check_all_case(const char *id, const struct pos *p,
                          const char *want)
{
    int n = p->w * p->h;
    char listed[SIDE_MAX * SIDE_MAX][64];
    memset(listed, 0, sizeof listed);
    if (strcmp(want, "none") != 0) {
        char buf[2048];
        snprintf(buf, sizeof buf, "%s", want);
        for (char *tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
            char *eq = strchr(tok, '=');
            int x = 0, y = 0;
            if (!eq) {
                printf("\n  %s: bad entry '%s'", id, tok);
                return 0;
            }
            *eq = 0;
            if (!parse_point(trim(tok), p->w, p->h, &x, &y)) {
                printf("\n  %s: bad point '%s'", id, tok);
                return 0;
            }
            snprintf(listed[y * p->w + x], sizeof listed[0], "%s",
                     trim(eq + 1));
        }
    }
    uint8_t map[2][SIDE_MAX * SIDE_MAX];
    rj_forbidden_map(p->c, p->w, p->h, map[0]);
    naive_forbidden_map(p->c, p->w, p->h, map[1]);
    int ok = 1;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < 2; j++) {
            int v = map[j][i];
            int good = listed[i][0] ? label_accepts(listed[i], v) == 1
                                    : !is_forbidden(v);
            if (!good) {
                printf("\n  %s %c%d: %s judge says %s, data says %s", id,
                       'a' + i % p->w, i / p->w + 1, j ? "naive" : "fast",
                       kind(v), listed[i][0] ? listed[i] : "not forbidden");
                ok = 0;
            }
        }
    }
    return ok;
}

static void test_data_file(void)
{
    char path[1024];
    FILE *f = open_data(path, sizeof path);
    if (!f) {
        printf("\n  cannot open test data %s", path);
        CU_FAIL_FATAL("test data file not found");
        return;
    }
    char line[4096];
    int points = 0, alls = 0, bad = 0;
    while (fgets(line, sizeof line, f)) {
        char *s = trim(line);
        if (!*s || *s == '#')
            continue;
        char *fld[6];
        struct pos p;
        pos_init(&p, 15, 15);
        if (split_fields(s, fld, 6) < 5 || !pos_put(&p, fld[1], 1) ||
            !pos_put(&p, fld[2], 2)) {
            printf("\n  malformed line: %s", s);
            bad++;
            continue;
        }
        int ok;
        if (!strcmp(fld[3], "ALL")) {
            alls++;
            ok = check_all_case(fld[0], &p, fld[4]);
        } else {
            points++;
            ok = check_point_case(fld[0], &p, fld[3], fld[4]);
        }
        bad += !ok;
        CU_ASSERT(ok);
    }
    fclose(f);
    printf("\n  data: %s: %d point cases, %d full-map cases, %d failed, "
           "both judges ",
           path, points, alls, bad);
    CU_ASSERT(points + alls > 0);
}

/* ---- shapes ------------------------------------------------------------ */

/* Two fours on one line are a double-four; "six on one side" is not. */
static void test_one_line_fours(void)
{
    expect(15, 15, "e8 g8 i8 k8", "", "h8", RJ_DOUBLE_FOUR);        /* X.X[X]X.X */
    expect(15, 15, "d8 e8 g8 j8 k8", "", "h8", RJ_DOUBLE_FOUR);     /* XX.X[X].XX */
    expect(15, 15, "d8 e8 f8 j8 k8 l8", "", "h8", RJ_DOUBLE_FOUR);  /* XXX.[X].XXX */
    /* same on a diagonal */
    expect(15, 15, "d4 f6 h8 j10", "", "g7", RJ_DOUBLE_FOUR);
    /* X.X[X]X.XX: the right completion j8 would give six with l8 */
    expect(15, 15, "e8 g8 i8 k8 l8", "", "h8", RJ_LEGAL);
    /* X.X[X]X.X with white next to one end: both fives are still exact */
    expect(15, 15, "e8 g8 i8 k8", "d8 l8", "h8", RJ_DOUBLE_FOUR);
    /* white in a gap: only one four left */
    expect(15, 15, "e8 g8 i8 k8", "j8", "h8", RJ_LEGAL);
}

/* A three whose straight four would have an overline end is no three. */
static void test_three_dead_by_overline(void)
{
    /* row a8 . . d8 e8 [f8] . . i8: c8 gives a four whose b8 end makes
     * six with a8, g8 one whose h8 end makes six with i8 -> never a
     * straight four, no three; the column f6 f7 [f8] is one -> legal */
    expect(15, 15, "a8 d8 e8 i8 f6 f7", "", "f8", RJ_LEGAL);
    /* without a8, c8 gives a straight four (b8 and g8): double-three */
    expect(15, 15, "d8 e8 i8 f6 f7", "", "f8", RJ_DOUBLE_THREE);
    /* c8 . e8 f8 [g8] is a four (d8), not a three, whatever h8 does:
     * with the column three g6 g7 [g8] a legal four-three; without c8
     * the row is a three and the point a double-three */
    expect(15, 15, "c8 e8 f8 g6 g7", "", "g8", RJ_LEGAL);
    expect(15, 15, "e8 f8 g6 g7", "", "g8", RJ_DOUBLE_THREE);
    /* split three e8 . g8 [h8]: its gap f8 gives a four whose d8 end
     * makes six with c8 -> no three; with the column three: legal */
    expect(15, 15, "c8 e8 g8 h6 h7", "", "h8", RJ_LEGAL);
    expect(15, 15, "e8 g8 h6 h7", "", "h8", RJ_DOUBLE_THREE);
}

/* A five wins even when the same stone makes an overline, a double-four
 * or a double-three on other lines. */
static void test_five_beats_everything(void)
{
    /* row five d8-h8, column h6..h11 would be six */
    expect(15, 15, "d8 e8 f8 g8 h6 h7 h9 h10 h11", "", "h8", RJ_FIVE);
    /* diagonal five + row three + column three */
    expect(15, 15, "d4 e5 f6 g7 i8 j8 h9 h10", "", "h8", RJ_FIVE);
    /* the five point is not counted as forbidden in the map */
    struct pos p;
    uint8_t map[SIDE_MAX * SIDE_MAX];
    pos_make(&p, 15, 15, "d8 e8 f8 g8 h6 h7 h9 h10 h11", "");
    int n = rj_forbidden_map(p.c, 15, 15, map);
    CU_ASSERT_EQUAL(map[7 * 15 + 7], RJ_FIVE);
    CU_ASSERT_EQUAL(n, naive_forbidden_map(p.c, 15, 15, map));
    /* without the five: overline */
    expect(15, 15, "e8 f8 g8 h6 h7 h9 h10 h11", "", "h8", RJ_OVERLINE);
}

/* RIF 9.3: a three whose only straight-four point is forbidden. */
static void test_three_dead_by_forbidden_extension(void)
{
    /* row g8 [h8] . j8: its only straight-four point i8 makes i6..i11,
     * an overline; the column h8 h9 h10 is a real three -> legal */
    const char *b = "g8 j8 h9 h10 i6 i7 i9 i10 i11";
    expect(15, 15, b, "", "h8", RJ_LEGAL);
    /* and i8 really is an overline with h8 on the board */
    expect(15, 15, "g8 h8 j8 h9 h10 i6 i7 i9 i10 i11", "", "i8",
           RJ_OVERLINE);
    /* without the column i stones it is a double-three */
    expect(15, 15, "g8 j8 h9 h10", "", "h8", RJ_DOUBLE_THREE);
    /* the rule's "without making a five at the same time": i8 turns the
     * row three g8 h8 . j8 into a straight four but also completes the
     * column five i4-i8, so it is not a straight-four move and the row
     * holds no three -> legal (the other reading, "a five is a legal
     * move, the three counts", would say double-three) */
    expect(15, 15, "g8 j8 h9 h10 i4 i5 i6 i7", "", "h8", RJ_LEGAL);
    /* extension point that is a double-four (like RN10b): i8 makes the
     * row four g8-j8 and the column four i5-i8 */
    expect(15, 15, "g8 j8 h9 h10 i5 i6 i7", "", "h8", RJ_LEGAL);
    expect(15, 15, "g8 h8 j8 h9 h10 i5 i6 i7", "", "i8", RJ_DOUBLE_FOUR);
}

/*
 * Nested 9.3: in these positions the verdict of the judged point hangs on
 * a chain of extension points, each one a four-three-three or double-three
 * whose threes have to be checked in turn.  Found by a seeded search over
 * random positions, then stripped of every stone that did not matter.
 * min_depth is the depth the verdict really needs: a variant of the naive
 * judge that stops the 9.3 recursion one level earlier (counting every
 * three deeper down as real) gets these verdicts wrong.
 */
static void test_nested_recursion(void)
{
    struct deep {
        const char *black, *white, *pt;
        enum rj_verdict want;
        int min_depth;
    } cases[] = {
        /* 9 stones: legal, needs three levels */
        {"l10 k11 i12 j13 k13 g14 i14 j14 l14", "", "j11", RJ_LEGAL, 3},
        /* 11 stones: column three f7 f8 . f10 (straight-four point f9)
         * and diagonal three f10 g9 h8 (e11, i7); a real double-three,
         * but only four levels down does that show */
        {"h6 f7 f8 h8 i8 d9 g9 g10 j10 h11 h12", "", "f10",
         RJ_DOUBLE_THREE, 4},
        /* 9 stones: legal, three levels needed, four explored */
        {"d2 f2 e3 f3 d4 g4 e6 g6 j9", "", "e4", RJ_LEGAL, 3},
        {"d2 f2 e3 f3 d4 g4 e6 g6 j9", "", "f5", RJ_LEGAL, 3},
        /* with a white stone */
        {"g7 h7 g8 h9 i9 h10 f11 i11 i12", "k9", "g10", RJ_LEGAL, 3},
    };
    int deepest = 0;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct pos p;
        int x = 0, y = 0;
        pos_make(&p, 15, 15, cases[i].black, cases[i].white);
        CU_ASSERT_FATAL(parse_point(cases[i].pt, 15, 15, &x, &y));
        enum rj_verdict v = rj_check(p.c, 15, 15, x, y);
        int depth = rj_last_max_depth();
        if (v != cases[i].want || depth < cases[i].min_depth)
            printf("\n  deep case %zu %s: %s depth %d, want %s depth >= %d",
                   i, cases[i].pt, kind(v), depth, kind(cases[i].want),
                   cases[i].min_depth);
        CU_ASSERT_EQUAL(v, cases[i].want);
        CU_ASSERT(depth >= cases[i].min_depth);
        CU_ASSERT_EQUAL(naive_check(p.c, 15, 15, x, y), cases[i].want);
        if (depth > deepest)
            deepest = depth;
    }
    CU_ASSERT(deepest >= 3);
    printf("\n  nested: deepest 9.3 recursion %d ", deepest);
}

/* Edges and corners close rows exactly like white stones. */
static void test_edges(void)
{
    /* corner: two fours, both closed by the edge */
    expect(15, 15, "a2 a3 a4 b1 c1 d1", "", "a1", RJ_DOUBLE_FOUR);
    expect(15, 15, "o14 o13 o12 n15 m15 l15", "", "o15", RJ_DOUBLE_FOUR);
    /* b4: row b4 c4 d4 becomes a straight four only at e4 (a4 gives a
     * four against the edge), still a real three; column b4 b5 b6 too */
    expect(15, 15, "c4 d4 b5 b6", "", "b4", RJ_DOUBLE_THREE);
    /* ... and white on f4 closes the row three */
    expect(15, 15, "c4 d4 b5 b6", "f4", "b4", RJ_LEGAL);
    /* on the edge line itself only the edge-parallel line can hold a
     * three: a4 a5 a6 is one, a4 b4 c4 is not */
    expect(15, 15, "a5 a6 b4 c4", "", "a4", RJ_LEGAL);
    /* b1 b2 [b3] touches the bottom edge: b4 gives a four closed by the
     * edge, so it is no three; b2 [b3] b4 is one (b5 gives a straight
     * four b2-b5, completed at b1 or b6) */
    expect(15, 15, "b1 b2 c3 d3", "", "b3", RJ_LEGAL);
    expect(15, 15, "b2 b4 c3 d3", "", "b3", RJ_DOUBLE_THREE);
    /* top edge: n13 n14 [n15] can only become a four against the edge
     * (n12), no three; the row l15 m15 [n15] is one (k15) -> legal */
    expect(15, 15, "n13 n14 l15 m15", "", "n15", RJ_LEGAL);
}

/* Boards other than 15x15. */
static void test_other_sizes(void)
{
    /* 7x7: c4 [d4] e4 and d3 [d4] d5 are real threes */
    expect(7, 7, "c4 e4 d3 d5", "", "d4", RJ_DOUBLE_THREE);
    /* 5x5: the same shape cannot become a straight four at all */
    expect(5, 5, "b3 d3 c2 c4", "", "c3", RJ_LEGAL);
    /* 19x19 corner double-four and a centre double-three */
    expect(19, 19, "s18 s17 s16 r19 q19 p19", "", "s19", RJ_DOUBLE_FOUR);
    expect(19, 19, "j10 k10 l9 l8", "", "l10", RJ_DOUBLE_THREE);
    /* 19x19: overline near the far edge */
    expect(19, 19, "m19 n19 o19 q19 r19", "", "p19", RJ_OVERLINE);
    /* 26x26 corner and a non-square board */
    expect(26, 26, "z25 z24 z23 y26 x26 w26", "", "z26", RJ_DOUBLE_FOUR);
    expect(9, 20, "h19 h18 g20 f20", "", "h20", RJ_LEGAL);
    expect(9, 20, "e17 f17 g16 g15", "", "g17", RJ_DOUBLE_THREE);
}

/*
 * Every pattern one line can hold: the ten cells within five of h8 on
 * row 8 take every combination of empty / black / white (3^10), the four
 * cells further out a pseudo-random state (they must not matter to a
 * correct judge, and the fast one never looks at them), and the verdict
 * at h8 must agree between the two judges.  Once alone, once with a real
 * three on the column (h6 h7), so that row threes are counted too.
 */
static void test_all_line_patterns(void)
{
    static const int far[] = {0, 1, 13, 14};
    long disagree = 0, kinds[5] = {0};
    uint64_t seed = 12345;
    for (int column = 0; column < 2; column++) {
        for (int code = 0; code < 59049; code++) {
            struct pos p;
            pos_init(&p, 15, 15);
            uint8_t *row = p.c + 7 * 15;
            for (int x = 2, c = code; x <= 12; x++) {
                if (x == 7)
                    continue;
                row[x] = (uint8_t)(c % 3);
                c /= 3;
            }
            seed = seed * 6364136223846793005ull + 1442695040888963407ull;
            for (int i = 0; i < 4; i++)
                row[far[i]] = (uint8_t)((seed >> (33 + 2 * i)) % 3);
            if (column) {
                p.c[5 * 15 + 7] = 1;
                p.c[6 * 15 + 7] = 1;
            }
            enum rj_verdict fast = rj_check(p.c, 15, 15, 7, 7);
            enum rj_verdict slow = naive_check(p.c, 15, 15, 7, 7);
            kinds[fast >= 0 && fast < 5 ? fast : 0]++;
            if (fast != slow && disagree++ < 5)
                printf("\n  row pattern %d%s: fast %s, naive %s", code,
                       column ? " + column three" : "", kind(fast),
                       kind(slow));
        }
    }
    CU_ASSERT_EQUAL(disagree, 0);
    printf("\n  line patterns: 118098 positions, %ld legal, %ld five, "
           "%ld overline, %ld double-four, %ld double-three, %ld "
           "disagreements ",
           kinds[0], kinds[1], kinds[2], kinds[3], kinds[4], disagree);
}

/* ---- api --------------------------------------------------------------- */

static void test_api(void)
{
    struct pos p;
    pos_make(&p, 15, 15, "h8 i8", "g8");
    CU_ASSERT_EQUAL(rj_check(p.c, 15, 15, 7, 7), RJ_INVALID);  /* black */
    CU_ASSERT_EQUAL(rj_check(p.c, 15, 15, 6, 7), RJ_INVALID);  /* white */
    CU_ASSERT_EQUAL(rj_check(p.c, 15, 15, 15, 0), RJ_INVALID); /* off */
    CU_ASSERT_EQUAL(rj_check(p.c, 15, 15, 0, -1), RJ_INVALID);
    CU_ASSERT_EQUAL(rj_check(p.c, 4, 15, 0, 0), RJ_INVALID);   /* size */
    CU_ASSERT_EQUAL(rj_check(p.c, 15, 27, 0, 0), RJ_INVALID);
    CU_ASSERT_EQUAL(rj_check(NULL, 15, 15, 0, 0), RJ_INVALID);
    CU_ASSERT_EQUAL(rj_check(p.c, 15, 15, 0, 0), RJ_LEGAL);
    CU_ASSERT_EQUAL(naive_check(p.c, 15, 15, 7, 7), RJ_INVALID);

    uint8_t map[SIDE_MAX * SIDE_MAX];
    CU_ASSERT_EQUAL(rj_forbidden_map(p.c, 3, 15, map), -1);
    CU_ASSERT_EQUAL(rj_forbidden_map(p.c, 15, 15, NULL), -1);
    CU_ASSERT_EQUAL(rj_forbidden_map(p.c, 15, 15, map), 0);
    CU_ASSERT_EQUAL(map[7 * 15 + 7], 0);

    CU_ASSERT_STRING_EQUAL(rj_verdict_name(RJ_LEGAL), "legal");
    CU_ASSERT_STRING_EQUAL(rj_verdict_name(RJ_FIVE), "five");
    CU_ASSERT_STRING_EQUAL(rj_verdict_name(RJ_OVERLINE), "overline");
    CU_ASSERT_STRING_EQUAL(rj_verdict_name(RJ_DOUBLE_FOUR), "double-four");
    CU_ASSERT_STRING_EQUAL(rj_verdict_name(RJ_DOUBLE_THREE), "double-three");
    CU_ASSERT_STRING_EQUAL(rj_verdict_name(RJ_INVALID), "invalid");
    CU_ASSERT_STRING_EQUAL(rj_verdict_name((enum rj_verdict)42), "invalid");
}

/* The context API follows rj_set changes and agrees with rj_check. */
static void test_ctx(void)
{
    struct pos p;
    pos_make(&p, 15, 15, "h11 i11 g10 j10 g9 j9 h8 i8", "");
    rj_ctx *ctx = rj_ctx_new(p.c, 15, 15);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ctx);
    CU_ASSERT_PTR_NULL(rj_ctx_new(p.c, 27, 15));
    uint8_t a[SIDE_MAX * SIDE_MAX], b[SIDE_MAX * SIDE_MAX];
    for (int step = 0; step < 6; step++) {
        CU_ASSERT_EQUAL(rj_ctx_forbidden_map(ctx, a),
                        rj_forbidden_map(p.c, 15, 15, b));
        CU_ASSERT_EQUAL(memcmp(a, b, 225), 0);
        for (int i = 0; i < 225; i++)
            if (!p.c[i])
                CU_ASSERT_EQUAL(rj_ctx_check(ctx, i % 15, i / 15), a[i]);
        /* change the board a little, both copies */
        int i = 16 * step + 40, colour = step % 3;
        p.c[i] = (uint8_t)colour;
        CU_ASSERT_EQUAL(rj_ctx_set(ctx, i % 15, i / 15, colour), 0);
    }
    CU_ASSERT_EQUAL(rj_ctx_set(ctx, 15, 0, 1), -1);
    CU_ASSERT_EQUAL(rj_ctx_set(ctx, 0, 0, 3), -1);
    CU_ASSERT_EQUAL(rj_ctx_check(ctx, 7, 7), RJ_INVALID);
    rj_ctx_free(ctx);
    rj_ctx_free(NULL);
}

/* rj_check and rj_forbidden_map tell the same story on every point. */
static void test_map_matches_check(void)
{
    struct pos p;
    uint8_t map[SIDE_MAX * SIDE_MAX];
    pos_make(&p, 15, 15,
             "i13 f12 i12 h11 i11 g10 j10 g9 j9 h8 j8 k8 i7 k6",
             "h13 h12 g11 f10 h10 h9 i9 k9 l9 a8 g8 i8 j7 i6");
    int n = rj_forbidden_map(p.c, 15, 15, map), count = 0;
    for (int i = 0; i < 225; i++) {
        int v = p.c[i] ? 0 : rj_check(p.c, 15, 15, i % 15, i / 15);
        CU_ASSERT_EQUAL(map[i], v);
        count += is_forbidden(v);
    }
    CU_ASSERT_EQUAL(n, count);
}

/* ---- differential -------------------------------------------------------- */

static uint64_t rng_state;

static uint64_t rng_next(void)
{
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static int rng_below(int n)
{
    return (int)(rng_next() % (uint64_t)n);
}

/* An empty point, next to an existing stone most of the time so that
 * real shapes form; -1 if the board is full. */
static int pick_point(const struct pos *p, int stones)
{
    int n = p->w * p->h;
    if (stones > 0 && rng_below(100) < 85) {
        for (int tries = 0; tries < 40; tries++) {
            int s = rng_below(n);
            if (!p->c[s])
                continue;
            int x = s % p->w + rng_below(5) - 2, y = s / p->w + rng_below(5) - 2;
            if (x >= 0 && y >= 0 && x < p->w && y < p->h && !p->c[y * p->w + x])
                return y * p->w + x;
        }
    }
    int start = rng_below(n);
    for (int k = 0; k < n; k++)
        if (!p->c[(start + k) % n])
            return (start + k) % n;
    return -1;
}

/*
 * A random renju-ish game: colours alternate, except that in "black
 * heavy" games black gets two moves out of three (denser black shapes,
 * deeper 9.3 chains).  In "legal" games black only plays points the fast
 * judge calls legal (like a real game; fives allowed); in the others black
 * plays anywhere, so overlines and fives end up on the board too.
 */
static void random_position(struct pos *p, int index)
{
    static const int sizes[][2] = {{15, 15}, {15, 15}, {15, 15}, {15, 15},
                                   {15, 15}, {15, 15}, {19, 19}, {7, 7},
                                   {9, 13}, {26, 26}};
    const int *sz = sizes[index % 10];
    pos_init(p, sz[0], sz[1]);
    int cells = p->w * p->h;
    int target = 10 + rng_below(111);
    if (target > cells * 6 / 10)
        target = cells * 6 / 10;
    int black_heavy = rng_below(3) == 0, legal_only = rng_below(2) == 0;
    for (int s = 0, placed = 0; s < target * 3 && placed < target; s++) {
        int colour = black_heavy ? (placed % 3 == 2 ? 2 : 1)
                                 : (placed % 2 ? 2 : 1);
        int i = pick_point(p, placed);
        if (i < 0)
            break;
        if (colour == 1 && legal_only) {
            int v = rj_check(p->c, p->w, p->h, i % p->w, i / p->w);
            if (v != RJ_LEGAL && v != RJ_FIVE)
                continue;
        }
        p->c[i] = (uint8_t)colour;
        placed++;
    }
}

static int diff_positions = 5000;

static void test_differential(void)
{
    rng_state = 20240601;
    long points = 0, forbidden = 0, disagree = 0, kinds[5] = {0};
    int deepest = 0;
    clock_t t0 = clock();
    for (int k = 0; k < diff_positions; k++) {
        struct pos p;
        uint8_t fast[SIDE_MAX * SIDE_MAX], slow[SIDE_MAX * SIDE_MAX];
        random_position(&p, k);
        int nf = rj_forbidden_map(p.c, p.w, p.h, fast);
        if (rj_last_max_depth() > deepest)
            deepest = rj_last_max_depth();
        int ns = naive_forbidden_map(p.c, p.w, p.h, slow);
        CU_ASSERT_EQUAL(nf, ns);
        for (int i = 0; i < p.w * p.h; i++) {
            points++;
            kinds[fast[i] < 5 ? fast[i] : 0]++;
            forbidden += is_forbidden(fast[i]);
            if (fast[i] != slow[i]) {
                if (disagree < 10)
                    printf("\n  position %d (%dx%d) point %c%d: fast %s, "
                           "naive %s",
                           k, p.w, p.h, 'a' + i % p.w, i / p.w + 1,
                           kind(fast[i]), kind(slow[i]));
                disagree++;
            }
        }
    }
    CU_ASSERT_EQUAL(disagree, 0);
    CU_ASSERT(kinds[RJ_DOUBLE_THREE] > 0 && kinds[RJ_DOUBLE_FOUR] > 0 &&
              kinds[RJ_OVERLINE] > 0 && kinds[RJ_FIVE] > 0);
    printf("\n  differential: %d positions, %ld points, %ld forbidden "
           "(%ld overline, %ld double-four, %ld double-three; %ld five), "
           "%ld disagreements, deepest recursion %d, %.1f s ",
           diff_positions, points, forbidden, kinds[RJ_OVERLINE],
           kinds[RJ_DOUBLE_FOUR], kinds[RJ_DOUBLE_THREE], kinds[RJ_FIVE],
           disagree, deepest, (double)(clock() - t0) / CLOCKS_PER_SEC);
}

/* ---- main ------------------------------------------------------------------ */

int main(int argc, char **argv)
{
    if (argc > 1)
        data_arg = argv[1];
    const char *n = getenv("WUZI_RENJU_DIFF_POSITIONS");
    if (n && atoi(n) > 0)
        diff_positions = atoi(n);

    if (CU_initialize_registry() != CUE_SUCCESS)
        return 2;
    CU_pSuite s = CU_add_suite("renju-forbid", NULL, NULL);
    if (!s)
        return 2;
    struct {
        const char *name;
        void (*fn)(void);
    } tests[] = {
        {"data file, both judges", test_data_file},
        {"fours on one line", test_one_line_fours},
        {"three dead by overline", test_three_dead_by_overline},
        {"five beats everything", test_five_beats_everything},
        {"three dead by forbidden extension", test_three_dead_by_forbidden_extension},
        {"nested 9.3 recursion", test_nested_recursion},
        {"edges and corners", test_edges},
        {"other board sizes", test_other_sizes},
        {"every line pattern", test_all_line_patterns},
        {"api", test_api},
        {"context api", test_ctx},
        {"map matches check", test_map_matches_check},
        {"differential fast vs naive", test_differential},
    };
    for (size_t i = 0; i < sizeof tests / sizeof tests[0]; i++)
        if (!CU_add_test(s, tests[i].name, tests[i].fn))
            return 2;
    CU_basic_set_mode(CU_BRM_VERBOSE);
    CU_basic_run_tests();
    unsigned failures = CU_get_number_of_failures();
    CU_cleanup_registry();
    return failures > 0 ? 1 : 0;
}

/*
** Unit tests for kernel/openings.[ch] (CUnit 2.1).
** Build: gcc -std=c11 -Wall -Wextra -Werror -Ikernel kernel/openings.c \
**        tests/unit/test_openings.c -lcunit
*/
#include <CUnit/Basic.h>
#include <stdio.h>
#include <string.h>

#include "wuzi/openings.h"

/* ---- helpers ---------------------------------------------------------- */

static int code_is(const struct wz_opening *op, const char *code)
{
    return op != NULL && strcmp(op->code, code) == 0;
}

static int cheb(int x, int y)
{
    int ax = x < 0 ? -x : x, ay = y < 0 ? -y : y;
    return ax > ay ? ax : ay;
}

/* Independent canonical key of a (W2,B3) pattern under the 8 symmetries:
** the smallest encoding over all images.  Used to count orbits without the
** library's table. */
static int pattern_key(int w2x, int w2y, int b3x, int b3y)
{
    int o, best = -1;
    for (o = 0; o < 8; o++) {
        int ax, ay, bx, by, k;
        wz_sym_apply(o, w2x, w2y, &ax, &ay);
        wz_sym_apply(o, b3x, b3y, &bx, &by);
        k = (((ax + 1) * 3 + (ay + 1)) * 16 + (bx + 8)) * 16 + (by + 8);
        if (best < 0 || k < best)
            best = k;
    }
    return best;
}

/* ---- symmetries ------------------------------------------------------- */

static void test_sym(void)
{
    int o, p, x, y, seen[8][2];

    wz_sym_apply(0, 1, 2, &x, &y);
    CU_ASSERT(x == 1 && y == 2);
    wz_sym_apply(1, 1, 2, &x, &y); /* 90 ccw */
    CU_ASSERT(x == -2 && y == 1);
    wz_sym_apply(4, 1, 2, &x, &y); /* mirror */
    CU_ASSERT(x == -1 && y == 2);
    wz_sym_apply(7, 1, 2, &x, &y); /* transpose */
    CU_ASSERT(x == 2 && y == 1);
    wz_sym_apply(9, 1, 2, &x, &y); /* taken modulo 8 */
    CU_ASSERT(x == -2 && y == 1);
    wz_sym_apply(3, 1, 2, NULL, NULL); /* NULL outputs tolerated */

    /* the 8 images of an asymmetric point are distinct */
    for (o = 0; o < 8; o++) {
        wz_sym_apply(o, 1, 2, &seen[o][0], &seen[o][1]);
        for (p = 0; p < o; p++)
            CU_ASSERT(seen[o][0] != seen[p][0] || seen[o][1] != seen[p][1]);
    }
    /* inverse undoes */
    for (o = 0; o < 8; o++) {
        int inv = wz_sym_inverse(o), a, b;
        CU_ASSERT(inv >= 0 && inv < 8);
        wz_sym_apply(o, 1, 2, &a, &b);
        wz_sym_apply(inv, a, b, &x, &y);
        CU_ASSERT(x == 1 && y == 2);
    }
}

/* ---- table and lookup ------------------------------------------------- */

static void test_table(void)
{
    int i;
    CU_ASSERT_EQUAL(wz_opening_count(), 26);
    CU_ASSERT_EQUAL(wz_opening52_count(), 52);
    CU_ASSERT_PTR_NULL(wz_opening_at(-1));
    CU_ASSERT_PTR_NULL(wz_opening_at(26));
    CU_ASSERT_PTR_NULL(wz_opening52_at(-1));
    CU_ASSERT_PTR_NULL(wz_opening52_at(52));
    for (i = 0; i < 52; i++) {
        const struct wz_opening *op = wz_opening52_at(i);
        char want[8];
        CU_ASSERT_PTR_NOT_NULL_FATAL(op);
        snprintf(want, sizeof want, "%c%d", i % 26 < 13 ? 'D' : 'I',
                 i < 26 ? i % 13 + 1 : i % 13 + 14);
        CU_ASSERT_STRING_EQUAL(op->code, want);
        CU_ASSERT_EQUAL(op->direct, i % 26 < 13);
        if (i < 26) {
            CU_ASSERT_PTR_EQUAL(op, wz_opening_at(i));
            CU_ASSERT(cheb(op->b3_dx, op->b3_dy) <= 2);
            CU_ASSERT_PTR_NOT_NULL(op->japanese);
            CU_ASSERT_PTR_NOT_NULL(op->chinese);
            CU_ASSERT_PTR_NOT_NULL(op->chinese_trad);
            CU_ASSERT_PTR_NOT_NULL(op->results);
        } else {
            CU_ASSERT_EQUAL(cheb(op->b3_dx, op->b3_dy), 3);
            CU_ASSERT_PTR_NULL(op->japanese);
            CU_ASSERT_PTR_NULL(op->results);
            CU_ASSERT_EQUAL(wz_opening_result(op, 1), 0);
        }
    }
    /* a few canonical positions from openings26.md */
    CU_ASSERT(wz_opening_at(0)->b3_dx == 0 && wz_opening_at(0)->b3_dy == 2);    /* D1 h10 */
    CU_ASSERT(wz_opening_at(2)->b3_dx == 2 && wz_opening_at(2)->b3_dy == 2);    /* D3 j10 */
    CU_ASSERT(wz_opening_at(12)->b3_dx == 2 && wz_opening_at(12)->b3_dy == -2); /* D13 j6 */
    CU_ASSERT(wz_opening_at(19)->b3_dx == 1 && wz_opening_at(19)->b3_dy == -1); /* I7 i7 */
    CU_ASSERT(wz_opening_at(25)->b3_dx == -2 && wz_opening_at(25)->b3_dy == -2); /* I13 f6 */
}

static void test_find(void)
{
    CU_ASSERT(code_is(wz_opening_find("D3"), "D3"));
    CU_ASSERT(code_is(wz_opening_find("d3"), "D3"));
    CU_ASSERT(code_is(wz_opening_find("i13"), "I13"));
    CU_ASSERT(code_is(wz_opening_find("D10"), "D10"));
    CU_ASSERT(code_is(wz_opening_find("D1"), "D1"));
    CU_ASSERT(code_is(wz_opening_find("sosei"), "D3"));
    CU_ASSERT(code_is(wz_opening_find("Sosei"), "D3"));
    CU_ASSERT(code_is(wz_opening_find("KANSEI"), "D1"));
    CU_ASSERT(code_is(wz_opening_find("hogetsu"), "I7"));
    CU_ASSERT(code_is(wz_opening_find("Kyogetsu"), "I2"));
    CU_ASSERT(code_is(wz_opening_find("Kyugetsu"), "D9"));
    /* Chinese, same in both scripts */
    CU_ASSERT(code_is(wz_opening_find("疏星"), "D3"));
    CU_ASSERT(code_is(wz_opening_find("寒星"), "D1"));
    CU_ASSERT(code_is(wz_opening_find("浦月"), "I7"));
    CU_ASSERT(code_is(wz_opening_find("彗星"), "I13"));
    /* simplified / traditional pairs */
    CU_ASSERT(code_is(wz_opening_find("长星"), "I1"));
    CU_ASSERT(code_is(wz_opening_find("長星"), "I1"));
    CU_ASSERT(code_is(wz_opening_find("峡月"), "I2"));
    CU_ASSERT(code_is(wz_opening_find("峽月"), "I2"));
    CU_ASSERT(code_is(wz_opening_find("恒星"), "I3"));
    CU_ASSERT(code_is(wz_opening_find("恆星"), "I3"));
    CU_ASSERT(code_is(wz_opening_find("残月"), "D5"));
    CU_ASSERT(code_is(wz_opening_find("殘月"), "D5"));
    CU_ASSERT(code_is(wz_opening_find("云月"), "I6"));
    CU_ASSERT(code_is(wz_opening_find("雲月"), "I6"));
    CU_ASSERT(code_is(wz_opening_find("岚月"), "I8"));
    CU_ASSERT(code_is(wz_opening_find("嵐月"), "I8"));
    CU_ASSERT(code_is(wz_opening_find("银月"), "I9"));
    CU_ASSERT(code_is(wz_opening_find("銀月"), "I9"));
    /* unknown */
    CU_ASSERT_PTR_NULL(wz_opening_find(NULL));
    CU_ASSERT_PTR_NULL(wz_opening_find(""));
    CU_ASSERT_PTR_NULL(wz_opening_find("D0"));
    CU_ASSERT_PTR_NULL(wz_opening_find("D14")); /* wuzi label, not named */
    CU_ASSERT_PTR_NULL(wz_opening_find("I27"));
    CU_ASSERT_PTR_NULL(wz_opening_find("D"));
    CU_ASSERT_PTR_NULL(wz_opening_find("D3 "));
    CU_ASSERT_PTR_NULL(wz_opening_find("sose"));
    CU_ASSERT_PTR_NULL(wz_opening_find("soseii"));
    CU_ASSERT_PTR_NULL(wz_opening_find("疏"));
    CU_ASSERT_PTR_NULL(wz_opening_find("月"));
    CU_ASSERT_PTR_NULL(wz_opening_find("foo"));
    /* every name of every opening finds that opening */
    {
        int i;
        for (i = 0; i < 26; i++) {
            const struct wz_opening *op = wz_opening_at(i);
            CU_ASSERT_PTR_EQUAL(wz_opening_find(op->code), op);
            CU_ASSERT_PTR_EQUAL(wz_opening_find(op->japanese), op);
            CU_ASSERT_PTR_EQUAL(wz_opening_find(op->chinese), op);
            CU_ASSERT_PTR_EQUAL(wz_opening_find(op->chinese_trad), op);
        }
    }
}

/* ---- identification --------------------------------------------------- */

static void test_identify_all_orientations(void)
{
    static const int origins[][2] = { { 0, 0 }, { 7, 7 }, { -3, 5 } };
    int i, o, k;

    for (i = 0; i < 26; i++) {
        const struct wz_opening *op = wz_opening_at(i);
        int w2x, w2y, b3x, b3y;
        wz_opening_stones(op, &w2x, &w2y, &b3x, &b3y);
        CU_ASSERT_EQUAL(w2y, 1);
        CU_ASSERT_EQUAL(w2x, op->direct ? 0 : 1);
        for (k = 0; k < 3; k++) {
            int ox = origins[k][0], oy = origins[k][1];
            for (o = 0; o < 8; o++) {
                int ax, ay, bx, by, got = -1, cx, cy, dx, dy;
                const struct wz_opening *id;
                wz_sym_apply(o, w2x, w2y, &ax, &ay);
                wz_sym_apply(o, b3x, b3y, &bx, &by);
                id = wz_opening_identify(ox, oy, ox + ax, oy + ay,
                                         ox + bx, oy + by, &got);
                CU_ASSERT_PTR_EQUAL(id, op);
                CU_ASSERT(got >= 0 && got <= o);
                /* the reported orientation reproduces the stones */
                wz_sym_apply(got, w2x, w2y, &cx, &cy);
                wz_sym_apply(got, b3x, b3y, &dx, &dy);
                CU_ASSERT(cx == ax && cy == ay && dx == bx && dy == by);
                /* NULL orient is fine */
                CU_ASSERT_PTR_EQUAL(wz_opening_identify(ox, oy, ox + ax, oy + ay,
                                                        ox + bx, oy + by, NULL), op);
                /* class among the 52 agrees */
                CU_ASSERT_EQUAL(wz_opening52_class(ax, ay, bx, by), i);
            }
        }
    }
}

static void test_identify_rejects(void)
{
    int o = 42;
    /* W2 not adjacent */
    CU_ASSERT_PTR_NULL(wz_opening_identify(0, 0, 0, 2, 1, 1, &o));
    CU_ASSERT_PTR_NULL(wz_opening_identify(0, 0, 0, 0, 1, 1, &o));
    /* B3 on B1 or W2 */
    CU_ASSERT_PTR_NULL(wz_opening_identify(0, 0, 0, 1, 0, 0, &o));
    CU_ASSERT_PTR_NULL(wz_opening_identify(0, 0, 1, 1, 1, 1, &o));
    /* B3 outside the 5x5: one of the 52 but not of the 26 */
    CU_ASSERT_PTR_NULL(wz_opening_identify(0, 0, 0, 1, 3, 0, &o));
    CU_ASSERT_PTR_NULL(wz_opening_identify(0, 0, 1, 1, -3, -3, &o));
    CU_ASSERT_EQUAL(o, 42); /* untouched on failure */
    CU_ASSERT(wz_opening52_class(0, 1, 3, 0) >= 26);
    CU_ASSERT_EQUAL(wz_opening52_at(wz_opening52_class(0, 1, 3, 0))->direct, 1);
    CU_ASSERT_STRING_EQUAL(wz_opening52_at(wz_opening52_class(1, 1, -3, -3))->code, "I26");
    CU_ASSERT_STRING_EQUAL(wz_opening52_at(wz_opening52_class(0, 1, -3, 0))->code, "D20");
    /* beyond the 7x7 */
    CU_ASSERT_EQUAL(wz_opening52_class(0, 1, 4, 0), -1);
    CU_ASSERT_EQUAL(wz_opening52_class(0, 1, 0, 0), -1);
    CU_ASSERT_EQUAL(wz_opening52_class(2, 0, 1, 1), -1);
    /* huge coordinates do not overflow */
    CU_ASSERT_PTR_NULL(wz_opening_identify(-2147483647, 0, 2147483647, 0, 0, 0, NULL));
}

/* For each family: the 23 free points of the 5x5 fall into 13 classes, one
** per opening of the family, each point into exactly one opening, and the
** classes are exactly the orbits under the stabiliser of (B1, W2). */
static void check_family_5x5(int direct)
{
    int w2x = direct ? 0 : 1, w2y = 1;
    int hits[26] = { 0 };
    int keys[32], nkeys = 0, keycls[32];
    int x, y, i, points = 0, classes = 0, onaxis = 0;

    for (x = -2; x <= 2; x++) {
        for (y = -2; y <= 2; y++) {
            const struct wz_opening *op;
            int k, j, found = -1, match = 0;
            if ((x == 0 && y == 0) || (x == w2x && y == w2y))
                continue;
            points++;
            op = wz_opening_identify(0, 0, w2x, w2y, x, y, NULL);
            CU_ASSERT_PTR_NOT_NULL_FATAL(op);
            CU_ASSERT_EQUAL(op->direct, direct);
            /* exactly one of the 26 matches, checked directly */
            for (j = 0; j < 26; j++) {
                const struct wz_opening *c = wz_opening_at(j);
                int o;
                if (c->direct != direct)
                    continue;
                for (o = 0; o < 8; o++) {
                    int ax, ay, bx, by;
                    wz_sym_apply(o, w2x, w2y, &ax, &ay);
                    wz_sym_apply(o, c->b3_dx, c->b3_dy, &bx, &by);
                    if (ax == w2x && ay == w2y && bx == x && by == y) {
                        match++;
                        CU_ASSERT_PTR_EQUAL(c, op);
                        break;
                    }
                }
            }
            CU_ASSERT_EQUAL(match, 1);
            hits[op - wz_opening_at(0)]++;
            /* independent orbit bookkeeping */
            k = pattern_key(w2x, w2y, x, y);
            for (j = 0; j < nkeys; j++)
                if (keys[j] == k)
                    found = j;
            if (found < 0) {
                keys[nkeys] = k;
                keycls[nkeys] = (int)(op - wz_opening_at(0));
                nkeys++;
            } else {
                CU_ASSERT_EQUAL(keycls[found], (int)(op - wz_opening_at(0)));
            }
        }
    }
    CU_ASSERT_EQUAL(points, 23);
    CU_ASSERT_EQUAL(nkeys, 13);
    for (i = 0; i < 26; i++) {
        if ((i < 13) == direct) {
            CU_ASSERT(hits[i] == 1 || hits[i] == 2);
            if (hits[i] > 0)
                classes++;
            if (hits[i] == 1)
                onaxis++;
        } else {
            CU_ASSERT_EQUAL(hits[i], 0);
        }
    }
    CU_ASSERT_EQUAL(classes, 13);
    CU_ASSERT_EQUAL(onaxis, 3); /* (23 + 3) / 2 = 13 */
}

static void test_direct_5x5(void)
{
    check_family_5x5(1);
}

static void test_indirect_5x5(void)
{
    check_family_5x5(0);
}

/* All (W2, B3) with W2 adjacent and B3 in the 7x7: 52 orbits, 26 per
** family, matching the library's 52 classes one to one. */
static void test_52(void)
{
    int keys[64], keycls[64], nkeys = 0;
    int per_family[2] = { 0, 0 };
    int clshit[52] = { 0 };
    int wx, wy, x, y, j;

    for (wx = -1; wx <= 1; wx++)
        for (wy = -1; wy <= 1; wy++) {
            if (wx == 0 && wy == 0)
                continue;
            for (x = -3; x <= 3; x++)
                for (y = -3; y <= 3; y++) {
                    int k, cls, found = -1;
                    if ((x == 0 && y == 0) || (x == wx && y == wy))
                        continue;
                    cls = wz_opening52_class(wx, wy, x, y);
                    CU_ASSERT_FATAL(cls >= 0 && cls < 52);
                    CU_ASSERT_EQUAL(wz_opening52_at(cls)->direct, wx == 0 || wy == 0);
                    /* the 26 are exactly the 5x5 ones */
                    CU_ASSERT_EQUAL(cls < 26, cheb(x, y) <= 2);
                    clshit[cls]++;
                    k = pattern_key(wx, wy, x, y);
                    for (j = 0; j < nkeys; j++)
                        if (keys[j] == k)
                            found = j;
                    if (found < 0) {
                        CU_ASSERT_FATAL(nkeys < 64);
                        keys[nkeys] = k;
                        keycls[nkeys] = cls;
                        nkeys++;
                        per_family[(wx == 0 || wy == 0) ? 0 : 1]++;
                    } else {
                        CU_ASSERT_EQUAL(keycls[found], cls);
                    }
                }
        }
    CU_ASSERT_EQUAL(nkeys, 52);
    CU_ASSERT_EQUAL(per_family[0], 26);
    CU_ASSERT_EQUAL(per_family[1], 26);
    for (j = 0; j < 52; j++)
        CU_ASSERT(clshit[j] > 0);
    /* distinct orbits have distinct classes */
    for (j = 0; j < nkeys; j++) {
        int m;
        for (m = 0; m < j; m++)
            CU_ASSERT(keycls[m] != keycls[j]);
    }
}

/* No two of the 52 table entries (hence of the 26) are equivalent. */
static void test_pairwise_distinct(void)
{
    int i, j, o;
    for (i = 0; i < 52; i++)
        for (j = 0; j < i; j++) {
            int aw2x, aw2y, ab3x, ab3y, bw2x, bw2y, bb3x, bb3y;
            wz_opening_stones(wz_opening52_at(i), &aw2x, &aw2y, &ab3x, &ab3y);
            wz_opening_stones(wz_opening52_at(j), &bw2x, &bw2y, &bb3x, &bb3y);
            for (o = 0; o < 8; o++) {
                int cx, cy, dx, dy;
                wz_sym_apply(o, aw2x, aw2y, &cx, &cy);
                wz_sym_apply(o, ab3x, ab3y, &dx, &dy);
                CU_ASSERT(!(cx == bw2x && cy == bw2y && dx == bb3x && dy == bb3y));
            }
        }
}

/* ---- results ---------------------------------------------------------- */

static void test_results(void)
{
    const struct wz_opening *d1 = wz_opening_find("D1");
    const struct wz_opening *d2 = wz_opening_find("D2");
    const struct wz_opening *d13 = wz_opening_find("D13");
    const struct wz_opening *i7 = wz_opening_find("I7");
    const struct wz_opening *d3 = wz_opening_find("D3");
    int i, n;

    CU_ASSERT_STRING_EQUAL(d1->results, "1-2 B, 3-4 b, 5 =, 6+ W");
    CU_ASSERT_EQUAL(wz_opening_result(d1, 1), 'B');
    CU_ASSERT_EQUAL(wz_opening_result(d1, 2), 'B');
    CU_ASSERT_EQUAL(wz_opening_result(d1, 3), 'b');
    CU_ASSERT_EQUAL(wz_opening_result(d1, 4), 'b');
    CU_ASSERT_EQUAL(wz_opening_result(d1, 5), '=');
    CU_ASSERT_EQUAL(wz_opening_result(d1, 6), 'W');
    CU_ASSERT_EQUAL(wz_opening_result(d1, 9), 'W');
    CU_ASSERT_EQUAL(wz_opening_result(d1, 0), 0);
    CU_ASSERT_EQUAL(wz_opening_result(d1, -1), 0);

    CU_ASSERT_STRING_EQUAL(d13->results, "1+ W");
    CU_ASSERT_EQUAL(wz_opening_result(d13, 1), 'W');
    CU_ASSERT_EQUAL(wz_opening_result(d13, 5), 'W');
    CU_ASSERT_EQUAL(wz_opening_result(d13, 1000), 'W');

    CU_ASSERT_EQUAL(wz_opening_result(i7, 4), 'B');
    CU_ASSERT_EQUAL(wz_opening_result(i7, 5), 'b');
    CU_ASSERT_EQUAL(wz_opening_result(i7, 6), '=');
    CU_ASSERT_EQUAL(wz_opening_result(i7, 8), 'w');
    CU_ASSERT_EQUAL(wz_opening_result(i7, 9), 'W');

    CU_ASSERT_EQUAL(wz_opening_result(d3, 1), 'b');
    CU_ASSERT_EQUAL(wz_opening_result(d3, 2), '=');
    CU_ASSERT_EQUAL(wz_opening_result(d3, 7), 'w');
    CU_ASSERT_EQUAL(wz_opening_result(d3, 8), 'W');

    CU_ASSERT_EQUAL(wz_opening_result(d2, 9), 'w');
    CU_ASSERT_EQUAL(wz_opening_result(d2, 10), 0); /* not covered */
    CU_ASSERT_EQUAL(wz_opening_result(NULL, 1), 0);

    /* every named opening's line parses and covers 1..9 */
    for (i = 0; i < 26; i++)
        for (n = 1; n <= 9; n++) {
            char c = wz_opening_result(wz_opening_at(i), n);
            CU_ASSERT(c == 'B' || c == 'b' || c == '=' || c == 'w' || c == 'W');
        }
    /* I6 equals D6 (openings26.md) */
    CU_ASSERT_STRING_EQUAL(wz_opening_find("I6")->results,
                           wz_opening_find("D6")->results);
}

/* ---- main ------------------------------------------------------------- */

int main(void)
{
    CU_pSuite s;
    unsigned int failures;

    if (CU_initialize_registry() != CUE_SUCCESS)
        return (int)CU_get_error();
    s = CU_add_suite("openings", NULL, NULL);
    if (s == NULL
        || !CU_add_test(s, "symmetries", test_sym)
        || !CU_add_test(s, "table", test_table)
        || !CU_add_test(s, "find by code / Japanese / Chinese", test_find)
        || !CU_add_test(s, "identify 26 x 8 orientations", test_identify_all_orientations)
        || !CU_add_test(s, "identify rejects", test_identify_rejects)
        || !CU_add_test(s, "direct: 23 points -> 13 classes", test_direct_5x5)
        || !CU_add_test(s, "indirect: 23 points -> 13 classes", test_indirect_5x5)
        || !CU_add_test(s, "the 52", test_52)
        || !CU_add_test(s, "pairwise non-equivalent", test_pairwise_distinct)
        || !CU_add_test(s, "result letters", test_results)) {
        CU_cleanup_registry();
        return (int)CU_get_error();
    }
    CU_basic_set_mode(CU_BRM_VERBOSE);
    CU_basic_run_tests();
    failures = CU_get_number_of_failures();
    CU_cleanup_registry();
    return failures > 0 ? 1 : 0;
}

/*
** wuzi -- the 26 renju openings (and the 52).
**
** This header is the contract of kernel/openings.c.  Everything exported is
** prefixed wz_; the module has no mutable state and is safe to call from any
** thread.
**
** CONVENTIONS
**
** Positions are integer offsets (dx, dy) from the first black stone B1:
** dx grows to the right (column a, b, c, ...), dy grows upward (row 1, 2,
** 3, ...).  On a 15x15 board B1 is at h8, so i9 is (1,1) and h10 is (0,2).
**
** A "direct" opening has the white stone W2 orthogonally adjacent to B1
** (canonically at h9 = (0,1)); an "indirect" opening has W2 diagonally
** adjacent (canonically at i9 = (1,1)).  The third stone B3 lies in the
** 5x5 square centred on B1 for the 26 openings, and in the 7x7 square for
** the 52.
**
** Any of the 8 symmetries of the square (rotations and reflections about
** B1) turns a pattern into the same opening.  Those symmetries are numbered
** 0..7 here (see wz_sym_apply): 0..3 rotate counter-clockwise by 0, 90,
** 180, 270 degrees; 4..7 first mirror left-right (dx -> -dx) and then
** rotate like o-4.
*/
#ifndef WZ_OPENINGS_H
#define WZ_OPENINGS_H

#ifdef __cplusplus
extern "C" {
#endif

/*
** One opening.  The 26 named openings come first (D1..D13, I1..I13); the
** 26 further patterns of the 52 (see wz_opening52_at) use the same struct.
*/
struct wz_opening {
    /* "D1".."D13" and "I1".."I13" for the 26 openings.  For the other 26 of
    ** the 52 the codes "D14".."D26" and "I14".."I26" are wuzi's own labels,
    ** not a standard naming (see wz_opening52_at for their order). */
    const char *code;
    /* Japanese name in plain ASCII romanisation: "Kansei", "Sosei", ...
    ** NULL for the 26 extra patterns of the 52. */
    const char *japanese;
    /* Chinese name, UTF-8, in the simplified form used by
    ** shared/rules/openings26.md: "寒星", "长星", "峡月", ...
    ** NULL for the 26 extra patterns of the 52. */
    const char *chinese;
    /* Chinese name, UTF-8, traditional form (as in seed 001): "長星", "峽月",
    ** "恆星", ...; equal to chinese where the two scripts agree.
    ** NULL for the 26 extra patterns of the 52. */
    const char *chinese_trad;
    /* 1 for a direct opening (W2 orthogonally adjacent, canonically (0,1)),
    ** 0 for an indirect one (W2 diagonally adjacent, canonically (1,1)). */
    int direct;
    /* Canonical B3 relative to B1, e.g. D1 (h10) = (0,2), I13 (f6) = (-2,-2). */
    int b3_dx, b3_dy;
    /* Known results under the Yamaguchi rule by number of offered fifth
    ** moves, verbatim from openings26.md, e.g. "1-2 B, 3-4 b, 5 =, 6+ W".
    ** Letters: B black wins, b black is better, = balanced, w white is
    ** better, W white wins.  NULL for the 26 extra patterns of the 52. */
    const char *results;
};

/* Number of named openings: 26. */
int wz_opening_count(void);

/*
** The i-th named opening, 0 <= i < 26, in the order D1..D13, I1..I13 (so
** D1 is 0, D13 is 12, I1 is 13, I13 is 25).  NULL if i is out of range.
*/
const struct wz_opening *wz_opening_at(int i);

/*
** Look an opening up by name.  Accepted, all as whole strings:
**   - the code, ASCII case-insensitive: "D3", "d3", "i13";
**   - the Japanese name, ASCII case-insensitive: "Sosei", "sosei", "KANSEI";
**   - the Chinese name, UTF-8, exact bytes, simplified or traditional where
**     the two differ: "疏星", "长星"/"長星", "峡月"/"峽月", "恒星"/"恆星",
**     "残月"/"殘月", "云月"/"雲月", "岚月"/"嵐月", "银月"/"銀月".
** Only the 26 named openings are found (not "D14".."I26").  Returns NULL
** for an unknown name or a NULL pointer.
*/
const struct wz_opening *wz_opening_find(const char *name);

/*
** Apply symmetry o to the offset (dx, dy) and store the image in *ox, *oy
** (either may be NULL).  o is taken modulo 8 (o & 7):
**   o = 0: ( dx,  dy)   identity
**   o = 1: (-dy,  dx)   rotate 90 degrees counter-clockwise
**   o = 2: (-dx, -dy)   rotate 180
**   o = 3: ( dy, -dx)   rotate 270
**   o = 4..7: mirror dx -> -dx, then rotate like o - 4; so
**   o = 4: (-dx,  dy), 5: (-dy, -dx), 6: ( dx, -dy), 7: ( dy,  dx).
*/
void wz_sym_apply(int o, int dx, int dy, int *ox, int *oy);

/*
** The symmetry that undoes o: wz_sym_apply(wz_sym_inverse(o), ...) applied
** after wz_sym_apply(o, ...) gives back the original offset.  o is taken
** modulo 8; the result is in 0..7 (4..7 are their own inverses).
*/
int wz_sym_inverse(int o);

/*
** Canonical placement of op, relative to B1 at (0,0): W2 is (0,1) for a
** direct opening and (1,1) for an indirect one; B3 is (op->b3_dx,
** op->b3_dy).  Any output pointer may be NULL.  Works for the 52 as well.
** To place the opening in orientation o, map both offsets through
** wz_sym_apply(o, ...).  Nothing is written if op is NULL.
*/
void wz_opening_stones(const struct wz_opening *op,
                       int *w2x, int *w2y, int *b3x, int *b3y);

/*
** Name the three opening stones.  Coordinates are in any common frame
** (e.g. offsets from the board centre); only the positions relative to B1
** matter, so a caller whose rule needs B1 on the centre must check that
** itself.  Returns the named opening, or NULL if W2 is not adjacent to B1,
** B3 coincides with B1 or W2, or B3 is outside the 5x5 square around B1
** (use wz_opening52_class for those).
**
** On success, if orient is non-NULL, *orient receives the smallest o in
** 0..7 such that mapping the canonical stones of the result (see
** wz_opening_stones) through wz_sym_apply(o, ...) and adding B1 gives the
** given W2 and B3.  *orient is left unchanged when NULL is returned.
*/
const struct wz_opening *wz_opening_identify(int b1x, int b1y,
                                             int w2x, int w2y,
                                             int b3x, int b3y, int *orient);

/*
** Known-result letter for op when n_offers fifth moves are offered:
** 'B', 'b', '=', 'w' or 'W', read from op->results.  Returns 0 when op is
** NULL, op has no results line, n_offers < 1, or the line does not cover
** n_offers (e.g. D2 with 10 offers: its line ends at "9 w").
*/
char wz_opening_result(const struct wz_opening *op, int n_offers);

/* Number of classes of the 52: 52. */
int wz_opening52_count(void);

/*
** Class of a three-stone pattern among the 52, with B1 at (0,0): W2 must be
** one of the 8 neighbours of B1 and B3 any other point with
** max(|dx|,|dy|) <= 3.  Returns the class 0..51, or -1 if the pattern is
** not one of the 52.  Classes 0..25 are the named openings in the order of
** wz_opening_at (so class i is wz_opening_at(i)); 26..38 are the direct
** patterns with B3 on the 7x7 ring ("D14".."D26"), 39..51 the indirect ones
** ("I14".."I26").
*/
int wz_opening52_class(int w2x, int w2y, int b3x, int b3y);

/*
** The pattern of class cls (0 <= cls < 52), NULL if out of range.  For
** cls < 26 this is wz_opening_at(cls).  The extra patterns carry only
** code, direct and the canonical B3; their canonical B3 are, in order:
**   D14..D26: (0,3) (1,3) (2,3) (3,3) (3,2) (3,1) (3,0) (3,-1) (3,-2)
**             (0,-3) (1,-3) (2,-3) (3,-3)   -- rows top to bottom, dx >= 0,
**             as D1..D13 are ordered;
**   I14..I26: (3,3) (3,2) (3,1) (3,0) (3,-1) (3,-2) (3,-3) (2,-3) (1,-3)
**             (0,-3) (-1,-3) (-2,-3) (-3,-3)   -- columns right to left,
**             dy <= dx, as I1..I13 are ordered.
*/
const struct wz_opening *wz_opening52_at(int cls);

#ifdef __cplusplus
}
#endif

#endif /* WZ_OPENINGS_H */

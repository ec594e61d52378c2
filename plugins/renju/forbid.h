/*
 * forbid.h - RIF renju forbidden-move judge for black.
 *
 * Judges what a black stone placed on an empty point makes, following the
 * RIF rules as restated in shared/rules/renju.md:
 *
 *   five         an unbroken row of exactly five black stones (wins, even
 *                if the same stone also makes an overline, a double-four
 *                or a double-three on other lines);
 *   overline     an unbroken row of six or more;
 *   double-four  two or more fours through the point (two on one line
 *                count: X.X[X]X.X, XX.X[X].XX, XXX.[X].XXX);
 *   double-three two or more threes through the point, where a three only
 *                counts if at least one move that turns it into a straight
 *                four is itself legal (RIF 9.3), judged recursively with
 *                no depth cap.
 *
 * When several apply the label is five > overline > double-four >
 * double-three.  White has no restrictions and is never judged here.
 *
 * Board layout shared by every function: `cells` holds width*height bytes,
 * index y*width + x, x = column from the left (a = 0), y = row from the
 * bottom (row 1 = 0); 0 empty, 1 black, 2 white (any other value is read as
 * white, i.e. as a blocking stone).  5 <= width, height <= 26.
 *
 * Every function is reentrant: no global mutable state except the per-thread
 * diagnostic depth counter behind rj_last_max_depth() and a constant
 * pattern table built once (thread-safely) on first use.
 *
 * Visibility: the functions are declared with RJ_API, empty by default, so
 * a build with -fvisibility=hidden keeps them private to the shared object
 * that compiles this module in.  Define RJ_API (e.g. to
 * __attribute__((visibility("default")))) before including this header to
 * export them instead.
 */
#ifndef WUZI_RENJU_FORBID_H
#define WUZI_RENJU_FORBID_H

#include <stdint.h>

#ifndef RJ_API
#define RJ_API
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* Smallest and largest board side the judge accepts. */
#define RJ_MIN_SIDE 5
#define RJ_MAX_SIDE 26

/*
 * Verdict for black on one point.  RJ_INVALID is not a rule verdict: it is
 * what rj_check() answers for an occupied point, a point off the board or
 * an unsupported board size, so that RJ_LEGAL always means "an empty point
 * black may legally play".  It never appears in rj_forbidden_map() output.
 */
enum rj_verdict {
    RJ_INVALID = -1,
    RJ_LEGAL = 0,
    RJ_FIVE,
    RJ_OVERLINE,
    RJ_DOUBLE_FOUR,
    RJ_DOUBLE_THREE
};

/*
 * Verdict for black playing at the empty point (x, y).
 * Returns RJ_LEGAL only for an empty point where black may play without
 * making five; RJ_FIVE when the move makes an exact five (a win);
 * RJ_OVERLINE / RJ_DOUBLE_FOUR / RJ_DOUBLE_THREE when it is forbidden.
 * An occupied point, a point off the board, a bad size or a NULL board
 * returns RJ_INVALID (never RJ_LEGAL).
 */
RJ_API enum rj_verdict rj_check(const uint8_t *cells, int width, int height,
                                int x, int y);

/*
 * Judges every point of the board at once (faster than calling rj_check
 * for each).  out must hold width*height bytes; out[i] receives the
 * rj_verdict of black playing on empty point i (RJ_LEGAL, RJ_FIVE or a
 * forbidden kind) and 0 (= RJ_LEGAL) for an occupied point.
 * Returns the number of forbidden points (overline, double-four,
 * double-three; fives are not counted), or -1 for a bad size or NULL
 * argument (out is then left untouched).
 */
RJ_API int rj_forbidden_map(const uint8_t *cells, int width, int height,
                            uint8_t *out);

/*
 * "legal", "five", "overline", "double-four", "double-three";
 * "invalid" for RJ_INVALID and for any value outside the enum.
 */
RJ_API const char *rj_verdict_name(enum rj_verdict v);

/*
 * Deepest RIF 9.3 recursion met by the last rj_check / rj_forbidden_map /
 * rj_ctx_check call made by the calling thread (a thread-local counter, so
 * threads do not disturb each other).  Depth 0: only the point itself was
 * judged; depth k: the judge had to decide whether a move was legal with
 * k hypothetical black stones on the board (the point, then an extension
 * point of one of its threes, then an extension point of a three of that,
 * ...).  Judgements the judge did not need are not made, so the figure is
 * the depth this implementation actually explored, a diagnostic for the
 * benchmark rather than a property of the position.
 */
RJ_API int rj_last_max_depth(void);

/*
 * Reusable context: for a caller that judges many points of a position,
 * or keeps a position up to date move by move.  The context copies the
 * board; it holds no pointer into `cells`.
 */
typedef struct rj_ctx rj_ctx;

/* New context for the board, or NULL for a bad size / NULL board / no
 * memory.  Free with rj_ctx_free(). */
RJ_API rj_ctx *rj_ctx_new(const uint8_t *cells, int width, int height);

/* Frees a context; NULL is accepted. */
RJ_API void rj_ctx_free(rj_ctx *ctx);

/* Sets point (x, y) of the context's board to 0 empty, 1 black, 2 white.
 * Returns 0, or -1 for a point off the board or a bad colour. */
RJ_API int rj_ctx_set(rj_ctx *ctx, int x, int y, int colour);

/* Same answer as rj_check() on the context's current board. */
RJ_API enum rj_verdict rj_ctx_check(rj_ctx *ctx, int x, int y);

/* Same as rj_forbidden_map() on the context's current board. */
RJ_API int rj_ctx_forbidden_map(rj_ctx *ctx, uint8_t *out);

#ifdef __cplusplus
}
#endif

#endif /* WUZI_RENJU_FORBID_H */

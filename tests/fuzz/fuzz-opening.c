/*
 * fuzz-opening.c - the opening interpreter ([opening] and [step]
 * sections) and the variants' rules, through the public API only: the
 * input picks a variant and a seed, then is read as a list of actions
 * given to wz_game_act, mostly shaped by what the game expects (so that
 * openings are walked deep), sometimes anything at all (which must be
 * refused cleanly), with undo and redo between.  At the end a fresh game
 * given the same set-up and the current line's actions must reach the
 * same position: replay is deterministic, dice included.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

typedef struct input {
    const uint8_t *p;
    size_t left;
} input;

static unsigned byte(input *in)
{
    if (!in->left)
        return 0;
    in->left--;
    return *in->p++;
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    fuzz_registry();
    return 0;
}

/* An empty point of g chosen by k, or a mark when there are some and k
 * says so. */
static wz_point point(const wz_game *g, unsigned k, unsigned which)
{
    wz_point marks[WZ_MAX_POINTS];
    int nm = wz_game_marks(g, marks, WZ_MAX_POINTS);
    if (nm > 0 && (which & 1))
        return marks[k % (unsigned)nm];
    int boards = wz_game_boards(g), w = wz_game_width(g), h = wz_game_height(g);
    int total = boards * w * h;
    for (int i = 0; i < total; i++) {
        int at = (int)((k * 7919u + (unsigned)i) % (unsigned)total);
        wz_point p = {(int8_t)(at / (w * h)), (int8_t)(at % (w * h) % w), (int8_t)(at % (w * h) / w)};
        if (wz_game_at(g, p) == WZ_EMPTY || (which & 2))
            return p;
    }
    return (wz_point){0, 0, 0};
}

/* The next action: shaped by what g expects, or raw. */
static void next_action(const wz_game *g, input *in, wz_action *a)
{
    wz_expect e;
    wz_game_expect(g, &e);
    memset(a, 0, sizeof *a);
    unsigned mode = byte(in);
    if (mode >= 224) { /* anything at all */
        a->kind = (int)(byte(in) % (WZ_ACT_COUNT + 2)) - 1;
        a->value = (int)(int8_t)byte(in);
        a->npoints = (int)(byte(in) % (WZ_MAX_POINTS + 2));
        if (a->npoints > WZ_MAX_POINTS)
            a->npoints = -1;
        for (int i = 0; i < a->npoints; i++)
            a->pts[i] = (wz_point){(int8_t)byte(in), (int8_t)byte(in), (int8_t)byte(in)};
        return;
    }
    int kinds[WZ_ACT_COUNT], n = 0;
    for (int k = 1; k < WZ_ACT_COUNT; k++)
        if (e.actions & (1u << k))
            kinds[n++] = k;
    a->kind = n ? kinds[mode % (unsigned)n] : WZ_ACT_PLACE;
    switch (a->kind) {
    case WZ_ACT_PLACE:
    case WZ_ACT_CHOOSE:
        a->npoints = 1;
        a->pts[0] = point(g, byte(in), byte(in));
        break;
    case WZ_ACT_MOVE:
        a->npoints = 2;
        a->pts[0] = point(g, byte(in), 2);
        a->pts[1] = point(g, byte(in), 0);
        break;
    case WZ_ACT_DECLARE: {
        int span = e.max >= e.min ? e.max - e.min + 1 : 1;
        a->value = e.min + (int)(byte(in) % (unsigned)(span > 0 ? span : 1));
        break;
    }
    case WZ_ACT_OFFER: {
        int count = e.min > 0 && e.min <= WZ_MAX_POINTS ? e.min : 1 + (int)(byte(in) % 4);
        a->npoints = count;
        for (int i = 0; i < count; i++)
            a->pts[i] = point(g, byte(in), byte(in) & 2);
        break;
    }
    default:
        break;
    }
}

/* Every point of a and b holds the same stone, and they await the same. */
static void same_position(const wz_game *a, const wz_game *b, const char *what)
{
    if (wz_game_history_length(a) != wz_game_history_length(b) || wz_game_result(a, NULL) != wz_game_result(b, NULL))
        fuzz_fail("%s: history %d/%d, result %d/%d", what, wz_game_history_length(a), wz_game_history_length(b),
                  wz_game_result(a, NULL), wz_game_result(b, NULL));
    for (int bd = 0; bd < wz_game_boards(a); bd++)
        for (int x = 0; x < wz_game_width(a); x++)
            for (int y = 0; y < wz_game_height(a); y++) {
                wz_point p = {(int8_t)bd, (int8_t)x, (int8_t)y};
                if (wz_game_at(a, p) != wz_game_at(b, p))
                    fuzz_fail("%s: the stone at %d:%d,%d differs", what, bd, x, y);
            }
    wz_expect ea, eb;
    wz_game_expect(a, &ea);
    wz_game_expect(b, &eb);
    if (ea.player != eb.player || ea.actions != eb.actions || ea.colour != eb.colour)
        fuzz_fail("%s: the games expect different things", what);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    input in = {data, size};
    wz_registry *r = fuzz_registry();
    const wz_variant *v = wz_registry_at(r, (int)(byte(&in) % (unsigned)wz_registry_count(r)));
    uint64_t seed = byte(&in) | (uint64_t)byte(&in) << 8;
    char why[WZ_REASON_MAX];
    wz_game *g = wz_game_new(v, 0, NULL, seed, why, sizeof why);
    if (!g)
        fuzz_fail("%s: no game: %s", wz_variant_id(v), why);
    /* sometimes a hand-made position first */
    int set_up = 0;
    if (byte(&in) == 0xab) {
        wz_point stones[2][8];
        int n[2] = {(int)(byte(&in) % 9), (int)(byte(&in) % 9)};
        for (int c = 0; c < 2; c++)
            for (int i = 0; i < n[c]; i++)
                stones[c][i] = point(g, byte(&in), 2);
        set_up = wz_game_setup(g, stones[0], n[0], stones[1], n[1], why, sizeof why) == 0;
    }
    for (int steps = 0; in.left && steps < 400; steps++) {
        unsigned op = byte(&in);
        if (op < 16) {
            wz_game_undo(g);
        } else if (op < 24) {
            wz_game_redo(g);
        } else {
            wz_action a;
            next_action(g, &in, &a);
            wz_game *before = wz_game_clone(g);
            if (wz_game_act(g, &a, why, sizeof why) != 0) {
                if (!why[0])
                    fuzz_fail("%s: a refusal without a reason", wz_variant_id(v));
                same_position(g, before, "a refused action changed the game");
            }
            wz_game_free(before);
        }
    }
    /* replay: the same set-up and the current line give the same game */
    wz_game *again = wz_game_new(v, 0, NULL, seed, why, sizeof why);
    int nb = wz_game_setup_count(g, WZ_BLACK), nw = wz_game_setup_count(g, WZ_WHITE);
    if (set_up) {
        wz_point *pts = malloc(sizeof *pts * (size_t)(nb + nw + 1));
        for (int i = 0; i < nb; i++)
            pts[i] = wz_game_setup_at(g, WZ_BLACK, i);
        for (int i = 0; i < nw; i++)
            pts[nb + i] = wz_game_setup_at(g, WZ_WHITE, i);
        if (wz_game_setup(again, pts, nb, pts + nb, nw, why, sizeof why) != 0)
            fuzz_fail("%s: the game's own set-up is refused: %s", wz_variant_id(v), why);
        free(pts);
    }
    for (int i = 0; i < wz_game_history_length(g); i++)
        if (wz_game_act(again, wz_game_history_at(g, i), why, sizeof why) != 0)
            fuzz_fail("%s: action %d of the history is refused on replay: %s", wz_variant_id(v), i + 1, why);
    same_position(g, again, "replay");
    wz_game_free(again);
    wz_game_free(g);
    return 0;
}

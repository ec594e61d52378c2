/* analysis.c - the "wuzi.ai.analyze/1" extension (see <wuzi/ai.h>): the
 * engine's search and solvers for the shell's hint, analyze, vcf, vct. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <wuzi/ai.h>
#include "engine.h"

#define H engine_host

static const char *how_name(int how)
{
    static const char *const names[] = {"none",   "five",   "block", "only",
                                        "vcf",    "vct",    "search", "book"};
    return how >= 0 && how <= HOW_BOOK ? names[how] : "search";
}

static wz_point point_or_any(int pos)
{
    if (pos < 0) {
        wz_point any = {-1, -1, -1};
        return any;
    }
    return engine_point(pos);
}

static int win_in(int score)
{
    if (score_is_win(score))
        return SCORE_WIN - score;
    if (score_is_loss(score))
        return -(SCORE_WIN + score);
    return 0;
}

void analysis_fill(wz_ai_analysis *out, const search_report *r)
{
    memset(out, 0, sizeof *out);
    out->found = r->move >= 0;
    if (out->found)
        out->move = engine_point(r->move);
    out->score = r->score;
    out->win_in = win_in(r->score);
    out->depth = r->depth;
    out->nodes = r->nodes;
    out->ms = r->ms;
    out->how = how_name(r->how);
    for (int i = 0; i < r->pv.n && i < WZ_AI_MAX_LINE; i++)
        out->line[out->nline++] = point_or_any(r->pv.move[i]);
}

static int read_settings(int argc, const char *const *argv, settings *s, char *err, size_t errlen)
{
    memset(s, 0, sizeof *s);
    for (int i = 0; i < argc; i++) {
        char key[64];
        const char *eq = strchr(argv[i], '=');
        if (!eq || eq == argv[i] || (size_t)(eq - argv[i]) >= sizeof key) {
            snprintf(err, errlen, "%s: write settings as key=value", argv[i]);
            return -1;
        }
        snprintf(key, sizeof key, "%.*s", (int)(eq - argv[i]), argv[i]);
        if (settings_set(s, key, eq + 1, err, errlen) != 0)
            return -1;
    }
    return 0;
}

/* The colour to place in g, or 0 with a reason. */
static int placing_colour(const wz_game *g, char *err, size_t errlen)
{
    wz_expect e;
    H->expect(g, &e);
    if (e.player == WZ_NOBODY) {
        snprintf(err, errlen, "the game is over");
        return 0;
    }
    if (!(e.actions & (1u << WZ_ACT_PLACE)) || (e.colour != WZ_BLACK && e.colour != WZ_WHITE)) {
        snprintf(err, errlen, "the game expects a decision, not a stone (%s)", e.text);
        return 0;
    }
    if (H->boards(g) != 1) {
        snprintf(err, errlen, "analysis covers one-board games only");
        return 0;
    }
    return e.colour;
}

struct relay {
    wz_ai_progress_fn fn;
    void *user;
    const budget *bud;
};

static void relay_progress(void *user, const search_report *r)
{
    struct relay *rl = user;
    wz_ai_analysis a;
    analysis_fill(&a, r);
    if (rl->fn)
        rl->fn(rl->user, &a);
}

/* between iterations, the progress watcher's live line */
static void relay_tick(void *user, const search_report *r)
{
    struct relay *rl = user;
    engine_report(rl->bud, WZ_AI_TICK, r);
}

static int analyze(const wz_game *g, int argc, const char *const *argv, wz_ai_progress_fn progress,
                   void *user, wz_ai_analysis *out, char *err, size_t errlen)
{
    int64_t start = clock_now();
    settings st;
    budget bud;
    rules ru;
    search_report r;
    if (read_settings(argc, argv, &st, err, errlen) != 0)
        return -1;
    int colour = placing_colour(g, err, errlen);
    if (!colour)
        return -1;
    budget_for_move(&st, NULL, g, start, &bud);
    bud.explain = 1;
    struct relay rl = {progress, user, &bud};
    int watched = engine_watched();
    if (rules_detect(H, g, &ru) != 0 ||
        engine_think(g, &ru, colour, &bud, progress ? relay_progress : NULL, watched ? relay_tick : NULL, &rl,
                     &r) != 0) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    analysis_fill(out, &r);
    out->ms = (clock_now() - start) / 1000000;
    return 0;
}

static int solve(const wz_game *g, int kind, int argc, const char *const *argv, wz_ai_analysis *out,
                 char *err, size_t errlen)
{
    settings st;
    rules ru;
    if (read_settings(argc, argv, &st, err, errlen) != 0)
        return -1;
    int colour = placing_colour(g, err, errlen);
    if (!colour)
        return -1;
    search *s = malloc(sizeof *s);
    search_limits lim = {0};
    if (!s || rules_detect(H, g, &ru) != 0 || engine_board(g, &ru, &s->b) != 0 ||
        search_init(s, colour, &lim, 1) != 0) {
        free(s);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    int depth = st.depth ? st.depth : kind ? 7 : 20;
    /* a node limit fixes the work, as for a move */
    clock_start(&s->clock, 0, st.nodes ? 0 : st.time_ms ? st.time_ms : DEFAULT_TIME_MS, st.nodes);
    line l;
    int found = kind ? search_vct(s, colour, depth, &l) : search_vcf(s, colour, depth, &l);
    memset(out, 0, sizeof *out);
    out->found = found;
    out->nodes = s->nodes;
    out->ms = clock_elapsed_ms(&s->clock);
    out->how = kind ? "vct" : "vcf";
    if (found) {
        out->move = point_or_any(l.move[0]);
        for (int i = 0; i < l.n && i < WZ_AI_MAX_LINE; i++)
            out->line[out->nline++] = point_or_any(l.move[i]);
        out->win_in = l.n;
        out->score = SCORE_WIN - l.n;
    }
    search_free(s);
    free(s);
    return found;
}

static const wz_ai_analyze api = {
    .size = sizeof(wz_ai_analyze),
    .analyze = analyze,
    .solve = solve,
};

const void *analysis_extension(void)
{
    return &api;
}

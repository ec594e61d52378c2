/* cmd_ai.c - the shell's analysis commands (a room of the command table):
 * hint, analyze, vcf and vct, answered by the engine AI plugin through
 * its "wuzi.ai.analyze/1" extension. */
#include <stdio.h>
#include <string.h>

#include <wuzi/ai.h>
#include "session.h"

/* The engine, whose analyses a terminal watches with a live line. */
static const wz_plugin *analyst;

/* The engine's analysis extension, or NULL with the refusal written. */
static const wz_ai_analyze *analyzer(session *s, reply *out)
{
    char why[WZ_REASON_MAX + 4096];
    const wz_plugin *p = wz_registry_ai(s->registry, "engine", why, sizeof why);
    analyst = p;
    if (!p) {
        refuse(out, "the engine AI is not available: %s", why);
        return NULL;
    }
    const wz_ai_analyze *a = p->extension ? p->extension(WZ_AI_ANALYZE_ID) : NULL;
    if (!a || a->size < sizeof *a) {
        refuse(out, "the engine AI offers no analysis (%s)", WZ_AI_ANALYZE_ID);
        return NULL;
    }
    return a;
}

static void add_point(session *s, reply *out, wz_point p)
{
    char buf[16];
    if (p.board < 0)
        reply_add(out, "any");
    else
        reply_add(out, "%s", wz_point_format(p, wz_game_boards(s->game), buf));
}

static void add_line(session *s, reply *out, const wz_ai_analysis *a)
{
    for (int i = 0; i < a->nline; i++) {
        reply_add(out, " ");
        add_point(s, out, a->line[i]);
    }
}

static void add_score(reply *out, const wz_ai_analysis *a)
{
    if (a->win_in > 0)
        reply_add(out, "win in %d", a->win_in);
    else if (a->win_in < 0)
        reply_add(out, "loss in %d", -a->win_in);
    else
        reply_add(out, "%+d", a->score);
}

/* An analysis starts or ends: the terminal's live line. */
static void watch(session *s, int on)
{
    if (s->view && s->view->analysing && analyst)
        s->view->analysing(s, analyst, on);
}

static const char *const *settings_of(int argc, char **argv)
{
    return (const char *const *)(argc > 1 ? argv + 1 : argv);
}

static int cmd_hint(session *s, int argc, char **argv, reply *out)
{
    char why[WZ_REASON_MAX];
    wz_ai_analysis a;
    if (need_game(s, out))
        return -1;
    const wz_ai_analyze *an = analyzer(s, out);
    if (!an)
        return -1;
    watch(s, 1);
    int rc = an->analyze(s->game, argc - 1, settings_of(argc, argv), NULL, NULL, &a, why, sizeof why);
    watch(s, 0);
    if (rc != 0)
        return refuse(out, "%s", why);
    if (!a.found)
        return refuse(out, "no point to play");
    add_point(s, out, a.move);
    reply_add(out, " score ");
    add_score(out, &a);
    reply_add(out, " pv");
    add_line(s, out, &a);
    return 0;
}

struct progress {
    session *s;
    reply *out;
};

/* Each depth as it completes: shown at once on a terminal (the search
 * may take long), gathered into the reply in batch. */
static void on_iteration(void *user, const wz_ai_analysis *a)
{
    struct progress *p = user;
    reply line = {0};
    reply_add(&line, "depth %d score ", a->depth);
    add_score(&line, a);
    reply_add(&line, " nodes %llu time %lld pv", (unsigned long long)a->nodes, (long long)a->ms);
    add_line(p->s, &line, a);
    if (p->s->view && p->s->view->say)
        p->s->view->say(p->s, line.text);
    else
        reply_add(p->out, "%s\n", line.text);
    reply_free(&line);
}

static int cmd_analyze(session *s, int argc, char **argv, reply *out)
{
    char why[WZ_REASON_MAX];
    wz_ai_analysis a;
    if (need_game(s, out))
        return -1;
    const wz_ai_analyze *an = analyzer(s, out);
    if (!an)
        return -1;
    struct progress p = {s, out};
    watch(s, 1);
    int rc = an->analyze(s->game, argc - 1, settings_of(argc, argv), on_iteration, &p, &a, why, sizeof why);
    watch(s, 0);
    if (rc != 0)
        return refuse(out, "%s", why);
    if (!a.found)
        return refuse(out, "no point to play");
    reply_add(out, "best ");
    add_point(s, out, a.move);
    reply_add(out, " score ");
    add_score(out, &a);
    reply_add(out, " (%s) nodes %llu time %lld pv", a.how, (unsigned long long)a.nodes,
              (long long)a.ms);
    add_line(s, out, &a);
    return 0;
}

static int solve(session *s, int kind, int argc, char **argv, reply *out)
{
    char why[WZ_REASON_MAX];
    wz_ai_analysis a;
    if (need_game(s, out))
        return -1;
    const wz_ai_analyze *an = analyzer(s, out);
    if (!an)
        return -1;
    int rc = an->solve(s->game, kind, argc - 1, settings_of(argc, argv), &a, why, sizeof why);
    if (rc < 0)
        return refuse(out, "%s", why);
    if (rc == 0) {
        reply_add(out, "none within the limit");
        return 0;
    }
    reply_add(out, "win in %d:", a.win_in);
    add_line(s, out, &a);
    return 0;
}

static int cmd_vcf(session *s, int argc, char **argv, reply *out)
{
    return solve(s, 0, argc, argv, out);
}

static int cmd_vct(session *s, int argc, char **argv, reply *out)
{
    return solve(s, 1, argc, argv, out);
}

const command ai_commands[] = {
    {"hint", "hint [time=MS] [depth=N]", "the engine's best point for the player to place, with score and principal variation", "hint time=500", cmd_hint},
    {"analyze", "analyze [time=MS] [depth=N]", "search the position: each depth's score and principal variation, then the best point", "analyze depth=6", cmd_analyze},
    {"vcf", "vcf [time=MS] [depth=N]", "a win by continuous fours for the player to place, or none within the limit", "vcf time=2000", cmd_vcf},
    {"vct", "vct [time=MS] [depth=N]", "a win by continuous threats (fours and threes), or none within the limit", "vct depth=5", cmd_vct},
    {NULL, NULL, NULL, NULL, NULL},
};

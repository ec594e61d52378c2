/* turns.c - the game goes on: a person's actions, the AI seats' turns
 * after them, and undo and redo that know who is a person.
 *
 * Batch and interactive modes share all of it; what differs is shown
 * through the session's play_view (interactive) or written into the
 * reply (batch: "P2 (engine) played j10", one line per AI action, while
 * a person's own command stays silent as it always was). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "session.h"

/* The cap only guards against a variant whose AI actions never end. */
#define MAX_AI_TURNS (4 * WZ_MAX_SIZE * WZ_MAX_SIZE)

void action_words(const wz_game *g, const wz_action *a, char *buf, size_t len)
{
    wz_action_format(a, wz_game_boards(g), buf, len);
    if (a->kind == WZ_ACT_PLACE && strncmp(buf, "play ", 5) == 0)
        memmove(buf, buf + 5, strlen(buf + 5) + 1);
}

/* Say that actions [from, now) were made by ai (NULL: a person).  The
 * actions a command itself asked for (own: play, or go's) are silent in
 * batch, as they always were: go's reply names its action already. */
static void announce(session *s, int from, const wz_plugin *ai, int own, reply *out)
{
    int to = wz_game_history_length(s->game);
    if (from >= to)
        return;
    if (s->view) {
        if (s->view->acted)
            s->view->acted(s, from, to, ai);
        return;
    }
    if (!ai || own)
        return;
    for (int i = from; i < to; i++) {
        const wz_action *a = wz_game_history_at(s->game, i);
        char buf[1024];
        action_words(s->game, a, buf, sizeof buf);
        reply_line(out, "%s (%s) played %s", wz_player_name(a->player), ai->id, buf);
    }
}

int run_ais(session *s, reply *out)
{
    for (int n = 0; s->game && !s->hold_ai && n < MAX_AI_TURNS; n++) {
        wz_expect e;
        wz_game_expect(s->game, &e);
        if (e.player == WZ_NOBODY)
            return 0;
        const seat *st = &s->seats[e.player];
        if (!st->ai)
            return 0;
        if (s->view && s->view->interrupted && s->view->interrupted(s)) {
            reply_line(out, "stopped: %s (%s) is to act; go lets it", wz_player_name(e.player), st->ai->id);
            return 0;
        }
        /* what the person did is on disk before an AI starts thinking */
        if (s->autosave) {
            char why[WZ_REASON_MAX + 4096];
            autosave_update(s, why, sizeof why);
        }
        if (clock_flag(s, out))
            return 0;
        clock_brief_ai(s, e.player);
        if (s->view && s->view->thinking)
            s->view->thinking(s, e.player);
        wz_action a;
        char why[WZ_REASON_MAX + 4096];
        int rc = wz_ai_choose(st->ai, s->game, st->config, &a, why, sizeof why);
        if (s->view && s->view->thought)
            s->view->thought(s, e.player);
        /* an AI that overran its time loses on time, its move unplayed */
        if (clock_flag(s, out))
            return 0;
        if (rc != 0)
            return refuse(out, "%s", why); /* the plugin's reason names it */
        int from = wz_game_history_length(s->game);
        if (wz_game_act(s->game, &a, why, sizeof why) != 0)
            return refuse(out, "%s", why);
        clock_sync(s);
        announce(s, from, st->ai, 0, out);
    }
    return 0;
}

int act_as(session *s, const wz_action *acts, int n, const wz_plugin *ai, reply *out)
{
    char why[WZ_REASON_MAX];
    int from = wz_game_history_length(s->game);
    reply lost = {0};
    if (clock_flag(s, &lost)) {
        /* too late: the time ran out before the action came */
        refuse(out, "%s", lost.text);
        reply_free(&lost);
        return -1;
    }
    /* all or none: a refused action rolls back those before it (the
     * stones only, whatever the size of the tree) */
    if (wz_game_begin(s->game) != 0)
        return refuse(out, "out of memory");
    for (int i = 0; i < n; i++) {
        wz_expect e;
        wz_game_expect(s->game, &e);
        if (s->speaker != WZ_NOBODY && e.player != WZ_NOBODY && e.player != s->speaker) {
            wz_game_rollback(s->game);
            return refuse(out, "it is %s's turn, not %s's (%s %s must %s)", wz_player_name(e.player),
                          wz_player_name(s->speaker), wz_player_name(e.player),
                          wz_colour_name(wz_game_colour_of(s->game, e.player)), e.text);
        }
        if (wz_game_act(s->game, &acts[i], why, sizeof why) != 0) {
            wz_game_rollback(s->game);
            return refuse(out, "%s", why);
        }
    }
    wz_game_commit(s->game);
    clock_sync(s);
    announce(s, from, ai, 1, out);
    return run_ais(s, out);
}

int act_all(session *s, const wz_action *acts, int n, reply *out)
{
    return act_as(s, acts, n, NULL, out);
}

/* ------------------------------------------------------ the foul question */

/* "a double-three", "an overline": the variant's name of the foul with
 * its article. */
static void foul_words(const wz_game *g, int verdict, char *buf, size_t len)
{
    const char *name = wz_game_verdict_name(g, verdict);
    snprintf(buf, len, "%s %s", strchr("aeiou", name[0]) ? "an" : "a", name);
}

int confirm_fouls(session *s, const wz_action *acts, int n, int *declined)
{
    *declined = 0;
    if (!s->view || !s->view->confirm || !s->ask_fouls)
        return 0;
    wz_game *g = s->game;
    if (wz_game_begin(g) != 0)
        return 0;
    for (int i = 0; i < n && !*declined; i++) {
        wz_expect e;
        wz_game_expect(g, &e);
        int verdict = acts[i].kind == WZ_ACT_PLACE && e.colour == WZ_BLACK
                    ? wz_game_forbids(g, acts[i].pts[0]) : WZ_LEGAL;
        int foul = verdict != WZ_LEGAL;
        if (wz_game_act(g, &acts[i], NULL, 0) != 0)
            break; /* refused: the refusal says why, no question */
        if (!foul)
            continue;
        wz_expect next;
        wz_game_expect(g, &next);
        const char *what = wz_game_result(g, NULL) == WZ_WHITE_WINS ? "black loses"
                         : next.actions & (1u << WZ_ACT_CLAIM) ? "white may claim it and win"
                         : NULL;
        if (!what)
            continue;
        char question[256], buf[16], foul_name[96];
        foul_words(s->game, verdict, foul_name, sizeof foul_name);
        snprintf(question, sizeof question, "%s is %s: %s. Play it?",
                 wz_point_format(acts[i].pts[0], wz_game_boards(g), buf), foul_name, what);
        *declined = !s->view->confirm(s, question);
    }
    wz_game_rollback(g);
    return 0;
}

/* ---------------------------------------------------------- undo, redo */

/* Whether the current position waits for a person (or for nobody: the
 * game is over). */
static int rests_with_person(const session *s)
{
    wz_expect e;
    wz_game_expect(s->game, &e);
    return e.player == WZ_NOBODY || !s->seats[e.player].ai;
}

/* "undo [N]" / "redo [N]": N, or 0 when no count was given; -1 with the
 * refusal written. */
static int count_of(int argc, char **argv, reply *out)
{
    if (argc == 1)
        return 0;
    char *end;
    long n = strtol(argv[1], &end, 10);
    if (argc > 2 || *end || n < 1 || n > 100000) {
        refuse(out, "%s takes a number of actions, at least 1: %s 1", argv[0], argv[0]);
        return -1;
    }
    return (int)n;
}

/* Step back (dir -1) or forward (+1) once. */
static int step(session *s, int dir)
{
    return dir < 0 ? wz_game_undo(s->game) : wz_game_redo(s->game);
}

/* Undo or redo: N actions when counted, else (with an AI seated) to the
 * nearest position where a person is to act, so that an AI's reply goes
 * with the person's action that drew it. */
static int travel(session *s, int argc, char **argv, int dir, reply *out)
{
    if (need_game(s, out))
        return -1;
    int n = count_of(argc, argv, out);
    if (n < 0)
        return -1;
    const char *none = dir < 0 ? "nothing to undo" : "nothing to redo";
    int people = !s->seats[WZ_P1].ai + !s->seats[WZ_P2].ai;
    if (n > 0 || people != 1) {
        /* counted, or nobody's turns to skip: one action at a time */
        int want = n ? n : 1, done = 0;
        while (done < want && step(s, dir) == 0)
            done++;
        if (!done)
            return refuse(out, "%s", none);
        if (done < want)
            reply_add(out, "%s %d of %d (no more)", dir < 0 ? "undid" : "redid", done, want);
        return 0;
    }
    int done = 0;
    while (step(s, dir) == 0) {
        done++;
        if (rests_with_person(s))
            return 0;
    }
    if (!done)
        return refuse(out, "%s", none);
    if (dir > 0)
        return 0; /* the end of the line: as far as redo goes */
    /* the AI began: put everything back as it was */
    for (int i = 0; i < done; i++)
        step(s, -dir);
    return refuse(out, "no earlier position where a person is to act (undo 1 takes back one action)");
}

int cmd_undo(session *s, int argc, char **argv, reply *out)
{
    return travel(s, argc, argv, -1, out);
}

int cmd_redo(session *s, int argc, char **argv, reply *out)
{
    return travel(s, argc, argv, +1, out);
}

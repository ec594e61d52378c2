/* cmd_tree.c - walking the variation tree: back, forward, goto, the
 * continuations of a position, the main line, cutting and promoting
 * variations, and the current line in full.
 *
 * The kernel keeps the tree (wuzi.h, "the variation tree"); these commands
 * only move about it, so none of them lets an AI seat act: a study is
 * walked, not played.  Positions are numbered by the actions before them
 * along the current line, as history numbers actions: "goto 3" is the
 * position after action 3. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "session.h"

/* An optional count (default 1): 0, or -1 after refusing. */
static int count_arg(int argc, char **argv, int *n, reply *out)
{
    *n = 1;
    if (argc == 1)
        return 0;
    char *end;
    long v = strtol(argv[1], &end, 10);
    if (argc > 2 || *end || end == argv[1] || v < 0 || v > 1000000)
        return refuse(out, "%s takes a number of actions: %s 3", argv[0], argv[0]);
    *n = (int)v;
    return 0;
}

static const char *plural(int n)
{
    return n == 1 ? "" : "s";
}

static int cmd_back(session *s, int argc, char **argv, reply *out)
{
    int n;
    if (need_game(s, out) || count_arg(argc, argv, &n, out))
        return -1;
    int have = wz_game_history_length(s->game);
    if (wz_game_back(s->game, n) != 0) {
        if (have == 0)
            return refuse(out, "nothing to go back to: this is the start");
        return refuse(out, "only %d action%s to go back (goto 0 is the start)", have, plural(have));
    }
    return 0;
}

static int cmd_forward(session *s, int argc, char **argv, reply *out)
{
    int n;
    if (need_game(s, out) || count_arg(argc, argv, &n, out))
        return -1;
    int ahead = wz_game_redo_count(s->game);
    if (wz_game_forward(s->game, n) != 0) {
        if (ahead == 0)
            return refuse(out, "nothing ahead: the current line ends here (variations lists what else there is)");
        return refuse(out, "only %d action%s ahead on the current line", ahead, plural(ahead));
    }
    return 0;
}

static int cmd_goto(session *s, int argc, char **argv, reply *out)
{
    if (need_game(s, out))
        return -1;
    int len = wz_game_line_length(s->game);
    char *end = NULL;
    long n = argc == 2 ? strtol(argv[1], &end, 10) : -1;
    if (argc == 2 && strcmp(argv[1], "end") == 0)
        n = len, end = argv[1] + 3;
    if (argc != 2 || *end || end == argv[1] || n < 0)
        return refuse(out, "goto takes the number of actions before the position: goto 0 (the start) to goto %d",
                      len);
    if (n > len || wz_game_goto(s->game, (int)n) != 0)
        return refuse(out, "the current line has %d action%s: goto 0 to goto %d", len, plural(len), len);
    return 0;
}

/* "play h8", for lists. */
static void action_text(const wz_game *g, const wz_action *a, char *buf, size_t len)
{
    wz_action_format(a, wz_game_boards(g), buf, len);
}

static int cmd_variations(session *s, int argc, char **argv, reply *out)
{
    char buf[1024];
    if (need_game(s, out))
        return -1;
    wz_game *g = s->game;
    int n = wz_game_variation_count(g);
    if (argc > 2)
        return refuse(out, "variations takes at most the number of one: variations 2");
    if (argc == 2) {
        char *end;
        long i = strtol(argv[1], &end, 10);
        if (*end || end == argv[1] || i < 1 || i > n) {
            if (n == 0)
                return refuse(out, "no variation here: nothing has been played from this position");
            return refuse(out, "variations %s: this position has %d (variations 1 to %d)", argv[1], n, n);
        }
        return wz_game_enter(g, (int)i - 1) == 0 ? 0 : refuse(out, "out of memory");
    }
    int next = wz_game_variation_next(g);
    for (int i = 0; i < n; i++) {
        wz_action a;
        wz_game_variation_at(g, i, &a);
        action_text(g, &a, buf, sizeof buf);
        reply_add(out, "%s%d. %s%s", i ? "\n" : "", i + 1, buf, n > 1 && i == next ? " <- forward" : "");
    }
    return 0;
}

static int cmd_main(session *s, int argc, char **argv, reply *out)
{
    (void)argc, (void)argv;
    if (need_game(s, out))
        return -1;
    return wz_game_main(s->game) >= 0 ? 0 : refuse(out, "out of memory");
}

static int cmd_cut(session *s, int argc, char **argv, reply *out)
{
    (void)argc, (void)argv;
    if (need_game(s, out))
        return -1;
    int n = wz_game_cut(s->game);
    if (n < 0)
        return refuse(out, "this position is on the main line: cut deletes a variation (promote makes one the "
                           "main line)");
    reply_add(out, "cut %d action%s", n, plural(n));
    return 0;
}

static int cmd_promote(session *s, int argc, char **argv, reply *out)
{
    (void)argc, (void)argv;
    if (need_game(s, out))
        return -1;
    wz_game_promote(s->game);
    return 0;
}

/* The current line, every action numbered, with the alternatives to each
 * and the current position marked. */
static int cmd_line(session *s, int argc, char **argv, reply *out)
{
    (void)argc, (void)argv;
    char buf[1024];
    if (need_game(s, out))
        return -1;
    wz_game *g = s->game;
    int here = wz_game_history_length(g), len = wz_game_line_length(g);
    if (here == 0)
        reply_add(out, "0. start <- here");
    /* walk the line itself (a copy would cost the whole tree): the
     * continuations of each position; then back where it was */
    wz_game *w = g;
    wz_game_goto(w, 0);
    for (int i = 0; i < len; i++) {
        int next = wz_game_variation_next(w), n = wz_game_variation_count(w);
        wz_action a;
        wz_game_variation_at(w, next, &a);
        action_text(w, &a, buf, sizeof buf);
        reply_add(out, "%s%d. %s %s", i || here == 0 ? "\n" : "", i + 1, wz_player_name(a.player), buf);
        for (int k = 0, first = 1; k < n; k++) {
            if (k == next)
                continue;
            wz_game_variation_at(w, k, &a);
            action_text(w, &a, buf, sizeof buf);
            reply_add(out, "%s%s", first ? " (or " : ", ", buf);
            first = 0;
        }
        if (n > 1)
            reply_add(out, ")");
        if (i + 1 == here)
            reply_add(out, " <- here");
        wz_game_enter(w, next);
    }
    wz_game_goto(w, here);
    return 0;
}

const command tree_commands[] = {
    {"back", "back [N]", "go back N actions (1) along the current line, which stays for forward", "back 3", cmd_back},
    {"forward", "forward [N]", "go forward N actions (1) along the current line", "forward 2", cmd_forward},
    {"goto", "goto N|end", "go to the position after the N-th action of the current line (0: the start)", "goto 5",
     cmd_goto, "end"},
    {"variations", "variations [N]", "list the actions that continue from here, main line first; N goes into one",
     "variations 2", cmd_variations},
    {"line", "line", "the current line from the start to its end, each action's alternatives, this position marked",
     "line", cmd_line},
    {"main", "main", "back to the main line, where the current line left it", "main", cmd_main},
    {"cut", "cut", "delete the variation this position is in, back to where it branched", "cut", cmd_cut},
    {"promote", "promote", "make the current line the main line up to this position", "promote", cmd_promote},
    {NULL, NULL, NULL, NULL, NULL},
};

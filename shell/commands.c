/* commands.c - the command table: every shell command is one row here, so
 * help and dispatch never drift from what exists. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "session.h"

#include <stdarg.h>
int refuse(reply *out, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    /* the arguments may point into out itself (refuse(out, "%s", out->text)) */
    reply r = {0};
    reply_vadd(&r, fmt, ap);
    va_end(ap);
    reply_free(out);
    *out = r;
    if (!out->text)
        reply_add(out, "out of memory");
    return -1;
}

int need_game(session *s, reply *out)
{
    if (!s->game)
        return refuse(out, "no game: start one with new ID (see variants)");
    return 0;
}

int parse_point(session *s, const char *text, wz_point *p, reply *out)
{
    char why[WZ_REASON_MAX];
    wz_game *g = s->game;
    if (wz_point_parse(text, wz_game_boards(g), wz_game_width(g), wz_game_height(g), p, why, sizeof why) != 0)
        return refuse(out, "%s", why);
    return 0;
}

/* ------------------------------------------------------------- actions */

/* In a game whose turns hold several stones (the variant offers `end`
 * once a turn has begun), one play list stays within one turn: a point
 * past the turn's last stone would be the opponent's, so the list is
 * refused rather than played on the opponent's behalf. */
static int overruns_turn(session *s, const wz_action *acts, int n, char **points, reply *out)
{
    wz_game *g = s->game;
    int multi = 0, rc = 0;
    /* tried on the game itself and rolled back: the cost of the stones,
     * not of a copy of a library's tree */
    if (wz_game_begin(g) != 0)
        return refuse(out, "out of memory");
    for (int i = 0; i < n && rc == 0; i++) {
        wz_expect before, after;
        wz_game_expect(g, &before);
        multi |= (before.actions & (1u << WZ_ACT_END)) != 0;
        if (wz_game_act(g, &acts[i], NULL, 0) != 0)
            break; /* act_all reports the refusal */
        wz_game_expect(g, &after);
        multi |= after.player == before.player && (after.actions & (1u << WZ_ACT_END));
        if (after.player != before.player) {
            if (multi && i + 1 < n && after.player != WZ_NOBODY)
                rc = refuse(out, "%s: %s's turn is over after %s; play the next turn on its own",
                            points[i + 1], wz_player_name(before.player), points[i]);
            multi = 0;
        }
    }
    wz_game_rollback(g);
    return rc;
}

static int cmd_play(session *s, int argc, char **argv, reply *out)
{
    if (need_game(s, out))
        return -1;
    if (argc < 2)
        return refuse(out, "play takes one or more points: play h8");
    wz_action *acts = calloc((size_t)argc, sizeof *acts);
    if (!acts)
        return refuse(out, "out of memory");
    int rc = 0;
    for (int i = 1; i < argc && rc == 0; i++) {
        acts[i - 1].kind = WZ_ACT_PLACE;
        acts[i - 1].npoints = 1;
        rc = parse_point(s, argv[i], &acts[i - 1].pts[0], out);
    }
    if (rc == 0)
        rc = overruns_turn(s, acts, argc - 1, argv + 1, out);
    if (rc == 0) {
        int declined = 0;
        confirm_fouls(s, acts, argc - 1, &declined);
        if (declined)
            reply_add(out, "not played");
        else
            rc = act_all(s, acts, argc - 1, out);
    }
    free(acts);
    return rc;
}

/* swap, stay, declare, offer, choose, pass, end, reject, move, claim,
 * resign: the command line is the action's own text form. */
static int cmd_action(session *s, int argc, char **argv, reply *out)
{
    char why[WZ_REASON_MAX];
    wz_action a;
    if (need_game(s, out))
        return -1;
    char *line = join_words(argc, argv, 0);
    if (!line)
        return refuse(out, "out of memory");
    wz_game *g = s->game;
    int rc = wz_action_parse(line, wz_game_boards(g), wz_game_width(g), wz_game_height(g), &a, why, sizeof why);
    free(line);
    if (rc != 0)
        return refuse(out, "%s", why);
    return act_all(s, &a, 1, out);
}

/* -------------------------------------------------------------- games */

static int cmd_variants(session *s, int argc, char **argv, reply *out)
{
    return variants_list(s, argc, argv, out);
}

/* The known id nearest to a mistyped one, for "did you mean". */
static const char *nearest_variant(session *s, const char *id)
{
    const char *best = NULL;
    int best_d = 4;
    size_t n = strlen(id);
    for (int i = 0; i < wz_registry_count(s->registry); i++) {
        const char *v = wz_variant_id(wz_registry_at(s->registry, i));
        /* lengths that differ by best_d or more cannot be nearer */
        size_t m = strlen(v);
        if ((n > m ? n - m : m - n) >= (size_t)best_d)
            continue;
        int d = edit_distance(id, v);
        if (d < best_d) {
            best_d = d;
            best = v;
        }
    }
    return best;
}

const wz_variant *find_variant(session *s, const char *id, reply *out)
{
    const wz_variant *v = wz_registry_find(s->registry, id);
    if (v)
        return v;
    /* a manifest of that id that failed to load says why */
    const char *failure = wz_registry_failure(s->registry, id);
    const char *near = nearest_variant(s, id);
    if (failure)
        refuse(out, "variant '%s' did not load: %s", id, failure);
    else if (near)
        refuse(out, "unknown variant '%s' (did you mean %s?)", id, near);
    else
        refuse(out, "unknown variant '%s' (see variants)", id);
    return NULL;
}

static int cmd_new(session *s, int argc, char **argv, reply *out)
{
    char why[WZ_REASON_MAX];
    int nkeys = 0;
    uint64_t seed = s->seed;
    if (argc < 2)
        return refuse(out, "new takes a variant id: new gomoku-freestyle (see variants)");
    const wz_variant *v = find_variant(s, argv[1], out);
    if (!v)
        return -1;
    const char **keys = malloc(sizeof *keys * (size_t)argc);
    if (!keys)
        return refuse(out, "out of memory");
    int nigiri = 0, keep_ai = 0, flag = 0;
    for (int i = 2; i < argc; i++) {
        /* a bare word cannot be a key (keys are key=value) */
        if (strcmp(argv[i], "nigiri") == 0 || strcmp(argv[i], "--nigiri") == 0) {
            nigiri = 1;
            continue;
        }
        if (strcmp(argv[i], "--keep-ai") == 0) {
            keep_ai = 1;
            continue;
        }
        if (strcmp(argv[i], "--clock") == 0 || strcmp(argv[i], "--no-clock") == 0) {
            flag = argv[i][2] == 'c' ? 1 : -1;
            continue;
        }
        if (strncmp(argv[i], "seed=", 5) == 0) {
            if (wz_seed_parse(argv[i] + 5, &seed) != 0) {
                free(keys);
                return refuse(out, "seed must be a whole number from 0 to %llu, not '%s'",
                              (unsigned long long)UINT64_MAX, argv[i] + 5);
            }
            continue;
        }
        keys[nkeys++] = argv[i];
    }
    if (flag > 0 && !s->clock.on && !*wz_variant_clock(v)) {
        free(keys);
        return refuse(out, "--clock needs a time control: set one first (time game=10m increment=5s)");
    }
    wz_game *g = wz_game_new(v, nkeys, keys, seed, why, sizeof why);
    free(keys);
    if (!g)
        return refuse(out, "%s", why);
    /* the same people go on playing: keep their names */
    for (int p = 0; s->game && p < 2; p++) {
        const char *name = wz_game_tag(s->game, p ? "p2" : "p1");
        if (name)
            wz_game_set_tag(g, p ? "p2" : "p1", name, why, sizeof why);
    }
    games_keep(s, out);
    wz_game_free(s->game);
    s->game = g;
    s->seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
    if (!keep_ai && seats_any_ai(s)) {
        seat_clear(s, WZ_P1);
        seat_clear(s, WZ_P2);
        reply_line(out, "the AI seats were cleared (new ID --keep-ai keeps them)");
    }
    if (nigiri)
        draw_nigiri(s, seed, out);
    clock_new_game(s, flag);
    return run_ais(s, out);
}

static int cmd_setup(session *s, int argc, char **argv, reply *out)
{
    static wz_point pts[2][WZ_MAX_SIZE * WZ_MAX_SIZE * WZ_MAX_BOARDS];
    int n[2] = {0, 0}, colour = -1;
    char why[WZ_REASON_MAX];
    if (need_game(s, out))
        return -1;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "black") == 0 || strcmp(argv[i], "white") == 0) {
            colour = argv[i][0] == 'w';
            continue;
        }
        if (colour < 0)
            return refuse(out, "setup: write black or white before the points (setup black h8 white h9)");
        if (n[colour] == (int)(sizeof pts[0] / sizeof pts[0][0]))
            return refuse(out, "setup: more %s stones than the boards have points", colour ? "white" : "black");
        if (parse_point(s, argv[i], &pts[colour][n[colour]], out))
            return -1;
        n[colour]++;
    }
    wz_game *before = wz_game_clone(s->game);
    if (!before)
        return refuse(out, "out of memory");
    if (wz_game_setup(s->game, pts[0], n[0], pts[1], n[1], why, sizeof why) != 0) {
        wz_game_free(s->game);
        s->game = before;
        return refuse(out, "%s", why);
    }
    wz_game_free(before);
    return run_ais(s, out);
}

/* status's lines after its first, which stays as scripts know it: the
 * seats when an AI plays, the clock when one runs. */
static void status_more(session *s, reply *out)
{
    if (seats_any_ai(s)) {
        reply_add(out, "\n");
        seats_describe(s, out);
    }
    if (clock_running(s)) {
        reply_add(out, "\n");
        clock_describe(s, out);
    }
}

static int cmd_status(session *s, int argc, char **argv, reply *out)
{
    (void)argc, (void)argv;
    char res[WZ_REASON_MAX];
    wz_expect e;
    if (need_game(s, out))
        return -1;
    wz_game_expect(s->game, &e);
    if (e.player == WZ_NOBODY) {
        reply_add(out, "over: %s", wz_result_format(s->game, res, sizeof res));
        status_more(s, out);
        return 0;
    }
    reply_add(out, "%s %s ", wz_player_name(e.player),
              wz_colour_name(wz_game_colour_of(s->game, e.player)));
    int first = 1;
    for (int k = 1; k < WZ_ACT_COUNT; k++) {
        if (k == WZ_ACT_RESIGN || !(e.actions & (1u << k)))
            continue;
        reply_add(out, "%s%s", first ? "" : "|", wz_action_name(k));
        first = 0;
    }
    if (e.text[0])
        reply_add(out, " (%s)", e.text);
    status_more(s, out);
    return 0;
}

static int cmd_check(session *s, int argc, char **argv, reply *out)
{
    wz_point p;
    char buf[16];
    if (need_game(s, out))
        return -1;
    if (argc != 2)
        return refuse(out, "check takes one point: check h8");
    if (parse_point(s, argv[1], &p, out))
        return -1;
    if (wz_game_at(s->game, p) != WZ_EMPTY)
        return refuse(out, "%s is occupied", wz_point_format(p, wz_game_boards(s->game), buf));
    reply_add(out, "%s", wz_game_verdict_name(s->game, wz_game_check(s->game, p)));
    return 0;
}

static int cmd_forbidden(session *s, int argc, char **argv, reply *out)
{
    (void)argc, (void)argv;
    wz_game *g = s->game;
    char buf[16];
    int first = 1;
    if (need_game(s, out))
        return -1;
    for (int b = 0; b < wz_game_boards(g); b++)
        for (int x = 0; x < wz_game_width(g); x++)
            for (int y = 0; y < wz_game_height(g); y++) {
                wz_point p = {(int8_t)b, (int8_t)x, (int8_t)y};
                if (wz_game_forbids(g, p) == WZ_LEGAL)
                    continue;
                reply_add(out, "%s%s", first ? "" : " ", wz_point_format(p, wz_game_boards(g), buf));
                first = 0;
            }
    return 0;
}

static int cmd_result(session *s, int argc, char **argv, reply *out)
{
    (void)argc, (void)argv;
    char buf[WZ_REASON_MAX];
    if (need_game(s, out))
        return -1;
    reply_add(out, "%s", wz_result_format(s->game, buf, sizeof buf));
    return 0;
}

static int cmd_board(session *s, int argc, char **argv, reply *out)
{
    board_style st = s->style;
    if (need_game(s, out))
        return -1;
    for (int i = 1; i < argc; i++)
        if (board_style_word(&st, argv[i]) != 0)
            return refuse(out, "board takes numbers, unicode, ascii, colour, plain, side or stacked, not '%s'",
                          argv[i]);
    /* start on a fresh line, so the "= " does not shift the first row */
    if (!s->interactive)
        reply_add(out, "\n");
    board_render(s->game, &st, 0, out);
    return 0;
}

static int cmd_history(session *s, int argc, char **argv, reply *out)
{
    (void)argc, (void)argv;
    char buf[1024];
    if (need_game(s, out))
        return -1;
    char dice[256];
    if (*wz_game_dice_text(s->game, 0, dice, sizeof dice))
        reply_add(out, "0. %s\n", dice);
    for (int i = 0; i < wz_game_history_length(s->game); i++) {
        const wz_action *a = wz_game_history_at(s->game, i);
        wz_action_format(a, wz_game_boards(s->game), buf, sizeof buf);
        reply_add(out, "%s%d. %s %s", i ? "\n" : "", i + 1, wz_player_name(a->player), buf);
        if (*wz_game_dice_text(s->game, i + 1, dice, sizeof dice))
            reply_add(out, " (%s)", dice);
    }
    return 0;
}

/* save and load live with the record formats (cmd_records.c). */
static int cmd_save(session *s, int argc, char **argv, reply *out)
{
    return records_save(s, argc, argv, out);
}

static int cmd_load(session *s, int argc, char **argv, reply *out)
{
    return records_load(s, argc, argv, out);
}

static int cmd_rules(session *s, int argc, char **argv, reply *out)
{
    const wz_variant *v = NULL;
    if (argc > 2)
        return refuse(out, "rules takes at most a variant id: rules renju");
    if (argc == 2) {
        v = find_variant(s, argv[1], out);
        if (!v)
            return -1;
    } else if (s->game) {
        v = wz_game_variant(s->game);
    } else {
        return refuse(out, "no game: name a variant (rules gomoku-freestyle) or start one with new");
    }
    rules_text(v, v == (s->game ? wz_game_variant(s->game) : NULL) ? s->game : NULL, out);
    return 0;
}

static int cmd_help(session *s, int argc, char **argv, reply *out)
{
    if (argc > 1) {
        const command *c = command_find(argv[1]);
        if (!c)
            return refuse(out, "no command '%s' (help lists them)", argv[1]);
        reply_add(out, "%s\n  %s\n  example: %s", c->usage, c->summary, c->example);
        /* help ai [PLUGIN]: what each AI plugin takes */
        if (strcmp(c->name, "ai") == 0)
            ai_help(s, argc > 2 ? argv[2] : NULL, out);
        return 0;
    }
    for (int i = 0; i < command_count(); i++) {
        const command *c = command_at(i);
        if (strlen(c->usage) > 28)
            reply_add(out, "%s%s\n%-28s %s", i ? "\n" : "", c->usage, "", c->summary);
        else
            reply_add(out, "%s%-28s %s", i ? "\n" : "", c->usage, c->summary);
    }
    return 0;
}

static int cmd_quit(session *s, int argc, char **argv, reply *out)
{
    (void)argc, (void)argv, (void)out;
    s->quit = 1;
    return 0;
}

const command core_commands[] = {
    {"variants", "variants [WORD] [--long]", "the variants: ids one a line (batch), or grouped by family with a line each (a terminal, or --long); WORD keeps those it names", "variants renju", cmd_variants, "--long|--short"},
    {"new", "new ID [key=value ...] [nigiri] [--keep-ai] [--clock|--no-clock]", "start a game of variant ID; seed=N fixes its random draws; nigiri draws who starts; --keep-ai keeps the AI seats (else they are cleared); --clock: running out of time loses (see time)", "new gomoku-freestyle size=19", cmd_new, "VARIANT KEY|nigiri|seed=|--keep-ai|--clock|--no-clock..."},
    {"play", "play P [P ...]", "place the stone(s) the current step asks for, in order", "play h8 h9 j10", cmd_play, "POINT..."},
    {"swap", "swap", "take the offered swap: the players exchange colours", "swap", cmd_action},
    {"stay", "stay", "decline the offered swap", "stay", cmd_action},
    {"declare", "declare N", "declare a number (how many fifth moves will be offered)", "declare 2", cmd_action, "NUMBER"},
    {"offer", "offer P P ...", "offer candidate stones (fifth moves) for the opponent to choose from", "offer e5 k11", cmd_action, "POINT..."},
    {"choose", "choose P", "keep one of the offered candidates", "choose e5", cmd_action, "POINT"},
    {"pass", "pass", "give up the turn; two passes in a row draw", "pass", cmd_action},
    {"end", "end", "finish a multi-stone turn early", "end", cmd_action},
    {"reject", "reject", "reject the proposed opening where the rule allows it", "reject", cmd_action},
    {"move", "move FROM TO", "move a stone where the opening rule allows it", "move j10 j9", cmd_action, "STONE POINT"},
    {"claim", "claim", "claim the opponent's foul before making your move", "claim", cmd_action},
    {"resign", "resign", "the player to act gives up", "resign", cmd_action},
    {"undo", "undo [N]", "take back the last action (opening decisions too); against an AI, back to where you were to act; N: exactly N actions", "undo 1", cmd_undo},
    {"redo", "redo [N]", "replay what undo took back (against an AI, up to your next turn); N: exactly N actions", "redo", cmd_redo},
    {"status", "status", "who is to act (P1/P2), with which colour, and what is expected; then the seats when an AI plays", "status", cmd_status},
    {"setup", "setup black P ... white P ...", "set up a position on an empty board, black to move, opening skipped", "setup black h8 j10 white h9", cmd_setup, "black|white|POINT..."},
    {"check", "check P", "verdict for black at P: five, overline, double-four, double-three or legal", "check h8", cmd_check, "POINT"},
    {"forbidden", "forbidden", "black's forbidden points, by column then row", "forbidden", cmd_forbidden},
    {"result", "result", "ongoing, or who won and why", "result", cmd_result},
    {"board", "board [numbers] [unicode|ascii] [colour|plain] [side|stacked]", "draw the board (the options change this drawing only; see set)", "board numbers", cmd_board, "numbers|unicode|ascii|colour|plain|side|stacked..."},
    {"history", "history", "list the actions of the game so far", "history", cmd_history},
    {"save", "save FILE [--format wuzi|sgf|psq|lib]", "save the game atomically, every variation (.psq: the main line); the format follows the extension (.sgf, .lib, .psq; else wuzi's own)", "save game.sgf", cmd_save, "FILE --format"},
    {"load", "load FILE [--format F] [--variant ID]", "load a record (wuzi, .sgf, .psq, RenLib .lib), replaying every action of every variation", "load game.wuzi", cmd_load, "FILE --format|--variant"},
    {"ai", "ai [P1|P2|black|white|both|off [PLUGIN [key=value ...]|off]]", "seat an AI plugin at a player, who keeps it through swaps (black/white: the player holding it now; default plugin: simple); alone: list the seats", "ai P2 engine time=2000", cmd_ai, "P1|P2|black|white|both|off PLUGIN|off AISETTING..."},
    {"go", "go", "let the AI act now for the player to act", "go", cmd_go},
    {"rules", "rules [ID]", "the rules of the current variant (or of ID) in prose, from its manifest", "rules gomoku-standard", cmd_rules, "VARIANT"},
    {NULL, NULL, NULL, NULL, NULL},
};

/* help and quit close the list, after every room's commands. */
static const command closing_commands[] = {
    {"help", "help [COMMAND]", "list the commands, or show one with an example (help ai [PLUGIN]: the AI settings too)", "help play", cmd_help, "COMMAND PLUGIN"},
    {"quit", "quit", "leave the shell", "quit", cmd_quit},
    {NULL, NULL, NULL, NULL, NULL},
};

static const command *const tables[] = {core_commands, opening_commands, ai_commands, record_commands,
                                         view_commands, clock_commands, games_commands, tree_commands, plugin_commands,
                                         closing_commands};

int command_count(void)
{
    int n = 0;
    for (size_t t = 0; t < sizeof tables / sizeof tables[0]; t++)
        for (const command *c = tables[t]; c->name; c++)
            n++;
    return n;
}

const command *command_at(int i)
{
    for (size_t t = 0; t < sizeof tables / sizeof tables[0]; t++)
        for (const command *c = tables[t]; c->name; c++)
            if (i-- == 0)
                return c;
    return NULL;
}

int edit_distance(const char *a, const char *b)
{
    enum { MAX = 48 };
    int d[MAX + 1][MAX + 1];
    size_t n = strlen(a), m = strlen(b);
    if (n > MAX || m > MAX)
        return MAX;
    for (size_t i = 0; i <= n; i++)
        d[i][0] = (int)i;
    for (size_t j = 0; j <= m; j++)
        d[0][j] = (int)j;
    for (size_t i = 1; i <= n; i++)
        for (size_t j = 1; j <= m; j++) {
            int c = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
            if (d[i - 1][j] + 1 < c)
                c = d[i - 1][j] + 1;
            if (d[i][j - 1] + 1 < c)
                c = d[i][j - 1] + 1;
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] && d[i - 2][j - 2] + 1 < c)
                c = d[i - 2][j - 2] + 1;
            d[i][j] = c;
        }
    return d[n][m];
}

const command *command_find(const char *name)
{
    for (size_t t = 0; t < sizeof tables / sizeof tables[0]; t++)
        for (const command *c = tables[t]; c->name; c++)
            if (strcmp(c->name, name) == 0)
                return c;
    return NULL;
}

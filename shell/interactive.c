/* interactive.c - the shell on a terminal: readline with completion and a
 * persistent history, a board redrawn after every change, autosave, and
 * Ctrl-C that cancels the line being typed (or asks a thinking AI to stop)
 * but never ends the game; Ctrl-D leaves.  Its play_view shows the game
 * going on: every action with who made it, the board before an AI thinks
 * and a thinking line while it does (from "wuzi.ai.progress/1"), the foul
 * question, and a flag falling while a person thinks at the prompt.
 *
 * readline's callback interface is used so that Ctrl-C is a flag seen by
 * the loop, not work done inside a signal handler. */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#include <time.h>
#include <unistd.h>

#include <readline/history.h>
#include <readline/readline.h>

#include <wuzi/ai.h>

#include "session.h"

#define PROMPT "wuzi> "
#define HISTORY_LINES 1000

/* An AI plugin that can be told to stop thinking offers WZ_AI_STOP_ID:
 * request() makes every running search return its best action so far.
 * It is async-signal-safe, so the SIGINT handler calls it. */
typedef wz_ai_stop ai_stop;

static volatile sig_atomic_t interrupted;
static const ai_stop *volatile thinking_stop;
static session *shell;
static int autosaving;
static char history_path[4200];
static reply out, drawn;

static void on_sigint(int sig)
{
    (void)sig;
    interrupted = 1;
    const ai_stop *st = thinking_stop;
    if (st && st->size >= sizeof *st && st->request)
        st->request();
}

#define MIX(v) (h = (h ^ (uint64_t)(v)) * 1099511628211ULL)

/* What the board itself shows, folded into one number: the stones, the
 * last one (its brackets) and the offered marks. */
static uint64_t board_print(const session *s)
{
    uint64_t h = 1469598103934665603ULL;
    const wz_game *g = s->game;
    MIX((uintptr_t)g);
    if (!g)
        return h;
    for (int b = 0; b < wz_game_boards(g); b++)
        for (int x = 0; x < wz_game_width(g); x++)
            for (int y = 0; y < wz_game_height(g); y++)
                MIX(wz_game_at(g, (wz_point){(int8_t)b, (int8_t)x, (int8_t)y}) + 3 * (x + 32 * y));
    wz_point last, marks[WZ_MAX_POINTS];
    if (wz_game_last_stone(g, &last))
        MIX(1 + last.board * 1000 + last.x * 32 + last.y);
    int n = wz_game_marks(g, marks, WZ_MAX_POINTS);
    for (int i = 0; i < n; i++)
        MIX(marks[i].board * 1000 + marks[i].x * 32 + marks[i].y);
    return h;
}

/* What a player sees of the game: the board and the line under it (a
 * change means something must be shown again). */
static uint64_t fingerprint(const session *s)
{
    uint64_t h = board_print(s);
    const wz_game *g = s->game;
    if (!g)
        return h;
    wz_expect e;
    wz_game_expect(g, &e);
    MIX(wz_game_history_length(g));
    MIX(wz_game_redo_count(g));
    MIX(wz_game_result(g, NULL));
    MIX(e.player);
    MIX(e.colour);
    MIX(e.actions);
    return h;
}
#undef MIX

static uint64_t shown;       /* the fingerprint of what was last shown */
static uint64_t shown_board; /* and of the board last drawn */

/* What goes under a board: the clock, the comment on the position. */
static void draw_notes(session *s)
{
    if (clock_running(s)) {
        reply clock = {0};
        clock_describe(s, &clock);
        printf("%s\n", clock.text);
        reply_free(&clock);
    }
    /* a study walks through a commented game with undo and redo */
    const char *c = wz_game_comment(s->game, wz_game_history_length(s->game));
    if (c) {
        printf("comment: ");
        text_print(c, stdout);
        printf("\n");
    }
}

static void draw(session *s)
{
    int rows = 0, cols = 0;
    rl_get_screen_size(&rows, &cols);
    reply_clear(&drawn);
    board_render(s->game, &s->style, cols, &drawn);
    reply_print(&drawn, stdout);
    printf("\n");
    shown = fingerprint(s);
    shown_board = board_print(s);
    draw_notes(s);
}

/* Show what changed: the board when a stone or a mark did, else (a swap,
 * a declared number, an undo of one) only the line under it. */
static void refresh(session *s)
{
    if (!s->game || fingerprint(s) == shown)
        return;
    if (board_print(s) != shown_board) {
        draw(s);
        return;
    }
    reply_clear(&drawn);
    board_status(s->game, &drawn);
    reply_print(&drawn, stdout);
    printf("\n");
    shown = fingerprint(s);
    draw_notes(s);
}

/* ------------------------------------------------------------ the view */

/* Who made an action, for people: "P1" or "P2 (engine)". */
static void actor(const wz_action *a, const wz_plugin *ai, char *buf, size_t len)
{
    snprintf(buf, len, "%s%s%s%s", wz_player_name(a->player), ai ? " (" : "", ai ? ai->id : "", ai ? ")" : "");
}

/* The player whose AI made the last actions shown, while it is still
 * acting (WZ_NOBODY once a person acts or a command begins). */
static int ai_acting = WZ_NOBODY;

/* Every action with who made it; a run of stones one player places in a
 * row (an opening's first three) is one line. */
static void view_acted(session *s, int from, int to, const wz_plugin *ai)
{
    char who[128], buf[1024];
    ai_acting = ai && to > from ? wz_game_history_at(s->game, to - 1)->player : WZ_NOBODY;
    for (int i = from; i < to;) {
        const wz_action *a = wz_game_history_at(s->game, i);
        actor(a, ai, who, sizeof who);
        wz_action_format(a, wz_game_boards(s->game), buf, sizeof buf);
        int j = i + 1;
        for (; j < to; j++) {
            const wz_action *b = wz_game_history_at(s->game, j);
            if (a->kind != WZ_ACT_PLACE || b->kind != WZ_ACT_PLACE || b->player != a->player)
                break;
            char p[16];
            snprintf(buf + strlen(buf), sizeof buf - strlen(buf), " %s",
                     wz_point_format(b->pts[0], wz_game_boards(s->game), p));
        }
        printf("%s: %s\n", who, buf);
        i = j;
    }
    fflush(stdout);
}

/* The thinking line: one line redrawn in place while an AI thinks (or
 * the engine analyses). */
static struct thinking {
    session *s;
    char who[96]; /* "P2 (engine) thinking", "engine analysing" */
    int shown;
    int64_t last_ns;
    const wz_ai_progress *progress;
} think;

static int64_t now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}

/* Add to the line of size bytes that holds *n: what fits (the line is
 * cut to the screen's width anyway), *n never past its end. */
static void append(char *line, size_t size, int *n, const char *fmt, ...)
{
    if ((size_t)*n + 1 >= size)
        return;
    va_list ap;
    va_start(ap, fmt);
    int w = vsnprintf(line + *n, size - (size_t)*n, fmt, ap);
    va_end(ap);
    if (w > 0)
        *n = (size_t)*n + (size_t)w < size ? *n + w : (int)size - 1;
}

static void on_report(void *user, const wz_ai_report *r)
{
    struct thinking *t = user;
    /* a Ctrl-C that came before the search began (a stop request then
     * stops no search): ask again now that it runs */
    const ai_stop *st = thinking_stop;
    if (interrupted && st && st->size >= sizeof *st && st->request)
        st->request();
    int64_t now = now_ns();
    /* a few times a second is plenty; each completed depth may come
     * faster than that */
    if (t->shown && now - t->last_ns < 150000000)
        return;
    t->last_ns = now;
    char line[256], buf[16];
    const wz_ai_analysis *a = &r->now;
    int decision = r->size >= offsetof(wz_ai_report, best) + sizeof r->best && r->options > 0;
    int n = decision ? snprintf(line, sizeof line, "%s: weighing %d options", t->who, r->options)
                     : snprintf(line, sizeof line, "%s: depth %d", t->who, a->depth);
    if (n < 0 || (size_t)n >= sizeof line)
        return;
    if (decision && r->valued > 0) {
        char act[128];
        action_words(t->s->game, &r->best, act, sizeof act);
        append(line, sizeof line, &n, ", %d done, best %s", r->valued, act);
    } else if (decision) {
        /* nothing valued yet */
    } else if (a->found) {
        if (a->win_in > 0)
            append(line, sizeof line, &n, "  win in %d", a->win_in);
        else if (a->win_in < 0)
            append(line, sizeof line, &n, "  loss in %d", -a->win_in);
        else
            append(line, sizeof line, &n, "  score %+d", a->score);
        append(line, sizeof line, &n, "  best %s",
                      wz_point_format(a->move, wz_game_boards(t->s->game), buf));
    }
    if (a->ms > 0 && a->nodes > 0) {
        unsigned long long nps = (unsigned long long)(a->nodes * 1000 / (uint64_t)a->ms);
        if (nps >= 10000)
            append(line, sizeof line, &n, "  %lluk nps", nps / 1000);
        else
            append(line, sizeof line, &n, "  %llu nps", nps);
    }
    append(line, sizeof line, &n, "  %.1fs", (double)a->ms / 1000);
    if (r->limit_ms > 0)
        append(line, sizeof line, &n, " of %.1fs", (double)r->limit_ms / 1000);
    /* one screen line, or \r cannot take it back */
    int rows = 0, cols = 0;
    rl_get_screen_size(&rows, &cols);
    if (cols > 1 && (size_t)cols <= sizeof line)
        line[cols - 1] = '\0';
    printf("\r\033[K%s", line);
    fflush(stdout);
    t->shown = 1;
}

/* Watch ai's progress under the label who, until think_end. */
static void think_begin(session *s, const wz_plugin *ai, const char *who)
{
    memset(&think, 0, sizeof think);
    think.s = s;
    snprintf(think.who, sizeof think.who, "%s", who);
    if (ai && ai->extension) {
        const ai_stop *st = ai->extension(WZ_AI_STOP_ID);
        if (st)
            thinking_stop = st;
        think.progress = ai->extension(WZ_AI_PROGRESS_ID);
    }
    if (think.progress && think.progress->size >= sizeof *think.progress && isatty(STDOUT_FILENO))
        think.progress->watch(on_report, &think);
    else
        think.progress = NULL;
    printf("%s...", who);
    think.shown = 1;
    think.last_ns = 0; /* the first report replaces this at once */
    fflush(stdout);
}

/* Take the thinking line away (before a line is printed, or at the end). */
static void think_clear(void)
{
    if (think.shown)
        printf("\r\033[K");
    think.shown = 0;
}

static void think_end(void)
{
    if (think.progress)
        think.progress->watch(NULL, NULL);
    think_clear();
    fflush(stdout);
    memset(&think, 0, sizeof think);
}

static void view_thinking(session *s, int player)
{
    /* the board shows what the person did before an AI thinks; an AI
     * going on with its own turn (dual-board's second stone, an
     * opening's next stone) has its board drawn when it is done */
    if (ai_acting != player)
        refresh(s);
    const wz_plugin *ai = s->seats[player].ai;
    char who[96];
    snprintf(who, sizeof who, "%s (%s) thinking", wz_player_name(player), ai ? ai->id : "?");
    think_begin(s, ai, who);
}

static void view_thought(session *s, int player)
{
    (void)s, (void)player;
    think_end();
}

static void view_analysing(session *s, const wz_plugin *ai, int on)
{
    char who[96];
    snprintf(who, sizeof who, "%s analysing", ai->id);
    if (on)
        think_begin(s, ai, who);
    else
        think_end();
}

/* Read a yes or no from the terminal (cooked while a line is handled);
 * Ctrl-C or end of input is no. */
static int view_confirm(session *s, const char *question)
{
    (void)s;
    printf("%s [y/N] ", question);
    fflush(stdout);
    char answer[64];
    size_t n = 0;
    for (;;) {
        fd_set fds;
        FD_ZERO(&fds);
        FD_SET(STDIN_FILENO, &fds);
        if (select(STDIN_FILENO + 1, &fds, NULL, NULL, NULL) < 0) {
            if (errno == EINTR && !interrupted)
                continue;
            printf("\n");
            return 0;
        }
        char c;
        if (read(STDIN_FILENO, &c, 1) != 1) {
            printf("\n");
            return 0;
        }
        if (c == '\n' || c == '\r')
            break;
        if (n + 1 < sizeof answer)
            answer[n++] = c;
    }
    answer[n] = '\0';
    const char *a = answer + strspn(answer, " \t");
    return a[0] == 'y' || a[0] == 'Y';
}

static int view_interrupted(session *s)
{
    (void)s;
    return interrupted != 0;
}

static void view_say(session *s, const char *line)
{
    (void)s;
    int live = think.shown;
    think_clear(); /* the thinking line comes back with the next report */
    text_print(line, stdout);
    printf("\n");
    if (live)
        think.last_ns = 0;
    fflush(stdout);
}

static const play_view terminal_view = {
    .acted = view_acted,
    .thinking = view_thinking,
    .thought = view_thought,
    .confirm = view_confirm,
    .interrupted = view_interrupted,
    .say = view_say,
    .analysing = view_analysing,
};

static int update_prompt(session *s, int redraw);

/* A command left an AI to act without its turn following (load, games N,
 * back, goto, undo 1): say so, for a move played now would be made for
 * the AI's player. */
static void ai_waits(session *s)
{
    wz_expect e;
    if (!s->game)
        return;
    wz_game_expect(s->game, &e);
    if (e.player == WZ_NOBODY || !s->seats[e.player].ai)
        return;
    printf("%s (%s) is to act: go lets it play\n", wz_player_name(e.player), s->seats[e.player].ai->id);
}

static void run_line(char *line)
{
    session *s = shell;
    if (!line) { /* Ctrl-D */
        printf("\n");
        s->quit = 1;
        return;
    }
    const char *p = line + strspn(line, " \t");
    if (*p) {
        add_history(line);
        if (history_path[0])
            append_history(1, history_path);
    }
    thinking_stop = wz_host_services()->extension(WZ_AI_STOP_ID);
    interrupted = 0;
    ai_acting = WZ_NOBODY;
    int rows = 0;
    rl_get_screen_size(&rows, &s->columns);
    uint64_t before = fingerprint(s);
    int rc = session_exec(s, line, &out);
    int stopped = interrupted != 0; /* run_ais said so, if an AI was */
    thinking_stop = NULL;
    interrupted = 0;
    /* on disk before the reply shows: what the person saw done is kept */
    if (autosaving) {
        char why[WZ_REASON_MAX + 4096];
        static int warned;
        if (autosave_update(s, why, sizeof why) != 0 && !warned++) {
            printf("(autosave failed: ");
            text_print(why, stdout);
            printf(")\n");
        }
    }
    if (rc != 0 || out.len) {
        printf("%s", rc != 0 ? "? " : "");
        reply_print(&out, stdout);
        printf("\n");
    }
    if (!s->quit)
        refresh(s);
    if (!s->quit && !stopped && fingerprint(s) != before)
        ai_waits(s);
    update_prompt(s, 0);
    fflush(stdout);
    free(line);
    if (s->quit)
        rl_callback_handler_remove(); /* no prompt after quit */
}

/* The prompt: the running clock before it, as of now.  Returns 1 when it
 * changed (it is then set; redraw: on the screen too, the line being
 * typed and the cursor as they were). */
static int update_prompt(session *s, int redraw)
{
    static char current[256] = PROMPT;
    char next[256], clock[200];
    clock_prompt(s, clock, sizeof clock);
    snprintf(next, sizeof next, "%s%s", clock, PROMPT);
    if (strcmp(next, current) == 0)
        return 0;
    snprintf(current, sizeof current, "%s", next);
    if (redraw)
        rl_clear_visible_line();
    rl_set_prompt(current);
    if (redraw) {
        rl_on_new_line();
        rl_redisplay();
        fflush(stdout);
    }
    return 1;
}

/* A person's time ran out at the prompt: say so over the line being
 * typed, show the board, and give the line back. */
static void flag_fell(session *s)
{
    reply_clear(&out);
    if (!clock_flag(s, &out))
        return;
    rl_clear_visible_line();
    printf("%s\n", out.text);
    refresh(s);
    if (autosaving) {
        char why[WZ_REASON_MAX + 4096];
        autosave_update(s, why, sizeof why);
    }
    update_prompt(s, 0); /* the game is over: no clock before it */
    rl_on_new_line();
    rl_redisplay();
    fflush(stdout);
}

/* Ctrl-C at the prompt: drop what was typed, prompt again. */
static void cancel_line(void)
{
    rl_free_line_state();
    rl_callback_sigcleanup();
    rl_replace_line("", 0);
    rl_point = rl_end = 0;
    printf("^C\n");
    rl_on_new_line();
    rl_redisplay();
}

int interactive_run(session *s, int autosave)
{
    shell = s;
    autosaving = autosave;
    s->view = &terminal_view;
    s->autosave = autosave;
    s->ask_fouls = 1;
    complete_install(s);
    const char *dir = state_dir();
    if (dir) {
        snprintf(history_path, sizeof history_path, "%s/history", dir);
        /* append_history wants the file to exist */
        int fd = open(history_path, O_WRONLY | O_CREAT | O_APPEND, 0600);
        if (fd >= 0)
            close(fd);
        read_history(history_path);
    }
    stifle_history(HISTORY_LINES);

    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_sigint;
    /* a command's reads and writes go on after a Ctrl-C (select, which
     * waits for the next key, is never restarted: that is how the loop
     * sees it) */
    sa.sa_flags = SA_RESTART;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
    rl_catch_signals = 0;

    printf("wuzi %s - five in a row, every rule a plugin.  'help' lists the commands, Tab completes.\n",
           wz_version());
    if (s->game) {
        draw(s);
        /* a resumed game where an AI is to act goes on at once */
        thinking_stop = wz_host_services()->extension(WZ_AI_STOP_ID);
        int rc = run_ais(s, &out);
        if (rc != 0 || out.len) {
            printf("%s", rc != 0 ? "? " : "");
            reply_print(&out, stdout);
            printf("\n");
        }
        thinking_stop = NULL;
        interrupted = 0;
        refresh(s);
    }
    fflush(stdout);
    rl_callback_handler_install(PROMPT, run_line);
    update_prompt(s, 1);
    while (!s->quit) {
        fd_set fds;
        FD_ZERO(&fds);
        FD_SET(STDIN_FILENO, &fds);
        /* while a clock runs, look at it now and then: the prompt shows
         * it, and a flag may fall */
        struct timeval quarter = {0, 250000};
        int timed = clock_running(s);
        int n = select(STDIN_FILENO + 1, &fds, NULL, NULL, timed ? &quarter : NULL);
        if (n == 0) {
            if (s->clock.flag_loses)
                flag_fell(s);
            update_prompt(s, 1); /* the clock counts down */
            continue;
        }
        if (n < 0) {
            if (errno != EINTR)
                break;
            if (interrupted) {
                interrupted = 0;
                cancel_line();
            }
            continue;
        }
        rl_callback_read_char();
    }
    if (!s->quit)
        rl_callback_handler_remove();
    if (history_path[0])
        history_truncate_file(history_path, HISTORY_LINES);
    reply_free(&out);
    reply_free(&drawn);
    return 0;
}

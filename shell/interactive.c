/* interactive.c - the shell on a terminal: readline with completion and a
 * persistent history, a board redrawn after every change, autosave, and
 * Ctrl-C that cancels the line being typed (or asks a thinking AI to stop)
 * but never ends the game; Ctrl-D leaves.
 *
 * readline's callback interface is used so that Ctrl-C is a flag seen by
 * the loop, not work done inside a signal handler. */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
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

/* What a player sees of the game, folded into one number: a change means
 * the board must be drawn again. */
static uint64_t fingerprint(const session *s)
{
    uint64_t h = 1469598103934665603ULL;
#define MIX(v) (h = (h ^ (uint64_t)(v)) * 1099511628211ULL)
    const wz_game *g = s->game;
    MIX((uintptr_t)g);
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
    for (int b = 0; b < wz_game_boards(g); b++)
        for (int x = 0; x < wz_game_width(g); x++)
            for (int y = 0; y < wz_game_height(g); y++)
                MIX(wz_game_at(g, (wz_point){(int8_t)b, (int8_t)x, (int8_t)y}) + 3 * (x + 32 * y));
#undef MIX
    return h;
}

static void draw(session *s)
{
    int rows = 0, cols = 0;
    rl_get_screen_size(&rows, &cols);
    reply_clear(&drawn);
    board_render(s->game, &s->style, cols, &drawn);
    reply_print(&drawn, stdout);
    printf("\n");
    /* a study walks through a commented game with undo and redo */
    const char *c = wz_game_comment(s->game, wz_game_history_length(s->game));
    if (c) {
        printf("comment: ");
        text_print(c, stdout);
        printf("\n");
    }
}

/* Say what the AI seats did during a command (the board shows only the
 * last stone). */
static void announce_ai(session *s, int from)
{
    char buf[1024];
    for (int i = from; i < wz_game_history_length(s->game); i++) {
        const wz_action *a = wz_game_history_at(s->game, i);
        int colour = wz_game_colour_of(s->game, a->player);
        const seat *st = &s->seats[colour];
        if (!st->ai)
            continue;
        wz_action_format(a, wz_game_boards(s->game), buf, sizeof buf);
        printf("%s (%s): %s\n", st->ai->id, wz_colour_name(colour), buf);
    }
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
    uint64_t before = fingerprint(s);
    const wz_game *game_before = s->game;
    int length_before = s->game ? wz_game_history_length(s->game) : 0;
    thinking_stop = wz_host_services()->extension(WZ_AI_STOP_ID);
    interrupted = 0;
    int rc = session_exec(s, line, &out);
    thinking_stop = NULL;
    interrupted = 0;
    if (rc != 0 || out.len) {
        printf("%s", rc != 0 ? "? " : "");
        reply_print(&out, stdout);
        printf("\n");
    }
    if (s->game && s->game == game_before)
        announce_ai(s, length_before);
    if (rc == 0 && s->game && fingerprint(s) != before && !s->quit)
        draw(s);
    if (autosaving) {
        char why[WZ_REASON_MAX + 4096];
        static int warned;
        if (autosave_update(s, why, sizeof why) != 0 && !warned++) {
            printf("(autosave failed: ");
            text_print(why, stdout);
            printf(")\n");
        }
    }
    fflush(stdout);
    free(line);
    if (s->quit)
        rl_callback_handler_remove(); /* no prompt after quit */
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
    if (s->game)
        draw(s);
    fflush(stdout);
    rl_callback_handler_install(PROMPT, run_line);
    while (!s->quit) {
        fd_set fds;
        FD_ZERO(&fds);
        FD_SET(STDIN_FILENO, &fds);
        int n = select(STDIN_FILENO + 1, &fds, NULL, NULL, NULL);
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

/* bench_records.c - what the shell does after every command: write the
 * autosave record (native, to memory and to disk with fsync), and what
 * load and save cost: native and SGF writing and reading of a long game;
 * drawing the board (the batch form and the terminal form); and what a
 * command costs in the shell itself (shell/wuzi --autosave, driven
 * through a pipe) when the game is a big library of variations. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/wait.h>
#include <unistd.h>

#include "clock.h"
#include "../shell/session.h"

/* A game of n stones on 19x19 that nobody wins: the colour of a point is
 * (x/2 + y) % 2, which never makes more than two in a row, and blacks and
 * whites are taken alternately from it. */
static wz_game *long_game(const wz_variant *v, int n)
{
    char why[WZ_REASON_MAX];
    const char *keys[] = {"size=19"};
    wz_point cells[2][19 * 19];
    int count[2] = {0, 0};
    for (int y = 0; y < 19; y++)
        for (int x = 0; x < 19; x++) {
            int c = (x / 2 + y) % 2;
            cells[c][count[c]++] = (wz_point){0, (int8_t)x, (int8_t)y};
        }
    wz_game *g = wz_game_new(v, 1, keys, 7, why, sizeof why);
    for (int i = 0; g && i < n; i++) {
        wz_action a = {.kind = WZ_ACT_PLACE, .npoints = 1};
        a.pts[0] = cells[i % 2][i / 2];
        if (wz_game_act(g, &a, why, sizeof why) != 0)
            break;
        if (i % 3 == 0)
            wz_game_set_comment(g, wz_game_history_length(g), "a comment on this move");
    }
    return g;
}

/* A library as RenLib users keep them: renju, three continuations of
 * each position among the 9x9 points around the centre (the first stone
 * is h8, as renju has it), to depth 13, until it holds about npos
 * positions; a comment on one position in seven.  The continuations are drawn from a fixed sequence, so every
 * run builds the same tree. */
static uint64_t lib_rng = 88172645463325252ULL;
static uint32_t lib_next(uint32_t n)
{
    lib_rng ^= lib_rng << 13;
    lib_rng ^= lib_rng >> 7;
    lib_rng ^= lib_rng << 17;
    return (uint32_t)(lib_rng % n);
}

static void grow_library(wz_game *g, int depth, int npos)
{
    if (depth == 13)
        return;
    for (int k = 0; k < 3 && wz_game_node_count(g) < npos; k++)
        for (int tries = 0; tries < 30; tries++) {
            wz_action a = {.kind = WZ_ACT_PLACE, .npoints = 1};
            a.pts[0] = (wz_point){0, (int8_t)(3 + lib_next(9)), (int8_t)(3 + lib_next(9))};
            int before = wz_game_node_count(g);
            if (wz_game_act(g, &a, NULL, 0) != 0)
                continue;
            if (wz_game_node_count(g) == before) { /* a continuation already there */
                wz_game_back(g, 1);
                continue;
            }
            if (lib_next(7) == 0)
                wz_game_set_comment(g, wz_game_history_length(g), "a comment on this position");
            grow_library(g, depth + 1, npos);
            wz_game_back(g, 1);
            break;
        }
}

/* The shell, driven through a pipe: one command out, its reply (up to
 * the empty line) back. */
typedef struct shell_pipe {
    pid_t pid;
    FILE *to, *from;
} shell_pipe;

static int shell_start(shell_pipe *sh, const char *wuzi, const char *state)
{
    int in[2], out[2];
    if (pipe(in) != 0 || pipe(out) != 0)
        return -1;
    sh->pid = fork();
    if (sh->pid < 0)
        return -1;
    if (sh->pid == 0) {
        dup2(in[0], 0);
        dup2(out[1], 1);
        close(in[1]);
        close(out[0]);
        setenv("XDG_STATE_HOME", state, 1);
        execl(wuzi, wuzi, "--autosave", (char *)NULL);
        _exit(127);
    }
    close(in[0]);
    close(out[1]);
    sh->to = fdopen(in[1], "w");
    sh->from = fdopen(out[0], "r");
    return sh->to && sh->from ? 0 : -1;
}

/* Send a command; 0 when its reply was "=", -1 on "?" or a dead shell. */
static int shell_say(shell_pipe *sh, const char *cmd)
{
    char line[4096];
    int ok = -1;
    fprintf(sh->to, "%s\n", cmd);
    fflush(sh->to);
    for (int first = 1; fgets(line, sizeof line, sh->from); first = 0) {
        if (first)
            ok = line[0] == '=' ? 0 : -1;
        if (!first && line[0] == '\n')
            return ok;
    }
    return -1;
}

static void shell_stop(shell_pipe *sh)
{
    fclose(sh->to);
    fclose(sh->from);
    waitpid(sh->pid, NULL, 0);
}

/* What commands cost in the shell with a library loaded: each pair of
 * commands run for about two seconds (at least three times). */
static int bench_library(const wz_variant *v, const char *dir)
{
    char why[WZ_REASON_MAX + 512], path[600], state[600], cmd[700];
    const char *wuzi = getenv("WUZI") ? getenv("WUZI") : "shell/wuzi";
    if (access(wuzi, X_OK) != 0) {
        printf("shell commands over a library: skipped (no %s; set WUZI)\n", wuzi);
        return 0;
    }
    double t0 = now();
    wz_game *g = wz_game_new(v, 0, NULL, 1, why, sizeof why);
    if (!g)
        return -1;
    grow_library(g, 0, 485000);
    wz_game_goto(g, 0);
    wz_game_main(g);
    wz_game_forward(g, 6);
    int npos = wz_game_node_count(g);
    snprintf(path, sizeof path, "%s/bench-library-%ld.wuzi", dir, (long)getpid());
    snprintf(state, sizeof state, "%s/bench-state-%ld", dir, (long)getpid());
    if (wz_record_save(g, path, why, sizeof why) != 0) {
        fprintf(stderr, "bench_records: %s\n", why);
        return -1;
    }
    printf("a renju library of %d positions (built in %.1f s)\n", npos, now() - t0);
    shell_pipe sh;
    if (shell_start(&sh, wuzi, state) != 0)
        return -1;
    snprintf(cmd, sizeof cmd, "load %s", path);
    t0 = now();
    if (shell_say(&sh, cmd) != 0) {
        fprintf(stderr, "bench_records: the shell could not load the library\n");
        return -1;
    }
    printf("%-44s %10.1f ms\n", "load, and the first autosave", (now() - t0) * 1e3);
    static const struct {
        const char *label, *first, *second;
    } pairs[] = {
        {"status (nothing changes)", "status", "status"},
        {"back, then forward", "back", "forward"},
        {"a new variation played, then back", "play a1", "back"},
        {"a comment set, then removed", "comment a look at this", "comment"},
        {"undo, then redo", "undo", "redo"},
    };
    int bad = 0;
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
        int calls = 0;
        double start = now(), t;
        do {
            bad |= shell_say(&sh, pairs[i].first) != 0 || shell_say(&sh, pairs[i].second) != 0;
            calls += 2;
        } while ((t = now() - start) < 2.0 || calls < 6);
        printf("%-44s %10.1f us/command (%d commands)\n", pairs[i].label, t / calls * 1e6, calls);
    }
    shell_say(&sh, "quit");
    shell_stop(&sh);
    /* the state folder goes too */
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", state);
    if (system(cmd) != 0)
        bad = 1;
    unlink(path);
    wz_game_free(g);
    if (bad)
        fprintf(stderr, "bench_records: a command over the library was refused\n");
    return bad ? -1 : 0;
}

/* Run fn for about a second; print what one call costs. */
#define MEASURE(label, body)                                                               \
    do {                                                                                   \
        int calls = 0;                                                                     \
        double start = now(), t;                                                           \
        do {                                                                               \
            body;                                                                          \
            calls++;                                                                       \
        } while ((t = now() - start) < 1.0);                                               \
        printf("%-44s %10.1f us/call (%d calls)\n", label, t / calls * 1e6, calls);      \
    } while (0)

int main(void)
{
    char why[WZ_REASON_MAX + 512], path[512], sgf[600];
    wz_registry *r = wz_registry_new();
    wz_registry_add_default_dirs(r);
    wz_registry_scan(r);
    const wz_variant *v = wz_registry_find(r, "gomoku-freestyle");
    if (!v) {
        fprintf(stderr, "bench_records: gomoku-freestyle not found\n");
        return 1;
    }
    wz_game *g = long_game(v, 150);
    if (!g || wz_game_history_length(g) != 150) {
        fprintf(stderr, "bench_records: could not build the game\n");
        return 1;
    }
    snprintf(path, sizeof path, "%s/bench-records-%ld.wuzi", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp",
             (long)getpid());
    snprintf(sgf, sizeof sgf, "%s.sgf", path);
    printf("a game of %d actions on 19x19, a comment every third\n", wz_game_history_length(g));

    MEASURE("native record to memory", {
        char *text = NULL;
        size_t len = 0;
        FILE *f = open_memstream(&text, &len);
        wz_record_write(g, f);
        fclose(f);
        free(text);
    });
    MEASURE("native record saved (temporary, fsync, rename)",
            wz_record_save(g, path, why, sizeof why));
    MEASURE("native record loaded (parse and replay)", {
        wz_game *back = wz_record_load(r, path, why, sizeof why);
        wz_game_free(back);
    });
    MEASURE("SGF saved", wz_record_export(g, sgf, WZ_FORMAT_SGF, why, sizeof why));
    MEASURE("SGF loaded (parse and replay)", {
        wz_game *back = wz_record_import(r, sgf, WZ_FORMAT_SGF, NULL, why, sizeof why);
        wz_game_free(back);
    });
    reply out = {0};
    board_style plain = {0}, rich = {1, 1, 0, 1};
    MEASURE("board, batch form", {
        reply_clear(&out);
        board_render(g, &plain, 0, &out);
    });
    MEASURE("board, Unicode and colour", {
        reply_clear(&out);
        board_render(g, &rich, 0, &out);
    });
    reply_free(&out);
    unlink(path);
    unlink(sgf);
    wz_game_free(g);
    const wz_variant *renju = wz_registry_find(r, "renju");
    int rc = renju ? bench_library(renju, getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp") : 0;
    wz_registry_free(r);
    return rc ? 1 : 0;
}

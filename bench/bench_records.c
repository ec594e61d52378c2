/* bench_records.c - what the shell does after every command: write the
 * autosave record (native, to memory and to disk with fsync), and what
 * load and save cost: native and SGF writing and reading of a long game;
 * and drawing the board (the batch form and the terminal form). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
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
    wz_registry_free(r);
    return 0;
}

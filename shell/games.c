/* games.c - new and load never silently lose a game: the game they
 * replace is kept (the last KEPT_GAMES of them), `games` lists what is
 * kept and `games N` reopens one.
 *
 * Where the autosave is on (interactive by default, or --autosave) they
 * are kept in the state folder's games/, for later sessions too.  A
 * reopened game keeps its file: replacing it again updates that file
 * instead of keeping a second copy.  With the autosave off they are kept
 * in memory for the session only (a batch script does not fill a
 * person's state folder, and its replies stay as they were: only a
 * terminal is told). */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "session.h"

#define KEPT_GAMES 20

/* The file reopened by `games N`, which the game it became goes back to. */
static char reopened[4400];
static const wz_game *reopened_game;

static int games_dir(char *buf, size_t len)
{
    const char *dir = state_dir();
    if (!dir)
        return -1;
    snprintf(buf, len, "%s/games", dir);
    if (mkdir(buf, 0700) != 0 && errno != EEXIST)
        return -1;
    return 0;
}

typedef struct kept {
    char path[4200 + 256]; /* the folder, '/', a file name */
    struct timespec when;  /* last kept */
    wz_game *game;         /* kept in memory (the autosave off), or NULL */
} kept;

/* The session's kept games when nothing is written, newest first. */
static kept memory[KEPT_GAMES];
static int nmemory;

static int newest_first(const void *a, const void *b)
{
    const kept *x = a, *y = b;
    if (x->when.tv_sec != y->when.tv_sec)
        return x->when.tv_sec < y->when.tv_sec ? 1 : -1;
    if (x->when.tv_nsec != y->when.tv_nsec)
        return x->when.tv_nsec < y->when.tv_nsec ? 1 : -1;
    return strcmp(y->path, x->path);
}

/* The kept games, newest first; returns how many (at most max). */
static int list(session *s, kept *out, int max)
{
    char dir[4200];
    if (!s->autosave) {
        int n = nmemory < max ? nmemory : max;
        memcpy(out, memory, sizeof *out * (size_t)n);
        return n;
    }
    if (games_dir(dir, sizeof dir) != 0)
        return 0;
    DIR *d = opendir(dir);
    int n = 0;
    for (struct dirent *e; d && (e = readdir(d));) {
        size_t len = strlen(e->d_name);
        struct stat st;
        if (len < 6 || strcmp(e->d_name + len - 5, ".wuzi") != 0 || n == max)
            continue;
        int w = snprintf(out[n].path, sizeof out[n].path, "%s/%s", dir, e->d_name);
        if (w > 0 && (size_t)w < sizeof out[n].path && stat(out[n].path, &st) == 0) {
            out[n].when = st.st_mtim;
            n++;
        }
    }
    if (d)
        closedir(d);
    qsort(out, (size_t)n, sizeof *out, newest_first);
    return n;
}

/* Whether a game holds anything worth keeping. */
static int worth_keeping(const wz_game *g)
{
    return g && (wz_game_history_length(g) > 0 || wz_game_setup_count(g, WZ_BLACK) > 0 ||
                 wz_game_setup_count(g, WZ_WHITE) > 0 || wz_game_redo_count(g) > 0);
}

/* Keep the game in memory, newest first (the oldest goes past the last). */
static void keep_in_memory(session *s, reply *out)
{
    wz_game *copy = wz_game_clone(s->game);
    if (!copy) {
        if (s->interactive)
            reply_line(out, "(could not keep the previous game: out of memory)");
        return;
    }
    if (nmemory == KEPT_GAMES)
        wz_game_free(memory[--nmemory].game);
    memmove(memory + 1, memory, sizeof *memory * (size_t)nmemory);
    memset(&memory[0], 0, sizeof memory[0]);
    memory[0].game = copy;
    clock_gettime(CLOCK_REALTIME, &memory[0].when);
    nmemory++;
    if (s->interactive)
        reply_line(out, "the previous game is kept for this session (the autosave is off): games 1 reopens it");
}

void games_forget(void)
{
    while (nmemory > 0)
        wz_game_free(memory[--nmemory].game);
}

void games_keep(session *s, reply *out)
{
    static unsigned serial;
    char dir[4200], path[4400], why[WZ_REASON_MAX + 4096];
    if (!worth_keeping(s->game))
        return;
    if (!s->autosave) {
        keep_in_memory(s, out);
        return;
    }
    if (games_dir(dir, sizeof dir) != 0)
        return;
    if (reopened_game == s->game && reopened[0]) {
        snprintf(path, sizeof path, "%s", reopened);
    } else {
        char stamp[32];
        time_t now = time(NULL);
        strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", localtime(&now));
        snprintf(path, sizeof path, "%s/%s-%ld-%u-%s.wuzi", dir, stamp, (long)getpid(), serial++,
                 wz_variant_id(wz_game_variant(s->game)));
    }
    reopened_game = NULL;
    if (wz_record_save(s->game, path, why, sizeof why) != 0) {
        reply_line(out, "(could not keep the previous game: %s)", why);
        return;
    }
    /* only the last few stay */
    static kept all[KEPT_GAMES + 64];
    int n = list(s, all, (int)(sizeof all / sizeof all[0]));
    for (int i = KEPT_GAMES; i < n; i++)
        unlink(all[i].path);
    reply_line(out, "the previous game is kept: games 1 reopens it");
}

static int cmd_games(session *s, int argc, char **argv, reply *out)
{
    char why[WZ_REASON_MAX + 4096], res[WZ_REASON_MAX];
    static kept all[KEPT_GAMES + 64];
    int n = list(s, all, (int)(sizeof all / sizeof all[0]));
    if (n > KEPT_GAMES)
        n = KEPT_GAMES;
    if (argc == 1) {
        if (!n) {
            reply_add(out, "no kept games (new and load keep the game they replace)");
            return 0;
        }
        for (int i = 0; i < n; i++) {
            char when[32];
            strftime(when, sizeof when, "%Y-%m-%d %H:%M", localtime(&all[i].when.tv_sec));
            wz_game *g = all[i].game ? all[i].game : wz_record_load(s->registry, all[i].path, why, sizeof why);
            reply_add(out, "%s%d. %s  ", i ? "\n" : "", i + 1, when);
            if (!g) {
                reply_add(out, "(unreadable: %s)", why);
                continue;
            }
            const char *p1 = wz_game_tag(g, "p1"), *p2 = wz_game_tag(g, "p2");
            int length = wz_game_history_length(g);
            reply_add(out, "%s, %d action%s, %s", wz_variant_id(wz_game_variant(g)), length,
                      length == 1 ? "" : "s", wz_result_format(g, res, sizeof res));
            if (p1 || p2)
                reply_add(out, ", %s - %s", p1 ? p1 : "?", p2 ? p2 : "?");
            if (!all[i].game)
                wz_game_free(g);
        }
        return 0;
    }
    char *end;
    long k = strtol(argv[1], &end, 10);
    if (argc > 2 || *end || k < 1)
        return refuse(out, "games takes the number of a kept game: games 1 (games lists them)");
    if (k > n)
        return refuse(out, "no kept game %ld (%d kept; games lists them)", k, n);
    if (all[k - 1].game) {
        /* out of the list, into play; the game it replaces is kept first */
        wz_game *g = all[k - 1].game;
        nmemory--;
        memmove(memory + k - 1, memory + k, sizeof *memory * (size_t)(nmemory - (k - 1)));
        games_keep(s, out);
        wz_game_free(s->game);
        s->game = g;
        return 0;
    }
    wz_game *g = wz_record_load(s->registry, all[k - 1].path, why, sizeof why);
    if (!g)
        return refuse(out, "%s", why);
    char path[4400];
    snprintf(path, sizeof path, "%s", all[k - 1].path);
    games_keep(s, out); /* the game it replaces, in its turn */
    wz_game_free(s->game);
    s->game = g;
    snprintf(reopened, sizeof reopened, "%s", path);
    reopened_game = g;
    return 0;
}

const command games_commands[] = {
    {"games", "games [N]", "list the kept games (new and load keep the one they replace), or reopen game N",
     "games 1", cmd_games},
    {NULL, NULL, NULL, NULL, NULL},
};

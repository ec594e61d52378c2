/* autosave.c - the game in progress survives a crash.
 *
 * After every command that changes anything, the game is written as a
 * native record to the state folder ($XDG_STATE_HOME/wuzi, by default
 * ~/.local/state/wuzi), atomically: a temporary file, fsync, rename, so a
 * kill -9 at any moment leaves the previous or the new record, never half
 * of one.  The AI seats and the clock ride along as '#' lines, which a record reader
 * skips.  `wuzi --resume` reads it back. */
#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "session.h"

#define AUTOSAVE "autosave.wuzi"
#define SEAT_MARK "# seat: "
#define CLOCK_MARK "# clock: "

static int make_dirs(const char *path)
{
    char buf[4096];
    if ((size_t)snprintf(buf, sizeof buf, "%s", path) >= sizeof buf)
        return -1;
    for (char *p = buf + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = '\0';
        if (mkdir(buf, 0700) != 0 && errno != EEXIST)
            return -1;
        *p = '/';
    }
    return mkdir(buf, 0700) != 0 && errno != EEXIST ? -1 : 0;
}

/* A kill during an autosave leaves AUTOSAVE.tmpPID behind: remove those
 * of processes that are gone (a live wuzi may be writing its own). */
static void remove_stale(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d)
        return;
    const char *prefix = AUTOSAVE ".tmp";
    size_t n = strlen(prefix);
    for (struct dirent *e; (e = readdir(d));) {
        const char *pid = e->d_name + n;
        if (strncmp(e->d_name, prefix, n) != 0 || !*pid || strspn(pid, "0123456789") != strlen(pid) ||
            strlen(pid) > 9)
            continue;
        pid_t p = (pid_t)atol(pid);
        if (p > 0 && p != getpid() && kill(p, 0) != 0 && errno == ESRCH) {
            char path[4400];
            snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
            unlink(path);
        }
    }
    closedir(d);
}

const char *state_dir(void)
{
    static char dir[4096];
    static int done;
    if (done)
        return dir[0] ? dir : NULL;
    done = 1;
    const char *xdg = getenv("XDG_STATE_HOME"), *home = getenv("HOME");
    /* the spec: a relative XDG_STATE_HOME is invalid and ignored */
    int n;
    if (xdg && xdg[0] == '/')
        n = snprintf(dir, sizeof dir, "%s/wuzi", xdg);
    else if (home && *home)
        n = snprintf(dir, sizeof dir, "%s/.local/state/wuzi", home);
    else
        return NULL;
    /* a path cut to fit would be another folder: none rather than that */
    if (n < 0 || (size_t)n + sizeof "/" AUTOSAVE ".tmp4294967295" >= sizeof dir || make_dirs(dir) != 0) {
        dir[0] = '\0';
        return NULL;
    }
    remove_stale(dir);
    return dir;
}

static int autosave_path(char *buf, size_t len)
{
    const char *dir = state_dir();
    if (!dir)
        return -1;
    snprintf(buf, len, "%s/%s", dir, AUTOSAVE);
    return 0;
}

/* The record with the seats on top, in memory. */
static char *render(session *s, size_t *len)
{
    char *text = NULL;
    FILE *f = open_memstream(&text, len);
    if (!f)
        return NULL;
    fprintf(f, "# wuzi autosave: resume with wuzi --resume\n");
    for (int p = WZ_P1; p <= WZ_P2; p++)
        if (s->seats[p].ai)
            fprintf(f, SEAT_MARK "ai %s %s\n", wz_player_name(p), s->seats[p].args);
    clock_save(s, f, CLOCK_MARK);
    int bad = wz_record_write(s->game, f) != 0;
    if (fclose(f) != 0 || bad) {
        free(text);
        return NULL;
    }
    return text;
}

int autosave_update(session *s, char *why, size_t whylen)
{
    static char *last;
    static size_t last_len;
    char path[4200], tmp[4300];
    size_t len;
    if (!s->game)
        return 0;
    if (autosave_path(path, sizeof path) != 0) {
        snprintf(why, whylen, "no state folder (set XDG_STATE_HOME or HOME)");
        return -1;
    }
    char *text = render(s, &len);
    if (!text) {
        snprintf(why, whylen, "out of memory");
        return -1;
    }
    if (last && len == last_len && memcmp(text, last, len) == 0) {
        free(text);
        return 0;
    }
    snprintf(tmp, sizeof tmp, "%s.tmp%ld", path, (long)getpid());
    FILE *f = fopen(tmp, "w");
    int bad = !f;
    if (f) {
        bad |= fwrite(text, 1, len, f) != len;
        bad |= fflush(f) != 0 || fsync(fileno(f)) != 0;
        bad |= fclose(f) != 0;
    }
    if (bad || rename(tmp, path) != 0) {
        snprintf(why, whylen, "%s: %s", path, strerror(errno ? errno : EIO));
        unlink(tmp);
        free(text);
        return -1;
    }
    free(last);
    last = text;
    last_len = len;
    return 0;
}

int autosave_resume(session *s, char *why, size_t whylen)
{
    char path[4200], err[WZ_REASON_MAX + 4096];
    if (autosave_path(path, sizeof path) != 0) {
        snprintf(why, whylen, "no state folder (set XDG_STATE_HOME or HOME)");
        return -1;
    }
    if (access(path, F_OK) != 0) {
        snprintf(why, whylen, "nothing to resume: no %s", path);
        return -1;
    }
    wz_game *g = wz_record_load(s->registry, path, err, sizeof err);
    if (!g) {
        snprintf(why, whylen, "%s", err);
        return -1;
    }
    wz_game_free(s->game);
    s->game = g;
    /* the seats, as the ai commands that made them (whole lines, however
     * long their settings); an AI to act waits for the front end to let it */
    s->hold_ai = 1;
    FILE *f = fopen(path, "r");
    char *line = NULL;
    size_t cap = 0;
    reply out = {0};
    while (f && getline(&line, &cap, f) > 0) {
        if (line[0] != '#')
            break;
        line[strcspn(line, "\n")] = '\0';
        const char *cmd = strncmp(line, SEAT_MARK, strlen(SEAT_MARK)) == 0 ? line + strlen(SEAT_MARK)
                        : strncmp(line, CLOCK_MARK, strlen(CLOCK_MARK)) == 0 ? line + strlen(CLOCK_MARK)
                                                                             : NULL;
        if (cmd && session_exec(s, cmd, &out) != 0) {
            fputs("wuzi: resume: ", stderr);
            text_print(cmd, stderr);
            fputs(": ", stderr);
            text_print(out.text, stderr);
            fputc('\n', stderr);
        }
    }
    s->hold_ai = 0;
    if (f)
        fclose(f);
    free(line);
    reply_free(&out);
    return 0;
}

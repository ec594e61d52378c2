/* autosave.c - the game in progress survives a crash.
 *
 * After every command that changes anything, the game is written as a
 * native record to the state folder ($XDG_STATE_HOME/wuzi, by default
 * ~/.local/state/wuzi), atomically: a temporary file, fsync, rename, so a
 * kill -9 at any moment leaves the previous or the new record, never half
 * of one.  The AI seats and the clock ride along as '#' lines, which a record reader
 * skips.  `wuzi --resume` reads it back. */
#include <errno.h>
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
    snprintf(buf, sizeof buf, "%s", path);
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

const char *state_dir(void)
{
    static char dir[4096];
    static int done;
    if (done)
        return dir[0] ? dir : NULL;
    done = 1;
    const char *xdg = getenv("XDG_STATE_HOME"), *home = getenv("HOME");
    /* the spec: a relative XDG_STATE_HOME is invalid and ignored */
    if (xdg && xdg[0] == '/')
        snprintf(dir, sizeof dir, "%s/wuzi", xdg);
    else if (home && *home)
        snprintf(dir, sizeof dir, "%s/.local/state/wuzi", home);
    else
        return NULL;
    if (make_dirs(dir) != 0) {
        dir[0] = '\0';
        return NULL;
    }
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
    /* the seats, as the ai commands that made them; an AI to act waits
     * for the front end to let it */
    s->hold_ai = 1;
    FILE *f = fopen(path, "r");
    char line[1024];
    reply out = {0};
    while (f && fgets(line, sizeof line, f)) {
        if (line[0] != '#')
            break;
        line[strcspn(line, "\n")] = '\0';
        const char *cmd = strncmp(line, SEAT_MARK, strlen(SEAT_MARK)) == 0 ? line + strlen(SEAT_MARK)
                        : strncmp(line, CLOCK_MARK, strlen(CLOCK_MARK)) == 0 ? line + strlen(CLOCK_MARK)
                                                                             : NULL;
        if (cmd && session_exec(s, cmd, &out) != 0)
            fprintf(stderr, "wuzi: resume: %s: %s\n", cmd, out.text);
    }
    s->hold_ai = 0;
    if (f)
        fclose(f);
    reply_free(&out);
    return 0;
}

/* autosave.c - the game in progress survives a crash.
 *
 * After every command that changes anything, the game is written to the
 * state folder ($XDG_STATE_HOME/wuzi, by default ~/.local/state/wuzi), so
 * that `wuzi --resume` goes on where a kill -9 stopped it.
 *
 * A game is written whole, as a native record (autosave.wuzi), atomically:
 * a temporary file, fsync, rename, so a kill at any moment leaves the
 * previous or the new record, never half of one.  The AI seats and the
 * clock ride along as '#' lines, which a record reader skips.
 *
 * A library of many thousand positions is too big to write after every
 * command (10 MB for half a million).  Once the record passes WHOLE_BELOW,
 * a command appends to a journal instead (autosave.journal): an entry
 * holds the current line from the start (its actions, its comments), the
 * position on it, the tags, the seats and the clock, a few KB whatever
 * the tree.  Acting along that line in the record rebuilds what the
 * command did, since the only way a command adds positions is by acting,
 * and the positions it adds are on the current line when it ends; what
 * acting cannot redo (cut, promote, setup: the game's reshape mark), a
 * new game, or a journal grown past half the record writes the record
 * whole again.  The journal names the record it follows (its "# base:"
 * line), and an entry counts only once its "end" line is on disk, so a
 * kill while either is written loses nothing that was already saved. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "session.h"

#define AUTOSAVE "autosave.wuzi"
#define JOURNAL "autosave.journal"
#define JOURNAL_HEAD "# wuzi autosave journal of base "
#define BASE_MARK "# base: "
/* Below this size the record is written whole after each change. */
#define WHOLE_BELOW (64 * 1024)
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

static int state_file(const char *name, char *buf, size_t len)
{
    const char *dir = state_dir();
    if (!dir)
        return -1;
    snprintf(buf, len, "%s/%s", dir, name);
    return 0;
}

/* What the files on disk hold, as of the last update. */
static struct {
    int have;                /* the files hold the game these describe */
    wz_game_changes changes; /* the game's, when written */
    char *head;              /* the seat and clock lines written */
    char base[64];           /* the record's id, which the journal names */
    size_t base_len, journal_len;
    int journal_fd;          /* open for appending, or -1 */
} saved = {.journal_fd = -1};

/* The AI seats and the clock, as commands after their marks. */
static char *render_head(session *s)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f)
        return NULL;
    for (int p = WZ_P1; p <= WZ_P2; p++)
        if (s->seats[p].ai)
            fprintf(f, SEAT_MARK "ai %s %s\n", wz_player_name(p), s->seats[p].args);
    clock_save(s, f, CLOCK_MARK);
    if (fclose(f) != 0) {
        free(text);
        return NULL;
    }
    return text;
}

/* The whole record with the head and the base's id on top, in memory. */
static char *render_whole(session *s, const char *head, const char *base, size_t *len)
{
    char *text = NULL;
    FILE *f = open_memstream(&text, len);
    if (!f)
        return NULL;
    fprintf(f, "# wuzi autosave: resume with wuzi --resume\n" BASE_MARK "%s\n%s", base, head);
    int bad = wz_record_write(s->game, f) != 0;
    if (fclose(f) != 0 || bad) {
        free(text);
        return NULL;
    }
    return text;
}

/* A comment on one line: newline as \n, backslash as \\. */
static void put_escaped(FILE *f, const char *text)
{
    for (const char *p = text; *p; p++) {
        if (*p == '\n')
            fputs("\\n", f);
        else if (*p == '\\')
            fputs("\\\\", f);
        else
            fputc(*p, f);
    }
}

static void unescape(char *t)
{
    char *o = t;
    for (const char *p = t; *p; p++) {
        if (*p == '\\' && (p[1] == 'n' || p[1] == '\\')) {
            *o++ = p[1] == 'n' ? '\n' : '\\';
            p++;
        } else {
            *o++ = *p;
        }
    }
    *o = '\0';
}

/* One journal entry: the game as a line through the record's tree. */
static char *render_entry(session *s, const char *head, size_t *len)
{
    const wz_game *g = s->game;
    char *text = NULL, buf[1024];
    FILE *f = open_memstream(&text, len);
    if (!f)
        return NULL;
    fprintf(f, "entry\n%s", head);
    for (int i = 0; i < wz_game_tag_count(g); i++)
        fprintf(f, "tag %s %s\n", wz_game_tag_key(g, i), wz_game_tag_value(g, i));
    int n = wz_game_line_length(g);
    for (int i = 0; i <= n; i++) {
        const char *c = wz_game_comment(g, i);
        if (c) {
            fprintf(f, "comment %d ", i);
            put_escaped(f, c);
            fputc('\n', f);
        }
    }
    for (int i = 0; i < n; i++) {
        wz_action a;
        wz_game_line_at(g, i, &a);
        wz_action_format(&a, wz_game_boards(g), buf, sizeof buf);
        fprintf(f, "act %s\n", buf);
    }
    fprintf(f, "at %d\npositions %d\nend\n", wz_game_history_length(g), wz_game_node_count(g));
    if (fclose(f) != 0) {
        free(text);
        return NULL;
    }
    return text;
}

static void journal_close(void)
{
    if (saved.journal_fd >= 0)
        close(saved.journal_fd);
    saved.journal_fd = -1;
}

/* Write the record whole, atomically; the journal of the last one goes. */
static int write_whole(session *s, const char *head, char *why, size_t whylen)
{
    static unsigned serial;
    char path[4200], tmp[4300], journal[4200], base[64];
    size_t len;
    if (state_file(AUTOSAVE, path, sizeof path) != 0 || state_file(JOURNAL, journal, sizeof journal) != 0) {
        snprintf(why, whylen, "no state folder (set XDG_STATE_HOME or HOME)");
        return -1;
    }
    snprintf(base, sizeof base, "%ld-%ld-%u", (long)getpid(), (long)time(NULL), serial++);
    char *text = render_whole(s, head, base, &len);
    if (!text) {
        snprintf(why, whylen, "out of memory");
        return -1;
    }
    snprintf(tmp, sizeof tmp, "%s.tmp%ld", path, (long)getpid());
    errno = 0;
    FILE *f = fopen(tmp, "w");
    int bad = !f;
    if (f) {
        bad |= fwrite(text, 1, len, f) != len;
        bad |= fflush(f) != 0 || fsync(fileno(f)) != 0;
        bad |= fclose(f) != 0;
    }
    free(text);
    if (bad || rename(tmp, path) != 0) {
        snprintf(why, whylen, "%s: %s", path, strerror(errno ? errno : EIO));
        unlink(tmp);
        return -1;
    }
    /* the journal followed the record just replaced: nothing of it counts */
    journal_close();
    unlink(journal);
    snprintf(saved.base, sizeof saved.base, "%s", base);
    saved.base_len = len;
    saved.journal_len = 0;
    return 0;
}

/* write(2) the whole of a buffer. */
static int write_all(int fd, const char *p, size_t len)
{
    while (len) {
        ssize_t n = write(fd, p, len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return -1;
        p += n;
        len -= (size_t)n;
    }
    return 0;
}

/* Append an entry to the journal, on disk when this returns 0. */
static int write_entry(session *s, const char *head, char *why, size_t whylen)
{
    char journal[4200];
    size_t len;
    if (state_file(JOURNAL, journal, sizeof journal) != 0) {
        snprintf(why, whylen, "no state folder (set XDG_STATE_HOME or HOME)");
        return -1;
    }
    char *text = render_entry(s, head, &len);
    if (!text) {
        snprintf(why, whylen, "out of memory");
        return -1;
    }
    int bad = 0;
    errno = 0;
    if (saved.journal_fd < 0) {
        saved.journal_fd = open(journal, O_WRONLY | O_CREAT | O_APPEND | (saved.journal_len ? 0 : O_TRUNC), 0666);
        bad = saved.journal_fd < 0;
        if (!bad && !saved.journal_len) {
            char first[128];
            int n = snprintf(first, sizeof first, JOURNAL_HEAD "%s\n", saved.base);
            bad = write_all(saved.journal_fd, first, (size_t)n) != 0;
            saved.journal_len += (size_t)n;
        }
    }
    bad = bad || write_all(saved.journal_fd, text, len) != 0 || fdatasync(saved.journal_fd) != 0;
    free(text);
    if (bad) {
        snprintf(why, whylen, "%s: %s", journal, strerror(errno ? errno : EIO));
        journal_close();
        return -1;
    }
    saved.journal_len += len;
    return 0;
}

int autosave_update(session *s, char *why, size_t whylen)
{
    if (!s->game)
        return 0;
    char *head = render_head(s);
    if (!head) {
        snprintf(why, whylen, "out of memory");
        return -1;
    }
    wz_game_changes now;
    wz_game_changes_of(s->game, &now);
    const wz_game_changes *was = &saved.changes;
    int same_game = saved.have && now.game == was->game && now.reshaped == was->reshaped;
    if (same_game && now.revision == was->revision && saved.head && strcmp(head, saved.head) == 0) {
        free(head);
        return 0; /* nothing changed */
    }
    /* what acting along a line can redo, in a record too big to write
     * after every command, goes to the journal until it outgrows the
     * record */
    int journal = same_game && saved.base_len >= WHOLE_BELOW && saved.journal_len < saved.base_len / 2;
    int rc = journal ? write_entry(s, head, why, whylen) : write_whole(s, head, why, whylen);
    /* after a failure the next update writes the record whole */
    saved.have = rc == 0;
    saved.changes = now;
    free(saved.head);
    saved.head = head;
    return rc;
}

/* A file read whole, NUL-terminated; NULL when it cannot be read. */
static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return NULL;
    char *text = NULL;
    size_t cap = 0, n = 0;
    for (;;) {
        if (n + 4096 + 1 > cap) {
            char *t = realloc(text, cap = cap ? cap * 2 : 65536);
            if (!t) {
                free(text);
                fclose(f);
                return NULL;
            }
            text = t;
        }
        size_t k = fread(text + n, 1, cap - n - 1, f);
        n += k;
        if (k == 0)
            break;
    }
    fclose(f);
    text[n] = '\0';
    *len = n;
    return text;
}

/* Run the seat and clock commands among lines (one a line, '\n'-ended). */
static void run_head(session *s, const char *lines)
{
    reply out = {0};
    for (const char *p = lines; p && *p;) {
        size_t n = strcspn(p, "\n");
        char *line = strndup(p, n);
        p += n + (p[n] == '\n');
        if (!line)
            break;
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
        free(line);
    }
    reply_free(&out);
}

/* Act along an entry's line in g: the tree gets what the entry's game had,
 * then the comments on the line, the tags and the position. */
static int apply_entry(wz_game *g, char **lines, int n, int *positions, char *why, size_t whylen)
{
    int at = -1;
    *positions = -1;
    if (wz_game_goto(g, 0) != 0) {
        snprintf(why, whylen, "the start cannot be reached");
        return -1;
    }
    for (int i = 0; i < n; i++) {
        if (strncmp(lines[i], "act ", 4) == 0) {
            wz_action a;
            char err[WZ_REASON_MAX];
            if (wz_action_parse(lines[i] + 4, wz_game_boards(g), wz_game_width(g), wz_game_height(g), &a, err,
                                sizeof err) != 0 ||
                wz_game_act(g, &a, err, sizeof err) != 0) {
                snprintf(why, whylen, "%s: %s", lines[i] + 4, err);
                return -1;
            }
        } else if (strncmp(lines[i], "at ", 3) == 0) {
            at = atoi(lines[i] + 3);
        } else if (strncmp(lines[i], "positions ", 10) == 0) {
            *positions = atoi(lines[i] + 10);
        }
    }
    /* the comments on the line are the entry's, none where it has none */
    int len = wz_game_line_length(g);
    for (int k = 0; k <= len; k++)
        wz_game_set_comment(g, k, NULL);
    char err[WZ_REASON_MAX];
    for (int i = 0; i < n; i++) {
        if (strncmp(lines[i], "comment ", 8) == 0) {
            char *text = strchr(lines[i] + 8, ' ');
            if (!text)
                continue;
            unescape(++text);
            wz_game_set_comment(g, atoi(lines[i] + 8), text);
        }
    }
    /* the tags too: those it lacks go */
    for (int k = wz_game_tag_count(g) - 1; k >= 0; k--) {
        char *key = strdup(wz_game_tag_key(g, k));
        int kept = 0;
        for (int i = 0; key && i < n && !kept; i++)
            kept = strncmp(lines[i], "tag ", 4) == 0 && strncmp(lines[i] + 4, key, strlen(key)) == 0 &&
                   lines[i][4 + strlen(key)] == ' ';
        if (key && !kept)
            wz_game_set_tag(g, key, NULL, err, sizeof err);
        free(key);
    }
    for (int i = 0; i < n; i++) {
        char *value = strncmp(lines[i], "tag ", 4) == 0 ? strchr(lines[i] + 4, ' ') : NULL;
        if (value) {
            *value = '\0';
            wz_game_set_tag(g, lines[i] + 4, value + 1, err, sizeof err);
            *value = ' ';
        }
    }
    if (at < 0 || wz_game_goto(g, at) != 0) {
        snprintf(why, whylen, "no position %d on its line", at);
        return -1;
    }
    return 0;
}

/* Apply the journal's complete entries to the game just read from the
 * record named base; the seat and clock lines of the last go to *head
 * (malloc'd; NULL when there was none).  Returns the entries applied, or
 * -1 when one could not be (those before it stand); *whole says whether
 * the journal ended with a complete entry, so that it can be appended to. */
static int apply_journal(session *s, const char *base, char **head, int *whole, size_t *journal_len)
{
    char path[4200], why[WZ_REASON_MAX + 256];
    size_t len = 0;
    *head = NULL;
    *whole = 0;
    *journal_len = 0;
    if (state_file(JOURNAL, path, sizeof path) != 0)
        return 0;
    char *text = slurp(path, &len);
    if (!text)
        return 0;
    char first[128];
    snprintf(first, sizeof first, JOURNAL_HEAD "%s\n", base);
    if (!*base || strncmp(text, first, strlen(first)) != 0) {
        free(text); /* a journal of an earlier record: a kill came between the two */
        return 0;
    }
    /* split into lines in place */
    int nlines = 0, cap = 0, applied = 0, rc = 0;
    char **lines = NULL;
    for (char *p = text + strlen(first); *p;) {
        char *nl = strchr(p, '\n');
        if (!nl)
            break; /* a line cut short by a kill */
        *nl = '\0';
        if (nlines == cap) {
            char **l = realloc(lines, sizeof *l * (size_t)(cap = cap ? cap * 2 : 1024));
            if (!l)
                break;
            lines = l;
        }
        lines[nlines++] = p;
        p = nl + 1;
    }
    for (int i = 0; i < nlines && rc == 0;) {
        if (strcmp(lines[i], "entry") != 0) {
            i++;
            continue;
        }
        int j = i + 1;
        while (j < nlines && strcmp(lines[j], "end") != 0 && strcmp(lines[j], "entry") != 0)
            j++;
        if (j == nlines || strcmp(lines[j], "end") != 0) {
            i = j; /* no end: the entry was cut short */
            continue;
        }
        int positions;
        if (apply_entry(s->game, lines + i + 1, j - i - 1, &positions, why, sizeof why) != 0) {
            fprintf(stderr, "wuzi: resume: the autosave's journal, entry %d: ", applied + 1);
            text_print(why, stderr);
            fputc('\n', stderr);
            rc = -1;
            break;
        }
        if (positions >= 0 && positions != wz_game_node_count(s->game)) {
            fprintf(stderr, "wuzi: resume: the autosave's journal, entry %d: %d positions rebuilt, %d saved\n",
                    applied + 1, wz_game_node_count(s->game), positions);
            rc = -1;
        }
        applied++;
        /* the seats and the clock as of this entry */
        free(*head);
        size_t hl = 0;
        for (int k = i + 1; k < j; k++)
            if (lines[k][0] == '#')
                hl += strlen(lines[k]) + 1;
        *head = malloc(hl + 1);
        if (*head) {
            char *o = *head;
            for (int k = i + 1; k < j; k++)
                if (lines[k][0] == '#')
                    o += sprintf(o, "%s\n", lines[k]);
            *o = '\0';
        }
        *whole = j + 1 == nlines;
        i = j + 1;
    }
    *journal_len = len;
    free(lines);
    free(text);
    return rc < 0 ? -1 : applied;
}

int autosave_resume(session *s, char *why, size_t whylen)
{
    char path[4200], err[WZ_REASON_MAX + 4096];
    if (state_file(AUTOSAVE, path, sizeof path) != 0) {
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
    /* the record's own lines on top: its id, the seats, the clock */
    size_t len = 0;
    char *text = slurp(path, &len), base[64] = "";
    size_t top = 0;
    while (text && text[top] == '#') {
        if (strncmp(text + top, BASE_MARK, strlen(BASE_MARK)) == 0)
            sscanf(text + top + strlen(BASE_MARK), "%63s", base);
        top += strcspn(text + top, "\n");
        top += text[top] == '\n';
    }
    if (text)
        text[top] = '\0';
    char *head = NULL;
    int whole = 0;
    size_t journal_len = 0;
    int entries = apply_journal(s, base, &head, &whole, &journal_len);
    /* an AI to act waits for the front end to let it */
    s->hold_ai = 1;
    run_head(s, entries > 0 ? head : text);
    s->hold_ai = 0;
    free(head);
    free(text);
    /* the files describe this game: the next change is appended to the
     * journal (unless it was cut short or went wrong: then written whole) */
    journal_close();
    saved.have = entries >= 0 && (entries == 0 || whole) && base[0];
    wz_game_changes_of(s->game, &saved.changes);
    free(saved.head);
    saved.head = NULL;
    snprintf(saved.base, sizeof saved.base, "%s", base);
    saved.base_len = len;
    saved.journal_len = entries > 0 ? journal_len : 0;
    return 0;
}

/* summary.c - summary files of runs, written and merged (see summary.h). */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "summary.h"

#define MAGIC "wuzi-summary"
#define FORMAT 1

/* ------------------------------------------------------------- writing */

static void put_clean(FILE *f, const char *text)
{
    for (const char *c = text; *c; c++)
        fputc(*c == '\t' || *c == '\n' || *c == '\r' ? ' ' : *c, f);
}

FILE *summary_create(const char *path, char *why, size_t whylen)
{
    if (strcmp(path, "-") != 0) {
        FILE *f = fopen(path, "w");
        if (!f)
            snprintf(why, whylen, "%s: %s", path, strerror(errno));
        return f;
    }
    fflush(stdout);
    int fd = dup(STDOUT_FILENO), null = open("/dev/null", O_WRONLY);
    FILE *f = fd >= 0 && null >= 0 ? fdopen(fd, "w") : NULL;
    if (!f || dup2(null, STDOUT_FILENO) < 0) {
        snprintf(why, whylen, "standard output: %s", strerror(errno));
        if (f)
            fclose(f);
        else if (fd >= 0)
            close(fd);
        if (null >= 0)
            close(null);
        return NULL;
    }
    close(null);
    return f;
}

FILE *summary_append(const char *path, char *why, size_t whylen)
{
    FILE *f = fopen(path, "r+");
    if (!f) {
        snprintf(why, whylen, "%s: %s", path, strerror(errno));
        return NULL;
    }
    /* the length up to the last newline */
    long keep = 0, at = 0;
    for (int c; (c = getc(f)) != EOF;) {
        at++;
        if (c == '\n')
            keep = at;
    }
    if (ferror(f) || (keep < at && ftruncate(fileno(f), keep) != 0) || fseek(f, 0, SEEK_END) != 0) {
        snprintf(why, whylen, "%s: %s", path, strerror(errno ? errno : EIO));
        fclose(f);
        return NULL;
    }
    return f;
}

void summary_header_add(summary_header *h, const char *key, const char *value)
{
    size_t room = sizeof h->text - h->len;
    int n = snprintf(h->text + h->len, room, "%s\t", key);
    if (n < 0 || (size_t)n >= room)
        return;
    size_t at = h->len + (size_t)n;
    for (const char *c = value; *c && at + 2 < sizeof h->text; c++)
        h->text[at++] = *c == '\t' || *c == '\n' || *c == '\r' ? ' ' : *c;
    h->text[at++] = '\n';
    h->text[at] = '\0';
    h->len = at;
}

void summary_begin(FILE *f, const summary_header *h, int shard_k, int shard_n)
{
    fprintf(f, "%s %d\n%s", MAGIC, FORMAT, h->text);
    if (shard_n > 1)
        fprintf(f, "shard\t%d/%d\n", shard_k, shard_n);
    fflush(f);
}

void summary_game_line(FILE *f, const report *r, int timed)
{
    fprintf(f, "game\tindex=%d", r->index + 1);
    if (r->error) {
        fputs("\terror=", f);
        put_clean(f, r->text);
        fputc('\n', f);
        fflush(f);
        return;
    }
    fprintf(f, "\twinner=%s\tcolour=%s\tstones=%d\tturns=%d\toutcome=%d\ta_black=%d",
            r->winner == WZ_P1 ? "P1" : r->winner == WZ_P2 ? "P2" : "draw",
            r->winner_colour == WZ_EMPTY ? "-" : wz_colour_name(r->winner_colour), r->stones,
            r->moves, r->outcome, r->a_black);
    if (timed)
        fprintf(f, "\tover=%d\tlongest=%ld", r->over, r->longest_ms);
    fputs("\tchoices=", f);
    put_clean(f, r->choices);
    fputs("\ttext=", f);
    put_clean(f, r->text);
    fputs("\tactions=", f);
    put_clean(f, r->actions);
    fputc('\n', f);
    fflush(f);
}

/* ------------------------------------------------------------- reading */

static int number(const char *text, long lo, long hi, long *out)
{
    char *end;
    errno = 0;
    long v = strtol(text, &end, 10);
    if (!*text || *end || errno || v < lo || v > hi)
        return -1;
    *out = v;
    return 0;
}

/* A game line's fields into g; -1 with a reason. */
static int parse_game(char *line, summary_game *g, char *why, size_t whylen)
{
    memset(g, 0, sizeof *g);
    g->index = -1;
    g->winner = WZ_NOBODY;
    const char *choices = "";
    int have_result = 0;
    char *save = NULL;
    strtok_r(line, "\t", &save); /* "game" */
    for (char *field; (field = strtok_r(NULL, "\t", &save));) {
        char *eq = strchr(field, '=');
        if (!eq) {
            snprintf(why, whylen, "'%.40s' is not key=value", field);
            return -1;
        }
        *eq = '\0';
        const char *key = field, *value = eq + 1;
        long v = 0;
        int bad = 0;
        if (strcmp(key, "index") == 0) {
            bad = number(value, 1, 2000000000, &v);
            g->index = (int)v - 1;
        } else if (strcmp(key, "error") == 0) {
            g->error = 1;
            have_result = 1;
        } else if (strcmp(key, "winner") == 0) {
            have_result = 1;
            if (strcmp(value, "P1") == 0)
                g->winner = WZ_P1;
            else if (strcmp(value, "P2") == 0)
                g->winner = WZ_P2;
            else
                bad = strcmp(value, "draw") != 0;
        } else if (strcmp(key, "colour") == 0) {
            if (strcmp(value, "black") == 0)
                g->colour = WZ_BLACK;
            else if (strcmp(value, "white") == 0)
                g->colour = WZ_WHITE;
            else
                bad = strcmp(value, "-") != 0;
        } else if (strcmp(key, "stones") == 0) {
            bad = number(value, 0, 100000, &v);
            g->stones = (int)v;
        } else if (strcmp(key, "turns") == 0) {
            bad = number(value, 0, 100000000, &v);
            g->turns = (int)v;
        } else if (strcmp(key, "over") == 0) {
            bad = number(value, 0, 100000000, &v);
            g->over = (int)v;
        } else if (strcmp(key, "longest") == 0) {
            bad = number(value, 0, 2000000000, &v);
            g->longest_ms = v;
        } else if (strcmp(key, "outcome") == 0) {
            bad = number(value, 0, 2, &v);
            g->outcome = (int)v;
        } else if (strcmp(key, "a_black") == 0) {
            bad = number(value, 0, 1, &v);
            g->a_black = (int)v;
        } else if (strcmp(key, "choices") == 0) {
            choices = value;
        } /* text, actions, and keys of later versions: not needed here */
        if (bad) {
            snprintf(why, whylen, "%s=%.40s is not a valid value", key, value);
            return -1;
        }
    }
    if (g->index < 0 || !have_result) {
        snprintf(why, whylen, "a game line needs index= and winner= (or error=)");
        return -1;
    }
    g->choices = strdup(choices);
    if (!g->choices) {
        snprintf(why, whylen, "out of memory");
        return -1;
    }
    return 0;
}

/* The run of header h (added when new); NULL when out of memory. */
static summary_run *run_of(summary_set *s, const char *h, int games, int file)
{
    for (int i = 0; i < s->nruns; i++)
        if (strcmp(s->runs[i].header, h) == 0)
            return &s->runs[i];
    summary_run *l = realloc(s->runs, sizeof *l * (size_t)(s->nruns + 1));
    if (!l)
        return NULL;
    s->runs = l;
    summary_run *r = &l[s->nruns];
    memset(r, 0, sizeof *r);
    r->header = strdup(h);
    r->games = games;
    r->file = file;
    if (!r->header)
        return NULL;
    s->nruns++;
    return r;
}

static int add_game(summary_run *r, const summary_game *g)
{
    if (r->n == r->cap) {
        int cap = r->cap ? r->cap * 2 : 64;
        summary_game *l = realloc(r->list, sizeof *l * (size_t)cap);
        if (!l)
            return -1;
        r->list = l;
        r->cap = cap;
    }
    r->list[r->n++] = *g;
    return 0;
}

/* A section with no game lines (an empty shard) still names its run. */
static int close_empty(summary_set *s, const summary_header *h, int games, int file,
                       const char *path, char *why, size_t whylen)
{
    if (games < 0) {
        snprintf(why, whylen, "%s: a header has no 'games' line", path);
        return -1;
    }
    if (!run_of(s, h->text, games, file)) {
        snprintf(why, whylen, "out of memory");
        return -1;
    }
    return 0;
}

int summary_read(summary_set *s, const char *path, char *why, size_t whylen)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(why, whylen, "%s: %s", path, strerror(errno));
        return -1;
    }
    const char **files = realloc(s->files, sizeof *files * (size_t)(s->nfiles + 1));
    if (!files) {
        fclose(f);
        snprintf(why, whylen, "out of memory");
        return -1;
    }
    s->files = files;
    int file = s->nfiles;
    files[s->nfiles++] = path;

    char *line = NULL, err[256];
    size_t cap = 0;
    ssize_t len;
    int lineno = 0, status = -1, in_section = 0, games = -1, sections = 0;
    summary_header h = {.len = 0};
    summary_run *run = NULL;
    h.text[0] = '\0';
    while ((len = getline(&line, &cap, f)) >= 0) {
        lineno++;
        if (len == 0 || line[len - 1] != '\n') {
            int c = fgetc(f);
            if (c == EOF) {
                fprintf(stderr, "%s: %s:%d: the last line is cut short; left out\n",
                        s->prog ? s->prog : "summary", path, lineno);
                break;
            }
            ungetc(c, f);
        } else {
            line[--len] = '\0';
        }
        int version;
        char tail;
        if (strncmp(line, MAGIC " ", sizeof MAGIC) == 0) {
            if (sscanf(line + sizeof MAGIC, "%d%c", &version, &tail) != 1) {
                snprintf(why, whylen, "%s:%d: a summary starts with '%s %d'", path, lineno, MAGIC,
                         FORMAT);
                goto out;
            }
            if (version != FORMAT) {
                snprintf(why, whylen, "%s:%d: summary format %d, this program reads %d", path,
                         lineno, version, FORMAT);
                goto out;
            }
            if (in_section && !run && close_empty(s, &h, games, file, path, why, whylen) != 0)
                goto out;
            in_section = 1;
            sections++;
            run = NULL;
            games = -1;
            h.len = 0;
            h.text[0] = '\0';
            continue;
        }
        if (!in_section) {
            snprintf(why, whylen, "%s:%d: not a summary (it starts with '%s %d')", path, lineno,
                     MAGIC, FORMAT);
            goto out;
        }
        char *tab = strchr(line, '\t');
        if (!tab) {
            snprintf(why, whylen, "%s:%d: want KEY<TAB>VALUE", path, lineno);
            goto out;
        }
        if (strncmp(line, "game\t", 5) == 0) {
            if (!run) {
                if (games < 0) {
                    snprintf(why, whylen, "%s:%d: the header has no 'games' line", path, lineno);
                    goto out;
                }
                run = run_of(s, h.text, games, file);
                if (!run) {
                    snprintf(why, whylen, "out of memory");
                    goto out;
                }
            }
            summary_game g;
            if (parse_game(line, &g, err, sizeof err) != 0) {
                snprintf(why, whylen, "%s:%d: %s", path, lineno, err);
                goto out;
            }
            if (g.index >= run->games) {
                snprintf(why, whylen, "%s:%d: game %d of a run of %d", path, lineno, g.index + 1,
                         run->games);
                free(g.choices);
                goto out;
            }
            g.file = file;
            if (add_game(run, &g) != 0) {
                free(g.choices);
                snprintf(why, whylen, "out of memory");
                goto out;
            }
            continue;
        }
        if (run) {
            snprintf(why, whylen, "%s:%d: a header line after the games", path, lineno);
            goto out;
        }
        *tab = '\0';
        if (strcmp(line, "shard") == 0)
            continue;
        if (strcmp(line, "games") == 0) {
            long v;
            if (number(tab + 1, 0, 2000000000, &v) != 0) {
                snprintf(why, whylen, "%s:%d: games must be a number", path, lineno);
                goto out;
            }
            games = (int)v;
        }
        summary_header_add(&h, line, tab + 1);
    }
    if (sections == 0) {
        snprintf(why, whylen, "%s: empty (no summary in it)", path);
        goto out;
    }
    if (in_section && !run && close_empty(s, &h, games, file, path, why, whylen) != 0)
        goto out;
    status = 0;
out:
    free(line);
    fclose(f);
    return status;
}

static int by_index(const void *a, const void *b)
{
    const summary_game *x = a, *y = b;
    return (x->index > y->index) - (x->index < y->index);
}

int summary_finish(summary_set *s, char *why, size_t whylen)
{
    for (int i = 0; i < s->nruns; i++) {
        summary_run *r = &s->runs[i];
        if (r->n) /* qsort may not be given NULL, even for nothing */
            qsort(r->list, (size_t)r->n, sizeof *r->list, by_index);
        for (int k = 1; k < r->n; k++)
            if (r->list[k].index == r->list[k - 1].index) {
                int a = r->list[k - 1].file, b = r->list[k].file;
                if (a == b || strcmp(s->files[a], s->files[b]) == 0)
                    snprintf(why, whylen, "game %d is in %s twice", r->list[k].index + 1,
                             s->files[a]);
                else
                    snprintf(why, whylen, "game %d is in %s and %s", r->list[k].index + 1,
                             s->files[a < b ? a : b], s->files[a < b ? b : a]);
                return -1;
            }
    }
    return 0;
}

const char *summary_value(const summary_run *run, const char *key, char *buf, size_t len)
{
    size_t klen = strlen(key);
    buf[0] = '\0';
    for (const char *l = run->header; *l;) {
        const char *nl = strchr(l, '\n');
        size_t n = nl ? (size_t)(nl - l) : strlen(l);
        if (n > klen && strncmp(l, key, klen) == 0 && l[klen] == '\t') {
            snprintf(buf, len, "%.*s", (int)(n - klen - 1), l + klen + 1);
            return buf;
        }
        l += n + (nl ? 1 : 0);
    }
    return buf;
}

void summary_free(summary_set *s)
{
    for (int i = 0; i < s->nruns; i++) {
        for (int k = 0; k < s->runs[i].n; k++)
            free(s->runs[i].list[k].choices);
        free(s->runs[i].list);
        free(s->runs[i].header);
    }
    free(s->runs);
    free(s->files);
    memset(s, 0, sizeof *s);
}

/* ------------------------------------------------------------- shards */

int shard_parse(const char *text, int *k, int *n)
{
    char tail;
    return sscanf(text, "%d/%d%c", k, n, &tail) == 2 && *n >= 1 && *k >= 1 && *k <= *n ? 0 : -1;
}

void shard_range(int games, int k, int n, int *first, int *end)
{
    *first = (int)((long long)games * (k - 1) / n);
    *end = (int)((long long)games * k / n);
}

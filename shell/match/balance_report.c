/* balance_report.c - wuzi-balance's report, table and chart (see
 * balance_report.h). */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <wuzi/openings.h>

#include "balance_report.h"
#include "choices.h"

/* ------------------------------------------------------------- tallies */

void tally_add(tally *t, const summary_game *g)
{
    if (g->error) {
        t->errors++;
        return;
    }
    t->games++;
    if (g->winner == WZ_P1)
        t->p1++;
    else if (g->winner == WZ_P2)
        t->p2++;
    else
        t->draws++;
    if (g->colour == WZ_BLACK)
        t->black++;
    else if (g->colour == WZ_WHITE)
        t->white++;
    t->stones += g->stones;
    if (t->games == 1 || g->stones < t->shortest)
        t->shortest = g->stones;
    if (g->stones > t->longest)
        t->longest = g->stones;
}

interval tally_p1_score(const tally *t)
{
    return score_interval(t->p1, t->draws, t->p2);
}

interval tally_black_score(const tally *t)
{
    return score_interval(t->black, t->draws, t->white);
}

/* ---------------------------------------------------- choices counted */

typedef struct value_tally {
    char *value;
    tally t;
} value_tally;

typedef struct dim {
    char *key;
    value_tally *v;
    int n, cap;
} dim;

typedef struct dims {
    dim *d;
    int n, cap;
} dims;

static tally *dim_value(dims *ds, const char *key, const char *value)
{
    dim *d = NULL;
    for (int i = 0; i < ds->n && !d; i++)
        if (strcmp(ds->d[i].key, key) == 0)
            d = &ds->d[i];
    if (!d) {
        if (ds->n == ds->cap) {
            int cap = ds->cap ? ds->cap * 2 : 8;
            dim *l = realloc(ds->d, sizeof *l * (size_t)cap);
            if (!l)
                return NULL;
            ds->d = l;
            ds->cap = cap;
        }
        d = &ds->d[ds->n];
        memset(d, 0, sizeof *d);
        if (!(d->key = strdup(key)))
            return NULL;
        ds->n++;
    }
    for (int i = 0; i < d->n; i++)
        if (strcmp(d->v[i].value, value) == 0)
            return &d->v[i].t;
    if (d->n == d->cap) {
        int cap = d->cap ? d->cap * 2 : 8;
        value_tally *l = realloc(d->v, sizeof *l * (size_t)cap);
        if (!l)
            return NULL;
        d->v = l;
        d->cap = cap;
    }
    value_tally *v = &d->v[d->n];
    memset(v, 0, sizeof *v);
    if (!(v->value = strdup(value)))
        return NULL;
    d->n++;
    return &v->t;
}

static void dims_free(dims *ds)
{
    for (int i = 0; i < ds->n; i++) {
        for (int k = 0; k < ds->d[i].n; k++)
            free(ds->d[i].v[k].value);
        free(ds->d[i].v);
        free(ds->d[i].key);
    }
    free(ds->d);
}

/* Count g under each of its choices, and under its whole branch. */
static void count_choices(dims *ds, dims *branches, const summary_game *g)
{
    char copy[CHOICES_MAX], branch[CHOICES_MAX] = "";
    snprintf(copy, sizeof copy, "%s", g->choices);
    char *save = NULL;
    for (char *kv = strtok_r(copy, ";", &save); kv; kv = strtok_r(NULL, ";", &save)) {
        char *eq = strchr(kv, '=');
        if (!eq)
            continue;
        *eq = '\0';
        tally *t = dim_value(ds, kv, eq + 1);
        if (t)
            tally_add(t, g);
        size_t used = strlen(branch);
        snprintf(branch + used, sizeof branch - used, "%s%s", used ? ", " : "", eq + 1);
    }
    if (branch[0]) {
        tally *t = dim_value(branches, "branch", branch);
        if (t)
            tally_add(t, g);
    }
}

/* The place of an opening code among the 52 (the 26 first). */
static int opening_rank(const char *code)
{
    for (int i = 0; i < wz_opening52_count(); i++) {
        const struct wz_opening *op = wz_opening52_at(i);
        if (op && strcmp(op->code, code) == 0)
            return i;
    }
    return 1000;
}

/* Strings with their digit runs compared as numbers ("declare 2" before
 * "declare 10"). */
static int natural(const char *a, const char *b)
{
    while (*a && *b) {
        if (*a >= '0' && *a <= '9' && *b >= '0' && *b <= '9') {
            char *ea, *eb;
            long x = strtol(a, &ea, 10), y = strtol(b, &eb, 10);
            if (x != y)
                return x < y ? -1 : 1;
            a = ea;
            b = eb;
        } else if (*a != *b) {
            return (unsigned char)*a - (unsigned char)*b;
        } else {
            a++;
            b++;
        }
    }
    return (unsigned char)*a - (unsigned char)*b;
}

/* Where value's first word stands in the key's "a|b|c" (1000 if not). */
static int kind_rank(const char *key, const char *value)
{
    const char *list = strstr(key, ": ");
    size_t vlen = strcspn(value, " ");
    if (!list)
        return 1000;
    list += 2;
    for (int i = 0; *list; i++) {
        size_t n = strcspn(list, "|");
        if (n == vlen && strncmp(list, value, n) == 0)
            return i;
        list += n + (list[n] ? 1 : 0);
    }
    return 1000;
}

static const char *sort_key; /* the dimension being sorted (qsort has no user pointer) */

/* The row of the games that did not make a choice (another branch, or an
 * opening that is none of the 26 or 52). */
#define NOT_MADE "(not made)"

static int by_value(const void *a, const void *b)
{
    const value_tally *x = a, *y = b;
    int rx, ry;
    if (strcmp(x->value, NOT_MADE) == 0 || strcmp(y->value, NOT_MADE) == 0)
        return strcmp(x->value, NOT_MADE) == 0 ? strcmp(y->value, NOT_MADE) == 0 ? 0 : 1 : -1;
    if (strcmp(sort_key, "opening") == 0) {
        rx = opening_rank(x->value);
        ry = opening_rank(y->value);
    } else {
        rx = kind_rank(sort_key, x->value);
        ry = kind_rank(sort_key, y->value);
    }
    if (rx != ry)
        return rx - ry;
    return natural(x->value, y->value);
}

static int by_games(const void *a, const void *b)
{
    const value_tally *x = a, *y = b;
    if (x->t.games != y->t.games)
        return y->t.games - x->t.games;
    return strcmp(x->value, y->value);
}

static int by_moment(const void *a, const void *b)
{
    const dim *x = a, *y = b;
    int ox = choices_key_order(x->key), oy = choices_key_order(y->key);
    if (ox != oy)
        return ox - oy;
    return strcmp(x->key, y->key);
}

/* ---------------------------------------------------------------- words */

static double pct(double share)
{
    return 100 * share + 0.0; /* no "-0.0" */
}

static double half_width(interval i)
{
    return (i.hi - i.lo) / 2;
}

/* "P2 favoured: 58.0% +- 4.0%", and brief: "P2 favoured" */
static void verdict(const tally *t, int colours_move, char *buf, size_t len, const char **brief)
{
    interval s = tally_p1_score(t);
    *brief = "balanced";
    if (t->games == 0) {
        snprintf(buf, len, "no games played");
        *brief = "no games";
        return;
    }
    int n;
    if (s.lo > 0.5) {
        *brief = "P1 favoured";
        n = snprintf(buf, len, "P1 favoured: %.1f%% +- %.1f%%", pct(s.share), pct(half_width(s)));
    } else if (s.hi < 0.5) {
        *brief = "P2 favoured";
        n = snprintf(buf, len, "P2 favoured: %.1f%% +- %.1f%%", pct(1 - s.share),
                     pct(half_width(s)));
    } else {
        n = snprintf(buf, len, "balanced: P1 scores %.1f%% +- %.1f%%, neither side is favoured at 95%%",
                     pct(s.share), pct(half_width(s)));
    }
    if (colours_move && n > 0 && (size_t)n < len) {
        interval b = tally_black_score(t);
        snprintf(buf + n, len - (size_t)n, " (black scores %.1f%% +- %.1f%%)", pct(b.share),
                 pct(half_width(b)));
    }
}

static void count_line(FILE *out, const char *what, int k, int n)
{
    interval i = wilson(k, n);
    fprintf(out, "  %-12s %7d  %5.1f%%   [%5.1f%%, %5.1f%%]\n", what, k, pct(i.share), pct(i.lo),
            pct(i.hi));
}

static void score_line(FILE *out, const char *what, interval i)
{
    fprintf(out, "  %-12s %7s  %5.1f%%   [%5.1f%%, %5.1f%%]\n", what, "", pct(i.share), pct(i.lo),
            pct(i.hi));
}

static void choice_line(FILE *out, const char *value, const tally *t, int total, int width)
{
    interval p = tally_p1_score(t), b = tally_black_score(t);
    fprintf(out, "    %-*s %7d %5.1f%%   P1 %5.1f%% [%5.1f%%, %5.1f%%]   black %5.1f%% [%5.1f%%, %5.1f%%]\n",
            width, value, t->games, total ? pct((double)t->games / total) : 0.0, pct(p.share),
            pct(p.lo), pct(p.hi), pct(b.share), pct(b.lo), pct(b.hi));
}

static int widest(const dim *d, int max)
{
    int w = 5;
    for (int i = 0; i < d->n && i < max; i++)
        if ((int)strlen(d->v[i].value) > w)
            w = (int)strlen(d->v[i].value);
    return w;
}

/* How many branches the report lists; the rest are summed up. */
#define BRANCHES_SHOWN 12

static void tally_run(const summary_run *run, tally *t, int *colours_move)
{
    memset(t, 0, sizeof *t);
    *colours_move = 0;
    for (int i = 0; i < run->n; i++) {
        tally_add(t, &run->list[i]);
        if (!run->list[i].error && !run->list[i].a_black)
            *colours_move = 1;
    }
}

void balance_report(FILE *out, const summary_run *run)
{
    char v[1024], name[256], rules[1024], ai[1024], seed[64], limit[256], jitter[32];
    summary_value(run, "variant", v, sizeof v);
    summary_value(run, "name", name, sizeof name);
    summary_value(run, "rules", rules, sizeof rules);
    summary_value(run, "ai", ai, sizeof ai);
    summary_value(run, "seed", seed, sizeof seed);
    summary_value(run, "limit", limit, sizeof limit);
    summary_value(run, "jitter", jitter, sizeof jitter);
    tally t;
    int colours_move;
    tally_run(run, &t, &colours_move);

    fprintf(out, "%s%s%s%s%s%s\n", v, rules[0] ? " " : "", rules, name[0] ? " (" : "", name,
            name[0] ? ")" : "");
    fprintf(out, "self-play by %s, seed %s", ai, seed);
    if (atoi(jitter) > 0)
        fprintf(out, ", nodes varied by +-%s%% a move", jitter);
    fprintf(out, "\n");
    if (strcmp(limit, "nodes") == 0 || strcmp(limit, "depth") == 0)
        fprintf(out, "repeatable: a %s limit, so the same seed gives the same games on any machine\n",
                strcmp(limit, "nodes") == 0 ? "node" : "depth");
    else if (strcmp(limit, "none") == 0)
        fprintf(out, "repeatable: the AI keeps no clock, so the same seed gives the same games\n");
    else
        fprintf(out, "not repeatable: %s, so the games depend on the machine and its load\n", limit);
    fprintf(out, "games: %d played", t.games);
    if (t.errors)
        fprintf(out, ", %d could not be (left out below)", t.errors);
    if (t.games + t.errors < run->games)
        fprintf(out, "; the summaries hold %d of the run's %d", t.games + t.errors, run->games);
    fprintf(out, "\n\n");

    fprintf(out, "  %-12s %7s  %6s   %s\n", "", "games", "share", "95% interval");
    count_line(out, "P1 wins", t.p1, t.games);
    count_line(out, "P2 wins", t.p2, t.games);
    count_line(out, "black wins", t.black, t.games);
    count_line(out, "white wins", t.white, t.games);
    count_line(out, "draws", t.draws, t.games);
    score_line(out, "P1 score", tally_p1_score(&t));
    score_line(out, "black score", tally_black_score(&t));
    if (t.games)
        fprintf(out, "  length: %.1f stones on average, from %d to %d\n",
                (double)t.stones / t.games, t.shortest, t.longest);

    dims ds = {0}, branches = {0};
    for (int i = 0; i < run->n; i++)
        if (!run->list[i].error)
            count_choices(&ds, &branches, &run->list[i]);
    for (int i = 0, n = ds.n; i < n; i++) {
        char key[300];
        snprintf(key, sizeof key, "%s=", ds.d[i].key);
        for (int k = 0; k < run->n; k++) {
            const summary_game *g = &run->list[k];
            const char *at = g->error ? NULL : strstr(g->choices, key);
            while (at && at != g->choices && at[-1] != ';')
                at = strstr(at + 1, key);
            if (!g->error && !at) {
                tally *nt = dim_value(&ds, ds.d[i].key, NOT_MADE);
                if (nt)
                    tally_add(nt, g);
            }
        }
    }
    if (ds.n) /* qsort may not be given NULL, even for nothing */
        qsort(ds.d, (size_t)ds.n, sizeof *ds.d, by_moment);
    for (int i = 0; i < ds.n; i++) {
        dim *d = &ds.d[i];
        sort_key = d->key;
        if (d->n)
            qsort(d->v, (size_t)d->n, sizeof *d->v, by_value);
        if (strcmp(d->key, "opening") == 0)
            fprintf(out, "\nby opening (the first three stones)\n");
        else
            fprintf(out, "\nby the choice %s\n", d->key);
        int w = widest(d, d->n);
        for (int k = 0; k < d->n; k++)
            choice_line(out, d->v[k].value, &d->v[k].t, t.games, w);
    }
    if (ds.n > 1 && branches.n > 0) {
        dim *d = &branches.d[0];
        if (d->n)
            qsort(d->v, (size_t)d->n, sizeof *d->v, by_games);
        fprintf(out, "\nby branch (every choice of the opening)\n");
        int w = widest(d, BRANCHES_SHOWN);
        for (int k = 0; k < d->n && k < BRANCHES_SHOWN; k++)
            choice_line(out, d->v[k].value, &d->v[k].t, t.games, w);
        if (d->n > BRANCHES_SHOWN) {
            int rest = 0;
            for (int k = BRANCHES_SHOWN; k < d->n; k++)
                rest += d->v[k].t.games;
            fprintf(out, "    and %d branches more, %d games\n", d->n - BRANCHES_SHOWN, rest);
        }
    }
    dims_free(&ds);
    dims_free(&branches);

    char words[512];
    const char *brief;
    verdict(&t, colours_move, words, sizeof words, &brief);
    fprintf(out, "\nverdict: %s\n", words);
}

/* ---------------------------------------------------------------- table */

typedef struct row {
    summary_run *run;
    tally t;
    int colours_move;
    double imbalance;
    char id[256];
} row;

static int by_imbalance(const void *a, const void *b)
{
    const row *x = a, *y = b;
    if (x->imbalance != y->imbalance)
        return x->imbalance < y->imbalance ? -1 : 1;
    return strcmp(x->id, y->id);
}

/* The runs in table order, each with its tally; NULL when out of memory. */
static row *table_rows(summary_run *runs, int n)
{
    row *rows = calloc((size_t)(n ? n : 1), sizeof *rows);
    if (!rows)
        return NULL;
    for (int i = 0; i < n; i++) {
        row *r = &rows[i];
        char rules[1024];
        r->run = &runs[i];
        tally_run(&runs[i], &r->t, &r->colours_move);
        r->imbalance = r->t.games ? fabs(tally_p1_score(&r->t).share - 0.5) : 1;
        summary_value(&runs[i], "variant", r->id, sizeof r->id);
        summary_value(&runs[i], "rules", rules, sizeof rules);
        if (rules[0]) {
            size_t len = strlen(r->id);
            snprintf(r->id + len, sizeof r->id - len, " %.200s", rules);
        }
    }
    if (n)
        qsort(rows, (size_t)n, sizeof *rows, by_imbalance);
    return rows;
}

/* The settings every run shares, or "" when they differ. */
static void common_settings(row *rows, int n, char *buf, size_t len)
{
    char ai[1024], seed[64], limit[256], games[32];
    buf[0] = '\0';
    for (int i = 0; i < n; i++) {
        char line[1600], a[1024], s[64], l[256], g[32];
        summary_value(rows[i].run, "ai", a, sizeof a);
        summary_value(rows[i].run, "seed", s, sizeof s);
        summary_value(rows[i].run, "limit", l, sizeof l);
        summary_value(rows[i].run, "games", g, sizeof g);
        if (i == 0) {
            snprintf(ai, sizeof ai, "%s", a);
            snprintf(seed, sizeof seed, "%s", s);
            snprintf(limit, sizeof limit, "%s", l);
            snprintf(games, sizeof games, "%s", g);
            snprintf(line, sizeof line, "self-play by %s, seed %s, %s games a variant (%s)", a, s,
                     g, strcmp(l, "nodes") == 0 || strcmp(l, "depth") == 0 || strcmp(l, "none") == 0
                            ? "repeatable" : "not repeatable");
            snprintf(buf, len, "%s", line);
        } else if (strcmp(ai, a) || strcmp(seed, s) || strcmp(limit, l) || strcmp(games, g)) {
            snprintf(buf, len, "the runs differ in their settings (see each one's report)");
            return;
        }
    }
}

void balance_table(FILE *out, summary_run *runs, int n)
{
    row *rows = table_rows(runs, n);
    if (!rows)
        return;
    char settings[2048];
    common_settings(rows, n, settings, sizeof settings);
    fprintf(out, "%s; the most balanced first\n\n", settings);
    fprintf(out, "| # | variant | games | P1 score | 95%% interval | black score | draws | length | verdict |\n");
    fprintf(out, "|--:|:--|--:|--:|:-:|--:|--:|--:|:--|\n");
    for (int i = 0; i < n; i++) {
        row *r = &rows[i];
        interval p = tally_p1_score(&r->t), b = tally_black_score(&r->t);
        interval d = wilson(r->t.draws, r->t.games);
        char words[512];
        const char *brief;
        verdict(&r->t, r->colours_move, words, sizeof words, &brief);
        fprintf(out, "| %d | %s | %d | %.1f%% | %.1f-%.1f%% | %.1f%% | %.1f%% | %.1f | %s |\n", i + 1,
                r->id, r->t.games, pct(p.share), pct(p.lo), pct(p.hi), pct(b.share), pct(d.share),
                r->t.games ? (double)r->t.stones / r->t.games : 0.0, brief);
    }
    free(rows);
}

/* ---------------------------------------------------------------- chart */

static void xml_text(FILE *f, const char *s)
{
    for (; *s; s++)
        switch (*s) {
        case '&': fputs("&amp;", f); break;
        case '<': fputs("&lt;", f); break;
        case '>': fputs("&gt;", f); break;
        case '"': fputs("&quot;", f); break;
        default: fputc(*s, f); break;
        }
}

int balance_svg(const char *path, summary_run *runs, int n, char *why, size_t whylen)
{
    row *rows = table_rows(runs, n);
    if (!rows) {
        snprintf(why, whylen, "out of memory");
        return -1;
    }
    char settings[2048], tmp[4200];
    common_settings(rows, n, settings, sizeof settings);
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    FILE *f = fopen(tmp, "w");
    if (!f) {
        snprintf(why, whylen, "%s: %s", tmp, strerror(errno));
        free(rows);
        return -1;
    }
    /* rows of 18 px: the variant's id, then the 0..100% axis with the
     * score's dot and its interval as a bar, then the figures */
    const int left = 230, plot = 460, right = 200, top = 84, rowh = 18;
    int width = left + plot + right, height = top + rowh * n + 40;
    fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
               "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n",
            width, height, width, height);
    fprintf(f, "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n");
    fprintf(f, "<text x=\"%d\" y=\"20\" font-size=\"15\" font-weight=\"bold\">P1's score in "
               "self-play, with its 95%% interval</text>\n", 10);
    fprintf(f, "<text x=\"10\" y=\"38\" fill=\"#444\">");
    xml_text(f, settings);
    fprintf(f, "</text>\n");
    /* the legend: what the colours of the verdict mean */
    static const struct { const char *colour, *what; } legend[] = {
        {"#2a7", "balanced (the interval holds 50%)"},
        {"#c33", "P1 favoured"},
        {"#36c", "P2 favoured"},
    };
    for (int i = 0, x = 10; i < 3; i++) {
        fprintf(f, "<circle cx=\"%d\" cy=\"56\" r=\"4\" fill=\"%s\"/>", x + 4, legend[i].colour);
        fprintf(f, "<text x=\"%d\" y=\"60\" fill=\"#444\">%s</text>\n", x + 12, legend[i].what);
        x += 24 + 7 * (int)strlen(legend[i].what);
    }
    for (int pc = 0; pc <= 100; pc += 10) {
        double x = left + plot * pc / 100.0;
        fprintf(f, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"%s\"%s/>\n", x,
                top - 6, x, top + rowh * n, pc == 50 ? "#888" : "#ddd",
                pc == 50 ? " stroke-dasharray=\"4 3\"" : "");
        fprintf(f, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\" fill=\"#444\">%d%%</text>\n",
                x, top + rowh * n + 16, pc);
    }
    for (int i = 0; i < n; i++) {
        row *r = &rows[i];
        interval p = tally_p1_score(&r->t);
        double y = top + rowh * i + rowh / 2.0;
        const char *brief, *colour;
        char words[512];
        verdict(&r->t, r->colours_move, words, sizeof words, &brief);
        colour = strcmp(brief, "balanced") == 0 ? "#2a7" : strcmp(brief, "P1 favoured") == 0
                                                              ? "#c33" : "#36c";
        if (i % 2)
            fprintf(f, "<rect x=\"0\" y=\"%.1f\" width=\"%d\" height=\"%d\" fill=\"#f5f5f5\"/>\n",
                    y - rowh / 2.0, width, rowh);
        fprintf(f, "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">", left - 8, y + 4);
        xml_text(f, r->id);
        fprintf(f, "</text>\n");
        if (r->t.games) {
            fprintf(f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" "
                       "stroke-width=\"3\"/>\n",
                    left + plot * p.lo, y, left + plot * p.hi, y, colour);
            fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"4\" fill=\"%s\"><title>", left + plot * p.share,
                    y, colour);
            xml_text(f, words);
            fprintf(f, "</title></circle>\n");
        }
        fprintf(f, "<text x=\"%d\" y=\"%.1f\" fill=\"#444\">%.1f%% [%.1f, %.1f] n=%d</text>\n",
                left + plot + 8, y + 4, pct(p.share), pct(p.lo), pct(p.hi), r->t.games);
    }
    fprintf(f, "</svg>\n");
    free(rows);
    int bad = ferror(f) != 0;
    bad |= fclose(f) != 0;
    if (bad || rename(tmp, path) != 0) {
        snprintf(why, whylen, "%s: %s", path, strerror(errno ? errno : EIO));
        unlink(tmp);
        return -1;
    }
    return 0;
}

/*
 * balance.c - wuzi-balance: how fair is a variant's opening rule?  One AI
 * makes every decision for both players in N games of self-play; the
 * report gives each side's wins, draws and score with 95% intervals, the
 * breakdown by the choices the opening made, and a verdict.  --all does
 * it for every variant and sorts them by imbalance; --shard and --merge
 * cut a run into parts played anywhere and put them back together.
 *
 * The games are wuzi-match's (play.c, runner.c): each in a process of its
 * own, game i with seed S+i, so a game plays the same in any shard.
 */
#include <errno.h>
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "balance_report.h"
#include "progress.h"
#include "runner.h"
#include "summary.h"

#define PROG "wuzi-balance"
#define DEFAULT_AI "engine nodes=1000"

static void usage(FILE *to)
{
    fprintf(to,
            "usage: wuzi-balance VARIANT [key=value ...] [options]\n"
            "       wuzi-balance --all [options]\n"
            "       wuzi-balance --merge FILE... [--svg FILE] [-v]\n"
            "\n"
            "Plays games of a variant in which one AI makes every decision for both\n"
            "players, and reports how the outcome leans: P1's and P2's wins, black's\n"
            "and white's, the draws, the scores, each with a 95%% interval, the\n"
            "breakdown by the choices the opening made, and a verdict.\n"
            "\n"
            "  -n, --games N          games to play (default 100; a variant each with --all)\n"
            "      --ai 'PLUGIN k=v'  the AI (default '" DEFAULT_AI "'); a node or depth\n"
            "                         limit makes the run repeatable, a time limit does not\n"
            "  -s, --seed S           seed of the first game; game i has S+i (default 1)\n"
            "  -j, --jobs J           games played at once (default 1)\n"
            "      --out FILE         write the summary (settings, one line per game) to FILE;\n"
            "                         '-': to standard output, and no report\n"
            "      --jitter PCT       with a node limit N, each move gets a limit drawn from\n"
            "                         N +- PCT%% by the game's seed (default 50; 0: off), so\n"
            "                         that a deterministic AI plays different games\n"
            "      --records DIR      also save every game as a wuzi record in DIR\n"
            "      --all              every variant of the catalog, then a table sorted by\n"
            "                         imbalance (the most balanced first)\n"
            "      --shard K/N        play only the K-th of N parts of the run (needs --out)\n"
            "      --resume           go on with the run of --out FILE: play only the games\n"
            "                         it does not hold yet (same command, same settings)\n"
            "      --merge            read the summaries FILE... and print their report\n"
            "      --svg FILE         draw the P1 scores with their intervals as an SVG chart\n"
            "  -v, --verbose          with --all: each variant's full report after the table\n"
            "      --max-game-time S  kill a game still running after S seconds (default 3600)\n"
            "  -q, --quiet            no progress line on the terminal\n"
            "  -h, --help             this text\n");
}

static void on_registry_error(void *user, const char *line)
{
    (void)user;
    fprintf(stderr, PROG ": %s\n", line);
}

/* One variant's run, or the part of it this process plays. */
typedef struct run {
    match_setup m;
    int first, end;       /* the games of this shard */
    int *todo, ntodo;     /* those to play here (--resume skips those played) */
    summary_header h;
    summary_run *results; /* in the program's summary set */
    char records[4096];
} run;

typedef struct lab {
    run *runs;
    int nruns;
    int total, done, errors;
    FILE *out;
    int written;          /* the run whose header was written last, -1 none */
    int shard_k, shard_n;
    summary_set results;
    progress pr;
} lab;

/* The run of job j, and the game's index in it. */
static run *job_run(lab *b, int j, int *index)
{
    for (int i = 0; i < b->nruns; i++) {
        if (j < b->runs[i].ntodo) {
            *index = b->runs[i].todo[j];
            return &b->runs[i];
        }
        j -= b->runs[i].ntodo;
    }
    return NULL;
}

static void play_job(void *user, int j, report *r)
{
    int index = 0;
    run *rn = job_run(user, j, &index);
    play_game(&rn->m, index, NULL, 1, r);
}

static int job_done(void *user, int j, const report *r)
{
    lab *b = user;
    int index = 0;
    run *rn = job_run(b, j, &index);
    report copy = *r;
    copy.index = index;
    if (b->out) {
        if (b->written != rn - b->runs) {
            summary_begin(b->out, &rn->h, b->shard_k, b->shard_n);
            b->written = (int)(rn - b->runs);
        }
        summary_game_line(b->out, &copy, 0);
    }
    summary_game g = {
        .index = index, .error = r->error, .winner = r->winner, .colour = r->winner_colour,
        .stones = r->stones, .turns = r->moves, .outcome = r->outcome, .a_black = r->a_black,
        .choices = strdup(r->error ? "" : r->choices),
    };
    summary_run *res = rn->results;
    if (g.choices && res->n == res->cap) {
        int cap = res->cap ? res->cap * 2 : 64;
        summary_game *l = realloc(res->list, sizeof *l * (size_t)cap);
        if (l) {
            res->list = l;
            res->cap = cap;
        }
    }
    if (g.choices && res->n < res->cap)
        res->list[res->n++] = g;
    else
        free(g.choices);
    if (r->error) {
        b->errors++;
        progress_end(&b->pr);
        fprintf(stderr, PROG ": %s game %d: %s\n", wz_variant_id(rn->m.variant), index + 1,
                r->text);
    }
    b->done++;
    progress_show(&b->pr, b->done, wz_variant_id(rn->m.variant), 0);
    return 0;
}

static void tick(void *user)
{
    lab *b = user;
    progress_show(&b->pr, b->done, NULL, 0);
}

/* ----------------------------------------------------------- settings */

static void spec_text(const player *p, char *buf, size_t len)
{
    snprintf(buf, len, "%s", p->spec);
    for (int i = 0; i < p->nadded; i++) {
        size_t used = strlen(buf);
        snprintf(buf + used, len - used, " %s", p->added[i]);
    }
}

static int make_dir(const char *path)
{
    if (mkdir(path, 0777) != 0 && errno != EEXIST) {
        fprintf(stderr, PROG ": %s: %s\n", path, strerror(errno));
        return -1;
    }
    return 0;
}

/* ------------------------------------------------------------- output */

/* One run: its report; several: the table (and each report with
 * verbose).  The same text whether played here or merged. */
static int print_results(summary_set *s, int verbose, const char *svg)
{
    char why[1024];
    if (summary_finish(s, why, sizeof why) != 0) {
        fprintf(stderr, PROG ": %s\n", why);
        return 2;
    }
    if (s->nruns == 1) {
        balance_report(stdout, &s->runs[0]);
    } else {
        balance_table(stdout, s->runs, s->nruns);
        for (int i = 0; verbose && i < s->nruns; i++) {
            printf("\n");
            balance_report(stdout, &s->runs[i]);
        }
    }
    fflush(stdout);
    if (svg && balance_svg(svg, s->runs, s->nruns, why, sizeof why) != 0) {
        fprintf(stderr, PROG ": %s\n", why);
        return 1;
    }
    return 0;
}

static int merge(int nfiles, char **files, int verbose, const char *svg)
{
    summary_set s = {.prog = PROG};
    char why[8192];
    int status = 0;
    for (int i = 0; i < nfiles; i++)
        if (summary_read(&s, files[i], why, sizeof why) != 0) {
            fprintf(stderr, PROG ": %s\n", why);
            summary_free(&s);
            return 2;
        }
    for (int i = 0; i < s.nruns; i++) {
        char tool[64];
        if (strcmp(summary_value(&s.runs[i], "tool", tool, sizeof tool), PROG) != 0) {
            fprintf(stderr, PROG ": %s: a summary of %s, not of " PROG "\n", s.files[s.runs[i].file],
                    tool[0] ? tool : "an unknown tool");
            summary_free(&s);
            return 2;
        }
    }
    /* the same variant twice is a mix-up, not a comparison */
    static const char *const keys[] = {"ai", "seed", "games", "limit", "jitter"};
    for (int i = 0; i < s.nruns; i++)
        for (int k = i + 1; k < s.nruns; k++) {
            char a[1024], b[1024], va[1024], vb[1024];
            summary_value(&s.runs[i], "variant", a, sizeof a);
            summary_value(&s.runs[k], "variant", b, sizeof b);
            if (strcmp(a, b) != 0 || strcmp(summary_value(&s.runs[i], "rules", va, sizeof va),
                                            summary_value(&s.runs[k], "rules", vb, sizeof vb)))
                continue;
            const char *key = "name";
            for (size_t q = 0; q < sizeof keys / sizeof keys[0]; q++)
                if (strcmp(summary_value(&s.runs[i], keys[q], va, sizeof va),
                           summary_value(&s.runs[k], keys[q], vb, sizeof vb)) != 0) {
                    key = keys[q];
                    break;
                }
            summary_value(&s.runs[i], key, va, sizeof va);
            summary_value(&s.runs[k], key, vb, sizeof vb);
            fprintf(stderr, PROG ": %s and %s hold runs of %s that differ in %s ('%s', '%s'); "
                            "merge them apart\n",
                    s.files[s.runs[i].file], s.files[s.runs[k].file], a, key, va, vb);
            summary_free(&s);
            return 2;
        }
    status = print_results(&s, verbose, svg);
    summary_free(&s);
    return status;
}

/* --resume: the games of path become the runs' first results; a run of
 * other settings in it is refused. */
static int take_over(lab *b, const char *path)
{
    summary_set old = {.prog = PROG};
    char why[8192];
    if (summary_read(&old, path, why, sizeof why) != 0) {
        fprintf(stderr, PROG ": %s\n", why);
        summary_free(&old);
        return -1;
    }
    int status = 0;
    for (int i = 0; i < old.nruns && status == 0; i++) {
        summary_run *from = &old.runs[i], *to = NULL;
        for (int k = 0; k < b->nruns && !to; k++)
            if (strcmp(b->runs[k].results->header, from->header) == 0)
                to = b->runs[k].results;
        if (!to) {
            char v[256];
            fprintf(stderr, PROG ": %s holds a run of %s under other settings; --resume goes on "
                            "with the same command only\n",
                    path, summary_value(from, "variant", v, sizeof v));
            status = -1;
            break;
        }
        summary_game *l = realloc(to->list, sizeof *l * (size_t)(to->n + from->n + 1));
        if (!l) {
            fprintf(stderr, PROG ": out of memory\n");
            status = -1;
            break;
        }
        to->list = l;
        to->cap = to->n + from->n + 1;
        for (int g = 0; g < from->n; g++) {
            l[to->n++] = from->list[g];
            from->list[g].choices = NULL; /* moved */
        }
    }
    summary_free(&old);
    return status;
}

/* The name of option c, for messages ("n", "jitter"). */
static const char *option_name(const struct option *o, int c)
{
    static char letter[2];
    for (; o->name; o++)
        if (o->val == c)
            return c < 256 ? (letter[0] = (char)c, letter) : o->name;
    return "?";
}

int main(int argc, char **argv)
{
    enum { O_AI = 256, O_OUT, O_RECORDS, O_ALL, O_SHARD, O_MERGE, O_SVG, O_MAX_TIME, O_JITTER, O_RESUME };
    static const struct option options[] = {
        {"games", required_argument, NULL, 'n'},  {"ai", required_argument, NULL, O_AI},
        {"seed", required_argument, NULL, 's'},   {"jobs", required_argument, NULL, 'j'},
        {"out", required_argument, NULL, O_OUT},    {"records", required_argument, NULL, O_RECORDS},
        {"all", no_argument, NULL, O_ALL},        {"shard", required_argument, NULL, O_SHARD},
        {"merge", no_argument, NULL, O_MERGE},    {"svg", required_argument, NULL, O_SVG},
        {"verbose", no_argument, NULL, 'v'},      {"max-game-time", required_argument, NULL, O_MAX_TIME},
        {"jitter", required_argument, NULL, O_JITTER}, {"resume", no_argument, NULL, O_RESUME},
        {"quiet", no_argument, NULL, 'q'},        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    const char *ai_spec = DEFAULT_AI, *out_path = NULL, *records = NULL, *svg = NULL;
    int games = 100, jobs = 1, all = 0, do_merge = 0, verbose = 0, quiet = 0, resume = 0;
    int shard_k = 1, shard_n = 1, jitter = 50;
    long max_game_s = 3600;
    uint64_t seed = 1;
    for (int c; (c = getopt_long(argc, argv, "n:s:j:vqh", options, NULL)) != -1;) {
        char *end = NULL;
        switch (c) {
        case 'n': games = (int)whole_number(optarg, 1, 100000000, &end); break;
        case 's': end = wz_seed_parse(optarg, &seed) == 0 ? optarg + strlen(optarg) : optarg; break;
        case 'j': jobs = (int)whole_number(optarg, 1, 1024, &end); break;
        case O_OUT: out_path = optarg; break;
        case 'v': verbose = 1; break;
        case 'q': quiet = 1; break;
        case O_AI: ai_spec = optarg; break;
        case O_RECORDS: records = optarg; break;
        case O_ALL: all = 1; break;
        case O_MERGE: do_merge = 1; break;
        case O_RESUME: resume = 1; break;
        case O_SVG: svg = optarg; break;
        case O_MAX_TIME: max_game_s = whole_number(optarg, 1, 86400L * 366, &end); break;
        case O_JITTER: jitter = (int)whole_number(optarg, 0, 90, &end); break;
        case O_SHARD:
            if (shard_parse(optarg, &shard_k, &shard_n) != 0) {
                fprintf(stderr, PROG ": --shard takes K/N with 1 <= K <= N, not '%s'\n", optarg);
                return 2;
            }
            break;
        case 'h': usage(stdout); return 0;
        default: usage(stderr); return 2;
        }
        if (end && (*end || end == optarg)) {
            fprintf(stderr, PROG ": %s%s takes a number (in range), not '%s'\n", c < 256 ? "-" : "--",
                    option_name(options, c), optarg);
            return 2;
        }
    }
    if (do_merge) {
        if (optind == argc) {
            fprintf(stderr, PROG ": --merge needs the summary files to read\n");
            return 2;
        }
        return merge(argc - optind, argv + optind, verbose, svg);
    }
    if (all ? optind != argc : optind == argc) {
        fprintf(stderr, all ? PROG ": --all plays every variant: give no VARIANT or key=value\n"
                            : PROG ": which variant? (or --all; --help tells more)\n");
        return 2;
    }
    if (shard_n > 1 && !out_path) {
        fprintf(stderr, PROG ": --shard needs --out FILE, the shard's summary for --merge\n");
        return 2;
    }
    if (resume && (!out_path || strcmp(out_path, "-") == 0)) {
        fprintf(stderr, PROG ": --resume goes on with the summary of --out FILE\n");
        return 2;
    }
    const char *const *overrides = (const char *const *)argv + optind + 1;
    int noverrides = all ? 0 : argc - optind - 1;
    for (int i = 0; i < noverrides; i++)
        if (!strchr(overrides[i], '=')) {
            fprintf(stderr, PROG ": '%s': rules are written key=value\n", overrides[i]);
            return 2;
        }

    /* an engine that dies is the gomocup plugin's EPIPE, not our death */
    signal(SIGPIPE, SIG_IGN);

    int status = 0;
    char why[WZ_REASON_MAX + 4096], limit[256], spec[2048];
    lab b = {.written = -1, .shard_k = shard_k, .shard_n = shard_n};
    b.results.prog = PROG;
    wz_registry *reg = wz_registry_new();
    wz_registry_on_error(reg, on_registry_error, NULL);
    wz_registry_add_default_dirs(reg);
    wz_registry_scan(reg);

    b.nruns = all ? wz_registry_count(reg) : 1;
    b.runs = calloc((size_t)b.nruns, sizeof *b.runs);
    b.results.runs = calloc((size_t)b.nruns, sizeof *b.results.runs);
    if (!b.runs || !b.results.runs) {
        fprintf(stderr, PROG ": out of memory\n");
        status = 1;
        goto out;
    }
    if (records && make_dir(records) != 0) {
        status = 2;
        goto out;
    }
    for (int i = 0; i < b.nruns; i++) {
        run *rn = &b.runs[i];
        const wz_variant *v = all ? wz_registry_at(reg, i) : wz_registry_find(reg, argv[optind]);
        if (!v) {
            fprintf(stderr, PROG ": unknown variant '%s'\n", argv[optind]);
            status = 2;
            goto out;
        }
        wz_game *probe = wz_game_new(v, noverrides, overrides, 1, why, sizeof why);
        if (!probe) {
            fprintf(stderr, PROG ": %s: %s\n", wz_variant_id(v), why);
            status = 2;
            goto out;
        }
        wz_game_free(probe);
        rn->m.variant = v;
        rn->m.overrides = overrides;
        rn->m.noverrides = noverrides;
        rn->m.seed = seed;
        rn->m.games = games;
        rn->m.self_play = 1;
        rn->m.tool = PROG;
        /* each run parses its own copy (a player's keys point into it) */
        if (player_parse(reg, ai_spec, &rn->m.players[0], 0, why, sizeof why) != 0) {
            fprintf(stderr, PROG ": --ai: %s\n", why);
            status = 2;
            goto out;
        }
        player_settle_limit(&rn->m.players[0], limit, sizeof limit);
        const char *nodes = player_key(&rn->m.players[0], "nodes");
        if (nodes && jitter > 0) {
            rn->m.jitter_nodes = atol(nodes + 6);
            rn->m.jitter_pct = jitter;
        }
        if (records) {
            if (all) {
                snprintf(rn->records, sizeof rn->records, "%s/%s", records, wz_variant_id(v));
                if (make_dir(rn->records) != 0) {
                    status = 2;
                    goto out;
                }
            } else {
                snprintf(rn->records, sizeof rn->records, "%s", records);
            }
            rn->m.records = rn->records;
        }
        shard_range(games, shard_k, shard_n, &rn->first, &rn->end);

        char rules[2048] = "", number[32];
        for (int k = 0; k < noverrides; k++) {
            size_t used = strlen(rules);
            snprintf(rules + used, sizeof rules - used, "%s%s", k ? " " : "", overrides[k]);
        }
        summary_header_add(&rn->h, "tool", PROG);
        summary_header_add(&rn->h, "variant", wz_variant_id(v));
        summary_header_add(&rn->h, "name", wz_variant_name(v));
        summary_header_add(&rn->h, "rules", rules);
        spec_text(&rn->m.players[0], spec, sizeof spec);
        summary_header_add(&rn->h, "ai", spec);
        snprintf(number, sizeof number, "%llu", (unsigned long long)seed);
        summary_header_add(&rn->h, "seed", number);
        snprintf(number, sizeof number, "%d", games);
        summary_header_add(&rn->h, "games", number);
        summary_header_add(&rn->h, "limit", limit);
        snprintf(number, sizeof number, "%d", rn->m.jitter_pct);
        summary_header_add(&rn->h, "jitter", number);
        summary_run *res = &b.results.runs[i];
        res->header = strdup(rn->h.text);
        res->games = games;
        rn->results = res;
        b.results.nruns++;
        if (!res->header) {
            fprintf(stderr, PROG ": out of memory\n");
            status = 1;
            goto out;
        }
    }
    int resuming = resume && access(out_path, F_OK) == 0;
    if (resuming && take_over(&b, out_path) != 0) {
        status = 2;
        goto out;
    }
    for (int i = 0; i < b.nruns; i++) {
        run *rn = &b.runs[i];
        rn->todo = malloc(sizeof *rn->todo * (size_t)(rn->end - rn->first + 1));
        char *played = calloc((size_t)games, 1);
        if (!rn->todo || !played) {
            free(played);
            fprintf(stderr, PROG ": out of memory\n");
            status = 1;
            goto out;
        }
        for (int g = 0; g < rn->results->n; g++)
            played[rn->results->list[g].index] = 1;
        for (int g = rn->first; g < rn->end; g++)
            if (!played[g])
                rn->todo[rn->ntodo++] = g;
        free(played);
        b.total += rn->ntodo;
    }
    if (resuming) {
        b.out = summary_append(out_path, why, sizeof why);
        if (!b.out) {
            fprintf(stderr, PROG ": %s\n", why);
            status = 2;
            goto out;
        }
    } else if (out_path) {
        b.out = summary_create(out_path, why, sizeof why);
        if (!b.out) {
            fprintf(stderr, PROG ": %s\n", why);
            status = 2;
            goto out;
        }
        /* every run's header, so that an empty shard still names its runs */
        for (int i = 0; i < b.nruns; i++)
            if (b.runs[i].end == b.runs[i].first)
                summary_begin(b.out, &b.runs[i].h, shard_k, shard_n);
    }

    progress_start(&b.pr, b.total, quiet);
    runner rn = {
        .count = b.total, .jobs = jobs, .max_game_s = max_game_s,
        .play = play_job, .done = job_done, .tick = tick, .user = &b,
    };
    int ran = runner_run(&rn);
    progress_end(&b.pr);
    if (ran < 0) {
        fprintf(stderr, PROG ": cannot start a game: %s\n", strerror(errno));
        status = 1;
    } else if (ran == 130) {
        fprintf(stderr, PROG ": interrupted after %d of %d games\n", b.done, b.total);
        status = 130;
    }
    if (b.out && fclose(b.out) != 0) {
        fprintf(stderr, PROG ": %s: %s\n", out_path, strerror(errno));
        status = 1;
    }
    b.out = NULL;
    int printed = print_results(&b.results, verbose, svg);
    if (!status)
        status = printed ? printed : b.errors ? 1 : 0;
out:
    if (b.out)
        fclose(b.out);
    summary_free(&b.results);
    for (int i = 0; b.runs && i < b.nruns; i++)
        free(b.runs[i].todo);
    free(b.runs);
    wz_registry_free(reg);
    return status;
}

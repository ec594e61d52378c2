/*
 * main.c - wuzi-match: N games between two players under any variant,
 * several at once, every game saved as a wuzi record, then the score, the
 * Elo difference with its error bar and, if asked, an SPRT verdict.
 *
 * Each game runs in a process of its own (runner.c), so a player that
 * crashes or hangs takes no other game with it: a game that outlives
 * --max-game-time is killed whole, engines included.  Game i always plays
 * the same way (seed S+i, the openings in turn), so a match can be cut
 * into shards played anywhere (--shard K/N --out FILE) and their
 * summaries merged (--merge FILE...) into the score of the whole.
 */
#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "elo.h"
#include "openings.h"
#include "play.h"
#include "runner.h"
#include "summary.h"

static void usage(FILE *to)
{
    fprintf(to,
            "usage: wuzi-match [options] PLAYER_A PLAYER_B\n"
            "\n"
            "Plays games between two players and prints the score from A's side.\n"
            "A player is a wuzi AI plugin with its settings, one argument:\n"
            "  \"simple seed=3\"                  the simple AI\n"
            "  \"engine:/path/pbrain-x [k=v ...]\"  an external Gomocup engine (through\n"
            "                                   the gomocup plugin; k=v are its settings)\n"
            "The players take both colours in turn: games 1, 3, ... A starts as P1.\n"
            "\n"
            "  -v, --variant ID       variant to play (default gomoku-freestyle)\n"
            "  -k, --key KEY=VALUE    a rule of the variant (size=19), repeatable\n"
            "  -n, --games N          games to play (default 2, or twice the openings)\n"
            "  -j, --jobs J           games played at once (default 1)\n"
            "  -b, --openings FILE    openings, one a line (\"h8 h9 j10\"); each is played\n"
            "                         twice, the players changing sides\n"
            "  -o, --records DIR      where the records go (default wuzi-match-records)\n"
            "  -t, --time MS          time per move: engines get it as timeout_turn, AI\n"
            "                         plugins as time=MS; moves over it are counted\n"
            "  -s, --seed N           seed of the first game (default 1)\n"
            "      --sprt E0,E1[,ALPHA,BETA]\n"
            "                         test H0: elo <= E0 against H1: elo >= E1 (alpha and\n"
            "                         beta default 0.05); stops when one is accepted\n"
            "      --max-game-time S  kill a game still running after S seconds (default\n"
            "                         3600) and count it as an error\n"
            "      --out FILE         write the summary (settings, one line per game) to FILE;\n"
            "                         '-': to standard output, and nothing else there\n"
            "      --shard K/N        play only the K-th of N parts of the match (needs --out)\n"
            "      --merge            read the summaries FILE... and print the score of\n"
            "                         the games they hold (--sprt tests that score)\n"
            "  -q, --quiet            no line per game\n"
            "  -h, --help             this text\n"
            "\n"
            "       wuzi-match --merge [--sprt E0,E1[,ALPHA,BETA]] FILE...\n");
}

static void on_registry_error(void *user, const char *line)
{
    (void)user;
    fprintf(stderr, "wuzi-match: %s\n", line);
}

static int parse_sprt(const char *text, double v[4])
{
    v[2] = v[3] = 0.05;
    char tail;
    int n = sscanf(text, "%lf,%lf,%lf,%lf%c", &v[0], &v[1], &v[2], &v[3], &tail);
    return (n == 2 || n == 4) && v[1] > v[0] && v[2] > 0 && v[2] < 0.5 && v[3] > 0 && v[3] < 0.5
               ? 0
               : -1;
}

static void print_elo(const score *s, const char *a, const char *b)
{
    double elo, err;
    elo_estimate(s, &elo, &err);
    elo += 0.0; /* no "-0.0" */
    printf("Score of %s vs %s: %d - %d - %d  [%.3f] %d\n", a, b, s->wins, s->losses, s->draws,
           score_share(s), score_games(s));
    if (isinf(elo))
        printf("Elo difference: %sinf +/- inf\n", elo > 0 ? "+" : "-");
    else if (isinf(err))
        printf("Elo difference: %.1f +/- inf\n", elo);
    else
        printf("Elo difference: %.1f +/- %.1f\n", elo, err);
}

/* The score, the SPRT line when asked and the time line when timed: the
 * end of a match's report, here or after --merge. */
static void print_score(const score *sc, const char *a, const char *b, const double *sprt,
                        long time_ms, int over, int moves, long longest)
{
    print_elo(sc, a, b);
    if (sprt) {
        double lower, upper, llr = sprt_llr(sc, sprt[0], sprt[1]);
        sprt_bounds(sprt[2], sprt[3], &lower, &upper);
        printf("SPRT: llr %.2f (%.1f%%), lbound %.2f, ubound %.2f - %s  [H0: %g Elo, H1: %g Elo, "
               "alpha %g, beta %g]\n",
               llr, 100 * llr / upper, lower, upper,
               llr >= upper ? "H1 was accepted" : llr <= lower ? "H0 was accepted" : "continue",
               sprt[0], sprt[1], sprt[2], sprt[3]);
    }
    if (time_ms > 0)
        printf("Moves over %ld ms: %d of %d (%.2f%%), longest %ld ms\n", time_ms, over, moves,
               moves ? 100.0 * over / moves : 0.0, longest);
}

/* A match being played. */
typedef struct match {
    match_setup m;
    const opening *ops;
    int nops;
    int first, end;       /* the games played here */
    int quiet;
    const double *sprt;   /* NULL: no test */
    double lower, upper;
    FILE *out;
    score sc;
    int errors, moves, over;
    long longest;
} match;

static void play_job(void *user, int j, report *r)
{
    match *mt = user;
    int index = mt->first + j;
    const opening *op = mt->nops ? &mt->ops[(index / 2) % mt->nops] : NULL;
    play_game(&mt->m, index, op, index % 2 == 0, r);
}

static int job_done(void *user, int j, const report *r)
{
    match *mt = user;
    report copy = *r;
    copy.index = mt->first + j;
    if (mt->out)
        summary_game_line(mt->out, &copy, mt->m.time_limit_ms > 0);
    if (r->error) {
        mt->errors++;
        printf("game %d: error: %s\n", copy.index + 1, r->text);
        fflush(stdout);
        return 0;
    }
    mt->moves += r->moves;
    mt->over += r->over;
    if (r->longest_ms > mt->longest)
        mt->longest = r->longest_ms;
    if (r->outcome == 2)
        mt->sc.wins++;
    else if (r->outcome == 0)
        mt->sc.losses++;
    else
        mt->sc.draws++;
    if (!mt->quiet) {
        char path[4096];
        record_path(&mt->m, copy.index, path, sizeof path);
        printf("game %d: %s (black) vs %s (white): %s  [%s]\n", copy.index + 1,
               mt->m.players[r->a_black ? 0 : 1].name, mt->m.players[r->a_black ? 1 : 0].name,
               r->text, path);
    }
    fflush(stdout);
    if (mt->sprt) {
        double llr = sprt_llr(&mt->sc, mt->sprt[0], mt->sprt[1]);
        if (llr >= mt->upper || llr <= mt->lower)
            return 1;
    }
    return 0;
}

/* The score of the games in the summaries. */
static int merge(int nfiles, char **files, const double *sprt)
{
    summary_set s = {.prog = "wuzi-match"};
    char why[8192], v[1024];
    int status = 2;
    for (int i = 0; i < nfiles; i++)
        if (summary_read(&s, files[i], why, sizeof why) != 0) {
            fprintf(stderr, "wuzi-match: %s\n", why);
            goto out;
        }
    if (summary_finish(&s, why, sizeof why) != 0) {
        fprintf(stderr, "wuzi-match: %s\n", why);
        goto out;
    }
    if (s.nruns != 1 || strcmp(summary_value(&s.runs[0], "tool", v, sizeof v), "wuzi-match") != 0) {
        fprintf(stderr, "wuzi-match: %s\n",
                s.nruns != 1 ? "the summaries are of different matches (their settings differ)"
                             : "not the summary of a wuzi-match run");
        goto out;
    }
    const summary_run *run = &s.runs[0];
    score sc = {0, 0, 0};
    int errors = 0, over = 0, moves = 0;
    long longest = 0;
    for (int i = 0; i < run->n; i++) {
        const summary_game *g = &run->list[i];
        if (g->error) {
            errors++;
            continue;
        }
        moves += g->turns;
        over += g->over;
        if (g->longest_ms > longest)
            longest = g->longest_ms;
        if (g->outcome == 2)
            sc.wins++;
        else if (g->outcome == 0)
            sc.losses++;
        else
            sc.draws++;
    }
    char a[256], b[256], t[32];
    summary_value(run, "name-a", a, sizeof a);
    summary_value(run, "name-b", b, sizeof b);
    print_score(&sc, a, b, sprt, atol(summary_value(run, "time", t, sizeof t)), over, moves,
                longest);
    printf("Games: %d played, %d errors", score_games(&sc), errors);
    if (score_games(&sc) + errors < run->games)
        printf("; the summaries hold %d of the match's %d", score_games(&sc) + errors, run->games);
    printf("\n");
    status = errors ? 1 : 0;
out:
    summary_free(&s);
    return status;
}

/* A checksum of the openings, so that shards of different openings files
 * do not merge. */
static unsigned long openings_sum(const opening *ops, int n)
{
    unsigned long h = 5381;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < ops[i].n; k++) {
            const wz_action *a = &ops[i].acts[k];
            h = h * 33 + (unsigned long)a->kind;
            for (int p = 0; p < a->npoints; p++)
                h = h * 33 + (unsigned long)(a->pts[p].board * 676 + a->pts[p].x * 26 + a->pts[p].y);
            h = (h * 33 + (unsigned long)a->value) & 0xffffffffUL;
        }
    return h;
}

int main(int argc, char **argv)
{
    enum { O_OUT = 256, O_SHARD, O_MERGE };
    static const struct option options[] = {
        {"variant", required_argument, NULL, 'v'}, {"key", required_argument, NULL, 'k'},
        {"games", required_argument, NULL, 'n'},   {"jobs", required_argument, NULL, 'j'},
        {"openings", required_argument, NULL, 'b'}, {"records", required_argument, NULL, 'o'},
        {"time", required_argument, NULL, 't'},    {"seed", required_argument, NULL, 's'},
        {"sprt", required_argument, NULL, 'S'},    {"max-game-time", required_argument, NULL, 'M'},
        {"out", required_argument, NULL, O_OUT},   {"shard", required_argument, NULL, O_SHARD},
        {"merge", no_argument, NULL, O_MERGE},
        {"quiet", no_argument, NULL, 'q'},         {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    const char *variant_id = "gomoku-freestyle", *openings_path = NULL, *out_path = NULL;
    const char *overrides[64];
    int noverrides = 0, games = 0, jobs = 1, quiet = 0, use_sprt = 0, do_merge = 0;
    int shard_k = 1, shard_n = 1;
    long time_ms = 0, max_game_s = 3600;
    double sprt[4];
    char why[WZ_REASON_MAX + 4096];
    static match mt;
    match_setup *m = &mt.m;
    m->records = "wuzi-match-records";
    m->seed = 1;

    for (int c; (c = getopt_long(argc, argv, "v:k:n:j:b:o:t:s:qh", options, NULL)) != -1;) {
        char *end = NULL;
        switch (c) {
        case 'v': variant_id = optarg; break;
        case 'k':
            if (noverrides == 64 || !strchr(optarg, '=')) {
                fprintf(stderr, "wuzi-match: -k takes KEY=VALUE\n");
                return 2;
            }
            overrides[noverrides++] = optarg;
            break;
        case 'n': games = (int)whole_number(optarg, 0, 100000000, &end); break;
        case 'j': jobs = (int)whole_number(optarg, 1, 1024, &end); break;
        case 'b': openings_path = optarg; break;
        case 'o': m->records = optarg; break;
        case 't': time_ms = whole_number(optarg, 0, 86400000, &end); break;
        case 's': end = wz_seed_parse(optarg, &m->seed) == 0 ? optarg + strlen(optarg) : optarg; break;
        case 'M': max_game_s = whole_number(optarg, 1, 86400L * 366, &end); break;
        case 'S':
            if (parse_sprt(optarg, sprt) != 0) {
                fprintf(stderr, "wuzi-match: --sprt takes ELO0,ELO1[,ALPHA,BETA] with ELO0 < ELO1 "
                                "and 0 < ALPHA, BETA < 0.5\n");
                return 2;
            }
            use_sprt = 1;
            break;
        case O_OUT: out_path = optarg; break;
        case O_SHARD:
            if (shard_parse(optarg, &shard_k, &shard_n) != 0) {
                fprintf(stderr, "wuzi-match: --shard takes K/N with 1 <= K <= N, not '%s'\n", optarg);
                return 2;
            }
            break;
        case O_MERGE: do_merge = 1; break;
        case 'q': quiet = 1; break;
        case 'h': usage(stdout); return 0;
        default: usage(stderr); return 2;
        }
        if (end && (*end || end == optarg)) {
            fprintf(stderr, "wuzi-match: -%c takes a number (in range), not '%s'\n", c, optarg);
            return 2;
        }
    }
    if (do_merge) {
        if (optind == argc) {
            fprintf(stderr, "wuzi-match: --merge needs the summary files to read\n");
            return 2;
        }
        return merge(argc - optind, argv + optind, use_sprt ? sprt : NULL);
    }
    if (argc - optind != 2 || jobs < 1 || games < 0 || time_ms < 0 || max_game_s < 1) {
        usage(stderr);
        return 2;
    }
    if (shard_n > 1 && !out_path) {
        fprintf(stderr, "wuzi-match: --shard needs --out FILE, the shard's summary for --merge\n");
        return 2;
    }
    if (shard_n > 1 && use_sprt) {
        fprintf(stderr, "wuzi-match: --sprt stops a match early, which a shard cannot; "
                        "test the merged score instead (--merge --sprt)\n");
        return 2;
    }

    signal(SIGPIPE, SIG_IGN);

    int status = 0;
    opening *ops = NULL;
    wz_registry *reg = wz_registry_new();
    wz_registry_on_error(reg, on_registry_error, NULL);
    wz_registry_add_default_dirs(reg);
    wz_registry_scan(reg);
    m->variant = wz_registry_find(reg, variant_id);
    if (!m->variant) {
        fprintf(stderr, "wuzi-match: unknown variant '%s'\n", variant_id);
        status = 2;
        goto out;
    }
    m->overrides = overrides;
    m->noverrides = noverrides;
    wz_game *probe = wz_game_new(m->variant, noverrides, overrides, 1, why, sizeof why);
    if (!probe) {
        fprintf(stderr, "wuzi-match: %s\n", why);
        status = 2;
        goto out;
    }
    wz_game_free(probe);
    m->time_limit_ms = time_ms;
    for (int i = 0; i < 2; i++) {
        if (player_parse(reg, argv[optind + i], &m->players[i], time_ms, why, sizeof why) != 0) {
            fprintf(stderr, "wuzi-match: player %c: %s\n", 'A' + i, why);
            status = 2;
            goto out;
        }
        /* without -t, a node or depth limit alone ends a search, so that
         * the same seed gives the same games however busy the machine */
        char limit[256];
        if (time_ms == 0)
            player_settle_limit(&m->players[i], limit, sizeof limit);
    }
    if (strcmp(m->players[0].name, m->players[1].name) == 0) {
        strncat(m->players[0].name, "#A", sizeof m->players[0].name - strlen(m->players[0].name) - 1);
        strncat(m->players[1].name, "#B", sizeof m->players[1].name - strlen(m->players[1].name) - 1);
    }
    int nops = 0;
    if (openings_path) {
        nops = openings_read(openings_path, m->variant, overrides, noverrides, &ops, why, sizeof why);
        if (nops < 0) {
            fprintf(stderr, "wuzi-match: %s\n", why);
            status = 2;
            goto out;
        }
    }
    m->games = games ? games : nops ? 2 * nops : 2;
    if (mkdir(m->records, 0777) != 0 && errno != EEXIST) {
        fprintf(stderr, "wuzi-match: %s: %s\n", m->records, strerror(errno));
        status = 2;
        goto out;
    }
    mt.ops = ops;
    mt.nops = nops;
    mt.quiet = quiet;
    shard_range(m->games, shard_k, shard_n, &mt.first, &mt.end);
    if (use_sprt) {
        mt.sprt = sprt;
        sprt_bounds(sprt[2], sprt[3], &mt.lower, &mt.upper);
    }
    if (out_path) {
        mt.out = summary_create(out_path, why, sizeof why);
        if (!mt.out) {
            fprintf(stderr, "wuzi-match: %s\n", why);
            status = 2;
            goto out;
        }
        summary_header h = {.len = 0};
        char text[2048] = "", number[64];
        for (int k = 0; k < noverrides; k++) {
            size_t used = strlen(text);
            snprintf(text + used, sizeof text - used, "%s%s", k ? " " : "", overrides[k]);
        }
        summary_header_add(&h, "tool", "wuzi-match");
        summary_header_add(&h, "variant", wz_variant_id(m->variant));
        summary_header_add(&h, "rules", text);
        summary_header_add(&h, "player-a", m->players[0].spec);
        summary_header_add(&h, "player-b", m->players[1].spec);
        summary_header_add(&h, "name-a", m->players[0].name);
        summary_header_add(&h, "name-b", m->players[1].name);
        snprintf(text, sizeof text, "%d, checksum %08lx", nops, openings_sum(ops, nops));
        summary_header_add(&h, "openings", text);
        snprintf(number, sizeof number, "%llu", (unsigned long long)m->seed);
        summary_header_add(&h, "seed", number);
        snprintf(number, sizeof number, "%d", m->games);
        summary_header_add(&h, "games", number);
        snprintf(number, sizeof number, "%ld", time_ms);
        summary_header_add(&h, "time", number);
        summary_begin(mt.out, &h, shard_k, shard_n);
    }

    runner rn = {
        .count = mt.end - mt.first, .jobs = jobs, .max_game_s = max_game_s,
        .play = play_job, .done = job_done, .user = &mt,
    };
    int ran = runner_run(&rn);
    if (ran < 0)
        fprintf(stderr, "wuzi-match: cannot start a game: %s\n", strerror(errno));
    print_score(&mt.sc, m->players[0].name, m->players[1].name, use_sprt ? sprt : NULL, time_ms,
                mt.over, mt.moves, mt.longest);
    printf("Games: %d played, %d errors; records in %s\n", score_games(&mt.sc), mt.errors,
           m->records);
    status = ran == 130 ? 130 : ran < 0 || mt.errors ? 1 : 0;
    if (mt.out && fclose(mt.out) != 0) {
        fprintf(stderr, "wuzi-match: %s: %s\n", out_path, strerror(errno));
        status = 1;
    }
out:
    free(ops);
    wz_registry_free(reg);
    return status;
}

/*
 * main.c - wuzi-match: N games between two players under any variant,
 * several at once, every game saved as a wuzi record, then the score, the
 * Elo difference with its error bar and, if asked, an SPRT verdict.
 *
 * Each game runs in a process of its own (its own process group), so a
 * player that crashes or hangs takes no other game with it: a game that
 * outlives --max-game-time is killed whole, engines included.
 */
#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "elo.h"
#include "openings.h"
#include "play.h"

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
            "  -q, --quiet            no line per game\n"
            "  -h, --help             this text\n");
}

static volatile sig_atomic_t interrupted;

static void on_signal(int sig)
{
    (void)sig;
    interrupted = 1;
}

static void on_registry_error(void *user, const char *line)
{
    (void)user;
    fprintf(stderr, "wuzi-match: %s\n", line);
}

/* Parse "PLUGIN k=v ..." or "engine:PATH k=v ...". */
static int parse_player(wz_registry *reg, const char *spec, player *p, long time_ms, char *why,
                        size_t whylen)
{
    char *copy = p->words, *save = NULL;
    memset(p, 0, sizeof *p);
    if (strlen(spec) >= sizeof p->words) {
        snprintf(why, whylen, "a player is written in at most %zu characters (this one has %zu)",
                 sizeof p->words - 1, strlen(spec));
        return -1;
    }
    snprintf(p->spec, sizeof p->spec, "%s", spec);
    snprintf(copy, sizeof p->words, "%s", spec);
    char *name = strtok_r(copy, " \t", &save);
    if (!name) {
        snprintf(why, whylen, "an empty player");
        return -1;
    }
    int engine = strncmp(name, "engine:", 7) == 0;
    if (engine) {
        snprintf(p->engine_kv, sizeof p->engine_kv, "engine=%s", name + 7);
        p->keys[p->nkeys++] = p->engine_kv;
        const char *slash = strrchr(name + 7, '/');
        snprintf(p->name, sizeof p->name, "%s", slash ? slash + 1 : name + 7);
        p->ai = wz_registry_ai(reg, "gomocup", why, whylen);
        /* The match keeps the score: an engine's failure comes back to
         * it as an error to forfeit on, not as a resignation. */
        p->keys[p->nkeys++] = "forfeit=error";
        if (time_ms > 0 && !strstr(spec, "timeout_turn=")) {
            snprintf(p->turn_kv, sizeof p->turn_kv, "timeout_turn=%ld", time_ms);
            p->keys[p->nkeys++] = p->turn_kv;
        }
    } else {
        snprintf(p->name, sizeof p->name, "%s", name);
        p->ai = wz_registry_ai(reg, name, why, whylen);
    }
    if (!p->ai)
        return -1;
    for (char *kv; (kv = strtok_r(NULL, " \t", &save));) {
        if (!strchr(kv, '=') || kv[0] == '=' || p->nkeys == PLAYER_MAX_KEYS) {
            snprintf(why, whylen, "%s: write settings as key=value (at most %d)", kv,
                     PLAYER_MAX_KEYS);
            return -1;
        }
        if (strncmp(kv, "seed=", 5) == 0)
            p->user_seed = 1;
        p->keys[p->nkeys++] = kv;
    }
    /* Try the settings once now, so a typo stops the match at once. */
    void *config = player_config(p, 1, 0, why, whylen);
    if (!config)
        return -1;
    free(config);
    return 0;
}

/* A number from lo to hi; *end at its end, or at text when it is out of
 * range (refused, never wrapped or clamped). */
static long whole(char *text, long lo, long hi, char **end)
{
    errno = 0;
    long n = strtol(text, end, 10);
    if (errno || n < lo || n > hi)
        *end = text;
    return n;
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

/* A game being played by a child process. */
typedef struct running {
    pid_t pid;
    int fd;
    int index;
    long deadline_ms;
} running;

static long now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

static int launch(const match_setup *m, const opening *ops, int nops, int index, long max_ms,
                  running *slot)
{
    int fds[2];
    if (pipe(fds) != 0)
        return -1;
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0) {
        close(fds[0]);
        close(fds[1]);
        return -1;
    }
    if (pid == 0) {
        report r;
        setpgid(0, 0);
        signal(SIGINT, SIG_DFL);
        signal(SIGTERM, SIG_DFL);
        close(fds[0]);
        const opening *op = nops ? &ops[(index / 2) % nops] : NULL;
        play_game(m, index, op, index % 2 == 0, &r);
        ssize_t w = write(fds[1], &r, sizeof r);
        close(fds[1]);
        exit(w == (ssize_t)sizeof r ? 0 : 1);
    }
    setpgid(pid, pid);
    close(fds[1]);
    slot->pid = pid;
    slot->fd = fds[0];
    slot->index = index;
    slot->deadline_ms = now_ms() + max_ms;
    return 0;
}

/* Reap the child of a slot; a report it never sent becomes an error. */
static void finish(running *slot, report *r, int got)
{
    int status = 0;
    close(slot->fd);
    while (waitpid(slot->pid, &status, 0) < 0 && errno == EINTR)
        ;
    if (!got) {
        memset(r, 0, sizeof *r);
        r->index = slot->index;
        r->error = 1;
        if (WIFSIGNALED(status))
            snprintf(r->text, sizeof r->text, "the game's process was killed by signal %d (%s)",
                     WTERMSIG(status), strsignal(WTERMSIG(status)));
        else
            snprintf(r->text, sizeof r->text, "the game's process ended (status %d) without a result",
                     WEXITSTATUS(status));
    }
    slot->pid = 0;
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

int main(int argc, char **argv)
{
    static const struct option options[] = {
        {"variant", required_argument, NULL, 'v'}, {"key", required_argument, NULL, 'k'},
        {"games", required_argument, NULL, 'n'},   {"jobs", required_argument, NULL, 'j'},
        {"openings", required_argument, NULL, 'b'}, {"records", required_argument, NULL, 'o'},
        {"time", required_argument, NULL, 't'},    {"seed", required_argument, NULL, 's'},
        {"sprt", required_argument, NULL, 'S'},    {"max-game-time", required_argument, NULL, 'M'},
        {"quiet", no_argument, NULL, 'q'},         {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    const char *variant_id = "gomoku-freestyle", *openings_path = NULL;
    const char *overrides[64];
    int noverrides = 0, games = 0, jobs = 1, quiet = 0, use_sprt = 0;
    long time_ms = 0, max_game_s = 3600;
    double sprt[4];
    char why[WZ_REASON_MAX + 4096];
    static match_setup m;
    m.records = "wuzi-match-records";
    m.seed = 1;

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
        case 'n': games = (int)whole(optarg, 0, 100000000, &end); break;
        case 'j': jobs = (int)whole(optarg, 1, 1024, &end); break;
        case 'b': openings_path = optarg; break;
        case 'o': m.records = optarg; break;
        case 't': time_ms = whole(optarg, 0, 86400000, &end); break;
        case 's': end = wz_seed_parse(optarg, &m.seed) == 0 ? optarg + strlen(optarg) : optarg; break;
        case 'M': max_game_s = whole(optarg, 1, 86400L * 366, &end); break;
        case 'S':
            if (parse_sprt(optarg, sprt) != 0) {
                fprintf(stderr, "wuzi-match: --sprt takes ELO0,ELO1[,ALPHA,BETA] with ELO0 < ELO1 "
                                "and 0 < ALPHA, BETA < 0.5\n");
                return 2;
            }
            use_sprt = 1;
            break;
        case 'q': quiet = 1; break;
        case 'h': usage(stdout); return 0;
        default: usage(stderr); return 2;
        }
        if (end && (*end || end == optarg)) {
            fprintf(stderr, "wuzi-match: -%c takes a number (in range), not '%s'\n", c, optarg);
            return 2;
        }
    }
    if (argc - optind != 2 || jobs < 1 || games < 0 || time_ms < 0 || max_game_s < 1) {
        usage(stderr);
        return 2;
    }
    signal(SIGPIPE, SIG_IGN);

    int status = 0;
    opening *ops = NULL;
    running *slots = NULL;
    struct pollfd *pfd = NULL;
    wz_registry *reg = wz_registry_new();
    wz_registry_on_error(reg, on_registry_error, NULL);
    wz_registry_add_default_dirs(reg);
    wz_registry_scan(reg);
    m.variant = wz_registry_find(reg, variant_id);
    if (!m.variant) {
        fprintf(stderr, "wuzi-match: unknown variant '%s'\n", variant_id);
        status = 2;
        goto out;
    }
    m.overrides = overrides;
    m.noverrides = noverrides;
    wz_game *probe = wz_game_new(m.variant, noverrides, overrides, 1, why, sizeof why);
    if (!probe) {
        fprintf(stderr, "wuzi-match: %s\n", why);
        status = 2;
        goto out;
    }
    wz_game_free(probe);
    m.time_limit_ms = time_ms;
    for (int i = 0; i < 2; i++) {
        if (parse_player(reg, argv[optind + i], &m.players[i], time_ms, why, sizeof why) != 0) {
            fprintf(stderr, "wuzi-match: player %c: %s\n", 'A' + i, why);
            status = 2;
            goto out;
        }
    }
    if (strcmp(m.players[0].name, m.players[1].name) == 0) {
        strncat(m.players[0].name, "#A", sizeof m.players[0].name - strlen(m.players[0].name) - 1);
        strncat(m.players[1].name, "#B", sizeof m.players[1].name - strlen(m.players[1].name) - 1);
    }
    int nops = 0;
    if (openings_path) {
        nops = openings_read(openings_path, m.variant, overrides, noverrides, &ops, why, sizeof why);
        if (nops < 0) {
            fprintf(stderr, "wuzi-match: %s\n", why);
            status = 2;
            goto out;
        }
    }
    m.games = games ? games : nops ? 2 * nops : 2;
    if (mkdir(m.records, 0777) != 0 && errno != EEXIST) {
        fprintf(stderr, "wuzi-match: %s: %s\n", m.records, strerror(errno));
        status = 2;
        goto out;
    }

    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);

    slots = calloc((size_t)jobs, sizeof *slots);
    pfd = calloc((size_t)jobs, sizeof *pfd);
    score sc = {0, 0, 0};
    int next = 0, active = 0, errors = 0, moves = 0, over = 0, stop = 0;
    long longest = 0;
    double lower = 0, upper = 0, llr = 0;
    if (use_sprt)
        sprt_bounds(sprt[2], sprt[3], &lower, &upper);
    if (!slots || !pfd) {
        fprintf(stderr, "wuzi-match: out of memory\n");
        status = 1;
        goto out;
    }

    while (next < m.games || active > 0) {
        if (interrupted && !stop) {
            stop = 1;
            for (int i = 0; i < jobs; i++)
                if (slots[i].pid)
                    kill(-slots[i].pid, SIGKILL);
        }
        for (int i = 0; i < jobs && next < m.games && !stop; i++) {
            if (slots[i].pid)
                continue;
            if (launch(&m, ops, nops, next, max_game_s * 1000, &slots[i]) != 0) {
                fprintf(stderr, "wuzi-match: cannot start game %d: %s\n", next + 1, strerror(errno));
                stop = 1;
                break;
            }
            next++;
            active++;
        }
        if (active == 0)
            break;
        long wait = 1000;
        for (int i = 0; i < jobs; i++) {
            pfd[i].fd = slots[i].pid ? slots[i].fd : -1;
            pfd[i].events = POLLIN;
            pfd[i].revents = 0;
            if (slots[i].pid && slots[i].deadline_ms - now_ms() < wait)
                wait = slots[i].deadline_ms - now_ms();
        }
        if (poll(pfd, (nfds_t)jobs, wait < 0 ? 0 : (int)wait) < 0 && errno != EINTR)
            break;
        for (int i = 0; i < jobs; i++) {
            if (!slots[i].pid)
                continue;
            report r;
            int got = 0;
            if (pfd[i].revents) {
                ssize_t n;
                do
                    n = read(slots[i].fd, &r, sizeof r);
                while (n < 0 && errno == EINTR);
                got = n == (ssize_t)sizeof r;
            } else if (now_ms() >= slots[i].deadline_ms || stop) {
                kill(-slots[i].pid, SIGKILL);
            } else {
                continue;
            }
            int index = slots[i].index;
            finish(&slots[i], &r, got);
            if (!got && !pfd[i].revents && !stop)
                snprintf(r.text, sizeof r.text, "still running after %ld s: killed", max_game_s);
            active--;
            if (r.error) {
                errors++;
                if (!stop || got)
                    printf("game %d: error: %s\n", index + 1, r.text);
                continue;
            }
            moves += r.moves;
            over += r.over;
            if (r.longest_ms > longest)
                longest = r.longest_ms;
            if (r.outcome == 2)
                sc.wins++;
            else if (r.outcome == 0)
                sc.losses++;
            else
                sc.draws++;
            if (!quiet) {
                char path[4096];
                record_path(&m, index, path, sizeof path);
                printf("game %d: %s (black) vs %s (white): %s  [%s]\n", index + 1,
                       m.players[r.a_black ? 0 : 1].name, m.players[r.a_black ? 1 : 0].name,
                       r.text, path);
            }
            if (use_sprt) {
                llr = sprt_llr(&sc, sprt[0], sprt[1]);
                if (llr >= upper || llr <= lower)
                    stop = 1;
            }
            fflush(stdout);
        }
    }

    print_elo(&sc, m.players[0].name, m.players[1].name);
    if (use_sprt) {
        llr = sprt_llr(&sc, sprt[0], sprt[1]);
        printf("SPRT: llr %.2f (%.1f%%), lbound %.2f, ubound %.2f - %s  [H0: %g Elo, H1: %g Elo, "
               "alpha %g, beta %g]\n",
               llr, 100 * llr / upper, lower, upper,
               llr >= upper ? "H1 was accepted" : llr <= lower ? "H0 was accepted" : "continue",
               sprt[0], sprt[1], sprt[2], sprt[3]);
    }
    if (time_ms > 0)
        printf("Moves over %ld ms: %d of %d (%.2f%%), longest %ld ms\n", time_ms, over, moves,
               moves ? 100.0 * over / moves : 0.0, longest);
    printf("Games: %d played, %d errors; records in %s\n", score_games(&sc), errors, m.records);
    status = interrupted ? 130 : errors ? 1 : 0;
out:
    free(slots);
    free(pfd);
    free(ops);
    wz_registry_free(reg);
    return status;
}

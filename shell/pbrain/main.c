/*
 * main.c - pbrain-wuzi: any wuzi AI plugin as a Gomocup brain.
 *
 *   pbrain-wuzi [--ai NAME [key=value ...]] [--variant ID] [--seed N] [--quiet]
 *               [--time-key KEY] [--memory-key KEY]
 *
 * A tournament manager (Piskvork, c-gomoku-cli, a Gomocup judge) or the
 * gomocup plugin starts it and speaks the brain protocol on its standard
 * input and output.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <wuzi/ai.h>

#include "brain.h"
#include "hub.h"
#include "report.h"

static void usage(FILE *to)
{
    fprintf(to,
            "usage: pbrain-wuzi [--ai NAME [key=value ...]] [--variant ID] [--seed N] [--quiet]\n"
            "\n"
            "A Gomocup brain (the Piskvork protocol on standard input and output) that\n"
            "plays with any wuzi AI plugin.  The manager's INFO rule picks the variant:\n"
            "0 gomoku-freestyle, 1 gomoku-standard, 4 (or 2) renju, 8 caro.\n"
            "\n"
            "  --ai NAME [k=v ...]  the AI plugin and its settings (default: engine if\n"
            "                       installed, else simple)\n"
            "  --variant ID         play this variant whatever rule the manager sends\n"
            "  --time-key KEY       the AI setting that takes the thinking time in ms\n"
            "                       (default: time; an AI that refuses it is still cut\n"
            "                       off at the deadline, and the move of its last\n"
            "                       completed search iteration, or else a quick move,\n"
            "                       stands in)\n"
            "  --memory-key KEY     the AI setting that takes INFO max_memory, in MB\n"
            "                       (default: memory; the lower of it and the AI's own\n"
            "                       setting of that key stands)\n"
            "  --seed N             seed of the games' random draws\n"
            "  --quiet              no MESSAGE line about the search behind each move\n"
            "                       (depth, score, principal variation, nodes, time)\n"
            "  -h, --help           this text\n"
            "  -V, --version        the version\n");
}

static void on_registry_error(void *user, const char *line)
{
    (void)user;
    fprintf(stderr, "pbrain-wuzi: %s\n", line);
}

int main(int argc, char **argv)
{
    static brain b;
    const char *ai_name = NULL, *time_key = "time", *memory_key = "memory";
    const char *keys[64];
    int nkeys = 0;
    char why[WZ_REASON_MAX + 4096];

    /* A manager that goes away leaves a broken pipe: a write error, not
     * a signal. */
    signal(SIGPIPE, SIG_IGN);
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--ai") == 0 && i + 1 < argc) {
            ai_name = argv[++i];
            while (i + 1 < argc && strncmp(argv[i + 1], "--", 2) != 0 && strchr(argv[i + 1], '=')) {
                if (nkeys == 64) {
                    fprintf(stderr, "pbrain-wuzi: too many AI settings\n");
                    return 2;
                }
                keys[nkeys++] = argv[++i];
            }
        } else if (strcmp(argv[i], "--variant") == 0 && i + 1 < argc) {
            b.forced = argv[++i];
        } else if (strcmp(argv[i], "--time-key") == 0 && i + 1 < argc) {
            time_key = argv[++i];
        } else if (strcmp(argv[i], "--memory-key") == 0 && i + 1 < argc) {
            memory_key = argv[++i];
        } else if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc) {
            if (wz_seed_parse(argv[++i], &b.seed) != 0) {
                fprintf(stderr, "pbrain-wuzi: --seed takes a whole number from 0 to %llu, not '%s'\n",
                        (unsigned long long)UINT64_MAX, argv[i]);
                return 2;
            }
        } else if (strcmp(argv[i], "--quiet") == 0) {
            b.quiet = 1;
        } else if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
            usage(stdout);
            return 0;
        } else if (strcmp(argv[i], "-V") == 0 || strcmp(argv[i], "--version") == 0) {
            printf("pbrain-wuzi %s\n", wz_version());
            return 0;
        } else {
            fprintf(stderr, "pbrain-wuzi: unknown argument '%s'\n", argv[i]);
            usage(stderr);
            return 2;
        }
    }

    b.registry = wz_registry_new();
    wz_registry_on_error(b.registry, on_registry_error, NULL);
    wz_registry_add_default_dirs(b.registry);
    wz_registry_scan(b.registry);

    if (ai_name) {
        b.ai = wz_registry_ai(b.registry, ai_name, why, sizeof why);
    } else {
        b.ai = wz_registry_ai(b.registry, "engine", why, sizeof why);
        if (!b.ai)
            b.ai = wz_registry_ai(b.registry, "simple", why, sizeof why);
    }
    if (!b.ai) {
        fprintf(stderr, "pbrain-wuzi: %s\n", why);
        return 1;
    }
    b.ai_config = calloc(1, b.ai->ai->config_size ? b.ai->ai->config_size : 1);
    for (int i = 0; i < nkeys; i++) {
        char err[WZ_REASON_MAX] = "";
        const char *eq = strchr(keys[i], '=');
        char *key = strndup(keys[i], (size_t)(eq - keys[i]));
        if (!key || !b.ai->ai->configure || b.ai->ai->configure(b.ai_config, key, eq + 1, err, sizeof err) != 0) {
            fprintf(stderr, "pbrain-wuzi: %s: %s\n", b.ai->id, err[0] ? err : "takes no settings");
            free(key);
            return 2;
        }
        if (strcmp(key, memory_key) == 0)
            b.user_memory_mb = atol(eq + 1);
        free(key);
    }
    b.time_key = time_key[0] ? time_key : NULL;
    b.memory_key = memory_key[0] ? memory_key : NULL;
    b.left_key = brain_role_key(b.ai, WZ_AI_ROLE_LEFT_MS);
    b.timeout_turn = 5000;
    b.time_left = -1;
    if (brain_pick_variant(&b) != 0) {
        fprintf(stderr, "pbrain-wuzi: variant %s not found (searched %s)\n",
                b.forced ? b.forced : "gomoku-freestyle", wz_registry_plugin_path(b.registry));
        return 1;
    }

    report_watch(b.ai);
    hub_start_reader(0);
    char *line;
    while (hub_next_line(&line)) {
        int quit = brain_command(&b, line);
        free(line);
        if (quit)
            break;
    }
    fflush(stdout);
    if (hub_worker_busy())
        _exit(0);
    return 0;
}

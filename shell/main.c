/* main.c - the wuzi shell: interactive with readline on a terminal, GTP-
 * style batch replies otherwise, or a regression run with --regress. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <readline/history.h>
#include <readline/readline.h>

#include "session.h"

static void usage(FILE *to)
{
    fprintf(to,
            "usage: wuzi [--batch] [SCRIPT]\n"
            "       wuzi --regress FILE.tst [FILE.tst ...]\n"
            "\n"
            "Play, analyse and script five-in-a-row games; every rule is a plugin.\n"
            "With no SCRIPT, commands come from standard input: interactive on a\n"
            "terminal, batch (replies '= text' or '? reason', then an empty line)\n"
            "otherwise.  Type 'help' for the commands.\n"
            "\n"
            "  -b, --batch          batch replies even on a terminal\n"
            "  -r, --regress        run regression files and report\n"
            "  -s, --seed N         seed of the first game (default: fixed in batch)\n"
            "  -h, --help           this text\n"
            "  -V, --version        the version\n"
            "\n"
            "Environment: WUZI_VARIANT_PATH, WUZI_PLUGIN_PATH (colon-separated folders).\n");
}

/* Commands after which an interactive player wants to see the board. */
static int changes_board(const char *line)
{
    static const char *const names[] = {"new", "play", "swap", "stay", "declare", "offer", "choose",
                                        "pass", "end", "reject", "move", "claim", "resign", "undo",
                                        "redo", "setup", "load", "go", "ai"};
    char word[32] = "";
    sscanf(line, " %31s", word);
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(word, names[i]) == 0)
            return 1;
    return 0;
}

static void batch_reply(int rc, const reply *out)
{
    printf("%s%s%s\n\n", rc == 0 ? "=" : "?", out->len ? " " : "", out->len ? out->text : "");
    fflush(stdout);
}

static int run_batch(session *s, FILE *in)
{
    char *line = NULL;
    size_t cap = 0;
    reply out = {0};
    int failures = 0;
    while (!s->quit && getline(&line, &cap, in) > 0) {
        line[strcspn(line, "\r\n")] = '\0';
        const char *p = line + strspn(line, " \t");
        if (*p == '\0' || *p == '#')
            continue;
        int rc = session_exec(s, line, &out);
        failures += rc != 0;
        batch_reply(rc, &out);
    }
    free(line);
    reply_free(&out);
    return 0;
}

static int run_interactive(session *s)
{
    reply out = {0}, board = {0};
    printf("wuzi %s - five in a row, every rule a plugin.  'help' lists the commands.\n", wz_version());
    while (!s->quit) {
        char *line = readline("wuzi> ");
        if (!line) {
            printf("\n");
            break;
        }
        if (*line)
            add_history(line);
        int rc = session_exec(s, line, &out);
        if (rc != 0)
            printf("? %s\n", out.text);
        else if (out.len)
            printf("%s\n", out.text);
        if (rc == 0 && s->game && changes_board(line)) {
            reply_clear(&board);
            board_draw(s->game, &board);
            printf("%s\n", board.text);
        }
        free(line);
    }
    reply_free(&out);
    reply_free(&board);
    return 0;
}

int main(int argc, char **argv)
{
    static const struct option options[] = {
        {"batch", no_argument, NULL, 'b'},  {"regress", no_argument, NULL, 'r'},
        {"seed", required_argument, NULL, 's'}, {"help", no_argument, NULL, 'h'},
        {"version", no_argument, NULL, 'V'}, {NULL, 0, NULL, 0},
    };
    int batch = 0, regress = 0, seeded = 0, c;
    uint64_t seed = 1;
    while ((c = getopt_long(argc, argv, "brs:hV", options, NULL)) != -1) {
        switch (c) {
        case 'b': batch = 1; break;
        case 'r': regress = 1; break;
        case 's': seed = strtoull(optarg, NULL, 10); seeded = 1; break;
        case 'h': usage(stdout); return 0;
        case 'V': printf("wuzi %s\n", wz_version()); return 0;
        default: usage(stderr); return 2;
        }
    }
    wz_registry *r = wz_registry_new();
    wz_registry_add_default_dirs(r);
    wz_registry_scan(r);

    int status = 0;
    if (regress) {
        if (optind >= argc) {
            usage(stderr);
            status = 2;
        }
        for (int i = optind; i < argc; i++) {
            int rc = regress_run(r, argv[i]);
            if (rc > status)
                status = rc;
        }
        wz_registry_free(r);
        return status;
    }

    FILE *in = stdin;
    if (optind < argc) {
        in = fopen(argv[optind], "r");
        if (!in) {
            fprintf(stderr, "wuzi: %s: cannot read the script\n", argv[optind]);
            wz_registry_free(r);
            return 2;
        }
        batch = 1;
    }
    int interactive = !batch && isatty(STDIN_FILENO);
    if (interactive && !seeded)
        seed = (uint64_t)time(NULL);
    session s;
    session_init(&s, r, interactive, seed);
    status = interactive ? run_interactive(&s) : run_batch(&s, in);
    session_done(&s);
    if (in != stdin)
        fclose(in);
    wz_registry_free(r);
    return status;
}

/* main.c - the wuzi shell: interactive with readline on a terminal, GTP-
 * style batch replies otherwise, or a regression run with --regress. */
#include <getopt.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "scaffold.h"
#include "session.h"

static void usage(FILE *to)
{
    fprintf(to,
            "usage: wuzi [OPTION]... [SCRIPT]\n"
            "       wuzi --regress FILE.tst [FILE.tst ...]\n"
            "       wuzi plugin new NAME [DIR]\n"
            "\n"
            "Play, study and script five-in-a-row games: gomoku, renju and its opening\n"
            "rules, and more; every rule is a plugin.  With no SCRIPT, commands come\n"
            "from standard input: interactive on a terminal (completion, history, a\n"
            "board redrawn after each move, autosave), batch otherwise (each reply is\n"
            "'= text' or '? reason', then an empty line).  Type 'help' in the shell\n"
            "for the commands, 'help COMMAND' for one.  'wuzi plugin new NAME' makes\n"
            "the folder of a new variant plugin that builds and passes at once.\n"
            "\n"
            "  -b, --batch          batch replies even on a terminal\n"
            "  -r, --regress        run regression files and report\n"
            "  -s, --seed N         seed of the first game (default: the clock when\n"
            "                       interactive, 1 in batch)\n"
            "      --resume         go on with the autosaved game (after a crash too)\n"
            "      --autosave       autosave in batch mode as well\n"
            "      --no-autosave    do not autosave (interactive mode does by default)\n"
            "      --paths          where plugins and manifests are searched, in order\n"
            "  -h, --help           this text\n"
            "  -V, --version        the version\n"
            "\n"
            "Files: the autosave and the history live in $XDG_STATE_HOME/wuzi\n"
            "(~/.local/state/wuzi).  Records: save and load read the format from the\n"
            "extension: .sgf (SGF FF[4] GM[4]), .psq (Gomocup), .lib (RenLib, load only),\n"
            "anything else wuzi's own record.\n"
            "Plugins and manifests: $WUZI_PLUGIN_PATH and $WUZI_VARIANT_PATH (colon-\n"
            "separated folders), then $XDG_DATA_HOME/wuzi/plugins and .../variants\n"
            "(~/.local/share/wuzi), then the installed ones; the first found wins.\n"
            "Environment: NO_COLOR (no colours), XDG_STATE_HOME.  See wuzi(1).\n");
}

static void ignore_error(void *user, const char *line)
{
    (void)user, (void)line;
}

static int run_batch(session *s, FILE *in, int autosave)
{
    char *line = NULL;
    size_t cap = 0;
    reply out = {0};
    while (!s->quit && getline(&line, &cap, in) > 0) {
        line[strcspn(line, "\r\n")] = '\0';
        const char *p = line + strspn(line, " \t");
        if (*p == '\0' || *p == '#')
            continue;
        int rc = session_exec(s, line, &out);
        /* on disk before the reply: a reply read is a command kept */
        if (autosave) {
            char why[WZ_REASON_MAX + 4096];
            if (autosave_update(s, why, sizeof why) != 0) {
                fputs("wuzi: autosave: ", stderr);
                text_print(why, stderr);
                fputc('\n', stderr);
            }
        }
        printf("%s%s", rc == 0 ? "=" : "?", out.len ? " " : "");
        reply_print(&out, stdout);
        printf("\n\n");
        fflush(stdout);
    }
    free(line);
    reply_free(&out);
    return 0;
}

int main(int argc, char **argv)
{
    enum { OPT_RESUME = 256, OPT_AUTOSAVE, OPT_NO_AUTOSAVE, OPT_PATHS };
    static const struct option options[] = {
        {"batch", no_argument, NULL, 'b'},  {"regress", no_argument, NULL, 'r'},
        {"seed", required_argument, NULL, 's'}, {"help", no_argument, NULL, 'h'},
        {"version", no_argument, NULL, 'V'}, {"resume", no_argument, NULL, OPT_RESUME},
        {"autosave", no_argument, NULL, OPT_AUTOSAVE},
        {"no-autosave", no_argument, NULL, OPT_NO_AUTOSAVE},
        {"paths", no_argument, NULL, OPT_PATHS}, {NULL, 0, NULL, 0},
    };
    int batch = 0, regress = 0, seeded = 0, resume = 0, autosave = -1, paths = 0, c;
    uint64_t seed = 1;
    /* only the character set: numbers keep their C form for every locale */
    setlocale(LC_CTYPE, "");
    if (argc >= 2 && strcmp(argv[1], "plugin") == 0)
        return scaffold_main(argc - 1, argv + 1);
    while ((c = getopt_long(argc, argv, "brs:hV", options, NULL)) != -1) {
        switch (c) {
        case 'b': batch = 1; break;
        case 'r': regress = 1; break;
        case 's':
            if (wz_seed_parse(optarg, &seed) != 0) {
                fprintf(stderr, "wuzi: --seed takes a whole number from 0 to %llu, not '%s'\n",
                        (unsigned long long)UINT64_MAX, optarg);
                return 2;
            }
            seeded = 1;
            break;
        case 'h': usage(stdout); return 0;
        case 'V':
            printf("wuzi %s (plugin ABI %d, API %d)\n", wz_version(), WZ_ABI, WZ_API);
            return 0;
        case OPT_RESUME: resume = 1; break;
        case OPT_AUTOSAVE: autosave = 1; break;
        case OPT_NO_AUTOSAVE: autosave = 0; break;
        case OPT_PATHS: paths = 1; break;
        default:
            fprintf(stderr, "Try 'wuzi --help' for more information.\n");
            return 2;
        }
    }
    wz_registry *r = wz_registry_new();
    wz_registry_add_default_dirs(r);
    if (paths) {
        /* the broken manifests are not this option's business */
        wz_registry_on_error(r, ignore_error, NULL);
        wz_registry_scan(r);
        reply out = {0};
        paths_text(r, &out);
        printf("%s\n", out.text ? out.text : "");
        reply_free(&out);
        wz_registry_free(r);
        return 0;
    }
    wz_registry_scan(r);

    int status = 0;
    if (regress) {
        if (optind >= argc) {
            fprintf(stderr, "wuzi: --regress needs at least one FILE.tst\n");
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
    if (autosave < 0)
        autosave = interactive;
    session s;
    session_init(&s, r, interactive, seed);
    s.autosave = autosave; /* before each AI turn too */
    if (interactive)
        s.style = board_terminal_style();
    if (resume) {
        char why[WZ_REASON_MAX + 4096];
        if (autosave_resume(&s, why, sizeof why) != 0) {
            fputs("wuzi: cannot resume: ", stderr);
            text_print(why, stderr);
            fputc('\n', stderr);
            if (!interactive) {
                session_done(&s);
                wz_registry_free(r);
                return 1;
            }
        }
    }
    status = interactive ? interactive_run(&s, autosave) : run_batch(&s, in, autosave);
    session_done(&s);
    if (in != stdin)
        fclose(in);
    wz_registry_free(r);
    return status;
}

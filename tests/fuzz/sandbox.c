/* sandbox.c - the shell in a fuzz target: commands that would reach
 * outside the scratch folder or start programs are refused, and so are
 * those that only take long (engine searches, which the engine's own
 * tests cover, and games of two AIs played out in one command). */
#include <string.h>

#include "sandbox.h"

/* A file argument: a plain name, in the working folder (the scratch). */
static int plain_name(const char *w)
{
    return w[0] && w[0] != '.' && w[0] != '~' && !strchr(w, '/');
}

static int vet(session *s, int argc, char **argv, reply *out)
{
    static const char *const waiting[] = {"hint", "analyze", "vcf", "vct"};
    for (size_t i = 0; i < sizeof waiting / sizeof waiting[0]; i++)
        if (strcmp(argv[0], waiting[i]) == 0)
            return refuse(out, "fuzz sandbox: no searches");
    if (strcmp(argv[0], "ai") == 0) {
        /* only simple: gomocup starts programs, engine and mcts search */
        if (argc > 2 && strcmp(argv[2], "simple") != 0 && strcmp(argv[2], "off") != 0)
            return refuse(out, "fuzz sandbox: simple only");
        /* one AI seat at a time: two play a whole game in one command,
         * which would slow every input that has it a hundredfold */
        int seating = argc > 1 && strcmp(argv[1], "off") != 0 && !(argc > 2 && strcmp(argv[2], "off") == 0);
        if (seating && (strcmp(argv[1], "both") == 0 || s->seats[WZ_P1].ai || s->seats[WZ_P2].ai))
            return refuse(out, "fuzz sandbox: one AI seat at a time");
        return 0;
    }
    if (strcmp(argv[0], "save") == 0 || strcmp(argv[0], "load") == 0) {
        for (int i = 1; i < argc; i++) {
            if (strncmp(argv[i], "--", 2) == 0) {
                if (!strchr(argv[i], '='))
                    i++; /* its value */
                continue;
            }
            if (!plain_name(argv[i]))
                return refuse(out, "fuzz sandbox: plain file names only");
        }
    }
    return 0;
}

void sandbox_install(void)
{
    session_vet = vet;
}

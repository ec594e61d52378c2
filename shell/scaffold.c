/* scaffold.c - `wuzi plugin new NAME [DIR]`: a folder with a new variant
 * plugin (NAME.c, NAME.ini, NAME.tst, a Makefile using pkg-config, a
 * README) that builds and passes its regression file at once: the
 * template example with the word "template" replaced by NAME. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "scaffold.h"

/* A plugin name is a file stem the loader accepts, and reads as a word. */
static int good_name(const char *name)
{
    if (!*name || strlen(name) > 40 || name[0] < 'a' || name[0] > 'z')
        return 0;
    for (const char *c = name; *c; c++)
        if (!((*c >= 'a' && *c <= 'z') || (*c >= '0' && *c <= '9') || *c == '-' || *c == '_'))
            return 0;
    return 1;
}

static int word_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/* text with every whole word "template" replaced by name. */
static int write_replaced(FILE *out, const char *text, const char *name)
{
    static const char word[] = "template";
    const size_t n = sizeof word - 1;
    for (const char *t = text; *t;) {
        if (strncmp(t, word, n) == 0 && (t == text || !word_char(t[-1])) && !word_char(t[n])) {
            fputs(name, out);
            t += n;
        } else {
            fputc(*t++, out);
        }
    }
    return ferror(out) ? -1 : 0;
}

/* Where a template file goes: template.c -> FOLDER/NAME.c, Makefile ->
 * FOLDER/Makefile. */
static void target(const char *folder, const char *base, const char *name, char *path, size_t len)
{
    if (strncmp(base, "template.", 9) == 0)
        snprintf(path, len, "%s/%s%s", folder, name, base + 8);
    else
        snprintf(path, len, "%s/%s", folder, base);
}

int scaffold_new(const char *name, const char *dir, char *why, size_t whylen)
{
    char folder[4096], path[4096 + 64];
    if (!good_name(name)) {
        snprintf(why, whylen, "'%s' cannot name a plugin: a-z first, then a-z, 0-9, '-' or '_' (40 at most)", name);
        return -1;
    }
    snprintf(folder, sizeof folder, "%s", dir ? dir : name);
    if (mkdir(folder, 0777) != 0) {
        snprintf(why, whylen, "%s: %s", folder, errno == EEXIST ? "already exists (choose another folder)" : strerror(errno));
        return -1;
    }
    for (int i = 0; scaffold_names[i]; i++) {
        target(folder, scaffold_names[i], name, path, sizeof path);
        FILE *out = fopen(path, "w");
        int rc = out ? write_replaced(out, scaffold_texts[i], name) : -1;
        if (out && fclose(out) != 0)
            rc = -1;
        if (rc != 0) {
            snprintf(why, whylen, "%s: cannot write it", path);
            for (int k = 0; k <= i; k++) {
                target(folder, scaffold_names[k], name, path, sizeof path);
                unlink(path);
            }
            rmdir(folder);
            return -1;
        }
    }
    return 0;
}

static void usage(FILE *to)
{
    fprintf(to, "usage: wuzi plugin new NAME [DIR]\n"
                "Make DIR (./NAME by default) with a new variant plugin NAME: NAME.c,\n"
                "NAME.ini, NAME.tst and a Makefile that builds it with pkg-config.  It\n"
                "builds and passes at once: cd NAME && make check.  docs/plugin-guide.md\n"
                "(installed under the doc folder) goes on from there.\n");
}

int scaffold_main(int argc, char **argv)
{
    char why[4096 + 256];
    if (argc >= 2 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)) {
        usage(stdout);
        return 0;
    }
    if (argc < 3 || argc > 4 || strcmp(argv[1], "new") != 0) {
        usage(stderr);
        return 2;
    }
    const char *name = argv[2], *dir = argc == 4 ? argv[3] : NULL;
    if (scaffold_new(name, dir, why, sizeof why) != 0) {
        fprintf(stderr, "wuzi: plugin new: %s\n", why);
        return 1;
    }
    dir = dir ? dir : name;
    printf("made %s/: %s.c %s.ini %s.tst Makefile README.md\n"
           "  cd %s && make check    build it and run its regression file\n"
           "  make play              play it in the shell: new %s\n"
           "  make install           into your own folders, where wuzi looks first\n",
           dir, name, name, name, dir, name);
    return 0;
}

/* rules.c - a variant's rules in prose, for the rules command.
 *
 * A manifest opens with a comment that tells its rules to people (see
 * the manifests under variants/); that comment, the name and description, and the keys
 * are the prose.  Comment lines are joined into paragraphs (an empty
 * comment line starts a new one) and wrapped to the terminal's width. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "session.h"

#define WRAP 76

/* Append text wrapped at WRAP columns (counting UTF-8 characters). */
static void wrap(reply *out, const char *text)
{
    int col = 0;
    const char *p = text;
    while (*p) {
        while (*p == ' ')
            p++;
        size_t n = strcspn(p, " ");
        if (!n)
            break;
        int width = 0;
        for (size_t i = 0; i < n; i++)
            width += ((unsigned char)p[i] & 0xc0) != 0x80;
        if (col && col + 1 + width > WRAP) {
            reply_add(out, "\n");
            col = 0;
        }
        reply_add(out, "%s%.*s", col ? " " : "", (int)n, p);
        col += (col ? 1 : 0) + width;
        p += n;
    }
}

/* The opening comment of a manifest as paragraphs separated by "\n\n". */
static char *leading_comment(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return NULL;
    size_t cap = 1024, len = 0, linecap = 0;
    char *text = calloc(1, cap), *line = NULL;
    int paragraph_open = 0;
    /* whole lines: a long comment line is prose too */
    while (text && getline(&line, &linecap, f) >= 0) {
        line[strcspn(line, "\r\n")] = '\0';
        char *p = line + strspn(line, " \t");
        if (*p == '[')
            break;
        if (*p != ';' && *p != '#')
            continue;
        p++;
        p += strspn(p, " \t");
        const char *sep = !*p ? (paragraph_open ? "\n\n" : "") : (paragraph_open ? " " : "");
        paragraph_open = *p != '\0';
        if (len + strlen(sep) + strlen(p) + 1 > cap) {
            char *t = realloc(text, cap = (cap + strlen(p) + 8) * 2);
            if (!t) {
                free(text);
                text = NULL;
                break;
            }
            text = t;
        }
        len += (size_t)sprintf(text + len, "%s%s", sep, p);
    }
    free(line);
    fclose(f);
    return text;
}

void rules_text(const wz_variant *v, const wz_game *g, reply *out)
{
    const wz_plugin *pl = wz_variant_plugin(v);
    reply_add(out, "%s (%s)", wz_variant_name(v), wz_variant_id(v));
    if (*wz_variant_description(v)) {
        reply_add(out, "\n");
        wrap(out, wz_variant_description(v));
    }
    char *comment = leading_comment(wz_variant_file(v));
    if (comment && *comment) {
        /* paragraph by paragraph, each wrapped on its own */
        for (char *para = comment, *next; para; para = next) {
            next = strstr(para, "\n\n");
            if (next) {
                *next = '\0';
                next += 2;
            }
            reply_add(out, "\n\n");
            wrap(out, para);
        }
    }
    free(comment);
    reply_add(out, "\n\nkeys:");
    for (int i = 0; i < wz_variant_key_count(v); i++)
        reply_add(out, " %s", wz_variant_key(v, i));
    if (!wz_variant_key_count(v))
        reply_add(out, " none");
    if (g && wz_game_override_count(g)) {
        reply_add(out, "\nthis game:");
        for (int i = 0; i < wz_game_override_count(g); i++)
            reply_add(out, " %s", wz_game_override(g, i));
    }
    reply_add(out, "\nplugin: %s (%s %s)", pl->id, pl->name, pl->version);
}

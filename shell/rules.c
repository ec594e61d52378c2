/* rules.c - a variant's rules in prose, for the rules command.
 *
 * A manifest opens with a comment that tells its rules to people (see
 * the manifests under variants/); that comment, the name and description, and the keys
 * are the prose.  Comment lines are joined into paragraphs (an empty
 * comment line starts a new one) and wrapped to the terminal's width. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "session.h"

#define WRAP 76

/* Append text wrapped at width columns (counting UTF-8 characters), the
 * text starting at column indent and each further line indented to it. */
static void wrap_at(reply *out, const char *text, int indent, int width)
{
    int col = indent, first = 1; /* first: no word on this line yet */
    for (const char *p = text; *p;) {
        while (*p == ' ')
            p++;
        size_t n = strcspn(p, " ");
        if (!n)
            break;
        int w = 0;
        for (size_t i = 0; i < n; i++)
            w += ((unsigned char)p[i] & 0xc0) != 0x80;
        if (!first && col + 1 + w > width) {
            reply_add(out, "\n%*s", indent, "");
            col = indent;
            first = 1;
        }
        reply_add(out, "%s%.*s", first ? "" : " ", (int)n, p);
        col += (first ? 0 : 1) + w;
        first = 0;
        p += n;
    }
}

static void wrap(reply *out, const char *text)
{
    wrap_at(out, text, 0, WRAP);
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

/* The catalog's editorial marks, for players: "[decided: X]" (a reading
 * the sources leave open) becomes "(wuzi's reading: X)", "[decided]"
 * "(wuzi's reading)", "[extra]" (a variant beyond the sources) "(a
 * variant wuzi adds)".  A new string in out. */
static void for_players(const char *text, reply *out)
{
    int open = 0; /* inside "[decided: ...": its ']' closes with ')' */
    for (const char *p = text; *p;) {
        if (strncmp(p, "[decided: ", 10) == 0) {
            reply_add(out, "(wuzi's reading: ");
            p += 10;
            open = 1;
        } else if (strncmp(p, "[decided]", 9) == 0) {
            reply_add(out, "(wuzi's reading)");
            p += 9;
        } else if (strncmp(p, "[extra]", 7) == 0) {
            reply_add(out, "(a variant wuzi adds)");
            p += 7;
        } else if (*p == ']' && open) {
            reply_add(out, ")");
            p++;
            open = 0;
        } else {
            reply_add(out, "%c", *p++);
        }
    }
}

void rules_text(const wz_variant *v, const wz_game *g, reply *out)
{
    const wz_plugin *pl = wz_variant_plugin(v);
    reply_add(out, "%s (%s)", wz_variant_name(v), wz_variant_id(v));
    if (*wz_variant_description(v)) {
        reply_add(out, "\n");
        wrap(out, wz_variant_description(v));
    }
    char *raw = leading_comment(wz_variant_file(v));
    reply players = {0};
    if (raw)
        for_players(raw, &players);
    free(raw);
    char *comment = players.text;
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
    if (*wz_variant_clock(v))
        reply_add(out, "\nclock: %s (running out of time loses)", wz_variant_clock(v));
    if (g && wz_game_override_count(g)) {
        reply_add(out, "\nthis game:");
        for (int i = 0; i < wz_game_override_count(g); i++)
            reply_add(out, " %s", wz_game_override(g, i));
    }
    reply_add(out, "\nplugin: %s (%s %s)", pl->id, pl->name, pl->version);
}

/* ------------------------------------------------------------ variants */

/* Whether word (lower case) is in text, case aside. */
static int mentions(const char *text, const char *word)
{
    size_t n = strlen(word);
    for (const char *p = text; *p; p++)
        if (strncasecmp(p, word, n) == 0)
            return 1;
    return 0;
}

static const char *family_of(const wz_variant *v)
{
    return *wz_variant_family(v) ? wz_variant_family(v) : "Other games";
}

/* Families in order: by name, "Other games" last. */
static int family_before(const char *a, const char *b)
{
    int oa = strcmp(a, "Other games") == 0, ob = strcmp(b, "Other games") == 0;
    if (oa != ob)
        return ob;
    return strcmp(a, b) < 0;
}

int variants_list(session *s, int argc, char **argv, reply *out)
{
    const char *word = NULL;
    int lng = s->view != NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--long") == 0)
            lng = 1;
        else if (strcmp(argv[i], "--short") == 0)
            lng = 0;
        else if (argv[i][0] == '-')
            return refuse(out, "variants takes a word to look for, --long or --short, not '%s'", argv[i]);
        else if (word)
            return refuse(out, "variants takes one word to look for: variants renju");
        else
            word = argv[i];
    }
    int n = wz_registry_count(s->registry), shown = 0;
    const wz_variant **keep = calloc((size_t)n + 1, sizeof *keep);
    if (!keep)
        return refuse(out, "out of memory");
    int k = 0;
    for (int i = 0; i < n; i++) {
        const wz_variant *v = wz_registry_at(s->registry, i);
        if (!word || mentions(wz_variant_id(v), word) || mentions(wz_variant_name(v), word) ||
            mentions(wz_variant_family(v), word) || mentions(wz_variant_summary(v), word))
            keep[k++] = v;
    }
    if (word && !k) {
        free(keep);
        return refuse(out, "no variant mentions '%s' (variants lists them all)", word);
    }
    if (!lng) {
        /* the batch contract: ids, one a line, in id order */
        for (int i = 0; i < k; i++)
            reply_add(out, "%s%s", i ? "\n" : "", wz_variant_id(keep[i]));
        free(keep);
        return 0;
    }
    /* grouped by family: take the first family not yet shown, each time */
    const char *done[64];
    int ndone = 0;
    for (;;) {
        const char *next = NULL;
        for (int i = 0; i < k; i++) {
            const char *f = family_of(keep[i]);
            int seen = 0;
            for (int d = 0; d < ndone; d++)
                seen |= strcmp(done[d], f) == 0;
            if (!seen && (!next || family_before(f, next)))
                next = f;
        }
        if (!next || ndone == 64)
            break;
        done[ndone++] = next;
        reply_add(out, "%s%s", shown ? "\n\n" : "", next);
        for (int i = 0; i < k; i++) {
            if (strcmp(family_of(keep[i]), next) != 0)
                continue;
            const char *line = *wz_variant_summary(keep[i]) ? wz_variant_summary(keep[i])
                                                           : wz_variant_description(keep[i]);
            reply_add(out, "\n  %-23s ", wz_variant_id(keep[i]));
            wrap_at(out, line, 26, s->columns > 40 ? s->columns - 2 : WRAP + 2);
            shown++;
        }
    }
    free(keep);
    return 0;
}

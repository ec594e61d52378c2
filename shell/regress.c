/*
 * regress.c - GoGui-style regression files.
 *
 * A line is a command.  A line starting with a number is a test: "12 check
 * h8".  The next line "#? [regex]" is its expected reply, matched against
 * the whole reply (POSIX extended regex): the text of a success, or "? "
 * and the reason of a refusal (a '?' at the start of the pattern or of an
 * alternative means a refusal and needs no escape).  A leading '!' negates; a trailing
 * '*' after the bracket marks a known failure; "\n" in a pattern stands for
 * a newline (POSIX regex has no escape for it).  Outcomes: passed, failed
 * (known failure), PASSED (a known failure now passes), FAILED.
 */
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "session.h"

struct expectation {
    char pattern[2048];
    int negate, known_failure;
};

/* "#? [re]" or "#? [re]*" -> expectation; 0 when the line is one. */
static int parse_expectation(const char *line, struct expectation *e)
{
    const char *open = strchr(line, '['), *close = strrchr(line, ']');
    if (strncmp(line, "#?", 2) != 0 || !open || !close || close < open)
        return -1;
    const char *p = open + 1;
    e->negate = *p == '!';
    if (e->negate)
        p++;
    /* A '?' where ERE cannot have one (at the start, after '|' or '(')
     * means a refusal's "?": make it literal. */
    size_t o = 0;
    for (const char *q = p; q < close && o + 3 < sizeof e->pattern; q++) {
        if (*q == '?' && (q == p || q[-1] == '|' || (q[-1] == '(' && (q - 1 == p || q[-2] != '\\'))))
            e->pattern[o++] = '\\';
        e->pattern[o++] = *q;
    }
    e->pattern[o] = '\0';
    const char *tail = close + 1;
    while (*tail == ' ' || *tail == '\t')
        tail++;
    e->known_failure = *tail == '*';
    return 0;
}

/* Copy pattern with each unescaped "\n" turned into a newline. */
static void newlines(const char *pattern, char *out, size_t len)
{
    size_t o = 0;
    for (const char *p = pattern; *p && o + 2 < len; p++) {
        if (p[0] == '\\' && p[1] == 'n') {
            out[o++] = '\n';
            p++;
        } else if (p[0] == '\\' && p[1]) {
            out[o++] = *p++;
            out[o++] = *p;
        } else {
            out[o++] = *p;
        }
    }
    out[o] = '\0';
}

static int matches(const struct expectation *e, const char *text, char *err, size_t errlen)
{
    char anchored[2100], pattern[2048];
    regex_t re;
    newlines(e->pattern, pattern, sizeof pattern);
    snprintf(anchored, sizeof anchored, "^(%s)$", pattern);
    int rc = regcomp(&re, anchored, REG_EXTENDED | REG_NOSUB);
    if (rc != 0) {
        regerror(rc, &re, err, errlen);
        return -1;
    }
    int hit = regexec(&re, text, 0, NULL, 0) == 0;
    regfree(&re);
    return hit != e->negate;
}

static void chomp(char *s)
{
    s[strcspn(s, "\r\n")] = '\0';
}

int regress_run(wz_registry *r, const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "wuzi: %s: cannot read the regression file\n", path);
        return 99;
    }
    session s;
    reply out = {0};
    session_init(&s, r, 0, 1);
    s.clock.manual = 1; /* time passes only by time use: replies never depend on the machine */
    char line[4096], pending_cmd[4096] = "", pending_id[32] = "";
    /* a whole game played by two AIs is one long reply: never cut it */
    reply got = {0};
    int lineno = 0, pending_line = 0, have_pending = 0;
    int passed = 0, failed = 0, known = 0, unexpected_pass = 0, errors = 0;

    while (fgets(line, sizeof line, f)) {
        lineno++;
        chomp(line);
        if (strncmp(line, "#?", 2) == 0) {
            struct expectation e;
            char err[256];
            if (!have_pending) {
                printf("%s:%d: #? without a numbered test before it\n", path, lineno);
                errors++;
                continue;
            }
            have_pending = 0;
            if (parse_expectation(line, &e) != 0) {
                printf("%s:%d: malformed expectation (want #? [regex])\n", path, lineno);
                errors++;
                continue;
            }
            int m = matches(&e, got.text ? got.text : "", err, sizeof err);
            if (m < 0) {
                printf("%s:%d: bad regex: %s\n", path, lineno, err);
                errors++;
            } else if (m && !e.known_failure) {
                passed++;
                printf("%s passed\n", pending_id);
            } else if (m) {
                unexpected_pass++;
                printf("%s PASSED (known failure now passes)\n", pending_id);
            } else if (e.known_failure) {
                known++;
                printf("%s failed (known failure)\n", pending_id);
            } else {
                failed++;
                printf("%s FAILED at line %d: %s\n  got:      [%s]\n  expected: [%s%s]\n",
                       pending_id, pending_line, pending_cmd, got.text ? got.text : "", e.negate ? "!" : "", e.pattern);
            }
            if (s.quit)
                break;
            continue;
        }
        if (have_pending) {
            if (line[0] == '\0' || line[0] == '#')
                continue;
            printf("%s:%d: test %s has no #? line after it\n", path, pending_line, pending_id);
            errors++;
            have_pending = 0;
        }
        char *cmd = line;
        size_t digits = strspn(line, "0123456789");
        int numbered = digits > 0 && digits < sizeof pending_id && (line[digits] == ' ' || line[digits] == '\t');
        if (numbered) {
            snprintf(pending_id, sizeof pending_id, "%.*s", (int)digits, line);
            cmd = line + digits;
        }
        int rc = session_exec(&s, cmd, &out);
        if (numbered) {
            reply_clear(&got);
            reply_add(&got, "%s%s", rc == 0 ? "" : "? ", out.text ? out.text : "");
            snprintf(pending_cmd, sizeof pending_cmd, "%s", cmd + strspn(cmd, " \t"));
            pending_line = lineno;
            have_pending = 1;
        }
        if (s.quit && !have_pending)
            break;
    }
    if (have_pending) {
        printf("%s:%d: test %s has no #? line after it\n", path, pending_line, pending_id);
        errors++;
    }
    fclose(f);
    reply_free(&out);
    reply_free(&got);
    session_done(&s);
    if (known || unexpected_pass)
        printf("known failures: %d still failing, %d now passing\n", known, unexpected_pass);
    if (errors)
        printf("%d malformed line%s in %s\n", errors, errors == 1 ? "" : "s", path);
    printf("%d passed, %d failed\n", passed + unexpected_pass, failed + errors);
    return failed || errors ? 1 : 0;
}

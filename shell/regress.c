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
 *
 * Lines are read whole, however long.  A pattern is text from a file, and
 * glibc's regcomp and regexec can take gigabytes and minutes on a short
 * one ("a++++++++++++++++++++++++", "^((.*){1,500}x)$"), so a pattern is
 * refused past REGRESS_PATTERN_MAX characters or when its repetitions
 * expand past REGRESS_COST_MAX parts; one whose repetitions add more than
 * REGRESS_COST_INLINE parts (or that refers back, \1) is matched in a
 * child process held to REGRESS_SECONDS seconds and REGRESS_MEMORY_MB MB
 * more memory: an address-space limit where it works (a clean "out of
 * memory" from regcomp), and everywhere the parent watching the child's
 * resident memory and killing it past the limit (AddressSanitizer needs
 * terabytes of address space, and its allocator slips past RLIMIT_DATA).
 */
#include <errno.h>
#include <poll.h>
#include <regex.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "session.h"

#define REGRESS_PATTERN_MAX 4096
#define REGRESS_COST_MAX 100000
#define REGRESS_COST_INLINE 256
#define REGRESS_SECONDS 10   /* $WUZI_REGRESS_SECONDS */
#define REGRESS_MEMORY_MB 1024 /* $WUZI_REGRESS_MEMORY_MB */

/* AddressSanitizer, as GCC and clang each say so */
#if defined(__SANITIZE_ADDRESS__)
#define WZ_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define WZ_ASAN 1
#endif
#endif
#ifndef WZ_ASAN
#define WZ_ASAN 0
#endif

int regress_isolate_risky = 1;

/* A limit from the environment (a whole number from 1 to 100000), else
 * the default. */
static long limit(const char *name, long fallback)
{
    const char *v = getenv(name);
    char *end;
    long n = v && *v ? strtol(v, &end, 10) : 0;
    return v && *v && !*end && n >= 1 && n <= 100000 ? n : fallback;
}

struct expectation {
    char *pattern; /* as written, '?'s of refusals escaped */
    int negate, known_failure;
};

/* "#? [re]" or "#? [re]*" -> expectation; 0 when the line is one, -1 when
 * it is malformed, -2 when the pattern is too long (err says so). */
static int parse_expectation(const char *line, struct expectation *e)
{
    const char *open = strchr(line, '['), *close = strrchr(line, ']');
    e->pattern = NULL;
    if (strncmp(line, "#?", 2) != 0 || !open || !close || close < open)
        return -1;
    const char *p = open + 1;
    e->negate = *p == '!';
    if (e->negate)
        p++;
    if (close - p > REGRESS_PATTERN_MAX)
        return -2;
    /* A '?' where ERE cannot have one (at the start, after '|' or '(')
     * means a refusal's "?": make it literal. */
    e->pattern = malloc(2 * (size_t)(close - p) + 1);
    if (!e->pattern)
        return -1;
    size_t o = 0;
    for (const char *q = p; q < close; q++) {
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

/* "^(pattern)$" with each unescaped "\n" turned into a newline. */
static char *anchored(const char *pattern)
{
    char *out = malloc(strlen(pattern) + 5), *o = out;
    if (!out)
        return NULL;
    *o++ = '^';
    *o++ = '(';
    for (const char *p = pattern; *p; p++) {
        if (p[0] == '\\' && p[1] == 'n') {
            *o++ = '\n';
            p++;
        } else if (p[0] == '\\' && p[1]) {
            *o++ = *p++;
            *o++ = *p;
        } else {
            *o++ = *p;
        }
    }
    *o++ = ')';
    *o++ = '$';
    *o = '\0';
    return out;
}

/* ------------------------------------------------- pattern complexity */

/* What regcomp builds grows with the parts of a pattern once every
 * repetition is written out: glibc copies x for x+ (xx*) and n or m times
 * for x{n,m}, so nested and stacked repetitions multiply.  cost() walks
 * the ERE as regcomp reads it and counts those parts (saturating); a
 * back-reference makes the pattern risky (regexec may backtrack without
 * end).  The syntax is left to regcomp: what is not understood here
 * counts as one plain character. */
struct walk {
    const char *s;
    int risky;
};

static double cost_alternatives(struct walk *w, int depth);

static int digits(const char **s, long *v)
{
    const char *p = *s;
    *v = 0;
    while (*p >= '0' && *p <= '9') {
        if (*v < 100000)
            *v = *v * 10 + (*p - '0');
        p++;
    }
    if (p == *s)
        return 0;
    *s = p;
    return 1;
}

/* One atom: a character, an escape, a bracket expression or a group. */
static double cost_atom(struct walk *w, int depth)
{
    const char *s = w->s;
    if (*s == '\\' && s[1]) {
        if (s[1] >= '1' && s[1] <= '9')
            w->risky = 1;
        w->s += 2;
        return 1;
    }
    if (*s == '[') {
        const char *p = s + 1;
        if (*p == '^')
            p++;
        if (*p == ']')
            p++;
        while (*p && *p != ']') {
            if (*p == '[' && (p[1] == ':' || p[1] == '=' || p[1] == '.')) {
                char kind = p[1];
                const char *end = p + 2;
                while (*end && !(end[0] == kind && end[1] == ']'))
                    end++;
                p = *end ? end + 2 : end;
            } else {
                p++;
            }
        }
        w->s = *p ? p + 1 : p;
        return 1;
    }
    if (*s == '(') {
        w->s++;
        double c = depth > 200 ? REGRESS_COST_MAX + 1.0 : cost_alternatives(w, depth + 1);
        if (*w->s == ')')
            w->s++;
        return c + 1;
    }
    w->s++;
    return 1;
}

/* A sequence of atoms, each with its repetitions, up to '|' or ')'. */
static double cost_sequence(struct walk *w, int depth)
{
    double total = 0;
    while (*w->s && *w->s != '|' && *w->s != ')') {
        double c = cost_atom(w, depth);
        for (int stacked = 0;; stacked = 1) {
            const char *s = w->s;
            long n, m;
            if (*s == '*' || *s == '?') {
                /* stacked on another repetition (a**...), each one
                 * nests the closures regcomp computes: 200 stars took
                 * it 70 s, so count them as doubling */
                c = stacked ? 2 * c + 1 : c + 1;
                w->s++;
            } else if (*s == '+') {
                c = 2 * c + 1;
                w->s++;
            } else if (*s == '{' && (s++, digits(&s, &n))) {
                m = n + 1;
                if (*s == ',') {
                    s++;
                    if (!digits(&s, &m))
                        m = n + 1;
                }
                if (*s != '}')
                    break;
                w->s = s + 1;
                c = c * (double)(m > n ? m : n) + 1;
            } else {
                break;
            }
        }
        total += c;
        if (total > REGRESS_COST_MAX)
            total = REGRESS_COST_MAX + 1.0;
    }
    return total;
}

static double cost_alternatives(struct walk *w, int depth)
{
    double total = cost_sequence(w, depth);
    while (*w->s == '|') {
        w->s++;
        total += cost_sequence(w, depth);
    }
    return total > REGRESS_COST_MAX ? REGRESS_COST_MAX + 1.0 : total;
}

/* The parts regcomp would build for the pattern (> REGRESS_COST_MAX when
 * past the limit), and whether it is risky. */
static double pattern_cost(const char *pattern, int *risky)
{
    struct walk w = {pattern, 0};
    double c = 0;
    while (*w.s) {
        c += cost_alternatives(&w, 0);
        if (*w.s)
            w.s++; /* an unmatched ')': regcomp will say so */
    }
    *risky = w.risky;
    return c;
}

/* ------------------------------------------------------------ matching */

/* 1 when text matches re whole, 0 when not, -1 with err on a bad pattern. */
static int match_here(const char *re, const char *text, char *err, size_t errlen)
{
    regex_t rx;
    int rc = regcomp(&rx, re, REG_EXTENDED | REG_NOSUB);
    if (rc != 0) {
        regerror(rc, &rx, err, errlen);
        return -1;
    }
    int hit = regexec(&rx, text, 0, NULL, 0) == 0;
    regfree(&rx);
    return hit;
}

/* Close every descriptor but keep and stderr (the soft limit's worth,
 * at most 65536). */
static void close_all_but(int keep)
{
    close(STDIN_FILENO);
    close(STDOUT_FILENO);
    long max = sysconf(_SC_OPEN_MAX);
    for (int fd = 3; fd < (max > 0 && max < 65536 ? max : 65536); fd++)
        if (fd != keep)
            close(fd);
}

/* Field `field` of /proc/PID/statm (0 the size, 1 the resident set), in
 * pages; -1 when it cannot be read. */
static long statm_pages(pid_t pid, int field)
{
    char path[64];
    unsigned long v[2];
    snprintf(path, sizeof path, "/proc/%ld/statm", (long)pid);
    FILE *f = fopen(path, "r");
    int ok = f && fscanf(f, "%lu %lu", &v[0], &v[1]) == 2;
    if (f)
        fclose(f);
    return ok ? (long)v[field] : -1;
}

/* match_here in a child process held to the time and memory limits. */
static int match_isolated(const char *re, const char *text, char *err, size_t errlen)
{
    long seconds = limit("WUZI_REGRESS_SECONDS", REGRESS_SECONDS);
    long mb = limit("WUZI_REGRESS_MEMORY_MB", REGRESS_MEMORY_MB);
    /* the child starts with what we hold; its growth is what counts */
    long resident = statm_pages(getpid(), 1);
    int fds[2];
    fflush(NULL);
    if (pipe(fds) != 0) {
        snprintf(err, errlen, "cannot match in a child process: %s", strerror(errno));
        return -1;
    }
    pid_t pid = fork();
    if (pid < 0) {
        snprintf(err, errlen, "cannot match in a child process: %s", strerror(errno));
        close(fds[0]);
        close(fds[1]);
        return -1;
    }
    if (pid == 0) {
        char msg[256] = "";
        /* none of the parent's files: the file the runner reads shares
         * its offset with ours, and whatever tidies stdio at our exit
         * (valgrind runs __libc_freeres even after _exit) would move it */
        close_all_but(fds[1]);
#if !WZ_ASAN
        /* on top of what the process holds already (an engine's tables) */
        long have = statm_pages(getpid(), 0);
        if (have >= 0) {
            rlim_t cap = (rlim_t)have * (rlim_t)sysconf(_SC_PAGESIZE) + ((rlim_t)mb << 20);
            struct rlimit lim = {cap, cap};
            setrlimit(RLIMIT_AS, &lim);
        }
#endif
        alarm((unsigned)seconds);
        int hit = match_here(re, text, msg, sizeof msg);
        char out[sizeof msg + 1];
        out[0] = (char)('1' + hit); /* '0' error, '1' no match, '2' match */
        memcpy(out + 1, msg, sizeof msg);
        ssize_t n = write(fds[1], out, 1 + strlen(msg));
        _exit(n > 0 ? 0 : 1);
    }
    close(fds[1]);
    char in[300];
    size_t got = 0;
    int too_big = 0;
    for (ssize_t n; got + 1 < sizeof in;) {
        /* the child's resident memory, checked while it works */
        struct pollfd pfd = {fds[0], POLLIN, 0};
        int ready = poll(&pfd, 1, 10);
        if (ready == 0 || (ready < 0 && errno == EINTR)) {
            long rss = statm_pages(pid, 1);
            if (rss >= 0 && resident >= 0 && rss - resident > ((long)mb << 20) / sysconf(_SC_PAGESIZE)) {
                kill(pid, SIGKILL);
                too_big = 1;
                break;
            }
            continue;
        }
        if ((n = read(fds[0], in + got, sizeof in - 1 - got)) == 0)
            break;
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            break;
        got += (size_t)n;
    }
    in[got] = '\0';
    close(fds[0]);
    int status;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    if (too_big) {
        snprintf(err, errlen, "the pattern needs more than %ld MB to compile or match (the limit)", mb);
        return -1;
    }
    if (WIFSIGNALED(status) && WTERMSIG(status) == SIGALRM) {
        snprintf(err, errlen, "the pattern takes more than %ld s to match (the limit)", seconds);
        return -1;
    }
    if (got == 0 || in[0] < '0' || in[0] > '2') {
        snprintf(err, errlen, "the pattern needs more than %ld MB or crashes the matcher", mb);
        return -1;
    }
    if (in[0] == '0') {
        snprintf(err, errlen, "%s", in + 1);
        /* out of memory under the limit: say which limit */
        if (strstr(in + 1, "emory"))
            snprintf(err, errlen, "the pattern needs more than %ld MB to compile (the limit)", mb);
        return -1;
    }
    return in[0] == '2';
}

static int matches(const struct expectation *e, const char *text, char *err, size_t errlen)
{
    int risky;
    double cost = pattern_cost(e->pattern, &risky);
    if (cost > REGRESS_COST_MAX) {
        snprintf(err, errlen, "the pattern is too complex: its repetitions expand to more than %d parts "
                 "(the limit)", REGRESS_COST_MAX);
        return -1;
    }
    char *re = anchored(e->pattern);
    if (!re) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    int hit;
    /* plain characters cost regcomp little; repetitions are the risk */
    if (risky || cost > REGRESS_COST_INLINE + (double)strlen(e->pattern)) {
        if (regress_isolate_risky) {
            hit = match_isolated(re, text, err, errlen);
        } else {
            snprintf(err, errlen, "the pattern is risky (a back-reference, or repetitions of more "
                     "than %d parts) and isolation is off", REGRESS_COST_INLINE);
            hit = -1;
        }
    } else {
        hit = match_here(re, text, err, errlen);
    }
    free(re);
    return hit < 0 ? -1 : hit != e->negate;
}

/* ------------------------------------------------------------- runner */

static void chomp(char *s)
{
    s[strcspn(s, "\r\n")] = '\0';
}

static void set_text(char **field, const char *a, const char *b)
{
    size_t n = strlen(a), m = strlen(b);
    char *t = realloc(*field, n + m + 1);
    if (!t)
        return;
    memcpy(t, a, n);
    memcpy(t + n, b, m + 1);
    *field = t;
}

int regress_run_stream(wz_registry *r, FILE *f, const char *path)
{
    session s;
    reply out = {0};
    session_init(&s, r, 0, 1);
    s.clock.manual = 1; /* time passes only by time use: replies never depend on the machine */
    char *line = NULL, *pending_cmd = NULL, *got = NULL, pending_id[32] = "";
    size_t cap = 0;
    int lineno = 0, pending_line = 0, have_pending = 0;
    int passed = 0, failed = 0, known = 0, unexpected_pass = 0, errors = 0;

    while (getline(&line, &cap, f) >= 0) {
        lineno++;
        chomp(line);
        if (strncmp(line, "#?", 2) == 0) {
            struct expectation e;
            char err[512];
            if (!have_pending) {
                printf("%s:%d: #? without a numbered test before it\n", path, lineno);
                errors++;
                continue;
            }
            have_pending = 0;
            int rc = parse_expectation(line, &e);
            if (rc == -2) {
                printf("%s:%d: the pattern is longer than %d characters (the limit)\n", path, lineno,
                       REGRESS_PATTERN_MAX);
                errors++;
                continue;
            }
            if (rc != 0) {
                printf("%s:%d: malformed expectation (want #? [regex])\n", path, lineno);
                errors++;
                continue;
            }
            int m = matches(&e, got ? got : "", err, sizeof err);
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
                       pending_id, pending_line, pending_cmd ? pending_cmd : "", got ? got : "",
                       e.negate ? "!" : "", e.pattern);
            }
            free(e.pattern);
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
            set_text(&got, rc == 0 ? "" : "? ", out.text ? out.text : "");
            set_text(&pending_cmd, "", cmd + strspn(cmd, " \t"));
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
    free(line);
    free(got);
    free(pending_cmd);
    reply_free(&out);
    session_done(&s);
    if (known || unexpected_pass)
        printf("known failures: %d still failing, %d now passing\n", known, unexpected_pass);
    if (errors)
        printf("%d malformed line%s in %s\n", errors, errors == 1 ? "" : "s", path);
    printf("%d passed, %d failed\n", passed + unexpected_pass, failed + errors);
    return failed || errors ? 1 : 0;
}

int regress_run(wz_registry *r, const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "wuzi: %s: cannot read the regression file\n", path);
        return 99;
    }
    int rc = regress_run_stream(r, f, path);
    fclose(f);
    return rc;
}

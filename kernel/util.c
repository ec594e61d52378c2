/* util.c - small helpers every kernel file needs. */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "config.h"
#include "internal.h"

char *wz_strdup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = malloc(n);
    if (d)
        memcpy(d, s, n);
    return d;
}

void wz_say(char *why, size_t whylen, const char *fmt, ...)
{
    va_list ap;
    if (!why || whylen == 0)
        return;
    va_start(ap, fmt);
    vsnprintf(why, whylen, fmt, ap);
    va_end(ap);
}

int wz_seed_parse(const char *text, uint64_t *out)
{
    uint64_t v = 0;
    if (!text || !*text)
        return -1;
    for (const char *p = text; *p; p++) {
        if (*p < '0' || *p > '9')
            return -1;
        unsigned d = (unsigned)(*p - '0');
        if (v > (UINT64_MAX - d) / 10)
            return -1;
        v = v * 10 + d;
    }
    *out = v;
    return 0;
}

/* The length of the UTF-8 sequence at s and its code point, or 0 when
 * the bytes there are not one (overlong forms and surrogates included). */
static int utf8_at(const unsigned char *s, uint32_t *cp)
{
    int n = s[0] < 0x80 ? 1 : (s[0] & 0xe0) == 0xc0 ? 2 : (s[0] & 0xf0) == 0xe0 ? 3
          : (s[0] & 0xf8) == 0xf0 ? 4 : 0;
    if (!n)
        return 0;
    uint32_t c = n == 1 ? s[0] : (uint32_t)(s[0] & (0x7f >> n));
    for (int i = 1; i < n; i++) {
        if ((s[i] & 0xc0) != 0x80)
            return 0;
        c = c << 6 | (s[i] & 0x3f);
    }
    static const uint32_t least[5] = {0, 0, 0x80, 0x800, 0x10000};
    if (c < least[n] || c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff))
        return 0;
    *cp = c;
    return n;
}

int wz_fputs_printable(const char *text, FILE *f, unsigned flags)
{
    const unsigned char *p = (const unsigned char *)text;
    while (*p) {
        uint32_t c;
        if (p[0] == 0x1b && p[1] == '[' && (flags & WZ_PRINT_COLOUR)) {
            size_t n = 2 + strspn((const char *)p + 2, "0123456789;");
            if (p[n] == 'm' && n < 64) {
                if (fwrite(p, 1, n + 1, f) != n + 1)
                    return EOF;
                p += n + 1;
                continue;
            }
        }
        int n = utf8_at(p, &c);
        if (n == 0) {
            if (fprintf(f, "\\x%02X", *p) < 0)
                return EOF;
            p++;
            continue;
        }
        int control = (c < 0x20 && c != '\n' && c != '\t') || (c >= 0x7f && c < 0xa0);
        int bidi = (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069) ||
                   c == 0x200e || c == 0x200f || c == 0x061c;
        int rc = control ? fprintf(f, "\\x%02X", (unsigned)c)
               : bidi    ? fprintf(f, "\\u{%04X}", (unsigned)c)
                         : (int)fwrite(p, 1, (size_t)n, f) - n;
        if (rc < 0)
            return EOF;
        p += n;
    }
    return ferror(f) ? EOF : 0;
}

FILE *wz_open_regular(const char *path, char *why, size_t whylen)
{
    /* O_NONBLOCK: opening a FIFO with no writer would wait for one */
    int fd = open(path, O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
    struct stat st;
    if (fd < 0) {
        wz_say(why, whylen, "%s: %s", path, strerror(errno));
        return NULL;
    }
    if (fstat(fd, &st) != 0) {
        wz_say(why, whylen, "%s: %s", path, strerror(errno));
        close(fd);
        return NULL;
    }
    if (!S_ISREG(st.st_mode)) {
        const char *what = S_ISDIR(st.st_mode)                        ? "a folder"
                         : S_ISFIFO(st.st_mode)                       ? "a FIFO"
                         : S_ISSOCK(st.st_mode)                       ? "a socket"
                         : S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode) ? "a device"
                                                                      : "special";
        wz_say(why, whylen, "%s: is %s, not a regular file", path, what);
        close(fd);
        return NULL;
    }
    int flags = fcntl(fd, F_GETFL);
    if (flags >= 0)
        fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
    FILE *f = fdopen(fd, "rb");
    if (!f) {
        wz_say(why, whylen, "%s: %s", path, strerror(errno));
        close(fd);
    }
    return f;
}

uint64_t wz_rng_next(wz_rng *r)
{
    uint64_t z = (r->state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* Lemire's multiply-shift with rejection: uniform without a modulo bias. */
uint32_t wz_rng_below(wz_rng *r, uint32_t n)
{
    if (n == 0)
        return 0;
    for (;;) {
        uint64_t m = (uint64_t)(uint32_t)wz_rng_next(r) * n;
        uint32_t low = (uint32_t)m;
        if (low >= n || low >= (uint32_t)(-n) % n)
            return (uint32_t)(m >> 32);
    }
}

const char *wz_version(void)
{
    return PACKAGE_VERSION;
}

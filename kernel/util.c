/* util.c - small helpers every kernel file needs. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

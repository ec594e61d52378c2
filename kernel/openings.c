/*
** wuzi -- the 26 renju openings (and the 52).  See openings.h for the
** contract.  Data from shared/rules/openings26.md (codes, simplified
** Chinese, Japanese, canonical B3, results) and seed 001 (traditional
** Chinese).
*/
#include "wuzi/openings.h"

#include <limits.h>
#include <stddef.h>

#define WZ_N26 26
#define WZ_N52 52

/* B3 offsets: h8 = (0,0); i = +1 column, 9 = +1 row. */
static const struct wz_opening wz_table[WZ_N52] = {
    /* direct: W2 at h9 = (0,1) */
    { "D1",  "Kansei",    "寒星", "寒星", 1,  0,  2, "1-2 B, 3-4 b, 5 =, 6+ W" },
    { "D2",  "Keigetsu",  "溪月", "溪月", 1,  1,  2, "1-2 B, 3-7 b, 8 =, 9 w" },
    { "D3",  "Sosei",     "疏星", "疏星", 1,  2,  2, "1 b, 2-3 =, 4-7 w, 8+ W" },
    { "D4",  "Kagetsu",   "花月", "花月", 1,  1,  1, "1-4 B, 5 b, 6-7 =, 8-9 w" },
    { "D5",  "Zangetsu",  "残月", "殘月", 1,  2,  1, "1 B, 2-3 b, 4 =, 5 w, 6+ W" },
    { "D6",  "Ugetsu",    "雨月", "雨月", 1,  1,  0, "1-2 B, 3 b, 4 =, 5-6 w, 7+ W" },
    { "D7",  "Kinsei",    "金星", "金星", 1,  2,  0, "1-2 B, 3-4 =, 5 w, 6+ W" },
    { "D8",  "Shogetsu",  "松月", "松月", 1,  0, -1, "1 B, 2-3 b, 4 =, 5 w, 6+ W" },
    { "D9",  "Kyugetsu",  "丘月", "丘月", 1,  1, -1, "1-2 b, 3 =, 4 w, 5+ W" },
    { "D10", "Shingetsu", "新月", "新月", 1,  2, -1, "1 B, 2 b, 3+ W" },
    { "D11", "Zuisei",    "瑞星", "瑞星", 1,  0, -2, "1 B, 2 =, 3+ W" },
    { "D12", "Sangetsu",  "山月", "山月", 1,  1, -2, "1 B, 2 b, 3+ W" },
    { "D13", "Yusei",     "游星", "游星", 1,  2, -2, "1+ W" },
    /* indirect: W2 at i9 = (1,1) */
    { "I1",  "Chosei",    "长星", "長星", 0,  2,  2, "1 =, 2 w, 3+ W" },
    { "I2",  "Kyogetsu",  "峡月", "峽月", 0,  2,  1, "1-2 B, 3-6 b, 7-8 =, 9 w" },
    { "I3",  "Kosei",     "恒星", "恆星", 0,  2,  0, "1-2 B, 3 b, 4 w, 5+ W" },
    { "I4",  "Suigetsu",  "水月", "水月", 0,  2, -1, "1-2 B, 3-4 b, 5-6 =, 7 w, 8+ W" },
    { "I5",  "Ryusei",    "流星", "流星", 0,  2, -2, "1 =, 2 w, 3+ W" },
    { "I6",  "Ungetsu",   "云月", "雲月", 0,  1,  0, "1-2 B, 3 b, 4 =, 5-6 w, 7+ W" },
    { "I7",  "Hogetsu",   "浦月", "浦月", 0,  1, -1, "1-4 B, 5 b, 6 =, 7-8 w, 9+ W" },
    { "I8",  "Rangetsu",  "岚月", "嵐月", 0,  1, -2, "1-2 B, 3 =, 4-5 w, 6+ W" },
    { "I9",  "Gingetsu",  "银月", "銀月", 0,  0, -1, "1 B, 2-3 b, 4 =, 5+ W" },
    { "I10", "Meisei",    "明星", "明星", 0,  0, -2, "1-2 B, 3 b, 4 =, 5+ W" },
    { "I11", "Shagetsu",  "斜月", "斜月", 0, -1, -1, "1-2 b, 3 =, 4 w, 5+ W" },
    { "I12", "Meigetsu",  "名月", "名月", 0, -1, -2, "1 B, 2 b, 3 w, 4+ W" },
    { "I13", "Suisei",    "彗星", "彗星", 0, -2, -2, "1+ W" },
    /* wuzi's own labels for the rest of the 52: B3 on the 7x7 ring.
    ** Direct: rows top to bottom, dx >= 0 (as D1..D13). */
    { "D14", NULL, NULL, NULL, 1,  0,  3, NULL },
    { "D15", NULL, NULL, NULL, 1,  1,  3, NULL },
    { "D16", NULL, NULL, NULL, 1,  2,  3, NULL },
    { "D17", NULL, NULL, NULL, 1,  3,  3, NULL },
    { "D18", NULL, NULL, NULL, 1,  3,  2, NULL },
    { "D19", NULL, NULL, NULL, 1,  3,  1, NULL },
    { "D20", NULL, NULL, NULL, 1,  3,  0, NULL },
    { "D21", NULL, NULL, NULL, 1,  3, -1, NULL },
    { "D22", NULL, NULL, NULL, 1,  3, -2, NULL },
    { "D23", NULL, NULL, NULL, 1,  0, -3, NULL },
    { "D24", NULL, NULL, NULL, 1,  1, -3, NULL },
    { "D25", NULL, NULL, NULL, 1,  2, -3, NULL },
    { "D26", NULL, NULL, NULL, 1,  3, -3, NULL },
    /* Indirect: columns right to left, dy <= dx (as I1..I13). */
    { "I14", NULL, NULL, NULL, 0,  3,  3, NULL },
    { "I15", NULL, NULL, NULL, 0,  3,  2, NULL },
    { "I16", NULL, NULL, NULL, 0,  3,  1, NULL },
    { "I17", NULL, NULL, NULL, 0,  3,  0, NULL },
    { "I18", NULL, NULL, NULL, 0,  3, -1, NULL },
    { "I19", NULL, NULL, NULL, 0,  3, -2, NULL },
    { "I20", NULL, NULL, NULL, 0,  3, -3, NULL },
    { "I21", NULL, NULL, NULL, 0,  2, -3, NULL },
    { "I22", NULL, NULL, NULL, 0,  1, -3, NULL },
    { "I23", NULL, NULL, NULL, 0,  0, -3, NULL },
    { "I24", NULL, NULL, NULL, 0, -1, -3, NULL },
    { "I25", NULL, NULL, NULL, 0, -2, -3, NULL },
    { "I26", NULL, NULL, NULL, 0, -3, -3, NULL },
};

int wz_opening_count(void)
{
    return WZ_N26;
}

const struct wz_opening *wz_opening_at(int i)
{
    return (i >= 0 && i < WZ_N26) ? &wz_table[i] : NULL;
}

int wz_opening52_count(void)
{
    return WZ_N52;
}

const struct wz_opening *wz_opening52_at(int cls)
{
    return (cls >= 0 && cls < WZ_N52) ? &wz_table[cls] : NULL;
}

/* ASCII-only lowering: UTF-8 bytes >= 0x80 pass through unchanged. */
static int wz_ascii_lower(unsigned char c)
{
    return (c >= 'A' && c <= 'Z') ? c - 'A' + 'a' : c;
}

static int wz_ascii_ieq(const char *a, const char *b)
{
    if (a == NULL || b == NULL)
        return 0;
    for (;; a++, b++) {
        int ca = wz_ascii_lower((unsigned char)*a);
        int cb = wz_ascii_lower((unsigned char)*b);
        if (ca != cb)
            return 0;
        if (ca == 0)
            return 1;
    }
}

static int wz_str_eq(const char *a, const char *b)
{
    if (a == NULL || b == NULL)
        return 0;
    while (*a && *a == *b) {
        a++;
        b++;
    }
    return *a == *b;
}

const struct wz_opening *wz_opening_find(const char *name)
{
    int i;

    if (name == NULL || *name == '\0')
        return NULL;
    for (i = 0; i < WZ_N26; i++) {
        const struct wz_opening *op = &wz_table[i];
        if (wz_ascii_ieq(name, op->code) || wz_ascii_ieq(name, op->japanese)
            || wz_str_eq(name, op->chinese) || wz_str_eq(name, op->chinese_trad))
            return op;
    }
    return NULL;
}

void wz_sym_apply(int o, int dx, int dy, int *ox, int *oy)
{
    int x = dx, y = dy, k, t;

    o &= 7;
    if (o >= 4)
        x = -x;
    for (k = 0; k < (o & 3); k++) { /* 90 degrees counter-clockwise */
        t = x;
        x = -y;
        y = t;
    }
    if (ox)
        *ox = x;
    if (oy)
        *oy = y;
}

int wz_sym_inverse(int o)
{
    o &= 7;
    return o >= 4 ? o : (4 - o) & 3;
}

void wz_opening_stones(const struct wz_opening *op,
                       int *w2x, int *w2y, int *b3x, int *b3y)
{
    if (op == NULL)
        return;
    if (w2x)
        *w2x = op->direct ? 0 : 1;
    if (w2y)
        *w2y = 1;
    if (b3x)
        *b3x = op->b3_dx;
    if (b3y)
        *b3y = op->b3_dy;
}

/*
** Find the class (index into wz_table, below limit) and smallest orientation
** o with sym(o, canonical W2/B3) == (w2, b3), both relative to B1.
** Returns the class or -1.
*/
static int wz_match(int limit, int w2x, int w2y, int b3x, int b3y, int *orient)
{
    int i, o;

    /* W2 adjacent, B3 off B1 and W2: cheap early rejections */
    if (w2x < -1 || w2x > 1 || w2y < -1 || w2y > 1 || (w2x == 0 && w2y == 0))
        return -1;
    if ((b3x == 0 && b3y == 0) || (b3x == w2x && b3y == w2y))
        return -1;
    for (i = 0; i < limit; i++) {
        int cw2x, cw2y, cb3x, cb3y;
        wz_opening_stones(&wz_table[i], &cw2x, &cw2y, &cb3x, &cb3y);
        for (o = 0; o < 8; o++) {
            int ax, ay, bx, by;
            wz_sym_apply(o, cw2x, cw2y, &ax, &ay);
            if (ax != w2x || ay != w2y)
                continue;
            wz_sym_apply(o, cb3x, cb3y, &bx, &by);
            if (bx == b3x && by == b3y) {
                if (orient)
                    *orient = o;
                return i;
            }
        }
    }
    return -1;
}

/* Offsets are small; reject huge ones before subtracting to avoid overflow. */
static int wz_in_range(int v)
{
    return v > -(INT_MAX / 2) && v < INT_MAX / 2;
}

const struct wz_opening *wz_opening_identify(int b1x, int b1y,
                                             int w2x, int w2y,
                                             int b3x, int b3y, int *orient)
{
    int cls, o = 0;

    if (!wz_in_range(b1x) || !wz_in_range(b1y) || !wz_in_range(w2x)
        || !wz_in_range(w2y) || !wz_in_range(b3x) || !wz_in_range(b3y))
        return NULL;
    cls = wz_match(WZ_N26, w2x - b1x, w2y - b1y, b3x - b1x, b3y - b1y, &o);
    if (cls < 0)
        return NULL;
    if (orient)
        *orient = o;
    return &wz_table[cls];
}

int wz_opening52_class(int w2x, int w2y, int b3x, int b3y)
{
    return wz_match(WZ_N52, w2x, w2y, b3x, b3y, NULL);
}

/* Parse a non-negative decimal at *p; -1 if none (or absurdly long). */
static int wz_parse_uint(const char **p)
{
    const char *s = *p;
    int v = 0;

    if (*s < '0' || *s > '9')
        return -1;
    while (*s >= '0' && *s <= '9') {
        if (v > (INT_MAX - 9) / 10)
            return -1;
        v = v * 10 + (*s - '0');
        s++;
    }
    *p = s;
    return v;
}

char wz_opening_result(const struct wz_opening *op, int n_offers)
{
    const char *s;

    if (op == NULL || op->results == NULL || n_offers < 1)
        return 0;
    s = op->results;
    for (;;) {
        int lo, hi;
        char letter;

        while (*s == ' ' || *s == ',')
            s++;
        if (*s == '\0')
            return 0;
        lo = wz_parse_uint(&s);
        if (lo < 0)
            return 0;
        hi = lo;
        if (*s == '-') {
            s++;
            hi = wz_parse_uint(&s);
            if (hi < 0)
                return 0;
        } else if (*s == '+') {
            s++;
            hi = INT_MAX;
        }
        while (*s == ' ')
            s++;
        letter = *s;
        if (letter != 'B' && letter != 'b' && letter != '=' && letter != 'w'
            && letter != 'W')
            return 0;
        s++;
        if (n_offers >= lo && n_offers <= hi)
            return letter;
    }
}

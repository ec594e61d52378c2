/* vcf_check.c - the independent judge of forced wins (see vcf_check.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vcf_check.h"

static const int dirs[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

/* ------------------------------------------------------------- puzzles */

static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    char *e = s + strlen(s);
    while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\n' || e[-1] == '\r'))
        *--e = '\0';
    return s;
}

static int points(char *text, wz_point *out, int max)
{
    int n = 0;
    for (char *t = strtok(text, " "); t; t = strtok(NULL, " ")) {
        if (n >= max || t[0] < 'a' || t[0] > 'z')
            return -1;
        out[n].board = 0;
        out[n].x = (int8_t)(t[0] - 'a');
        out[n].y = (int8_t)(atoi(t + 1) - 1);
        n++;
    }
    return n;
}

int puzzle_parse(const char *text, puzzle *z)
{
    char line[2048];
    snprintf(line, sizeof line, "%s", text);
    char *field[7];
    int k = 0;
    for (char *p = line; k < 7; k++) {
        field[k] = p;
        char *bar = strchr(p, '|');
        if (!bar) {
            k++;
            break;
        }
        *bar = '\0';
        p = bar + 1;
    }
    memset(z, 0, sizeof *z);
    if (k != 7)
        return -1;
    snprintf(z->id, sizeof z->id, "%s", trim(field[0]));
    snprintf(z->variant, sizeof z->variant, "%s", trim(field[1]));
    z->nblack = points(trim(field[2]), z->black, 64);
    z->nwhite = points(trim(field[3]), z->white, 64);
    const char *mover = trim(field[4]), *expect = trim(field[5]);
    z->to_move = strcmp(mover, "white") == 0 ? WZ_WHITE : WZ_BLACK;
    z->has_win = strcmp(expect, "vcf") == 0;
    snprintf(z->note, sizeof z->note, "%s", trim(field[6]));
    if (z->nblack < 0 || z->nwhite < 0 || (strcmp(mover, "black") && strcmp(mover, "white")) ||
        (strcmp(expect, "vcf") && strcmp(expect, "none")))
        return -1;
    return 0;
}

int puzzles_read(const char *path, puzzle *out, int max)
{
    FILE *f = fopen(path, "r");
    char line[2048];
    int n = 0, lineno = 0;
    if (!f) {
        fprintf(stderr, "%s: cannot open\n", path);
        return -1;
    }
    while (fgets(line, sizeof line, f) && n < max) {
        lineno++;
        char *s = trim(line);
        if (!*s || *s == '#')
            continue;
        if (puzzle_parse(s, &out[n]) != 0) {
            fprintf(stderr, "%s:%d: expected id | variant | black | white | black|white | vcf|none | note\n",
                    path, lineno);
            fclose(f);
            return -1;
        }
        n++;
    }
    fclose(f);
    return n;
}

wz_game *puzzle_game(const wz_registry *r, const puzzle *p)
{
    char why[WZ_REASON_MAX];
    const wz_variant *v = wz_registry_find(r, p->variant);
    if (!v) {
        fprintf(stderr, "%s: no variant %s\n", p->id, p->variant);
        return NULL;
    }
    wz_game *g = wz_game_new(v, 0, NULL, 1, why, sizeof why);
    if (!g || wz_game_setup(g, p->black, p->nblack, p->white, p->nwhite, why, sizeof why) != 0) {
        fprintf(stderr, "%s: %s\n", p->id, why);
        wz_game_free(g);
        return NULL;
    }
    if (p->to_move == WZ_WHITE) {
        wz_action pass = {.kind = WZ_ACT_PASS};
        if (wz_game_act(g, &pass, why, sizeof why) != 0) {
            fprintf(stderr, "%s: %s\n", p->id, why);
            wz_game_free(g);
            return NULL;
        }
    }
    return g;
}

/* ---------------------------------------------------------- five points */

/* Would a stone of colour at the empty p complete a five in g?  Asked of
 * the kernel for black (its judge knows exact-five rules), counted for
 * white (five or more: free-style, and white in renju). */
static int completes(const wz_game *g, wz_point p, int colour)
{
    if (colour == WZ_BLACK)
        return wz_game_check(g, p) == WZ_FIVE;
    for (int d = 0; d < 4; d++) {
        int n = 1;
        for (int s = -1; s <= 1; s += 2) {
            wz_point q = p;
            for (;;) {
                q.x = (int8_t)(q.x + s * dirs[d][0]);
                q.y = (int8_t)(q.y + s * dirs[d][1]);
                if (wz_game_at(g, q) != colour)
                    break;
                n++;
            }
        }
        if (n >= 5)
            return 1;
    }
    return 0;
}

static int five_points(const wz_game *g, int colour, wz_point *out, int max)
{
    int n = 0;
    for (int y = 0; y < wz_game_height(g); y++)
        for (int x = 0; x < wz_game_width(g); x++) {
            wz_point p = {0, (int8_t)x, (int8_t)y};
            if (wz_game_at(g, p) == WZ_EMPTY && completes(g, p, colour)) {
                if (n < max)
                    out[n] = p;
                n++;
            }
        }
    return n;
}

static int same(wz_point a, wz_point b)
{
    return a.board == b.board && a.x == b.x && a.y == b.y;
}

int vcf_line_ok(const wz_game *g0, const wz_point *line, int n, char *why, size_t whylen)
{
    char reason[WZ_REASON_MAX];
    wz_expect e;
    wz_game_expect(g0, &e);
    int attacker = e.colour, defender = attacker == WZ_BLACK ? WZ_WHITE : WZ_BLACK;
    int won = attacker == WZ_BLACK ? WZ_BLACK_WINS : WZ_WHITE_WINS;
    wz_game *g = wz_game_clone(g0);
    int ok = 0;
    if (n <= 0 || n % 2 == 0) {
        snprintf(why, whylen, "a line of %d moves cannot end with the attacker's five", n);
        goto done;
    }
    for (int i = 0; i < n; i++) {
        wz_action a = {.kind = WZ_ACT_PLACE, .npoints = 1};
        a.pts[0] = line[i];
        int attacking = i % 2 == 0;
        if (!attacking) {
            wz_point threat[8];
            int t = five_points(g, attacker, threat, 4);
            if (five_points(g, defender, threat + 4, 4) > 0) {
                snprintf(why, whylen, "move %d: the defender could complete a five", i + 1);
                goto done;
            }
            if (t == 0) {
                snprintf(why, whylen, "move %d: the attacker's last move was no four", i);
                goto done;
            }
            if (line[i].board < 0) {
                /* the defender may not block: only renju black, where every
                 * completion point is forbidden to it */
                int blockable = defender != WZ_BLACK || t > 4;
                for (int k = 0; k < t && k < 4 && !blockable; k++)
                    blockable = wz_game_forbids(g, threat[k]) == WZ_LEGAL;
                if (blockable) {
                    snprintf(why, whylen, "move %d: the defender could block", i + 1);
                    goto done;
                }
                a.kind = WZ_ACT_PASS;
                a.npoints = 0;
            } else if (t == 1 && !same(threat[0], line[i])) {
                snprintf(why, whylen, "move %d: the only block is elsewhere", i + 1);
                goto done;
            }
        }
        if (wz_game_act(g, &a, reason, sizeof reason) != 0) {
            snprintf(why, whylen, "move %d refused: %s", i + 1, reason);
            goto done;
        }
        int result = wz_game_result(g, NULL);
        if (i == n - 1) {
            ok = result == won;
            if (!ok)
                snprintf(why, whylen, "the last move does not win");
        } else if (result != WZ_ONGOING) {
            snprintf(why, whylen, "move %d ends the game early", i + 1);
            goto done;
        }
    }
done:
    wz_game_free(g);
    return ok;
}

/* --------------------------------------------------- exhaustive search */

typedef struct naive {
    int w, h;
    uint8_t cell[26 * 26];
    uint64_t zob[3][26 * 26], hash;
    uint64_t *failed; /* open addressing: (hash ^ depth) of proven failures */
    size_t mask;
    long nodes, max_nodes;
} naive;

static int at(const naive *s, int x, int y)
{
    return (x < 0 || y < 0 || x >= s->w || y >= s->h) ? -1 : s->cell[y * s->w + x];
}

static int makes_five(const naive *s, int x, int y, int colour)
{
    for (int d = 0; d < 4; d++) {
        int n = 1;
        for (int k = 1; at(s, x + k * dirs[d][0], y + k * dirs[d][1]) == colour; k++)
            n++;
        for (int k = 1; at(s, x - k * dirs[d][0], y - k * dirs[d][1]) == colour; k++)
            n++;
        if (n >= 5)
            return 1;
    }
    return 0;
}

static int fives(const naive *s, int colour, int *out, int max)
{
    int n = 0;
    for (int i = 0; i < s->w * s->h; i++)
        if (!s->cell[i] && makes_five(s, i % s->w, i / s->w, colour)) {
            if (n < max)
                out[n] = i;
            n++;
        }
    return n;
}

/* Five points of colour on the lines through m (where a new four is). */
static int fives_near(const naive *s, int colour, int m, int *out, int max)
{
    int n = 0, mx = m % s->w, my = m / s->w;
    for (int d = 0; d < 4; d++)
        for (int k = -4; k <= 4; k++) {
            int x = mx + k * dirs[d][0], y = my + k * dirs[d][1];
            if (k && at(s, x, y) == 0 && makes_five(s, x, y, colour)) {
                int i = y * s->w + x, dup = 0;
                for (int j = 0; j < n && j < max; j++)
                    dup |= out[j] == i;
                if (dup)
                    continue;
                if (n < max)
                    out[n] = i;
                n++;
            }
        }
    return n;
}

static void put(naive *s, int i, int colour)
{
    s->hash ^= s->zob[colour ? colour : s->cell[i]][i];
    s->cell[i] = (uint8_t)colour;
}

static int seen_failure(naive *s, uint64_t key)
{
    for (size_t i = key & s->mask;; i = (i + 1) & s->mask) {
        if (s->failed[i] == key)
            return 1;
        if (!s->failed[i])
            return 0;
    }
}

static void remember_failure(naive *s, uint64_t key)
{
    for (size_t i = key & s->mask;; i = (i + 1) & s->mask)
        if (!s->failed[i] || s->failed[i] == key) {
            s->failed[i] = key;
            return;
        }
}

static int attack(naive *s, int a, int depth)
{
    int d = 3 - a, list[4];
    if (++s->nodes > s->max_nodes)
        return -1;
    if (fives(s, a, list, 1))
        return 1;
    int nd = fives(s, d, list, 2);
    if (nd >= 2 || depth == 0)
        return 0;
    uint64_t key = (s->hash ^ (uint64_t)depth * 0x9E3779B97F4A7C15ULL) | 1;
    if (seen_failure(s, key))
        return 0;
    for (int m = 0; m < s->w * s->h; m++) {
        if (s->cell[m] || (nd == 1 && m != list[0]))
            continue;
        put(s, m, a);
        int threat[2], t = fives_near(s, a, m, threat, 2), r = 0;
        if (t >= 2) {
            r = 1;
        } else if (t == 1) {
            put(s, threat[0], d);
            r = attack(s, a, depth - 1);
            put(s, threat[0], 0);
        }
        put(s, m, 0);
        if (r)
            return r;
    }
    if (s->nodes <= s->max_nodes)
        remember_failure(s, key);
    return 0;
}

int vcf_exists_freestyle(const wz_game *g, int depth, long max_nodes)
{
    naive *s = calloc(1, sizeof *s);
    wz_expect e;
    wz_game_expect(g, &e);
    s->w = wz_game_width(g);
    s->h = wz_game_height(g);
    s->mask = (1u << 20) - 1;
    s->failed = calloc(s->mask + 1, sizeof *s->failed);
    s->max_nodes = max_nodes;
    uint64_t z = 0x2545F4914F6CDD1DULL;
    for (int c = 0; c < 3; c++)
        for (int i = 0; i < 26 * 26; i++) {
            z ^= z << 13;
            z ^= z >> 7;
            z ^= z << 17;
            s->zob[c][i] = z;
        }
    for (int y = 0; y < s->h; y++)
        for (int x = 0; x < s->w; x++) {
            wz_point p = {0, (int8_t)x, (int8_t)y};
            int c = wz_game_at(g, p);
            if (c)
                put(s, y * s->w + x, c);
        }
    int r = attack(s, e.colour, depth);
    free(s->failed);
    free(s);
    return r;
}

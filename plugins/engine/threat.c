/* threat.c - threat-space search: VCF (victory by continuous fours) and
 * VCT (by continuous threats: fours and open threes).
 *
 * The attacker only plays moves that threaten; the defender answers a
 * four at its one completion point (a renju black defender that may not
 * play there has lost) and an open three with every move that could stop
 * it.  Proven failures are cached by position; the line being tried is
 * kept in s->threat so that a success leaves the winning line there
 * (-1 stands for "any move" where black cannot block a forbidden point). */
#include <stdlib.h>

#include "search.h"

#define VCF_SALT 0x6A09E667F3BCC908ULL
#define VCT_SALT 0xBB67AE8584CAA73BULL
#define MAX_CELLS 128
/* Threes tried at one VCT node: the most promising only. */
#define VCT_WIDTH 14

static int cached_failure(search *s, uint64_t key, int depth)
{
    const struct threat_slot *c = &s->threat_cache[key & s->threat_mask];
    return c->key == key && c->depth >= depth;
}

static void cache_failure(search *s, uint64_t key, int depth)
{
    if (s->clock.stopped)
        return; /* not proven */
    struct threat_slot *c = &s->threat_cache[key & s->threat_mask];
    c->key = key;
    c->depth = (int8_t)depth;
    c->won = 0;
}

static void record(search *s, int ply, int move)
{
    if (ply < MAX_PLY)
        s->threat.move[ply] = (int16_t)move;
}

static void record_end(search *s, int ply)
{
    s->threat.n = ply < MAX_PLY ? ply : MAX_PLY;
}

/* Sort cells by their value for colour, best first (few: insertion). */
static void order_cells(const board *b, int16_t *cells, int n, int colour)
{
    int key[MAX_CELLS];
    for (int i = 0; i < n; i++) {
        const combo *k = board_combo(b, cells[i], colour);
        key[i] = k->level * 4096 + k->value;
    }
    for (int i = 1; i < n; i++) {
        int16_t c = cells[i];
        int v = key[i], j = i;
        while (j > 0 && key[j - 1] < v) {
            key[j] = key[j - 1];
            cells[j] = cells[j - 1];
            j--;
        }
        key[j] = v;
        cells[j] = c;
    }
}

/* The attacker can complete a five at two points or more: the defender
 * blocks one (one it may play, or "any" when a renju black defender may
 * play none) and the attacker completes another. */
static int two_fives(search *s, int attacker, int ply)
{
    int16_t cells[16];
    int n = board_cells_of(s->b.five[attacker], cells, 16), block = -1;
    for (int i = 0; i < n && block < 0; i++)
        if (!board_foul(&s->b, cells[i], other(attacker)))
            block = cells[i];
    record(s, ply, block);
    record(s, ply + 1, cells[0] == block ? cells[1] : cells[0]);
    record_end(s, ply + 2);
    return 1;
}

/* ------------------------------------------------------------------ VCF */

static int vcf_attack(search *s, int a, int depth, int ply);

static int vcf_defend(search *s, int a, int depth, int ply)
{
    board *b = &s->b;
    int d = other(a);
    int16_t cells[2];
    if (!board_set_empty(b->five[d]))
        return 0; /* the defender completes a five first */
    int n = board_cells_of(b->five[a], cells, 2);
    if (n == 0)
        return 0;
    if (n >= 2)
        return two_fives(s, a, ply);
    int q = cells[0];
    if (board_foul(b, q, d)) {
        record(s, ply, -1);
        record(s, ply + 1, q);
        record_end(s, ply + 2);
        return 1;
    }
    board_make(b, q, d);
    record(s, ply, q);
    int r = vcf_attack(s, a, depth, ply + 1);
    board_unmake(b);
    return r;
}

static int vcf_try(search *s, int a, int q, int depth, int ply)
{
    board_make(&s->b, q, a);
    record(s, ply, q);
    int r = vcf_defend(s, a, depth - 1, ply + 1);
    board_unmake(&s->b);
    return r;
}

static int vcf_attack(search *s, int a, int depth, int ply)
{
    board *b = &s->b;
    int d = other(a);
    int16_t cells[MAX_CELLS];
    if (ply >= MAX_PLY - 4 || search_tick(s))
        return 0;
    int n = board_cells_of(b->five[a], cells, 1);
    if (n) {
        record(s, ply, cells[0]);
        record_end(s, ply + 1);
        return 1;
    }
    n = board_cells_of(b->five[d], cells, 2);
    if (n >= 2)
        return 0;
    if (n == 1) {
        /* the attacker must block: only a block that is itself a four
         * keeps the initiative */
        int q = cells[0];
        if (depth <= 0 || !board_combo(b, q, a)->fours || board_foul(b, q, a))
            return 0;
        return vcf_try(s, a, q, depth, ply);
    }
    if (depth <= 0 || board_set_empty(b->four[a]))
        return 0;
    uint64_t key = board_key(b, a) ^ VCF_SALT;
    if (cached_failure(s, key, depth))
        return 0;
    n = board_cells_of(b->four[a], cells, MAX_CELLS);
    order_cells(b, cells, n, a);
    for (int i = 0; i < n; i++) {
        if (board_foul(b, cells[i], a))
            continue;
        if (vcf_try(s, a, cells[i], depth, ply))
            return 1;
        if (s->clock.stopped)
            return 0;
    }
    cache_failure(s, key, depth);
    return 0;
}

int search_vcf(search *s, int attacker, int depth, line *out)
{
    s->threat.n = 0;
    int r = vcf_attack(s, attacker, depth, 0);
    if (r && out)
        *out = s->threat;
    return r;
}

/* ------------------------------------------------------------------ VCT */

#define VCT_VCF_DEPTH 12

static int vct_attack(search *s, int a, int depth, int ply);

static int vct_defend(search *s, int a, int depth, int ply)
{
    board *b = &s->b;
    int d = other(a);
    int16_t cells[MAX_CELLS];
    if (!board_set_empty(b->five[d]))
        return 0;
    int n = board_cells_of(b->five[a], cells, 2);
    if (n >= 2)
        return two_fives(s, a, ply);
    if (n == 1) {
        int q = cells[0];
        if (board_foul(b, q, d)) {
            record(s, ply, -1);
            record(s, ply + 1, q);
            record_end(s, ply + 2);
            return 1;
        }
        board_make(b, q, d);
        record(s, ply, q);
        int r = vct_attack(s, a, depth, ply + 1);
        board_unmake(b);
        return r;
    }
    if (!search_winning_point(s, a, NULL))
        return 0; /* the attacker's move threatened nothing */
    n = search_defences(s, a, cells, MAX_CELLS);
    if (n == 0) {
        /* every stopping point is forbidden to a renju black defender */
        record(s, ply, -1);
        return vct_attack(s, a, depth, ply + 1);
    }
    order_cells(b, cells, n, d);
    /* the line to show answers the defender's most natural move, the
     * first tried; later ones overwrite the scratch line */
    line first;
    for (int i = 0; i < n; i++) {
        board_make(b, cells[i], d);
        record(s, ply, cells[i]);
        int r = vct_attack(s, a, depth, ply + 1);
        board_unmake(b);
        if (!r)
            return 0;
        if (i == 0)
            first = s->threat;
    }
    s->threat = first;
    return 1;
}

static int vct_try(search *s, int a, int q, int depth, int ply)
{
    board_make(&s->b, q, a);
    record(s, ply, q);
    int r = vct_defend(s, a, depth - 1, ply + 1);
    board_unmake(&s->b);
    return r;
}

static int vct_attack(search *s, int a, int depth, int ply)
{
    board *b = &s->b;
    int d = other(a);
    int16_t cells[MAX_CELLS];
    if (ply >= MAX_PLY - 4 || search_tick(s))
        return 0;
    int n = board_cells_of(b->five[a], cells, 1);
    if (n) {
        record(s, ply, cells[0]);
        record_end(s, ply + 1);
        return 1;
    }
    n = board_cells_of(b->five[d], cells, 2);
    if (n >= 2)
        return 0;
    if (n == 1) {
        int q = cells[0];
        if (depth <= 0 || board_foul(b, q, a))
            return 0;
        return vct_try(s, a, q, depth, ply);
    }
    int win;
    if (search_winning_point(s, a, &win))
        return vct_try(s, a, win, depth, ply);
    if (depth <= 0)
        return 0;
    uint64_t key = board_key(b, a) ^ VCT_SALT;
    if (cached_failure(s, key, depth))
        return 0;
    if (vcf_attack(s, a, VCT_VCF_DEPTH, ply))
        return 1;
    if (s->clock.stopped)
        return 0;
    /* An opponent who can make an open four outpaces any three. */
    if (search_winning_point(s, d, NULL)) {
        cache_failure(s, key, depth);
        return 0;
    }
    n = board_cells_of(b->four[a], cells, MAX_CELLS);
    n += board_cells_of(b->three[a], cells + n, MAX_CELLS - n);
    order_cells(b, cells, n, a);
    int tried = 0;
    for (int i = 0; i < n && tried < VCT_WIDTH; i++) {
        if (board_foul(b, cells[i], a))
            continue;
        tried++;
        if (vct_try(s, a, cells[i], depth, ply))
            return 1;
        if (s->clock.stopped)
            return 0;
    }
    cache_failure(s, key, depth);
    return 0;
}

int search_vct(search *s, int attacker, int depth, line *out)
{
    s->threat.n = 0;
    int r = vct_attack(s, attacker, depth, 0);
    if (r && out)
        *out = s->threat;
    return r;
}

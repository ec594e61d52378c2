/* board.c - the incremental board (see board.h). */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "board.h"

const int board_step[4] = {1, BOARD_STRIDE, BOARD_STRIDE + 1, BOARD_STRIDE - 1};

/* Raw combo index: the four kinds in mixed radix (direction 0 lowest). */
#define RAW_COMBOS (KINDS * KINDS * KINDS * KINDS)

combo board_combos[PCODES];
/* By family and colour; the level is as judged, or (for renju black)
 * LV_FORBID where the judge would be needed. */
static code_sum code_sums[FAM_COUNT][3][PCODES];
static uint16_t pcode_of_raw[RAW_COMBOS];
static uint64_t zobrist[3][BOARD_CELLS];
static uint64_t zobrist_side;
static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

static uint8_t kind_of[256];
static const int kind_weight[4] = {1, KINDS, KINDS * KINDS, KINDS * KINDS * KINDS};

enum { SET_NONE, SET_FIVE, SET_FOUR, SET_THREE };

/* A prior worth of one line kind and of the shapes lines make together,
 * for move ordering before anything is learnt: an open four is worth far
 * more than anything short of a five, a four and an open three about the
 * same as each other. */
static const int16_t kind_value[KINDS] = {
    [PAT_NONE] = 0, [PAT_OVER] = 0, [PAT_B1] = 1, [PAT_F1] = 2, [PAT_B2] = 3,
    [PAT_F2] = 10, [PAT_F2A] = 12, [PAT_F2B] = 14, [PAT_B3] = 10, [PAT_F3] = 45,
    [PAT_F3S] = 55, [PAT_B4] = 55, [PAT_F4] = 500, [PAT_FIVE] = 5000, [KIND_DFOUR] = 500,
};
static const int16_t level_bonus[LV_COUNT] = {
    [LV_33] = 250, [LV_43] = 600, [LV_F4] = 800, [LV_F3PLUS] = 10, [LV_B4PLUS] = 10,
};

static void fill_combo(combo *c, const int kinds[4])
{
    int n[KINDS] = {0}, value = 0;
    memset(c, 0, sizeof *c);
    for (int d = 0; d < 4; d++) {
        n[kinds[d]]++;
        value += kind_value[kinds[d]];
    }
    c->five = n[PAT_FIVE] > 0;
    c->over = n[PAT_OVER] > 0;
    c->fours = (uint8_t)(n[PAT_B4] + n[PAT_F4] + 2 * n[KIND_DFOUR]);
    c->threes = (uint8_t)(n[PAT_F3] + n[PAT_F3S]);
    int f4 = n[PAT_F4] + n[KIND_DFOUR];
    int b3 = n[PAT_B3], f2 = n[PAT_F2] + n[PAT_F2A] + n[PAT_F2B];
    int lv;
    if (c->five)
        lv = LV_FIVE;
    else if (f4 || c->fours >= 2)
        lv = LV_F4;
    else if (c->fours == 1)
        lv = c->threes ? LV_43 : (b3 || f2) ? LV_B4PLUS : LV_B4;
    else if (c->threes >= 2)
        lv = LV_33;
    else if (c->threes == 1)
        lv = (b3 || f2) ? LV_F3PLUS : LV_F3;
    else if (b3 && b3 + f2 >= 2)
        lv = LV_B3PLUS;
    else if (f2 >= 2)
        lv = LV_F2X2;
    else if (b3)
        lv = LV_B3;
    else if (f2)
        lv = LV_F2;
    else
        lv = LV_NONE;
    c->level = (uint8_t)lv;
    c->suspect = !c->five && (c->over || c->fours >= 2 || c->threes >= 2);
    c->set = c->five ? SET_FIVE : c->fours ? SET_FOUR : c->threes ? SET_THREE : SET_NONE;
    value += level_bonus[lv];
    c->value = (int16_t)(value > 32000 ? 32000 : value);
}

static void build_combos(void)
{
    /* pattern codes: the kinds sorted, a <= b <= c <= d, numbered in order */
    static int16_t code[KINDS][KINDS][KINDS][KINDS];
    int n = 0;
    for (int a = 0; a < KINDS; a++)
        for (int b = a; b < KINDS; b++)
            for (int c = b; c < KINDS; c++)
                for (int d = c; d < KINDS; d++) {
                    int k[4] = {a, b, c, d};
                    code[a][b][c][d] = (int16_t)n;
                    fill_combo(&board_combos[n], k);
                    n++;
                }
    for (int raw = 0; raw < RAW_COMBOS; raw++) {
        int k[4], r = raw;
        for (int d = 0; d < 4; d++, r /= KINDS)
            k[d] = r % KINDS;
        for (int i = 1; i < 4; i++)
            for (int j = i; j > 0 && k[j - 1] > k[j]; j--) {
                int t = k[j];
                k[j] = k[j - 1];
                k[j - 1] = t;
            }
        pcode_of_raw[raw] = (uint16_t)code[k[0]][k[1]][k[2]][k[3]];
    }
    for (int p = 0; p < 256; p++)
        kind_of[p] = (uint8_t)((p & PAT_DFOUR) ? KIND_DFOUR : PAT_CLASS(p) < PAT_KINDS ? PAT_CLASS(p) : 0);
    /* Fixed seed: the same position always hashes alike. */
    uint64_t s = 0x9E3779B97F4A7C15ULL;
    for (int c = 0; c < 3; c++)
        for (int i = 0; i < BOARD_CELLS; i++) {
            uint64_t z = (s += 0x9E3779B97F4A7C15ULL);
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
            zobrist[c][i] = z ^ (z >> 31);
        }
    zobrist_side = 0x5851F42D4C957F2DULL;
    for (int f = 0; f < FAM_COUNT; f++)
        for (int c = CELL_BLACK; c <= CELL_WHITE; c++) {
            const int16_t *w = eval_weights(f, c);
            for (int p = 0; p < PCODES; p++) {
                const combo *k = &board_combos[p];
                code_sum *t = &code_sums[f][c][p];
                t->weight = w[p];
                t->level = f == FAM_RENJU && c == CELL_BLACK && k->suspect ? LV_FORBID : k->level;
                t->set = k->set;
            }
        }
}

int board_pcode_of(const uint8_t pats[4])
{
    int raw = 0;
    for (int d = 3; d >= 0; d--)
        raw = raw * KINDS + kind_of[pats[d]];
    return pcode_of_raw[raw];
}

static inline void bit_set(uint64_t *set, int pos)
{
    set[pos >> 6] |= 1ULL << (pos & 63);
    set[BOARD_WORDS] |= 1ULL << (pos >> 6);
}
static inline void bit_clear(uint64_t *set, int pos)
{
    if (!(set[pos >> 6] &= ~(1ULL << (pos & 63))))
        set[BOARD_WORDS] &= ~(1ULL << (pos >> 6));
}

static uint64_t *set_of(board *b, int set, int colour)
{
    return set == SET_FIVE ? b->five[colour] : set == SET_FOUR ? b->four[colour] : b->three[colour];
}

/* Empty cell pos leaves colour's point set `from` for `to` (SET_NONE:
 * none). */
static inline __attribute__((always_inline)) void change_set(board *b, int pos, int colour,
                                                             int from, int to)
{
    if (from == to)
        return;
    if (from)
        bit_clear(set_of(b, from, colour), pos);
    if (to)
        bit_set(set_of(b, to, colour), pos);
}

/* Save the point sets' words in use to saved, or (restore) the other way. */
static void sets_copy(board *b, uint64_t *saved, int restore)
{
    uint64_t *sets[6] = {b->five[CELL_BLACK], b->five[CELL_WHITE], b->four[CELL_BLACK],
                         b->four[CELL_WHITE], b->three[CELL_BLACK], b->three[CELL_WHITE]};
    int lo = b->set_lo, n = b->set_words;
    for (int i = 0; i < 6; i++, saved += n + 1) {
        if (restore) {
            memcpy(sets[i] + lo, saved, (size_t)n * sizeof *saved);
            sets[i][BOARD_WORDS] = saved[n];
        } else {
            memcpy(saved, sets[i] + lo, (size_t)n * sizeof *saved);
            saved[n] = sets[i][BOARD_WORDS];
        }
    }
}

/* An empty cell's pattern code for colour changes from was to now (-1:
 * the cell was not, or is no longer, empty). */
static inline void retotal(board *b, int pos, int colour, int was, int now)
{
    static const code_sum nothing = {0, LV_NONE, SET_NONE};
    const code_sum *kw = was >= 0 ? &b->sums[colour][was] : &nothing;
    const code_sum *kn = now >= 0 ? &b->sums[colour][now] : &nothing;
    b->value_sum[colour] += kn->weight - kw->weight;
    uint8_t lw = b->pt[pos].level[colour], ln = kn->level;
    if (was >= 0)
        b->level_count[colour][lw]--;
    if (now >= 0)
        b->level_count[colour][ln]++;
    b->pt[pos].level[colour] = ln;
    change_set(b, pos, colour, kw->set, kn->set);
}

/* The same for an empty cell that stays empty (the refresh's case). */
static inline __attribute__((always_inline)) void recode(board *b, int pos, int colour, int was, int now)
{
    const code_sum *kw = &b->sums[colour][was], *kn = &b->sums[colour][now];
    b->value_sum[colour] += kn->weight - kw->weight;
    b->level_count[colour][b->pt[pos].level[colour]]--;
    b->level_count[colour][kn->level]++;
    b->pt[pos].level[colour] = kn->level;
    change_set(b, pos, colour, kw->set, kn->set);
}

/* Add (sign 1) or remove (-1) an empty cell's summaries from the totals. */
static void account(board *b, int pos, int sign)
{
    for (int c = CELL_BLACK; c <= CELL_WHITE; c++) {
        if (sign > 0)
            retotal(b, pos, c, -1, b->pt[pos].pcode[c]);
        else
            retotal(b, pos, c, b->pt[pos].pcode[c], -1);
    }
}

static void recombine(board *b, int pos)
{
    for (int c = CELL_BLACK; c <= CELL_WHITE; c++) {
        int shift = c == CELL_BLACK ? 0 : 8, ix = 0;
        for (int d = 3; d >= 0; d--)
            ix = ix * KINDS + kind_of[(b->pt[pos].pat[d] >> shift) & 0xFF];
        b->pt[pos].cix[c] = (uint16_t)ix;
        b->pt[pos].pcode[c] = pcode_of_raw[ix];
    }
}

/* One colour's kind on line d of the empty cell q went from was to now. */
static inline __attribute__((always_inline)) void rekind(board *b, int q, int d, int colour, int was, int now)
{
    int ix = b->pt[q].cix[colour] + (now - was) * kind_weight[d];
    int code = pcode_of_raw[ix], old_code = b->pt[q].pcode[colour];
    b->pt[q].cix[colour] = (uint16_t)ix;
    if (code == old_code)
        return;
    b->pt[q].pcode[colour] = (uint16_t)code;
    recode(b, q, colour, old_code, code);
}

/* The empty cell q's line d changed: refresh what a stone there would
 * make, noting in u (if any) what it was.  Inlined into the stone loops,
 * which call it some 25 times a stone: it is most of the search's time. */
static inline __attribute__((always_inline)) void refresh(board *b, int q, int d, undo_ply *u)
{
    uint16_t p = pattern_pair(b->table, b->pt[q].line[d]), old = b->pt[q].pat[d];
    if (p == old)
        return;
    if (u) {
        undo_cell *x = &u->cell[u->n++];
        x->q = (int16_t)q;
        x->d = (uint8_t)d;
        x->pat = old;
        x->cix[0] = b->pt[q].cix[CELL_BLACK];
        x->cix[1] = b->pt[q].cix[CELL_WHITE];
        x->pcode[0] = b->pt[q].pcode[CELL_BLACK];
        x->pcode[1] = b->pt[q].pcode[CELL_WHITE];
        x->level[0] = b->pt[q].level[CELL_BLACK];
        x->level[1] = b->pt[q].level[CELL_WHITE];
    }
    b->pt[q].pat[d] = p;
    int was = kind_of[old & 0xFF], now = kind_of[p & 0xFF];
    if (was != now)
        rekind(b, q, d, CELL_BLACK, was, now);
    was = kind_of[old >> 8];
    now = kind_of[p >> 8];
    if (was != now)
        rekind(b, q, d, CELL_WHITE, was, now);
}

int board_init(board *b, int width, int height, int family)
{
    pthread_once(&tables_once, build_combos);
    memset(b, 0, sizeof *b);
    for (int i = 0; i < UNDO_PLIES; i++)
        b->undo[i].stones = -1;
    b->width = width;
    b->height = height;
    b->family = family;
    b->table = pattern_tables(family);
    if (!b->table)
        return -1;
    b->sums[CELL_BLACK] = code_sums[family][CELL_BLACK];
    b->sums[CELL_WHITE] = code_sums[family][CELL_WHITE];
    b->set_lo = board_pos(0, 0) >> 6;
    b->set_words = (board_pos(width - 1, height - 1) >> 6) - b->set_lo + 1;
    memset(b->cell, CELL_WALL, sizeof b->cell);
    for (int y = 0; y < height; y++)
        for (int x = 0; x < width; x++)
            b->cell[board_pos(x, y)] = CELL_EMPTY;
    for (int pos = 0; pos < BOARD_CELLS; pos++) {
        for (int d = 0; d < 4; d++) {
            uint32_t key = 0;
            for (int o = -5; o <= 5; o++) {
                int q = pos + o * board_step[d];
                if (!o)
                    continue;
                int v = (q < 0 || q >= BOARD_CELLS) ? CELL_WALL : b->cell[q];
                key |= (uint32_t)v << pattern_slot(o);
            }
            b->pt[pos].line[d] = pattern_index(key);
            if (b->cell[pos] == CELL_EMPTY)
                b->pt[pos].pat[d] = pattern_pair(b->table, b->pt[pos].line[d]);
        }
        if (b->cell[pos] == CELL_EMPTY) {
            recombine(b, pos);
            account(b, pos, 1);
        }
    }
    return 0;
}

static void near_add(board *b, int pos, int delta)
{
    for (int dy = -2; dy <= 2; dy++)
        for (int dx = -2; dx <= 2; dx++)
            b->near[pos + dy * BOARD_STRIDE + dx] =
                (uint8_t)(b->near[pos + dy * BOARD_STRIDE + dx] + delta);
}

/* A stone of colour leaves pos: every line index through it loses colour
 * times the step of its offset.  Once a line has left the board it stays
 * off it, and walls' lines are never read, so a line is followed only to
 * its first wall. */
static void lines_lift(board *b, int pos, int colour)
{
    for (int d = 0; d < 4; d++) {
        int step = board_step[d];
        for (int k = 1, q = pos + step; k <= 5 && b->cell[q] != CELL_WALL; k++, q += step)
            b->pt[q].line[d] -= (uint32_t)(colour * pattern_index_step(-k));
        for (int k = 1, q = pos - step; k <= 5 && b->cell[q] != CELL_WALL; k++, q -= step)
            b->pt[q].line[d] -= (uint32_t)(colour * pattern_index_step(k));
    }
}

/* A stone of colour appears at pos (sign 1) or leaves it (sign -1), the
 * line indexes changing as above, and every empty cell whose patterns
 * may have changed is worked out again (the old ones noted in u, if
 * any).  Free-style
 * patterns depend on four cells each side: what lies five away matters
 * only where an overline or a blocked end does. */
static void lines_place(board *b, int pos, int colour, int sign, undo_ply *u)
{
    int reach = b->family == FAM_FREESTYLE ? 4 : 5;
    int32_t amount = sign * colour;
    for (int d = 0; d < 4; d++) {
        int step = board_step[d];
        for (int k = 1, q = pos + step; k <= 5 && b->cell[q] != CELL_WALL; k++, q += step) {
            b->pt[q].line[d] += (uint32_t)(amount * pattern_index_step(-k));
            if (k <= reach && b->cell[q] == CELL_EMPTY)
                refresh(b, q, d, u);
        }
        for (int k = 1, q = pos - step; k <= 5 && b->cell[q] != CELL_WALL; k++, q -= step) {
            b->pt[q].line[d] += (uint32_t)(amount * pattern_index_step(k));
            if (k <= reach && b->cell[q] == CELL_EMPTY)
                refresh(b, q, d, u);
        }
    }
}

void board_make(board *b, int pos, int colour)
{
    undo_ply *u = &b->undo[b->nstones % UNDO_PLIES];
    u->stones = b->nstones;
    u->n = 0;
    u->value_sum[0] = b->value_sum[CELL_BLACK];
    u->value_sum[1] = b->value_sum[CELL_WHITE];
    memcpy(u->level_count[0], b->level_count[CELL_BLACK], sizeof u->level_count[0]);
    memcpy(u->level_count[1], b->level_count[CELL_WHITE], sizeof u->level_count[1]);
    sets_copy(b, u->sets, 0);
    account(b, pos, -1);
    b->cell[pos] = (uint8_t)colour;
    b->plain[board_y(pos) * b->width + board_x(pos)] = (uint8_t)colour;
    b->hash ^= zobrist[colour][pos];
    b->value_before[b->nstones] = b->value_sum[CELL_BLACK] - b->value_sum[CELL_WHITE];
    b->stack[b->nstones++] = (int16_t)pos;
    near_add(b, pos, 1);
    lines_place(b, pos, colour, 1, u);
}

void board_unmake(board *b)
{
    int pos = b->stack[--b->nstones];
    int colour = b->cell[pos];
    b->cell[pos] = CELL_EMPTY;
    b->plain[board_y(pos) * b->width + board_x(pos)] = CELL_EMPTY;
    b->hash ^= zobrist[colour][pos];
    near_add(b, pos, -1);
    undo_ply *u = &b->undo[b->nstones % UNDO_PLIES];
    if (u->stones == b->nstones) {
        /* restore: the stone's own cell kept its summary while taken */
        lines_lift(b, pos, colour);
        for (int i = u->n - 1; i >= 0; i--) {
            const undo_cell *x = &u->cell[i];
            int q = x->q;
            b->pt[q].pat[x->d] = x->pat;
            b->pt[q].cix[CELL_BLACK] = x->cix[0];
            b->pt[q].cix[CELL_WHITE] = x->cix[1];
            b->pt[q].pcode[CELL_BLACK] = x->pcode[0];
            b->pt[q].pcode[CELL_WHITE] = x->pcode[1];
            b->pt[q].level[CELL_BLACK] = x->level[0];
            b->pt[q].level[CELL_WHITE] = x->level[1];
        }
        for (int c = CELL_BLACK; c <= CELL_WHITE; c++)
            b->pt[pos].level[c] = b->sums[c][b->pt[pos].pcode[c]].level;
        sets_copy(b, u->sets, 1);
        b->value_sum[CELL_BLACK] = u->value_sum[0];
        b->value_sum[CELL_WHITE] = u->value_sum[1];
        memcpy(b->level_count[CELL_BLACK], u->level_count[0], sizeof u->level_count[0]);
        memcpy(b->level_count[CELL_WHITE], u->level_count[1], sizeof u->level_count[1]);
        u->stones = -1;
        return;
    }
    lines_place(b, pos, colour, -1, NULL);
    for (int d = 0; d < 4; d++)
        b->pt[pos].pat[d] = pattern_pair(b->table, b->pt[pos].line[d]);
    recombine(b, pos);
    account(b, pos, 1);
}

uint64_t board_key(const board *b, int to_move)
{
    return b->hash ^ (to_move == CELL_WHITE ? zobrist_side : 0);
}

uint64_t board_key_after(const board *b, int pos, int colour, int to_move)
{
    return board_key(b, to_move) ^ zobrist[colour][pos];
}

int board_cells_of(const uint64_t *set, int16_t *out, int max)
{
    int n = 0;
    for (uint64_t words = set[BOARD_WORDS]; words && n < max; words &= words - 1) {
        int w = __builtin_ctzll(words);
        uint64_t bits = set[w];
        while (bits && n < max) {
            out[n++] = (int16_t)(w * 64 + __builtin_ctzll(bits));
            bits &= bits - 1;
        }
    }
    return n;
}

char *board_name(int pos, char *buf)
{
    buf[0] = (char)('a' + board_x(pos));
    int y = board_y(pos) + 1, i = 1;
    if (y >= 10)
        buf[i++] = (char)('0' + y / 10);
    buf[i++] = (char)('0' + y % 10);
    buf[i] = '\0';
    return buf;
}

int board_parse_name(const char *text, int side, int *x, int *y, const char **end)
{
    if (text[0] < 'a' || text[0] > 'z')
        return -1;
    char *after;
    long row = strtol(text + 1, &after, 10);
    if (after == text + 1 || text[0] - 'a' >= side || row < 1 || row > side)
        return -1;
    *x = text[0] - 'a';
    *y = (int)row - 1;
    if (end)
        *end = after;
    return 0;
}

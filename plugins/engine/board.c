/* board.c - the incremental board (see board.h). */
#include <pthread.h>
#include <string.h>

#include "board.h"

const int board_step[4] = {1, BOARD_STRIDE, BOARD_STRIDE + 1, BOARD_STRIDE - 1};

/* Line kinds for the combo index: the pattern class, or 10 for a line
 * with two fours (F4 + PAT_DFOUR). */
#define KINDS 11
#define COMBOS (KINDS * KINDS * KINDS * KINDS)

static combo combos[COMBOS];
static uint64_t zobrist[3][BOARD_CELLS];
static uint64_t zobrist_side;
static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

static uint8_t kind_of[256];
static const int kind_weight[4] = {1, KINDS, KINDS * KINDS, KINDS * KINDS * KINDS};

enum { SET_NONE, SET_FIVE, SET_FOUR, SET_THREE };

/* Worth of one line kind, and of the shapes lines make together.  Set by
 * hand: an open four is worth far more than anything short of a five, a
 * four and an open three about the same as each other. */
static const int16_t kind_value[KINDS] = {
    [PAT_NONE] = 0, [PAT_F1] = 2, [PAT_B2] = 3, [PAT_F2] = 12, [PAT_B3] = 10,
    [PAT_F3] = 50, [PAT_B4] = 55, [PAT_F4] = 500, [PAT_FIVE] = 5000,
    [PAT_OVER] = 0, [10] = 500,
};
static const int16_t level_bonus[LV_COUNT] = {
    [LV_33] = 250, [LV_43] = 600, [LV_F4] = 800,
};

static void build_combos(void)
{
    for (int i = 0; i < COMBOS; i++) {
        combo *c = &combos[i];
        int n = i, f4 = 0, f3 = 0, value = 0, minor = 0;
        memset(c, 0, sizeof *c);
        for (int d = 0; d < 4; d++, n /= KINDS) {
            int k = n % KINDS;
            value += kind_value[k];
            switch (k) {
            case PAT_FIVE: c->five = 1; break;
            case PAT_OVER: c->over = 1; break;
            case 10: c->fours += 2; f4 = 1; break;
            case PAT_F4: c->fours++; f4 = 1; break;
            case PAT_B4: c->fours++; break;
            case PAT_F3: c->threes++; f3++; break;
            case PAT_NONE: break;
            default: minor = 1; break;
            }
        }
        int lv;
        if (c->five)
            lv = LV_FIVE;
        else if (f4 || c->fours >= 2)
            lv = LV_F4;
        else if (c->fours == 1 && f3)
            lv = LV_43;
        else if (f3 >= 2)
            lv = LV_33;
        else if (c->fours == 1)
            lv = LV_B4;
        else if (f3)
            lv = LV_F3;
        else
            lv = minor ? LV_MINOR : LV_NONE;
        c->level = (uint8_t)lv;
        c->set = c->five ? SET_FIVE : c->fours ? SET_FOUR : c->threes ? SET_THREE : SET_NONE;
        value += level_bonus[lv];
        c->value = (int16_t)(value > 32000 ? 32000 : value);
    }
    for (int p = 0; p < 256; p++)
        kind_of[p] = (uint8_t)((p & PAT_DFOUR) ? 10 : PAT_CLASS(p) < KINDS ? PAT_CLASS(p) : 0);
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
}

const combo *board_combo(const board *b, int pos, int colour)
{
    return &combos[b->cix[pos][colour]];
}

static inline void bit_set(uint64_t *set, int pos) { set[pos >> 6] |= 1ULL << (pos & 63); }
static inline void bit_clear(uint64_t *set, int pos) { set[pos >> 6] &= ~(1ULL << (pos & 63)); }

static uint64_t *set_of(board *b, int set, int colour)
{
    return set == SET_FIVE ? b->five[colour] : set == SET_FOUR ? b->four[colour] : b->three[colour];
}

/* An empty cell's summary for colour changes from was to now (either may
 * be NULL: the cell was not, or is no longer, empty). */
static inline void retotal(board *b, int pos, int colour, const combo *was, const combo *now)
{
    static const combo nothing = {0};
    if (!was)
        was = &nothing;
    if (!now)
        now = &nothing;
    b->value_sum[colour] += now->value - was->value;
    if (was->level != now->level) {
        b->level_count[colour][was->level]--;
        b->level_count[colour][now->level]++;
    }
    if (was->set != now->set) {
        if (was->set)
            bit_clear(set_of(b, was->set, colour), pos);
        if (now->set)
            bit_set(set_of(b, now->set, colour), pos);
    }
}

/* Add (sign 1) or remove (-1) an empty cell's summaries from the totals. */
static void account(board *b, int pos, int sign)
{
    for (int c = CELL_BLACK; c <= CELL_WHITE; c++) {
        const combo *k = &combos[b->cix[pos][c]];
        /* retotal moves the cell between levels; "none" is where a cell
         * that is not there is counted from and to */
        if (sign > 0) {
            b->level_count[c][LV_NONE]++;
            retotal(b, pos, c, NULL, k);
        } else {
            retotal(b, pos, c, k, NULL);
            b->level_count[c][LV_NONE]--;
        }
    }
}

static void recombine(board *b, int pos)
{
    for (int c = CELL_BLACK; c <= CELL_WHITE; c++) {
        int shift = c == CELL_BLACK ? 0 : 8, ix = 0;
        for (int d = 3; d >= 0; d--)
            ix = ix * KINDS + kind_of[(b->pat[pos][d] >> shift) & 0xFF];
        b->cix[pos][c] = (uint16_t)ix;
    }
}

/* Both colours' patterns of a line, black in the low byte. */
static inline uint16_t line_pattern(const board *b, uint32_t key)
{
    const uint8_t *both = pattern_slot_of(b->table, CELL_BLACK, key);
    uint8_t black = __atomic_load_n(&both[0], __ATOMIC_RELAXED);
    uint8_t white = __atomic_load_n(&both[1], __ATOMIC_RELAXED);
    if (black == PAT_UNKNOWN)
        black = pattern_solve(b->table, CELL_BLACK, key);
    if (white == PAT_UNKNOWN)
        white = pattern_solve(b->table, CELL_WHITE, key);
    return (uint16_t)(black | white << 8);
}

/* Cell q's line d changed: refresh what an empty q would make. */
static inline void refresh(board *b, int q, int d)
{
    if (b->cell[q] != CELL_EMPTY)
        return;
    uint16_t p = line_pattern(b, b->key[q][d]), old = b->pat[q][d];
    if (p == old)
        return;
    b->pat[q][d] = p;
    for (int c = CELL_BLACK; c <= CELL_WHITE; c++) {
        int shift = c == CELL_BLACK ? 0 : 8;
        int was = kind_of[(old >> shift) & 0xFF], now = kind_of[(p >> shift) & 0xFF];
        if (was == now)
            continue;
        int ix = b->cix[q][c];
        int nix = ix + (now - was) * kind_weight[d];
        b->cix[q][c] = (uint16_t)nix;
        retotal(b, q, c, &combos[ix], &combos[nix]);
    }
}

int board_init(board *b, int width, int height, int family)
{
    pthread_once(&tables_once, build_combos);
    memset(b, 0, sizeof *b);
    b->width = width;
    b->height = height;
    b->family = family;
    b->table = pattern_tables(family);
    if (!b->table)
        return -1;
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
            b->key[pos][d] = key;
            if (b->cell[pos] == CELL_EMPTY)
                b->pat[pos][d] = line_pattern(b, key);
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

/* A stone of colour appears at (or, with the same colour, leaves) pos:
 * every line key through it changes by the same bits. */
static void lines_toggle(board *b, int pos, int colour)
{
    for (int d = 0; d < 4; d++) {
        int step = board_step[d];
        for (int k = 1; k <= 5; k++) {
            int q = pos + k * step;
            b->key[q][d] ^= (uint32_t)colour << pattern_slot(-k);
            refresh(b, q, d);
            q = pos - k * step;
            b->key[q][d] ^= (uint32_t)colour << pattern_slot(k);
            refresh(b, q, d);
        }
    }
}

void board_make(board *b, int pos, int colour)
{
    account(b, pos, -1);
    b->cell[pos] = (uint8_t)colour;
    b->plain[board_y(pos) * b->width + board_x(pos)] = (uint8_t)colour;
    b->hash ^= zobrist[colour][pos];
    b->stack[b->nstones++] = (int16_t)pos;
    near_add(b, pos, 1);
    lines_toggle(b, pos, colour);
}

void board_unmake(board *b)
{
    int pos = b->stack[--b->nstones];
    int colour = b->cell[pos];
    b->cell[pos] = CELL_EMPTY;
    b->plain[board_y(pos) * b->width + board_x(pos)] = CELL_EMPTY;
    b->hash ^= zobrist[colour][pos];
    near_add(b, pos, -1);
    lines_toggle(b, pos, colour);
    for (int d = 0; d < 4; d++)
        b->pat[pos][d] = line_pattern(b, b->key[pos][d]);
    recombine(b, pos);
    account(b, pos, 1);
}

uint64_t board_key(const board *b, int to_move)
{
    return b->hash ^ (to_move == CELL_WHITE ? zobrist_side : 0);
}

int board_cells_of(const uint64_t *set, int16_t *out, int max)
{
    int n = 0;
    for (int w = 0; w < BOARD_WORDS; w++) {
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

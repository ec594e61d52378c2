/* opening.c - the opening-protocol engine: manifest steps as data, run by
 * the kernel before the variant's main phase (see opening.h). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "opening.h"

/* ================================================================ parsing */

static const char *const kind_names[] = {
    [OPK_PLACE] = "place", [OPK_SWAP] = "swap",   [OPK_DECLARE] = "declare",
    [OPK_OFFER] = "offer", [OPK_KEEP] = "keep",   [OPK_BRANCH] = "branch",
    [OPK_MOVE] = "move",   [OPK_CLEAR] = "clear", [OPK_HOOK] = "hook",
};

static const char *const actor_names[] = {
    [OPA_P1] = "P1",       [OPA_P2] = "P2",       [OPA_BLACK] = "black",
    [OPA_WHITE] = "white", [OPA_OTHER] = "other", [OPA_SAME] = "same",
};

static int lookup(const char *const *names, int n, const char *value)
{
    for (int i = 1; i < n; i++)
        if (names[i] && strcmp(names[i], value) == 0)
            return i;
    return 0;
}

static int param_index(const wz_program *p, const char *name)
{
    for (int i = 0; i < p->nparams; i++)
        if (strcmp(p->params[i].name, name) == 0)
            return i;
    return -1;
}

static int parse_int(const char *s, int *out)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (!*s || *end || v < -1000000 || v > 1000000)
        return -1;
    *out = (int)v;
    return 0;
}

/* A number: a constant, "n" (the declared number) or a parameter name. */
static int parse_num(const wz_program *p, const char *s, struct op_num *out,
                     char *err, size_t len)
{
    if (parse_int(s, &out->value) == 0) {
        out->kind = 0;
        return 0;
    }
    if (strcmp(s, "n") == 0) {
        out->kind = 1;
        return 0;
    }
    int i = param_index(p, s);
    if (i < 0) {
        snprintf(err, len, "'%s' is not a number, n, or a parameter of [opening]", s);
        return -1;
    }
    out->kind = 2;
    out->value = i;
    return 0;
}

/* "2" or "1..3" */
static int parse_range(const wz_program *p, const char *s, struct op_num *lo,
                       struct op_num *hi, char *err, size_t len)
{
    const char *dots = strstr(s, "..");
    if (!dots) {
        if (parse_num(p, s, lo, err, len) != 0)
            return -1;
        *hi = *lo;
        return 0;
    }
    char a[OP_LABEL];
    snprintf(a, sizeof a, "%.*s", (int)(dots - s), s);
    return parse_num(p, a, lo, err, len) || parse_num(p, dots + 2, hi, err, len) ? -1 : 0;
}

/* "any", "centre", "5x5", "inside 5x5", "outside 5x5" */
static int parse_area(const char *s, int *area, int *k)
{
    if (strcmp(s, "any") == 0 || strcmp(s, "anywhere") == 0) {
        *area = AREA_ANY;
        return 0;
    }
    if (strcmp(s, "centre") == 0 || strcmp(s, "center") == 0) {
        *area = AREA_CENTRE;
        return 0;
    }
    *area = AREA_INSIDE;
    if (strncmp(s, "inside ", 7) == 0)
        s += 7;
    else if (strncmp(s, "outside ", 8) == 0) {
        *area = AREA_OUTSIDE;
        s += 8;
    }
    int a, b;
    char tail;
    if (sscanf(s, "%dx%d%c", &a, &b, &tail) != 2 || a != b || a < 1 || a % 2 == 0 || a > WZ_MAX_SIZE)
        return -1;
    *k = a;
    return 0;
}

static int parse_bool(const char *s, int *out)
{
    if (strcmp(s, "yes") == 0 || strcmp(s, "true") == 0 || strcmp(s, "1") == 0)
        *out = 1;
    else if (strcmp(s, "no") == 0 || strcmp(s, "false") == 0 || strcmp(s, "0") == 0)
        *out = 0;
    else
        return -1;
    return 0;
}

static struct op_step *new_step(wz_program *p, const char *label, int line,
                                char *err, size_t len)
{
    if (p->nsteps == OP_MAX_STEPS) {
        snprintf(err, len, "more than %d steps", OP_MAX_STEPS);
        return NULL;
    }
    if (!*label || strlen(label) >= OP_LABEL) {
        snprintf(err, len, "a step needs a label of 1..%d characters: [step LABEL]", OP_LABEL - 1);
        return NULL;
    }
    for (int i = 0; i < p->nsteps; i++) {
        if (strcmp(p->steps[i].label, label) == 0) {
            snprintf(err, len, "step '%s' is defined twice (first at line %d)", label, p->steps[i].line);
            return NULL;
        }
    }
    struct op_step *s = &p->steps[p->nsteps++];
    memset(s, 0, sizeof *s);
    snprintf(s->label, sizeof s->label, "%s", label);
    s->line = line;
    s->count_min.value = s->count_max.value = 1;
    s->next = -1;
    s->from_step = -1;
    return s;
}

/* "do = opening26" (or 52) stands for three placements by the actor:
 * B1 at the centre, W2 in the 3x3, B3 in the 5x5 (7x7).  Expanded once
 * the whole section is read, so the order of its keys does not matter. */
static int expand_opening(wz_program *p, int i, char *err, size_t len)
{
    if (p->nsteps + 2 > OP_MAX_STEPS) {
        snprintf(err, len, "more than %d steps", OP_MAX_STEPS);
        return -1;
    }
    memmove(&p->steps[i + 3], &p->steps[i + 1], sizeof p->steps[0] * (size_t)(p->nsteps - i - 1));
    p->nsteps += 2;
    struct op_step *s = &p->steps[i], *w = &p->steps[i + 1], *b = &p->steps[i + 2];
    int k = s->macro;
    *w = *s;
    *b = *s;
    s->next_label[0] = w->next_label[0] = '\0'; /* next applies after B3 */
    s->kind = w->kind = b->kind = OPK_PLACE;
    s->macro = w->macro = b->macro = 0;
    s->colour = b->colour = WZ_BLACK;
    w->colour = WZ_WHITE;
    s->area = AREA_CENTRE;
    w->area = b->area = AREA_INSIDE;
    w->area_k = 3;
    b->area_k = k;
    char base[OP_LABEL];
    memcpy(base, s->label, sizeof base); /* the labels live in the same array */
    snprintf(w->label, OP_LABEL, "%.*s.w2", OP_LABEL - 4, base);
    snprintf(b->label, OP_LABEL, "%.*s.b3", OP_LABEL - 4, base);
    return 0;
}

int op_parse(wz_program *p, const char *section, const char *key,
             const char *value, int line, char *err, size_t len)
{
    if (strcmp(section, "opening") == 0) {
        if (p->nparams == OP_MAX_PARAMS) {
            snprintf(err, len, "more than %d parameters in [opening]", OP_MAX_PARAMS);
            return -1;
        }
        if (strlen(key) >= OP_LABEL || strcmp(key, "n") == 0 || param_index(p, key) >= 0 ||
            isdigit((unsigned char)key[0])) {
            snprintf(err, len, "'%s' cannot name a parameter (taken, too long or a number)", key);
            return -1;
        }
        struct op_param *q = &p->params[p->nparams];
        if (parse_int(value, &q->value) != 0) {
            snprintf(err, len, "parameter %s must be a whole number, not '%s'", key, value);
            return -1;
        }
        snprintf(q->name, sizeof q->name, "%s", key);
        q->line = line;
        p->nparams++;
        return 0;
    }

    /* [step LABEL]: a new section begins when the label changes */
    const char *label = section + 5;
    struct op_step *s = p->in_step >= 0 ? &p->steps[p->in_step] : NULL;
    if (!s || strcmp(s->label, label) != 0) {
        s = new_step(p, label, line, err, len);
        if (!s)
            return -1;
        p->in_step = p->nsteps - 1;
    }

    if (strcmp(key, "do") == 0) {
        if (s->kind) {
            snprintf(err, len, "step '%s' already says what to do", s->label);
            return -1;
        }
        if (strncmp(value, "hook:", 5) == 0 && value[5] && strlen(value + 5) < OP_LABEL) {
            s->kind = OPK_HOOK;
            snprintf(s->hook, sizeof s->hook, "%s", value + 5);
            return 0;
        }
        if (strcmp(value, "opening26") == 0 || strcmp(value, "opening52") == 0) {
            s->kind = OPK_PLACE;
            s->macro = value[7] == '2' ? 5 : 7;
            return 0;
        }
        s->kind = lookup(kind_names, (int)(sizeof kind_names / sizeof kind_names[0]), value);
        if (!s->kind || s->kind == OPK_HOOK) {
            snprintf(err, len, "unknown do '%s' (place, swap, declare, offer, keep, branch, move, clear, hook:NAME, opening26, opening52)", value);
            s->kind = 0;
            return -1;
        }
        return 0;
    }
    if (strcmp(key, "actor") == 0) {
        s->actor = lookup(actor_names, (int)(sizeof actor_names / sizeof actor_names[0]), value);
        if (!s->actor) {
            snprintf(err, len, "unknown actor '%s' (P1, P2, black, white, other, same)", value);
            return -1;
        }
        return 0;
    }
    if (strcmp(key, "colour") == 0 || strcmp(key, "color") == 0) {
        s->colour = strcmp(value, "black") == 0 ? WZ_BLACK : strcmp(value, "white") == 0 ? WZ_WHITE : 0;
        if (!s->colour) {
            snprintf(err, len, "colour must be black or white, not '%s'", value);
            return -1;
        }
        return 0;
    }
    if (strcmp(key, "count") == 0) {
        s->count_line = line;
        return parse_range(p, value, &s->count_min, &s->count_max, err, len);
    }
    if (strcmp(key, "range") == 0) {
        s->range_line = line;
        return parse_range(p, value, &s->low, &s->high, err, len);
    }
    if (strcmp(key, "area") == 0) {
        if (parse_area(value, &s->area, &s->area_k) != 0) {
            snprintf(err, len, "area must be any, centre, KxK, inside KxK or outside KxK (K odd), not '%s'", value);
            return -1;
        }
        return 0;
    }
    if (strcmp(key, "next") == 0 || strcmp(key, "from") == 0 || strcmp(key, "text") == 0) {
        char *field = key[0] == 'n' ? s->next_label : key[0] == 'f' ? s->from : s->text;
        if (key[0] == 'n')
            s->next_line = line;
        else if (key[0] == 'f')
            s->from_line = line;
        size_t size = key[0] == 't' ? sizeof s->text : OP_LABEL;
        if (strlen(value) >= size) {
            snprintf(err, len, "%s is too long", key);
            return -1;
        }
        snprintf(field, size, "%s", value);
        return 0;
    }
    if (strcmp(key, "takes") == 0 || strcmp(key, "once") == 0 || strcmp(key, "symmetric") == 0) {
        int *flag = key[0] == 't' ? &s->takes : key[0] == 'o' ? &s->once : &s->any_symmetry;
        if (parse_bool(value, flag) != 0) {
            snprintf(err, len, "%s must be yes or no, not '%s'", key, value);
            return -1;
        }
        return 0;
    }
    if (strcmp(key, "black") == 0) {
        s->black = strcmp(value, "P1") == 0 ? 1 : strcmp(value, "P2") == 0 ? 2 : 0;
        if (!s->black) {
            snprintf(err, len, "black must be P1 or P2 (who holds black after the clear), not '%s'", value);
            return -1;
        }
        return 0;
    }
    if (strcmp(key, "movable") == 0) {
        char copy[128], *save = NULL;
        snprintf(copy, sizeof copy, "%s", value);
        for (char *w = strtok_r(copy, " ,", &save); w; w = strtok_r(NULL, " ,", &save)) {
            int v;
            if (s->nmovable == 8 || parse_int(w, &v) != 0 || v < 1 || v > 63) {
                snprintf(err, len, "movable lists up to 8 stone numbers (1..63), not '%s'", value);
                return -1;
            }
            s->movable[s->nmovable++] = v;
        }
        return 0;
    }
    int action = wz_action_kind(key);
    if (action != WZ_ACT_NONE && action != WZ_ACT_RESIGN) {
        /* a branch option: the action that takes it, and where it leads */
        if (s->noptions == OP_MAX_OPTIONS || strlen(value) >= OP_LABEL) {
            snprintf(err, len, "too many options or too long a label");
            return -1;
        }
        for (int i = 0; i < s->noptions; i++) {
            if (s->options[i].action == action) {
                snprintf(err, len, "option '%s' is given twice", key);
                return -1;
            }
        }
        s->options[s->noptions].action = action;
        s->options[s->noptions].line = line;
        snprintf(s->options[s->noptions].label, OP_LABEL, "%s", value);
        s->noptions++;
        return 0;
    }
    snprintf(err, len, "unknown key '%s' in [%s]", key, section);
    return -1;
}

static int find_label(const wz_program *p, const char *label)
{
    if (strcmp(label, "main") == 0)
        return p->nsteps;
    for (int i = 0; i < p->nsteps; i++)
        if (strcmp(p->steps[i].label, label) == 0)
            return i;
    return -1;
}

/* Per-step checks that need no path. */
static int check_step(wz_program *p, struct op_step *s, int *line, char *err, size_t len)
{
#define BAD(...) (*line = s->line, snprintf(err, len, __VA_ARGS__), -1)
    if (!s->kind)
        return BAD("step '%s' does not say what to do (do = ...)", s->label);
    if (s->kind != OPK_CLEAR && !(s->kind == OPK_HOOK) && !s->actor)
        return BAD("step '%s' needs an actor", s->label);
    if ((s->kind == OPK_PLACE) && !s->colour)
        return BAD("step '%s' places stones of which colour? (colour = black|white)", s->label);
    if (s->kind == OPK_OFFER && !s->colour)
        s->colour = WZ_BLACK;
    if (s->kind == OPK_DECLARE) {
        if (s->low.kind == 0 && s->low.value == 0 && s->high.kind == 0 && s->high.value == 0)
            return BAD("step '%s' declares a number in which range? (range = 1..12)", s->label);
        if (s->low.kind == 1 || s->high.kind == 1)
            return BAD("step '%s': a declared range cannot depend on n", s->label);
        int lo = s->low.kind ? p->params[s->low.value].value : s->low.value;
        int hi = s->high.kind ? p->params[s->high.value].value : s->high.value;
        if (lo > hi)
            return (*line = s->range_line, snprintf(err, len, "step '%s': range min %d > max %d", s->label, lo, hi), -1);
        if (lo < 0)
            return BAD("step '%s': range below 0", s->label);
    }
    if ((s->kind == OPK_PLACE || s->kind == OPK_OFFER) && s->count_min.kind == 0 &&
        s->count_max.kind == 0) {
        if (s->count_min.value > s->count_max.value)
            return BAD("step '%s': count min %d > max %d", s->label, s->count_min.value, s->count_max.value);
        if (s->count_min.value < 1 || s->count_max.value > WZ_MAX_POINTS)
            return BAD("step '%s': count must be 1..%d", s->label, WZ_MAX_POINTS);
    }
    if (s->kind == OPK_PLACE && s->count_min.value != s->count_max.value)
        return BAD("step '%s': a place step takes an exact count (offer takes a range)", s->label);
    if (s->kind == OPK_BRANCH && s->noptions < 2)
        return BAD("step '%s': a branch needs at least two options (ACTION = LABEL)", s->label);
    if (s->kind != OPK_BRANCH && s->noptions)
        return BAD("step '%s': only a branch has options like '%s ='", s->label,
                   wz_action_name(s->options[0].action));
    if (s->kind == OPK_MOVE && !s->nmovable)
        return BAD("step '%s': which stones may move? (movable = 3 4 5)", s->label);
    for (int i = 0; i < s->noptions; i++) {
        s->options[i].target = find_label(p, s->options[i].label);
        if (s->options[i].target < 0)
            return (*line = s->options[i].line,
                    snprintf(err, len, "step '%s': option %s leads to unknown step '%s'", s->label,
                             wz_action_name(s->options[i].action), s->options[i].label), -1);
    }
    if (s->next_label[0]) {
        s->next = find_label(p, s->next_label);
        if (s->next < 0)
            return (*line = s->next_line,
                    snprintf(err, len, "step '%s': next names unknown step '%s'", s->label, s->next_label), -1);
    }
    if (s->from[0]) {
        s->from_step = find_label(p, s->from);
        if (s->from_step < 0 || s->from_step == p->nsteps || p->steps[s->from_step].kind != OPK_OFFER)
            return (*line = s->from_line, snprintf(err, len, "step '%s': from must name an offer step", s->label), -1);
    }
#undef BAD
    return 0;
}

static int next_of(const wz_program *p, int i)
{
    return p->steps[i].next >= 0 ? p->steps[i].next : i + 1;
}

/* Walk every path from step i with what is known on it: open offers (a
 * bit per offer step) and whether n is declared.  Reports the first step
 * that needs what the path does not give. */
static int walk(const wz_program *p, int i, unsigned open, int declared,
                unsigned char *seen, int *line, char *err, size_t len)
{
    while (i < p->nsteps) {
        unsigned char mark = (unsigned char)(1 + (declared ? 2 : 0) + ((open & 0xF) << 2));
        /* states seen at this step: a small hash is enough to stop loops */
        unsigned char *slot = &seen[i * 64 + (mark & 63)];
        if (*slot)
            return 0;
        *slot = 1;
        const struct op_step *s = &p->steps[i];
        int uses_n = s->count_min.kind == 1 || s->count_max.kind == 1;
        if (uses_n && !declared) {
            *line = s->count_line ? s->count_line : s->line;
            snprintf(err, len, "step '%s' uses n, but no step declares it before", s->label);
            return -1;
        }
        switch (s->kind) {
        case OPK_DECLARE:
            declared = 1;
            break;
        case OPK_OFFER:
            open |= 1u << (i % 32);
            break;
        case OPK_KEEP:
            if (s->from_step >= 0 ? !(open & (1u << (s->from_step % 32))) : !open) {
                *line = s->line;
                snprintf(err, len, "step '%s' keeps an offer, but no offer comes before it", s->label);
                return -1;
            }
            if (s->from_step >= 0)
                open &= ~(1u << (s->from_step % 32));
            else
                open &= open - 1; /* the oldest open offer (lowest bit) */
            break;
        case OPK_CLEAR:
            open = 0;
            break;
        case OPK_BRANCH:
            for (int k = 0; k < s->noptions; k++)
                if (walk(p, s->options[k].target, open, declared, seen, line, err, len) != 0)
                    return -1;
            return 0;
        default:
            break;
        }
        i = next_of(p, i);
    }
    return 0;
}

int op_finish(wz_program *p, int *line, char *err, size_t len)
{
    *line = 0;
    for (int i = 0; i < p->nsteps; i++) {
        if (p->steps[i].macro && expand_opening(p, i, err, len) != 0) {
            *line = p->steps[i].line;
            return -1;
        }
    }
    for (int i = 0; i < p->nsteps; i++)
        if (check_step(p, &p->steps[i], line, err, len) != 0)
            return -1;
    if (!p->nsteps)
        return 0;
    unsigned char *seen = calloc((size_t)p->nsteps * 64, 1);
    if (!seen) {
        snprintf(err, len, "out of memory");
        return -1;
    }
    int rc = walk(p, 0, 0, 0, seen, line, err, len);
    free(seen);
    return rc;
}

const struct op_step *op_first_hook(const wz_program *p)
{
    for (int i = 0; p && i < p->nsteps; i++)
        if (p->steps[i].kind == OPK_HOOK)
            return &p->steps[i];
    return NULL;
}

int op_check_params(const wz_program *p, const int *params, char *err, size_t len)
{
    for (int i = 0; p && i < p->nsteps; i++) {
        const struct op_step *s = &p->steps[i];
        struct op_num nums[4] = {s->low, s->high, s->count_min, s->count_max};
        int v[4];
        for (int k = 0; k < 4; k++)
            v[k] = nums[k].kind == 2 ? params[nums[k].value] : nums[k].value;
        if (s->kind == OPK_DECLARE && v[0] > v[1]) {
            snprintf(err, len, "step '%s' would declare from %d to %d", s->label, v[0], v[1]);
            return -1;
        }
        int counted = s->kind == OPK_PLACE || s->kind == OPK_OFFER;
        for (int k = 2; counted && k < 4; k++) {
            if (nums[k].kind != 1 && (v[k] < 1 || v[k] > WZ_MAX_POINTS)) {
                snprintf(err, len, "step '%s' would take %d stones (1..%d)", s->label, v[k], WZ_MAX_POINTS);
                return -1;
            }
        }
        /* a declared n feeds counts: keep the range within what one offer holds */
        if (s->kind == OPK_DECLARE && (v[0] < 1 || v[1] > WZ_MAX_POINTS)) {
            snprintf(err, len, "step '%s' would declare from %d to %d (1..%d)", s->label, v[0], v[1], WZ_MAX_POINTS);
            return -1;
        }
    }
    return 0;
}

int op_override(const wz_program *p, int *params, const char *key,
                const char *value, char *err, size_t len)
{
    int i = p ? param_index(p, key) : -1;
    if (i < 0)
        return 0;
    if (parse_int(value, &params[i]) != 0 || params[i] < 0) {
        snprintf(err, len, "%s must be a whole number >= 0, not '%s'", key, value);
        return -1;
    }
    return 1;
}

/* ================================================================ running */

static const wz_program *program(const wz_game *g)
{
    return g->variant->program;
}

static const struct op_step *step(const wz_game *g)
{
    return &program(g)->steps[g->op.step];
}

static int value(const wz_game *g, struct op_num n)
{
    switch (n.kind) {
    case 1: return g->op.n;
    case 2: return g->op.params[n.value];
    default: return n.value;
    }
}

static int other(int player)
{
    return player == WZ_P1 ? WZ_P2 : WZ_P1;
}

static int actor_player(const wz_game *g, int actor)
{
    switch (actor) {
    case OPA_P1: return WZ_P1;
    case OPA_P2: return WZ_P2;
    case OPA_BLACK: return wz_game_player_of(g, WZ_BLACK);
    case OPA_WHITE: return wz_game_player_of(g, WZ_WHITE);
    case OPA_OTHER: return other(g->op.last_placer);
    case OPA_SAME: return g->op.last_placer;
    default: return WZ_NOBODY;
    }
}

static int in_area(const wz_game *g, const struct op_step *s, wz_point p)
{
    int cx = g->width / 2, cy = g->height / 2;
    int dx = abs(p.x - cx), dy = abs(p.y - cy);
    int d = dx > dy ? dx : dy;
    switch (s->area) {
    case AREA_CENTRE: return d == 0;
    case AREA_INSIDE: return d <= (s->area_k - 1) / 2;
    case AREA_OUTSIDE: return d > (s->area_k - 1) / 2;
    default: return 1;
    }
}

static void area_text(const struct op_step *s, char *buf, size_t len)
{
    switch (s->area) {
    case AREA_CENTRE: snprintf(buf, len, " at the centre"); break;
    case AREA_INSIDE: snprintf(buf, len, " in the central %dx%d", s->area_k, s->area_k); break;
    case AREA_OUTSIDE: snprintf(buf, len, " outside the central %dx%d", s->area_k, s->area_k); break;
    default: snprintf(buf, len, " anywhere"); break;
    }
}

/* The number the next stone will carry: stones on the board, plus one
 * for each offer still waiting for its keep (Lijing's 4th and 5th). */
static int stones_on_board(const wz_game *g)
{
    int n = 0;
    for (int b = 0; b < g->nboards; b++)
        n += wz_game_stones(g, b);
    for (int i = 0; i < g->op.ngroups; i++)
        n += !g->op.groups[i].kept;
    return n;
}

/* Is p a candidate of an offer still waiting for its keep? */
static int pending(const wz_game *g, wz_point p)
{
    for (int i = 0; i < g->op.ngroups; i++)
        for (int k = 0; !g->op.groups[i].kept && k < g->op.groups[i].n; k++)
            if (memcmp(&g->op.groups[i].pts[k], &p, sizeof p) == 0)
                return 1;
    return 0;
}

/* The 8 symmetries of the square, as linear maps (a b; c d). */
static const int sym[8][4] = {
    {1, 0, 0, 1},  {0, -1, 1, 0}, {-1, 0, 0, -1}, {0, 1, -1, 0},
    {-1, 0, 0, 1}, {0, 1, 1, 0},  {1, 0, 0, -1},  {0, -1, -1, 0},
};

/* The maps of a position (with colours) onto itself, about the stones'
 * centroid (board edges ignored, as the catalog decides).  With n stones
 * and sum S, T(x) = L(x - S/n) + S/n, so n*T(x) = L(n*x - S) + S stays in
 * integers. */
struct symmetry {
    int n, sx, sy, count;
    int maps[8];
};

/* The stones on board 0, plus one extra stone when extra_colour is set (a
 * candidate still waiting for its keep). */
static int colour_at(const wz_game *g, int x, int y, wz_point extra, int extra_colour)
{
    if (extra_colour && extra.x == x && extra.y == y)
        return extra_colour;
    wz_point q = {0, (int8_t)x, (int8_t)y};
    return wz_game_at(g, q);
}

static void position_symmetry(const wz_game *g, wz_point extra, int extra_colour, struct symmetry *out)
{
    memset(out, 0, sizeof *out);
    for (int y = 0; y < g->height; y++)
        for (int x = 0; x < g->width; x++)
            if (colour_at(g, x, y, extra, extra_colour) > WZ_EMPTY) {
                out->n++;
                out->sx += x;
                out->sy += y;
            }
    int n = out->n, sx = out->sx, sy = out->sy;
    for (int m = 0; n && m < 8; m++) {
        int ok = 1;
        for (int y = 0; y < g->height && ok; y++)
            for (int x = 0; x < g->width && ok; x++) {
                int c = colour_at(g, x, y, extra, extra_colour);
                if (c <= WZ_EMPTY)
                    continue;
                int tx = sym[m][0] * (n * x - sx) + sym[m][1] * (n * y - sy) + sx;
                int ty = sym[m][2] * (n * x - sx) + sym[m][3] * (n * y - sy) + sy;
                ok = tx % n == 0 && ty % n == 0 && tx / n >= 0 && ty / n >= 0 && tx / n < g->width &&
                     ty / n < g->height && colour_at(g, tx / n, ty / n, extra, extra_colour) == c;
            }
        if (ok)
            out->maps[out->count++] = m;
    }
}

static int symmetric(const struct symmetry *y, wz_point a, wz_point b)
{
    for (int k = 0; k < y->count; k++) {
        int m = y->maps[k];
        int tx = sym[m][0] * (y->n * a.x - y->sx) + sym[m][1] * (y->n * a.y - y->sy) + y->sx;
        int ty = sym[m][2] * (y->n * a.x - y->sx) + sym[m][3] * (y->n * a.y - y->sy) + y->sy;
        if (tx == y->n * b.x && ty == y->n * b.y)
            return 1;
    }
    return 0;
}

/* The positions an offer is judged against: the board as it is, or, while
 * an earlier offer waits for its keep (Lijing's 4th), the board with each
 * of its candidates in turn: two offers are symmetric when they are so
 * whichever candidate is kept. */
static int offer_positions(const wz_game *g, struct symmetry *out)
{
    wz_point none = {0, 0, 0};
    for (int i = 0; i < g->op.ngroups; i++) {
        const struct op_group *gr = &g->op.groups[i];
        if (gr->kept)
            continue;
        for (int k = 0; k < gr->n; k++)
            position_symmetry(g, gr->pts[k], gr->colour, &out[k]);
        return gr->n;
    }
    position_symmetry(g, none, 0, &out[0]);
    return 1;
}

static int group_index(const wz_game *g, const struct op_step *s)
{
    for (int i = 0; i < g->op.ngroups; i++) {
        const struct op_group *gr = &g->op.groups[i];
        if (!gr->kept && (s->from_step < 0 || gr->step == s->from_step))
            return i;
    }
    return -1;
}

static void finish_opening(wz_game *g)
{
    g->op.active = 0;
    g->variant->plugin->variant->enter_main(g);
}

static void enter(wz_game *g, int index);

static void advance(wz_game *g)
{
    enter(g, next_of(program(g), g->op.step));
}

/* Make index the current step; run automatic steps at once. */
static void enter(wz_game *g, int index)
{
    const wz_variant_ops *ops = g->variant->plugin->variant;
    for (int guard = 0; guard < 4 * OP_MAX_STEPS; guard++) {
        if (index >= program(g)->nsteps) {
            finish_opening(g);
            return;
        }
        g->op.step = index;
        g->op.done = 0;
        const struct op_step *s = step(g);
        if (s->kind == OPK_CLEAR) {
            memset(g->cells, 0, sizeof g->cells);
            memset(g->number, 0, sizeof g->number);
            g->placed = 0;
            g->has_last = 0;
            g->op.ngroups = 0;
            g->op.moved = 0;
            if (s->black) {
                int opener = s->black == 1 ? WZ_P1 : WZ_P2;
                g->colour_of[opener] = WZ_BLACK;
                g->colour_of[other(opener)] = WZ_WHITE;
                g->op.last_placer = other(opener); /* "other" is the opener again */
            }
            index = next_of(program(g), index);
            continue;
        }
        if (s->kind == OPK_HOOK && ops->hook_expect) {
            wz_expect e;
            memset(&e, 0, sizeof e);
            ops->hook_expect(g, s->hook, &e);
            if (e.player == WZ_NOBODY) {
                if (ops->hook_apply(g, s->hook, NULL))
                    index = next_of(program(g), index);
                continue;
            }
        }
        /* a keep with a single candidate keeps it without asking */
        if (s->kind == OPK_KEEP) {
            int gi = group_index(g, s);
            if (gi >= 0 && g->op.groups[gi].n == 1) {
                struct op_group *gr = &g->op.groups[gi];
                gr->kept = 1;
                wz_game_put(g, gr->pts[0], gr->colour);
                g->op.last_placer = gr->player;
                index = next_of(program(g), index);
                continue;
            }
        }
        return;
    }
}

void op_start(wz_game *g)
{
    memset(&g->op, 0, sizeof g->op);
    const wz_program *p = program(g);
    for (int i = 0; p && i < p->nparams; i++)
        g->op.params[i] = g->params[i];
    g->op.last_placer = WZ_P2; /* so "other" starts with P1 */
    if (!p || !p->nsteps) {
        g->variant->plugin->variant->enter_main(g);
        return;
    }
    g->op.active = 1;
    enter(g, 0);
}

static const char *colour_letter(int colour)
{
    return colour == WZ_BLACK ? "B" : "W";
}

/* A step's own text with {NAME} replaced by a parameter's value and {n}
 * by the declared number: "offer {N} fifth moves". */
static void expand_text(const wz_game *g, const char *text, char *out, size_t len)
{
    size_t o = 0;
    for (const char *t = text; *t && o + 1 < len; t++) {
        const char *close = *t == '{' ? strchr(t, '}') : NULL;
        if (close && close - t - 1 < OP_LABEL) {
            char name[OP_LABEL];
            snprintf(name, sizeof name, "%.*s", (int)(close - t - 1), t + 1);
            int i = param_index(program(g), name), v = 0, known = 1;
            if (strcmp(name, "n") == 0)
                v = g->op.n;
            else if (i >= 0)
                v = g->op.params[i];
            else
                known = 0;
            if (known) {
                o += (size_t)snprintf(out + o, len - o, "%d", v);
                if (o >= len)
                    o = len - 1;
                t = close;
                continue;
            }
        }
        out[o++] = *t;
    }
    out[o] = '\0';
}

void op_expect(const wz_game *g, wz_expect *out)
{
    const struct op_step *s = step(g);
    char area[48];
    out->player = actor_player(g, s->actor);
    out->colour = s->colour;
    area_text(s, area, sizeof area);
    int next = stones_on_board(g) + 1;
    switch (s->kind) {
    case OPK_PLACE:
        out->actions = 1u << WZ_ACT_PLACE;
        if (value(g, s->count_max) - g->op.done > 1)
            snprintf(out->text, sizeof out->text, "place %d %s stones%s (%d placed)", value(g, s->count_max),
                     wz_colour_name(s->colour), area, g->op.done);
        else
            snprintf(out->text, sizeof out->text, "place %s%d%s", colour_letter(s->colour), next, area);
        break;
    case OPK_SWAP:
        out->actions = 1u << WZ_ACT_SWAP | 1u << WZ_ACT_STAY;
        out->colour = g->colour_of[out->player];
        snprintf(out->text, sizeof out->text, "swap colours or stay %s", wz_colour_name(out->colour));
        break;
    case OPK_DECLARE:
        out->actions = 1u << WZ_ACT_DECLARE;
        out->min = value(g, s->low);
        out->max = value(g, s->high);
        out->colour = g->colour_of[out->player];
        snprintf(out->text, sizeof out->text, "declare a number from %d to %d", out->min, out->max);
        break;
    case OPK_OFFER:
        out->actions = 1u << WZ_ACT_OFFER;
        out->min = value(g, s->count_min);
        out->max = value(g, s->count_max);
        if (out->min == out->max)
            snprintf(out->text, sizeof out->text, "offer %d candidate %s stone%s (%s%d)%s", out->min,
                     wz_colour_name(s->colour), out->min == 1 ? "" : "s", colour_letter(s->colour), next, area);
        else
            snprintf(out->text, sizeof out->text, "offer %d to %d candidate %s stones%s", out->min, out->max,
                     wz_colour_name(s->colour), area);
        break;
    case OPK_KEEP: {
        out->actions = 1u << WZ_ACT_CHOOSE;
        int gi = group_index(g, s);
        size_t n = (size_t)snprintf(out->text, sizeof out->text, "choose one of the offered stones:");
        for (int i = 0; gi >= 0 && i < g->op.groups[gi].n && n < sizeof out->text; i++) {
            char buf[16];
            n += (size_t)snprintf(out->text + n, sizeof out->text - n, " %s",
                                  wz_point_format(g->op.groups[gi].pts[i], g->nboards, buf));
        }
        if (gi >= 0)
            out->colour = g->op.groups[gi].colour;
        break;
    }
    case OPK_BRANCH: {
        size_t n = (size_t)snprintf(out->text, sizeof out->text, "one of:");
        for (int i = 0; i < s->noptions; i++) {
            const struct op_step *t = s->options[i].target < program(g)->nsteps
                                          ? &program(g)->steps[s->options[i].target] : NULL;
            int a = s->options[i].action;
            out->actions |= 1u << a;
            if (a == WZ_ACT_PLACE && t && t->kind == OPK_PLACE)
                out->colour = t->colour;
            if (n < sizeof out->text)
                n += (size_t)snprintf(out->text + n, sizeof out->text - n, "%s %s", i ? "," : "",
                                      wz_action_name(a));
        }
        if (!out->colour)
            out->colour = g->colour_of[out->player];
        break;
    }
    case OPK_MOVE:
        out->actions = 1u << WZ_ACT_MOVE;
        out->colour = g->colour_of[out->player];
        snprintf(out->text, sizeof out->text, "move one of the stones numbered");
        for (int i = 0; i < s->nmovable; i++) {
            size_t n = strlen(out->text);
            snprintf(out->text + n, sizeof out->text - n, " %d", s->movable[i]);
        }
        break;
    case OPK_HOOK: {
        const wz_variant_ops *ops = g->variant->plugin->variant;
        if (ops->hook_expect)
            ops->hook_expect(g, s->hook, out);
        break;
    }
    default:
        break;
    }
    if (s->text[0] && s->kind != OPK_HOOK)
        expand_text(g, s->text, out->text, sizeof out->text);
}

/* A black stone of the opening may not stand on a forbidden point. */
static int forbidden_for(const wz_game *g, int colour, wz_point p, char *why, size_t len)
{
    if (colour != WZ_BLACK)
        return 0;
    int v = wz_game_forbids(g, p);
    if (v == WZ_LEGAL || v == WZ_FIVE)
        return 0;
    char buf[16];
    snprintf(why, len, "%s is forbidden for black (%s)", wz_point_format(p, g->nboards, buf), wz_game_verdict_name(g, v));
    return -1;
}

static int legal_in_step(const wz_game *g, const struct op_step *s, const wz_action *a,
                         char *why, size_t len)
{
    char buf[16], area[48];
    area_text(s, area, sizeof area);
    switch (s->kind) {
    case OPK_PLACE: {
        if (a->kind != WZ_ACT_PLACE)
            break;
        wz_point p = a->pts[0];
        if (wz_game_at(g, p) != WZ_EMPTY || pending(g, p)) {
            snprintf(why, len, "%s is %s", wz_point_format(p, g->nboards, buf),
                     pending(g, p) ? "offered already" : "occupied");
            return -1;
        }
        if (!in_area(g, s, p)) {
            snprintf(why, len, "%s%d must be%s", colour_letter(s->colour), stones_on_board(g) + 1, area);
            return -1;
        }
        return forbidden_for(g, s->colour, p, why, len);
    }
    case OPK_SWAP:
        if (a->kind == WZ_ACT_SWAP || a->kind == WZ_ACT_STAY)
            return 0;
        break;
    case OPK_DECLARE: {
        if (a->kind != WZ_ACT_DECLARE)
            break;
        int lo = value(g, s->low), hi = value(g, s->high);
        if (a->value < lo || a->value > hi) {
            snprintf(why, len, "declare a number from %d to %d, not %d", lo, hi, a->value);
            return -1;
        }
        return 0;
    }
    case OPK_OFFER: {
        if (a->kind != WZ_ACT_OFFER)
            break;
        int lo = value(g, s->count_min), hi = value(g, s->count_max);
        if (a->npoints < lo || a->npoints > hi) {
            if (lo == hi)
                snprintf(why, len, "offer exactly %d stone%s, not %d", lo, lo == 1 ? "" : "s", a->npoints);
            else
                snprintf(why, len, "offer %d to %d stones, not %d", lo, hi, a->npoints);
            return -1;
        }
        struct symmetry views[WZ_MAX_POINTS];
        int nviews = s->any_symmetry ? 0 : offer_positions(g, views);
        for (int i = 0; i < a->npoints; i++) {
            wz_point p = a->pts[i];
            if (wz_game_at(g, p) != WZ_EMPTY || pending(g, p)) {
                snprintf(why, len, "%s is %s", wz_point_format(p, g->nboards, buf),
                         pending(g, p) ? "offered already" : "occupied");
                return -1;
            }
            if (!in_area(g, s, p)) {
                snprintf(why, len, "%s is not%s", wz_point_format(p, g->nboards, buf), area);
                return -1;
            }
            if (forbidden_for(g, s->colour, p, why, len))
                return -1;
            for (int j = 0; j < i; j++) {
                char buf2[16];
                if (memcmp(&a->pts[j], &p, sizeof p) == 0) {
                    snprintf(why, len, "%s is offered twice", wz_point_format(p, g->nboards, buf));
                    return -1;
                }
                int twin = 0;
                for (int v = 0; v < nviews; v++)
                    twin |= symmetric(&views[v], a->pts[j], p);
                if (twin) {
                    snprintf(why, len, "%s and %s are symmetric", wz_point_format(a->pts[j], g->nboards, buf2),
                             wz_point_format(p, g->nboards, buf));
                    return -1;
                }
            }
        }
        return 0;
    }
    case OPK_KEEP: {
        if (a->kind != WZ_ACT_CHOOSE)
            break;
        int gi = group_index(g, s);
        for (int i = 0; gi >= 0 && i < g->op.groups[gi].n; i++)
            if (memcmp(&g->op.groups[gi].pts[i], &a->pts[0], sizeof(wz_point)) == 0)
                return 0;
        snprintf(why, len, "%s was not offered", wz_point_format(a->pts[0], g->nboards, buf));
        return -1;
    }
    case OPK_MOVE: {
        if (a->kind != WZ_ACT_MOVE)
            break;
        int number = wz_game_stone_number(g, a->pts[0]), ok = 0;
        for (int i = 0; i < s->nmovable; i++)
            ok |= number == s->movable[i];
        if (!ok) {
            snprintf(why, len, "%s is not one of the stones that may move", wz_point_format(a->pts[0], g->nboards, buf));
            return -1;
        }
        if (s->once && (g->op.moved & (1ull << number))) {
            snprintf(why, len, "stone %d has moved already", number);
            return -1;
        }
        if (wz_game_at(g, a->pts[1]) != WZ_EMPTY) {
            snprintf(why, len, "%s is occupied", wz_point_format(a->pts[1], g->nboards, buf));
            return -1;
        }
        if (!in_area(g, s, a->pts[1])) {
            snprintf(why, len, "the stone must stay%s", area);
            return -1;
        }
        return 0;
    }
    case OPK_HOOK: {
        const wz_variant_ops *ops = g->variant->plugin->variant;
        wz_expect e;
        memset(&e, 0, sizeof e);
        ops->hook_expect(g, s->hook, &e);
        if (e.actions & (1u << a->kind))
            return ops->hook_legal(g, s->hook, a, why, len);
        break;
    }
    default:
        break;
    }
    wz_expect e;
    memset(&e, 0, sizeof e);
    op_expect(g, &e);
    snprintf(why, len, "%s is not expected now: %s %s must %s", wz_action_name(a->kind),
             wz_player_name(e.player), wz_colour_name(g->colour_of[e.player == WZ_NOBODY ? 0 : e.player]), e.text);
    return -1;
}

static const struct op_option *option_for(const struct op_step *s, int action)
{
    for (int i = 0; i < s->noptions; i++)
        if (s->options[i].action == action)
            return &s->options[i];
    return NULL;
}

/* Decisions that a branch carries out itself; others go on to the step the
 * option leads to. */
static int decided_in_branch(int action)
{
    return action == WZ_ACT_SWAP || action == WZ_ACT_STAY || action == WZ_ACT_REJECT ||
           action == WZ_ACT_PASS || action == WZ_ACT_END;
}

int op_legal(const wz_game *g, const wz_action *a, char *why, size_t len)
{
    const struct op_step *s = step(g);
    if (s->kind != OPK_BRANCH)
        return legal_in_step(g, s, a, why, len);
    const struct op_option *o = option_for(s, a->kind);
    if (!o) {
        wz_expect e;
        memset(&e, 0, sizeof e);
        op_expect(g, &e);
        snprintf(why, len, "%s is not expected now: %s must choose %s", wz_action_name(a->kind),
                 wz_player_name(e.player), e.text);
        return -1;
    }
    if (decided_in_branch(a->kind) || o->target >= program(g)->nsteps)
        return 0;
    return legal_in_step(g, &program(g)->steps[o->target], a, why, len);
}

static void apply_in_step(wz_game *g, const wz_action *a)
{
    const struct op_step *s = step(g);
    int player = a->player;
    switch (s->kind) {
    case OPK_PLACE:
        if (s->takes && g->colour_of[player] != s->colour)
            wz_game_swap_colours(g);
        wz_game_put(g, a->pts[0], s->colour);
        g->op.last_placer = player;
        if (++g->op.done < value(g, s->count_max))
            return;
        break;
    case OPK_SWAP:
        if (a->kind == WZ_ACT_SWAP)
            wz_game_swap_colours(g);
        break;
    case OPK_DECLARE:
        g->op.n = a->value;
        g->op.has_n = 1;
        break;
    case OPK_OFFER: {
        if (g->op.ngroups == OP_MAX_GROUPS)
            g->op.ngroups = 0; /* cannot happen in a checked manifest */
        struct op_group *gr = &g->op.groups[g->op.ngroups++];
        gr->step = g->op.step;
        gr->colour = s->colour;
        gr->player = player;
        gr->n = a->npoints;
        gr->kept = 0;
        memcpy(gr->pts, a->pts, sizeof(wz_point) * (size_t)a->npoints);
        g->op.last_placer = player;
        break;
    }
    case OPK_KEEP: {
        struct op_group *gr = &g->op.groups[group_index(g, s)];
        gr->kept = 1;
        wz_game_put(g, a->pts[0], gr->colour);
        g->op.last_placer = gr->player;
        break;
    }
    case OPK_MOVE: {
        int number = wz_game_stone_number(g, a->pts[0]);
        wz_game_move(g, a->pts[0], a->pts[1]);
        g->op.moved |= 1ull << number;
        break;
    }
    case OPK_HOOK: {
        const wz_variant_ops *ops = g->variant->plugin->variant;
        if (!ops->hook_apply(g, s->hook, a))
            return;
        break;
    }
    default:
        break;
    }
    advance(g);
}

void op_apply(wz_game *g, const wz_action *a)
{
    const struct op_step *s = step(g);
    if (s->kind != OPK_BRANCH) {
        apply_in_step(g, a);
        return;
    }
    const struct op_option *o = option_for(s, a->kind);
    if (a->kind == WZ_ACT_SWAP)
        wz_game_swap_colours(g);
    if (decided_in_branch(a->kind) || o->target >= program(g)->nsteps) {
        enter(g, o->target);
        return;
    }
    g->op.step = o->target;
    g->op.done = 0;
    apply_in_step(g, a);
}

int op_marks(const wz_game *g, wz_point *pts, int max)
{
    int n = 0;
    for (int i = 0; i < g->op.ngroups; i++) {
        const struct op_group *gr = &g->op.groups[i];
        for (int k = 0; !gr->kept && k < gr->n && n < max; k++)
            pts[n++] = gr->pts[k];
    }
    return n;
}

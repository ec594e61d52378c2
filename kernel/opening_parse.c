/* opening_parse.c - the opening engine's first job: read a manifest's
 * [opening] and [step ...] sections into a program, and check it whole
 * (labels, paths, numbers) before any game runs it (opening.h). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "opening.h"

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

int op_param_index(const wz_program *p, const char *name)
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
    int i = op_param_index(p, s);
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
    if (dots - s >= (long)sizeof a) {
        snprintf(err, len, "'%s' is not a range (want N or N..M)", s);
        return -1;
    }
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
        if (strlen(key) >= OP_LABEL || strcmp(key, "n") == 0 || op_param_index(p, key) >= 0 ||
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
            /* its steps are named LABEL.w2 and LABEL.b3: no cut label may
             * make two of them the same */
            if (strlen(s->label) + 3 >= OP_LABEL) {
                snprintf(err, len, "a step that does %s needs a label of at most %d characters", value,
                         OP_LABEL - 4);
                return -1;
            }
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
        char *copy = strdup(value), *save = NULL;
        if (!copy) {
            snprintf(err, len, "out of memory");
            return -1;
        }
        for (char *w = strtok_r(copy, " ,", &save); w; w = strtok_r(NULL, " ,", &save)) {
            int v;
            if (s->nmovable == 8 || parse_int(w, &v) != 0 || v < 1 || v > 63) {
                snprintf(err, len, "movable lists up to 8 stone numbers (1..63), not '%s'", value);
                free(copy);
                return -1;
            }
            s->movable[s->nmovable++] = v;
        }
        free(copy);
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
    int i = p ? op_param_index(p, key) : -1;
    if (i < 0)
        return 0;
    if (parse_int(value, &params[i]) != 0 || params[i] < 0) {
        snprintf(err, len, "%s must be a whole number >= 0, not '%s'", key, value);
        return -1;
    }
    return 1;
}

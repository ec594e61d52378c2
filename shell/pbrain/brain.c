/* brain.c - the Gomocup commands of pbrain-wuzi (see brain.h). */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include <wuzi/ai.h>

#include "brain.h"
#include "hub.h"
#include "report.h"

/* time_left's value for "no limit" */
#define NO_LIMIT 2147483647L

void brain_say(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    putchar('\n');
    fflush(stdout);
}

/* Time to leave (END, or the end of input): the commands unwind and
 * brain_command says so; main leaves (at once if the worker is inside a
 * plugin, where exit handlers could run under its feet). */
static void quit_now(brain *b)
{
    b->quit = 1;
}

/* ------------------------------------------------------------- variant */

const char *brain_rule_variant(int rule)
{
    if ((rule & 4) || rule == 2)
        return "renju";
    if (rule & 8)
        return "caro";
    if (rule & 1)
        return "gomoku-standard";
    return "gomoku-freestyle";
}

int brain_pick_variant(brain *b)
{
    static const char *const fallback[] = {"renju", "gomoku-standard", "gomoku-freestyle"};
    const char *want = b->forced ? b->forced : brain_rule_variant(b->rule);
    const wz_variant *v = wz_registry_find(b->registry, want);
    for (size_t i = 0; !v && !b->forced && i < sizeof fallback / sizeof fallback[0]; i++) {
        if (strcmp(fallback[i], want) == 0 || (i == 0 && strcmp(want, "renju") != 0))
            continue;
        v = wz_registry_find(b->registry, fallback[i]);
        if (v)
            brain_say("MESSAGE rule %d wants variant %s, which is not installed; playing %s",
                      b->rule, want, fallback[i]);
    }
    if (!v)
        return -1;
    b->variant = v;
    return 0;
}

/* -------------------------------------------------------------- points */

/* A whole number from lo to hi at *s (blanks before it skipped), and *s
 * moved past it.  Digits only, with a '-' where lo < 0: no number is
 * read as another one that fits (sscanf's %d makes 4294967303 into 7). */
static int take_number(const char **s, long lo, long hi, long *out)
{
    const char *p = *s + strspn(*s, " \t");
    int negative = *p == '-' && lo < 0;
    if (negative)
        p++;
    if (!isdigit((unsigned char)*p))
        return -1;
    long v = 0, limit = negative ? -lo : hi;
    for (; isdigit((unsigned char)*p); p++) {
        int d = *p - '0';
        if (v > (limit - d) / 10)
            return -1;
        v = v * 10 + d;
    }
    v = negative ? -v : v;
    if (v < lo || v > hi)
        return -1;
    *s = p;
    *out = v;
    return 0;
}

/* The rest of the text holds nothing but blanks. */
static int at_end(const char *s)
{
    return s[strspn(s, " \t")] == '\0';
}

/* A comma (blanks around it allowed), and *s past it. */
static int take_comma(const char **s)
{
    const char *p = *s + strspn(*s, " \t");
    if (*p != ',')
        return -1;
    *s = p + 1;
    return 0;
}

/* "X,Y" (and an optional ",F" when field is not NULL) on the current
 * board; wuzi coordinates out. */
static int parse_xy(const brain *b, const char *text, int8_t *x, int8_t *y, int *field)
{
    long X, Y, F = 0;
    const char *p = text;
    if (take_number(&p, 0, b->size - 1, &X) != 0 || take_comma(&p) != 0 ||
        take_number(&p, 0, b->size - 1, &Y) != 0)
        return -1;
    if (field && !at_end(p) && (take_comma(&p) != 0 || take_number(&p, 0, 9, &F) != 0))
        return -1;
    if (!at_end(p))
        return -1;
    *x = (int8_t)X;
    *y = (int8_t)(b->size - 1 - Y);
    if (field)
        *field = (int)F;
    return 0;
}

static int find_stone(const brain *b, int x, int y)
{
    for (int i = 0; i < b->n; i++)
        if (b->stones[i].x == x && b->stones[i].y == y)
            return i;
    return -1;
}

/* ---------------------------------------------------------- thinking */

/* Whether the manager runs a game clock: time_left then counts. */
static int game_clock(const brain *b)
{
    return b->timeout_match > 0 && b->time_left >= 0 && b->time_left < NO_LIMIT;
}

long brain_budget(const brain *b)
{
    long t = b->timeout_turn > 0 ? b->timeout_turn : 100;
    if (game_clock(b)) {
        long share = b->time_left / 5; /* the AI, told the time left, spreads it */
        if (!b->left_key) {
            long empties = (long)b->size * b->size - b->n;
            long moves_left = empties / 3 > 10 ? empties / 3 : 10;
            share = b->time_left / moves_left;
        }
        if (share < t)
            t = share;
    }
    return t < 10 ? 10 : t;
}

const char *brain_role_key(const wz_plugin *ai, int role)
{
    const wz_ai_settings *list = ai && ai->extension ? ai->extension(WZ_AI_SETTINGS_ID) : NULL;
    if (!list || list->size < sizeof *list)
        return NULL;
    for (int i = 0; i < list->count; i++)
        if (list->list[i].role == role)
            return list->list[i].key;
    return NULL;
}

/* Set key to value in a settings block; 1 when done or nothing to do, 0
 * when the AI refused it: the key is then dropped for good (this AI takes
 * no such setting) and the block must be made again. */
static int set_or_drop(const brain *b, void *config, const char **key, long value)
{
    if (!*key || value <= 0 || !b->ai->ai->configure)
        return 1;
    char text[32], err[WZ_REASON_MAX];
    snprintf(text, sizeof text, "%ld", value);
    if (b->ai->ai->configure(config, *key, text, err, sizeof err) == 0)
        return 1;
    *key = NULL;
    return 0;
}

/* INFO max_memory in MB, at least 1, or the user's own lower cap; 0 when
 * the manager set no limit. */
static long memory_mb(const brain *b)
{
    if (b->max_memory <= 0)
        return 0;
    long mb = b->max_memory >> 20 > 0 ? b->max_memory >> 20 : 1;
    return b->user_memory_mb > 0 && b->user_memory_mb < mb ? b->user_memory_mb : mb;
}

/* The game clock's time left as the AI is told it: less what the brain
 * keeps back for handing over each of the moves it will spread it over,
 * as brain_deadline and brain_hint keep back from one move. */
static long left_for_ai(const brain *b)
{
    long kept = b->time_left / 16;
    return b->time_left - kept > 1 ? b->time_left - kept : 1;
}

/* The AI's settings for one move: a copy, with the time it may take and
 * the memory it may hold.  An AI that refuses either still has the
 * deadline kept for it, and the memory is its own business. */
static void *config_for_move(brain *b, long hint_ms)
{
    size_t size = b->ai->ai->config_size ? b->ai->ai->config_size : 1;
    void *copy = malloc(size);
    if (!copy)
        return NULL;
    do
        memcpy(copy, b->ai_config, size);
    while (!set_or_drop(b, copy, &b->memory_key, memory_mb(b)) ||
           !set_or_drop(b, copy, &b->time_key, hint_ms) ||
           !set_or_drop(b, copy, &b->left_key, game_clock(b) ? left_for_ai(b) : 0));
    return copy;
}

static int word_is(const char *line, const char *word)
{
    size_t n = strlen(word);
    return strncasecmp(line, word, n) == 0 && (line[n] == '\0' || isspace((unsigned char)line[n]));
}

static void about(const brain *b)
{
    brain_say("name=\"pbrain-wuzi\", version=\"%s\", author=\"the wuzi authors\", "
              "country=\"-\", www=\"\", ai=\"%s\", variant=\"%s\"", wz_version(), b->ai->id,
              wz_variant_id(b->variant));
}

long brain_deadline(long start, long span_ms)
{
    /* Keep a margin for the quick move and the reply. */
    long reserve = span_ms / 40 + 10 < 100 ? span_ms / 40 + 10 : 100;
    return start + (span_ms - reserve > 5 ? span_ms - reserve : 5);
}

long brain_hint(long span_ms)
{
    /* the AI keeps margins of its own; this one covers handing the
     * request over and the answer back */
    return span_ms - span_ms / 32 - 5;
}

/* The AI missed its deadline: the move of its last completed iteration,
 * when it is a legal one, rather than a quick move no search has seen.
 * (A stall of the machine, not the search's own clock, is what makes an
 * engine late; by then it has searched for most of the move.) */
static int searched_stand_in(brain *b, const wz_game *g, unsigned job, wz_action *out)
{
    wz_action a = {.kind = WZ_ACT_PLACE, .npoints = 1};
    int depth = 0;
    if (report_best(job, &a.pts[0], &depth) && wz_host_services()->legal(g, &a, NULL, 0) == 0) {
        brain_say("MESSAGE %s had no answer in time; its move of depth %d stands in", b->ai->id,
                  depth);
        *out = a;
        return 1;
    }
    brain_say("MESSAGE %s had no answer in time; a quick one stands in", b->ai->id);
    return 0;
}

int brain_ask_ai(brain *b, const wz_game *g, long deadline, long hint, wz_action *out)
{
    char why[WZ_REASON_MAX];
    int watch = 1;
    void *config = config_for_move(b, hint > 1 ? hint : 1);
    wz_game *job_game = wz_game_clone(g);
    if (!config || !job_game) {
        free(config);
        wz_game_free(job_game);
        return 0;
    }
    unsigned job = hub_submit(b->ai, job_game, config);
    b->asked_job = job;
    for (;;) {
        int rc = -1;
        const char *line = NULL;
        int ev = hub_wait(job, deadline, watch, &rc, out, why, sizeof why, &line);
        if (ev == HUB_ANSWER) {
            if (rc == 0)
                return 1;
            brain_say("MESSAGE %s", why);
            return 0;
        }
        if (ev == HUB_EOF) {
            quit_now(b);
            return -1;
        }
        if (ev == HUB_TIMEOUT)
            return searched_stand_in(b, g, job, out);
        /* A command while thinking, taken in order: END, INFO and a
         * stop are done now; a new game drops this request; anything
         * else waits its turn after the move, and so does all behind
         * it, so replies keep the order of the commands. */
        if (word_is(line, "END")) {
            quit_now(b);
            return -1;
        } else if (word_is(line, "INFO")) {
            brain_info(b, line + 4);
            hub_drop_line();
        } else if (word_is(line, "YXSTOP") || word_is(line, "STOP")) {
            hub_drop_line();
            return 0;
        } else if (word_is(line, "START") || word_is(line, "RESTART") ||
                   word_is(line, "RECTSTART")) {
            return -1;
        } else {
            watch = 0;
        }
    }
}

int brain_think(brain *b, long start, long span_ms, wz_point *out)
{
    char why[WZ_REASON_MAX];
    int colour = position_to_move(b->n);
    wz_game *g = position_build(b->variant, b->size, b->stones, b->n, b->seed, why, sizeof why);
    if (!g) {
        brain_say("MESSAGE %s", why);
        *out = position_any_empty(b->size, b->stones, b->n);
        return 0;
    }
    int have = 0, asked = 0;
    if (position_wants(g, colour)) {
        long deadline = brain_deadline(start, span_ms);
        long hint = brain_hint(deadline - start);
        wz_action a;
        asked = brain_ask_ai(b, g, deadline, hint, &a);
        if (asked < 0) {
            wz_game_free(g);
            return -1;
        }
        if (asked && a.kind == WZ_ACT_PLACE &&
            (colour != WZ_BLACK || wz_game_forbids(g, a.pts[0]) == WZ_LEGAL)) {
            *out = a.pts[0];
            have = 1;
            char said[1024];
            if (!b->quiet && report_text(b->asked_job, said, sizeof said))
                brain_say("MESSAGE %s", said);
        } else if (asked) {
            wz_action_format(&a, 1, why, sizeof why);
            brain_say("MESSAGE %s chose '%s', %s; a quick move stands in", b->ai->id, why,
                      a.kind == WZ_ACT_PLACE ? "a foul for black" : "which places no stone");
        }
    }
    if (!have && position_quick_move(g, colour, out) != 0)
        *out = position_any_empty(b->size, b->stones, b->n);
    wz_game_free(g);
    return 0;
}

/* Think, play the move on our board and send it. */
static void reply_move(brain *b)
{
    wz_point p;
    long start = hub_now_ms();
    if (b->n >= b->size * b->size) {
        brain_say("ERROR the board is full");
        return;
    }
    if (brain_think(b, start, brain_budget(b), &p) != 0)
        return;
    int colour = position_to_move(b->n);
    b->stones[b->n++] = (stone){p.x, p.y, (uint8_t)colour};
    brain_say("%d,%d", p.x, b->size - 1 - p.y);
}

/* ----------------------------------------------------------- commands */

void brain_info(brain *b, const char *args)
{
    static const char *const keys[] = {"timeout_turn", "timeout_match", "time_left", "max_memory", "rule"};
    const char *key = args + strspn(args, " \t"), *p = key + strcspn(key, " \t");
    size_t n = (size_t)(p - key);
    int which = -1;
    for (int i = 0; i < (int)(sizeof keys / sizeof keys[0]); i++)
        if (n == strlen(keys[i]) && strncasecmp(key, keys[i], n) == 0)
            which = i;
    if (which < 0)
        return; /* the protocol: unknown keys are ignored */
    long value;
    if (take_number(&p, -2147483647L, 2147483647L, &value) != 0 || !at_end(p)) {
        /* a value out of range is no value at all: the old one stands */
        brain_say("MESSAGE INFO %s: '%.40s' is not a whole number in range; ignored", keys[which],
                  p + strspn(p, " \t"));
        return;
    }
    if (which == 0)
        b->timeout_turn = value;
    else if (which == 1)
        b->timeout_match = value;
    else if (which == 2)
        b->time_left = value;
    else if (which == 3)
        b->max_memory = value;
    else if (value >= 0) {
        int old = b->rule;
        b->rule = (int)value;
        if (!b->forced && brain_pick_variant(b) != 0)
            b->rule = old;
    }
}

static int need_board(const brain *b)
{
    if (b->size)
        return 0;
    brain_say("ERROR no board: send START first");
    return -1;
}

static void start(brain *b, int size)
{
    char why[WZ_REASON_MAX];
    wz_game *g = position_new(b->variant, size, b->seed, why, sizeof why);
    if (!g) {
        brain_say("ERROR %s", why);
        return;
    }
    wz_game_free(g);
    b->size = size;
    b->n = 0;
    b->time_left = -1;
    b->games++;
    b->seed = b->seed * 6364136223846793005ULL + 1442695040888963407ULL;
    brain_say("OK");
}

/* Read "X,Y[,F]" lines up to DONE, in their order; field 0 when a line
 * has none.  Returns the count, or -1 with a reason after reading through
 * DONE anyway. */
static int read_lines(brain *b, stone *out, int need_field, char *why, size_t whylen)
{
    char *line;
    int bad = 0, n = 0;
    uint8_t seen[WZ_MAX_SIZE][WZ_MAX_SIZE];
    memset(seen, 0, sizeof seen);
    while (hub_next_line(&line)) {
        if (word_is(line, "DONE")) {
            free(line);
            return bad ? -1 : n;
        }
        int8_t x, y;
        int field = 0;
        if (!bad && hub_line_too_long(line)) {
            snprintf(why, whylen, "a line longer than %d bytes", HUB_LINE_MAX);
            bad = 1;
        } else if (!bad && parse_xy(b, line, &x, &y, &field) != 0) {
            snprintf(why, whylen, "bad line '%.60s' (want X,Y%s)", line, need_field ? ",F" : "");
            bad = 1;
        } else if (!bad && (field < 0 || field > 3 || (need_field && field == 0))) {
            snprintf(why, whylen, "bad field in '%.60s' (1 own, 2 opponent, 3 marker)", line);
            bad = 1;
        } else if (!bad && seen[x][y]++) {
            snprintf(why, whylen, "%.60s: the point is given twice", line);
            bad = 1;
        } else if (!bad && n < BRAIN_MAX_STONES) {
            out[n++] = (stone){x, y, (uint8_t)field};
        }
        free(line);
    }
    quit_now(b);
    return -1;
}

/* BOARD and YXBOARD: the side to move owns field 1, and its colour
 * follows from the count; field 3 (a marker) is no stone.  The stones
 * keep the manager's order, which is the move order under renju. */
static int take_board(brain *b)
{
    static stone lines[BRAIN_MAX_STONES];
    char why[WZ_REASON_MAX];
    int n = read_lines(b, lines, 1, why, sizeof why), stones = 0;
    if (n < 0) {
        if (!b->quit)
            brain_say("ERROR %s", why);
        return -1;
    }
    for (int i = 0; i < n; i++)
        stones += lines[i].colour != 3;
    int mine = position_to_move(stones), theirs = mine == WZ_BLACK ? WZ_WHITE : WZ_BLACK;
    b->n = 0;
    for (int i = 0; i < n; i++)
        if (lines[i].colour != 3)
            b->stones[b->n++] = (stone){lines[i].x, lines[i].y,
                                        (uint8_t)(lines[i].colour == 1 ? mine : theirs)};
    return 0;
}

static void show_forbid(brain *b)
{
    char why[WZ_REASON_MAX];
    wz_game *g = position_build(b->variant, b->size, b->stones, b->n, b->seed, why, sizeof why);
    if (!g) {
        brain_say("ERROR %s", why);
        return;
    }
    char text[8 + 4 * BRAIN_MAX_STONES + 2] = "FORBID ";
    size_t len = strlen(text);
    for (int Y = 0; Y < b->size; Y++)
        for (int X = 0; X < b->size; X++) {
            wz_point p = {0, (int8_t)X, (int8_t)(b->size - 1 - Y)};
            if (wz_game_at(g, p) == WZ_EMPTY && wz_game_forbids(g, p) != WZ_LEGAL)
                len += (size_t)snprintf(text + len, sizeof text - len, "%02d%02d", X, Y);
        }
    brain_say("%s.", text);
    wz_game_free(g);
}

static void swap2board(brain *b)
{
    static stone lines[BRAIN_MAX_STONES];
    stone given[5];
    char why[WZ_REASON_MAX], reply[128];
    /* The stones come in move order (black, white, black, ...); a colour
     * field, where a manager adds one, changes nothing about that. */
    int n = read_lines(b, lines, 0, why, sizeof why);
    if (n < 0) {
        if (!b->quit)
            brain_say("ERROR %s", why);
        return;
    }
    if (n != 0 && n != 3 && n != 5) {
        brain_say("ERROR SWAP2BOARD takes 0, 3 or 5 stones, not %d", n);
        return;
    }
    for (int i = 0; i < n; i++)
        given[i] = (stone){lines[i].x, lines[i].y, (uint8_t)position_to_move(i)};
    if (brain_swap2(b, given, n, reply, sizeof reply) == 0)
        brain_say("%s", reply);
}

/* Our board gains a stone of the colour to move. */
static void add_stone(brain *b, int8_t x, int8_t y)
{
    int colour = position_to_move(b->n);
    b->stones[b->n++] = (stone){x, y, (uint8_t)colour};
}

int brain_command(brain *b, char *line)
{
    if (hub_line_too_long(line)) {
        brain_say("ERROR a line longer than %d bytes: ignored", HUB_LINE_MAX);
        return 0;
    }
    char *args = line;
    while (*args && !isspace((unsigned char)*args))
        args++;
    char word[32];
    snprintf(word, sizeof word, "%.*s", (int)(args - line), line);
    for (char *c = word; *c; c++)
        *c = (char)toupper((unsigned char)*c);
    int8_t x, y;

    if (strcmp(word, "END") == 0)
        return 1;
    if (strcmp(word, "START") == 0) {
        long size;
        const char *p = args;
        if (take_number(&p, 0, 1000000, &size) != 0 || !at_end(p))
            brain_say("ERROR START takes a board size");
        else if (size < WZ_MIN_SIZE || size > WZ_MAX_SIZE)
            brain_say("ERROR size %ld is not supported (%d..%d)", size, WZ_MIN_SIZE, WZ_MAX_SIZE);
        else
            start(b, (int)size);
    } else if (strcmp(word, "RECTSTART") == 0) {
        long w, h;
        const char *p = args;
        if (take_number(&p, 0, 1000000, &w) != 0 || take_comma(&p) != 0 ||
            take_number(&p, 0, 1000000, &h) != 0 || !at_end(p))
            brain_say("ERROR RECTSTART takes width,height");
        else if (w != h)
            brain_say("ERROR rectangular boards are not supported (%ldx%ld)", w, h);
        else if (w < WZ_MIN_SIZE || w > WZ_MAX_SIZE)
            brain_say("ERROR size %ld is not supported (%d..%d)", w, WZ_MIN_SIZE, WZ_MAX_SIZE);
        else
            start(b, (int)w);
    } else if (strcmp(word, "RESTART") == 0) {
        if (need_board(b) == 0) {
            b->n = 0;
            b->time_left = -1;
            brain_say("OK");
        }
    } else if (strcmp(word, "INFO") == 0) {
        brain_info(b, args);
    } else if (strcmp(word, "ABOUT") == 0) {
        about(b);
    } else if (strcmp(word, "BEGIN") == 0) {
        if (need_board(b) == 0)
            reply_move(b);
    } else if (strcmp(word, "TURN") == 0) {
        if (need_board(b) != 0)
            return 0;
        if (parse_xy(b, args, &x, &y, NULL) != 0)
            brain_say("ERROR bad coordinates '%s'", args + (*args == ' '));
        else if (find_stone(b, x, y) >= 0)
            brain_say("ERROR %d,%d is occupied", x, b->size - 1 - y);
        else {
            add_stone(b, x, y);
            reply_move(b);
        }
    } else if (strcmp(word, "PLAY") == 0) {
        if (need_board(b) != 0)
            return 0;
        if (parse_xy(b, args, &x, &y, NULL) != 0 || find_stone(b, x, y) >= 0)
            brain_say("ERROR cannot play '%s'", args + (*args == ' '));
        else {
            add_stone(b, x, y);
            brain_say("%d,%d", x, b->size - 1 - y);
        }
    } else if (strcmp(word, "BOARD") == 0 || strcmp(word, "YXBOARD") == 0) {
        if (need_board(b) != 0)
            return 0;
        if (take_board(b) == 0 && word[0] == 'B')
            reply_move(b);
    } else if (strcmp(word, "TAKEBACK") == 0) {
        int i;
        if (need_board(b) != 0)
            return 0;
        if (parse_xy(b, args, &x, &y, NULL) != 0 || (i = find_stone(b, x, y)) < 0) {
            brain_say("ERROR no stone at '%s'", args + (*args == ' '));
        } else {
            memmove(&b->stones[i], &b->stones[i + 1], sizeof b->stones[0] * (size_t)(b->n - i - 1));
            b->n--;
            brain_say("OK");
        }
    } else if (strcmp(word, "SWAP2BOARD") == 0) {
        if (need_board(b) == 0)
            swap2board(b);
    } else if (strcmp(word, "YXSHOWFORBID") == 0) {
        if (need_board(b) == 0)
            show_forbid(b);
    } else if (strcmp(word, "YXSTOP") == 0 || strcmp(word, "STOP") == 0) {
        /* nothing is being thought about */
    } else {
        brain_say("UNKNOWN command '%.40s'", word);
    }
    return b->quit;
}

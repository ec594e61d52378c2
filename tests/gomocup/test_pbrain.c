/*
 * test_pbrain.c - pbrain-wuzi driven over pipes the way a tournament
 * manager drives it: scripted protocol sessions, commands arriving while
 * it thinks, and its time limits.
 *
 * The brain runs with the slow test AI (tests/gomocup/slow.c), which
 * places the free point nearest the centre (rows from the top first) after
 * sleeping as long as it is told, so every answer is known in advance; or
 * with the simple AI where a real choice is tested.
 */
#include <config.h>

#include <CUnit/Basic.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../../plugins/gomocup/engine.h"

static char brain_path[4096];
static engine e;
static char messages[8192]; /* MESSAGE lines seen since the last brain() */

/* pbrain-wuzi --ai ai with the settings kv (NULL-ended, at most 6). */
static void brain_args(const char *ai, const char *const *kv)
{
    char *args[8];
    int n = 0;
    char why[512];
    args[n++] = "--ai";
    args[n++] = (char *)ai;
    for (; kv && *kv && n < 8; kv++)
        args[n++] = (char *)*kv;
    messages[0] = '\0';
    if (engine_start(&e, brain_path, args, n, why, sizeof why) != 0)
        CU_FAIL_FATAL(why);
}

static void brain_with(const char *ai, const char *k1, const char *k2)
{
    const char *kv[] = {k1, k1 ? k2 : NULL, NULL};
    brain_args(ai, kv);
}

static void brain(const char *delay)
{
    brain_with("slow", delay, NULL);
}

static void tell(const char *fmt, ...)
{
    char line[1024], why[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    CU_ASSERT_EQUAL(engine_send(&e, engine_now_ms() + 2000, line, why, sizeof why), 0);
}

/* The next reply line within ms, MESSAGE and DEBUG lines set aside;
 * "(none)" when there is none. */
static const char *answer(long ms)
{
    static char line[ENGINE_LINE_MAX];
    char why[256];
    long deadline = engine_now_ms() + ms;
    for (;;) {
        if (engine_read_line(&e, deadline, line, sizeof line, why, sizeof why) != 1)
            return "(none)";
        if (strncmp(line, "MESSAGE", 7) == 0) {
            strncat(messages, line, sizeof messages - strlen(messages) - 2);
            strcat(messages, "\n");
            continue;
        }
        if (strncmp(line, "DEBUG", 5) != 0)
            return line;
    }
}

static void sleep_ms(long ms)
{
    struct timespec t = {ms / 1000, (ms % 1000) * 1000000L};
    nanosleep(&t, NULL);
}

/* END, then the brain must be gone within a second with status 0. */
static void end_brain(void)
{
    char how[128];
    tell("END");
    engine_describe_end(&e, 1000, how, sizeof how);
    CU_ASSERT_STRING_EQUAL(how, "exited with status 0");
    engine_kill(&e);
}

static int on_board(const char *move, int size)
{
    int x, y;
    char tail;
    return sscanf(move, "%d,%d%c", &x, &y, &tail) == 2 && x >= 0 && x < size && y >= 0 && y < size;
}

/* ------------------------------------------------------------- tests */

static void test_about_unknown_and_start(void)
{
    brain("delay=0");
    tell("ABOUT");
    CU_ASSERT_STRING_EQUAL(answer(2000), "name=\"pbrain-wuzi\", version=\"" PACKAGE_VERSION
                                         "\", author=\"the wuzi authors\", country=\"-\", "
                                         "www=\"\", ai=\"slow\", variant=\"gomoku-freestyle\"");
    tell("FROBNICATE 3");
    CU_ASSERT_STRING_EQUAL(answer(2000), "UNKNOWN command 'FROBNICATE'");
    tell("TURN 1,1");
    CU_ASSERT_STRING_EQUAL(answer(2000), "ERROR no board: send START first");
    tell("START 4");
    CU_ASSERT_STRING_EQUAL(answer(2000), "ERROR size 4 is not supported (5..26)");
    tell("START twenty");
    CU_ASSERT_STRING_EQUAL(answer(2000), "ERROR START takes a board size");
    tell("RECTSTART 15,20");
    CU_ASSERT_STRING_EQUAL(answer(2000), "ERROR rectangular boards are not supported (15x20)");
    tell("RECTSTART 19,19");
    CU_ASSERT_STRING_EQUAL(answer(2000), "OK");
    tell("BEGIN");
    CU_ASSERT_STRING_EQUAL(answer(2000), "9,9");
    tell("START 20");
    CU_ASSERT_STRING_EQUAL(answer(2000), "OK");
    tell("BEGIN");
    CU_ASSERT_STRING_EQUAL(answer(2000), "9,9");
    end_brain();
}

static void test_begin_turn_play_restart(void)
{
    brain("delay=0");
    tell("START 15");
    CU_ASSERT_STRING_EQUAL(answer(2000), "OK");
    tell("BEGIN");
    CU_ASSERT_STRING_EQUAL(answer(2000), "7,7");
    /* (0,0) is the top-left corner; the slow AI's next is just above h8 */
    tell("TURN 0,0");
    CU_ASSERT_STRING_EQUAL(answer(2000), "7,6");
    tell("TURN 7,7");
    CU_ASSERT_STRING_EQUAL(answer(2000), "ERROR 7,7 is occupied");
    tell("TURN 15,0");
    CU_ASSERT_STRING_EQUAL(answer(2000), "ERROR bad coordinates '15,0'");
    tell("PLAY 3,3");
    CU_ASSERT_STRING_EQUAL(answer(2000), "3,3");
    tell("RESTART");
    CU_ASSERT_STRING_EQUAL(answer(2000), "OK");
    tell("BEGIN");
    CU_ASSERT_STRING_EQUAL(answer(2000), "7,7");
    /* a second START is a full reset: h8 is free again */
    tell("START 15");
    CU_ASSERT_STRING_EQUAL(answer(2000), "OK");
    tell("BEGIN");
    CU_ASSERT_STRING_EQUAL(answer(2000), "7,7");
    end_brain();
}

static void test_line_endings(void)
{
    char why[128];
    brain("delay=0");
    /* CR LF, a lone CR, a lone LF, and an empty line between */
    CU_ASSERT_EQUAL(engine_send(&e, engine_now_ms() + 1000, "START 15\r\n\r\nBEGIN\rABOUT", why,
                                sizeof why), 0);
    CU_ASSERT_STRING_EQUAL(answer(2000), "OK");
    CU_ASSERT_STRING_EQUAL(answer(2000), "7,7");
    CU_ASSERT_EQUAL(strncmp(answer(2000), "name=\"pbrain-wuzi\"", 18), 0);
    end_brain();
}

static void test_board(void)
{
    brain_with("simple", NULL, NULL);
    tell("START 15");
    CU_ASSERT_STRING_EQUAL(answer(2000), "OK");
    /* our four on row 7 (own first, then opponent's, not in move order);
     * nine stones: we are white, and we complete the five */
    tell("BOARD");
    tell("3,7,1");
    tell("4,7,1");
    tell("5,7,1");
    tell("6,7,1");
    tell("3,9,2");
    tell("4,9,2");
    tell("5,9,2");
    tell("0,0,2");
    tell("14,14,2");
    tell("7,7,3");
    tell("DONE");
    const char *move = answer(2000);
    CU_ASSERT(strcmp(move, "7,7") == 0 || strcmp(move, "2,7") == 0);
    /* the opponent's four must be blocked: 6,9 or 2,9 */
    tell("BOARD");
    tell("3,9,2");
    tell("1,1,1");
    tell("4,9,2");
    tell("1,3,1");
    tell("5,9,2");
    tell("13,1,1");
    tell("6,9,2");
    tell("DONE");
    move = answer(2000);
    CU_ASSERT(strcmp(move, "7,9") == 0 || strcmp(move, "2,9") == 0);
    tell("BOARD");
    tell("7,7");
    tell("DONE");
    CU_ASSERT_STRING_EQUAL(answer(2000), "ERROR bad field in '7,7' (1 own, 2 opponent, 3 marker)");
    tell("BOARD");
    tell("7,7,1");
    tell("7,7,2");
    tell("DONE");
    CU_ASSERT_STRING_EQUAL(answer(2000), "ERROR 7,7,2: the point is given twice");
    tell("BOARD");
    tell("seven,7,1");
    tell("DONE");
    CU_ASSERT_STRING_EQUAL(answer(2000), "ERROR bad line 'seven,7,1' (want X,Y,F)");
    end_brain();
}

static void test_takeback(void)
{
    brain("delay=0");
    tell("START 15");
    CU_ASSERT_STRING_EQUAL(answer(2000), "OK");
    tell("BOARD");
    tell("7,7,2");
    tell("DONE");
    CU_ASSERT_STRING_EQUAL(answer(2000), "7,6");
    tell("TAKEBACK 7,6");
    CU_ASSERT_STRING_EQUAL(answer(2000), "OK");
    tell("TAKEBACK 7,7");
    CU_ASSERT_STRING_EQUAL(answer(2000), "OK");
    tell("TAKEBACK 7,7");
    CU_ASSERT_STRING_EQUAL(answer(2000), "ERROR no stone at '7,7'");
    tell("BEGIN");
    CU_ASSERT_STRING_EQUAL(answer(2000), "7,7");
    end_brain();
}

static void test_info_rules(void)
{
    static const struct {
        int rule;
        const char *variant;
    } rules[] = {{1, "gomoku-standard"}, {8, "caro"}, {9, "caro"}, {0, "gomoku-freestyle"}};
    char want[128];
    brain("delay=0");
    for (size_t i = 0; i < sizeof rules / sizeof rules[0]; i++) {
        tell("INFO rule %d", rules[i].rule);
        tell("ABOUT");
        snprintf(want, sizeof want, "variant=\"%s\"", rules[i].variant);
        CU_ASSERT_PTR_NOT_NULL(strstr(answer(2000), want));
    }
    /* unknown keys and odd values are ignored without a word */
    tell("INFO folder /tmp");
    tell("INFO evaluate 7,7");
    tell("INFO game_type 1");
    tell("INFO frobnication 12");
    tell("ABOUT");
    CU_ASSERT_PTR_NOT_NULL(strstr(answer(2000), "variant=\"gomoku-freestyle\""));

    /* renju: rule 4, or 2 from Yixin's tools */
    for (int rule = 4; rule >= 2; rule -= 2) {
        tell("INFO rule %d", rule);
        tell("ABOUT");
        CU_ASSERT_PTR_NOT_NULL(strstr(answer(2000), "variant=\"renju\""));
        /* a double three at h8 (7,7) for black to move */
        tell("START 15");
        CU_ASSERT_STRING_EQUAL(answer(2000), "OK");
        tell("YXBOARD");
        tell("5,7,1");
        tell("6,7,1");
        tell("7,6,1");
        tell("7,5,1");
        tell("0,0,2");
        tell("2,0,2");
        tell("4,0,2");
        tell("0,14,2");
        tell("DONE");
        tell("YXSHOWFORBID");
        CU_ASSERT_STRING_EQUAL(answer(2000), "FORBID 0707.");
    }
    end_brain();

    /* the slow AI would play the foul at h8 (nearest the centre); the
     * brain never does */
    brain("delay=0");
    tell("INFO rule 4");
    tell("START 15");
    CU_ASSERT_STRING_EQUAL(answer(2000), "OK");
    tell("BOARD");
    tell("5,7,1");
    tell("0,0,2");
    tell("6,7,1");
    tell("2,0,2");
    tell("7,6,1");
    tell("4,0,2");
    tell("7,5,1");
    tell("0,14,2");
    tell("DONE");
    const char *move = answer(2000);
    CU_ASSERT(on_board(move, 15) && strcmp(move, "7,7") != 0);
    CU_ASSERT_PTR_NOT_NULL(strstr(messages, "slow chose 'play h8', a foul for black"));
    end_brain();
}

static void test_forbid_format(void)
{
    brain("delay=0");
    tell("START 15");
    CU_ASSERT_STRING_EQUAL(answer(2000), "OK");
    tell("YXSHOWFORBID");
    CU_ASSERT_STRING_EQUAL(answer(2000), "FORBID .");
    end_brain();
}

/* three moves "a,b c,d e,f": on the board and apart */
static int three_points(const char *text, int size)
{
    int p[6];
    char tail;
    if (sscanf(text, "%d,%d %d,%d %d,%d%c", &p[0], &p[1], &p[2], &p[3], &p[4], &p[5], &tail) != 6)
        return 0;
    for (int i = 0; i < 6; i++)
        if (p[i] < 0 || p[i] >= size)
            return 0;
    return !(p[0] == p[2] && p[1] == p[3]) && !(p[0] == p[4] && p[1] == p[5]) &&
           !(p[2] == p[4] && p[3] == p[5]);
}

/* "SWAP" or 1..max moves "a,b c,d" on free points of a 15x15 board. */
static int swap2_reply(const char *text, const char *taken, int max)
{
    if (strcmp(text, "SWAP") == 0)
        return 1;
    int n = 0;
    char copy[256], *save = NULL;
    snprintf(copy, sizeof copy, "%s", text);
    for (char *w = strtok_r(copy, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
        char padded[16];
        snprintf(padded, sizeof padded, " %s ", w);
        if (!on_board(w, 15) || strstr(taken, padded))
            return 0;
        n++;
    }
    return n >= 1 && n <= max;
}

/* Free-style has a swap2 variant: the AI decides inside it.  The slow AI
 * only ever places stones: it opens with the three points nearest the
 * centre, answers with two more stones, and cannot choose a colour, where
 * the rules of thumb take over. */
static void test_swap2_by_variant(void)
{
    brain("delay=0");
    tell("START 15");
    CU_ASSERT_STRING_EQUAL(answer(2000), "OK");
    tell("SWAP2BOARD");
    tell("DONE");
    CU_ASSERT_STRING_EQUAL(answer(2000), "7,7 7,6 6,7");
    tell("SWAP2BOARD");
    tell("7,7");
    tell("8,7");
    tell("8,8");
    tell("DONE");
    CU_ASSERT_STRING_EQUAL(answer(2000), "7,6 6,7");
    /* the same with colour fields */
    tell("SWAP2BOARD");
    tell("7,7,1");
    tell("8,7,2");
    tell("8,8,1");
    tell("DONE");
    CU_ASSERT_STRING_EQUAL(answer(2000), "7,6 6,7");
    /* the game goes on from the five stones: white's sixth, our black
     * seventh nearest the centre */
    tell("TURN 7,8");
    CU_ASSERT_STRING_EQUAL(answer(2000), "7,5");
    /* the colour choice after five stones: strong black, take it */
    tell("SWAP2BOARD");
    tell("7,7");
    tell("8,7");
    tell("8,8");
    tell("6,6");
    tell("9,9");
    tell("DONE");
    CU_ASSERT_STRING_EQUAL(answer(2000), "SWAP");
    /* a quiet black: play the sixth stone as white */
    tell("SWAP2BOARD");
    tell("7,7");
    tell("8,7,2");
    tell("2,2,1");
    tell("3,3");
    tell("12,12");
    tell("DONE");
    CU_ASSERT_STRING_EQUAL(answer(2000), "7,6");
    tell("SWAP2BOARD");
    tell("7,7");
    tell("8,7");
    tell("DONE");
    CU_ASSERT_STRING_EQUAL(answer(2000), "ERROR SWAP2BOARD takes 0, 3 or 5 stones, not 2");
    end_brain();

    /* the simple AI makes every decision in the variant; its answers
     * have the protocol's forms */
    brain_with("simple", NULL, NULL);
    tell("START 15");
    CU_ASSERT_STRING_EQUAL(answer(2000), "OK");
    tell("SWAP2BOARD");
    tell("DONE");
    CU_ASSERT(three_points(answer(2000), 15));
    tell("SWAP2BOARD");
    tell("7,7");
    tell("8,7");
    tell("8,8");
    tell("DONE");
    CU_ASSERT(swap2_reply(answer(2000), " 7,7 8,7 8,8 ", 2));
    tell("SWAP2BOARD");
    tell("7,7");
    tell("8,7");
    tell("8,8");
    tell("6,6");
    tell("9,9");
    tell("DONE");
    CU_ASSERT(swap2_reply(answer(2000), " 7,7 8,7 8,8 6,6 9,9 ", 1));
    end_brain();
}

/* Caro has no swap2 variant: the rules of thumb. */
static void test_swap2_rules_of_thumb(void)
{
    brain("delay=0");
    tell("INFO rule 8");
    tell("START 15");
    CU_ASSERT_STRING_EQUAL(answer(2000), "OK");
    tell("SWAP2BOARD");
    tell("DONE");
    CU_ASSERT(three_points(answer(2000), 15));
    /* black's two stones side by side: take black */
    tell("SWAP2BOARD");
    tell("7,7");
    tell("8,7");
    tell("8,8");
    tell("DONE");
    CU_ASSERT_STRING_EQUAL(answer(2000), "SWAP");
    /* black's stones far apart: keep white and play the fourth stone */
    tell("SWAP2BOARD");
    tell("7,7");
    tell("8,7");
    tell("2,2");
    tell("DONE");
    CU_ASSERT_STRING_EQUAL(answer(2000), "7,6");
    /* the game goes on from the swap2 stones: our W4 stands */
    tell("TURN 7,8");
    CU_ASSERT_STRING_EQUAL(answer(2000), "6,7");
    end_brain();
}

/* The AI never answers in time: the brain does, with a legal move. */
static void test_never_over_time(void)
{
    brain("delay=20000");
    tell("START 15");
    CU_ASSERT_STRING_EQUAL(answer(2000), "OK");
    tell("INFO timeout_turn 1000");
    long t0 = engine_now_ms();
    tell("BEGIN");
    const char *move = answer(5000);
    long took = engine_now_ms() - t0;
    CU_ASSERT(on_board(move, 15));
    CU_ASSERT(took < 1000);
    CU_ASSERT_PTR_NOT_NULL(strstr(messages, "slow had no answer in time"));
    /* the worker is still busy with the first move; the next one is in
     * time all the same */
    t0 = engine_now_ms();
    tell("TURN 0,0");
    move = answer(5000);
    took = engine_now_ms() - t0;
    CU_ASSERT(on_board(move, 15));
    CU_ASSERT(strcmp(move, "0,0") != 0);
    CU_ASSERT(took < 1000);
    /* the match clock: 2 s left for the rest of the game is a few ms a move */
    tell("INFO timeout_turn 10000");
    tell("INFO timeout_match 100000");
    tell("INFO time_left 2000");
    t0 = engine_now_ms();
    tell("TURN 1,0");
    CU_ASSERT(on_board(answer(5000), 15));
    CU_ASSERT(engine_now_ms() - t0 < 1000);
    /* END while the AI still thinks: the brain leaves at once */
    end_brain();
}

/* The slow AI with settings k1 and k2, 1 s a turn: after TURN 0,0 the
 * answer is its centre, in time (a quick move would stay near 0,0). */
static void centre_in_time(const char *k1, const char *k2)
{
    brain_with("slow", k1, k2);
    tell("START 15");
    CU_ASSERT_STRING_EQUAL(answer(2000), "OK");
    tell("INFO timeout_turn 1000");
    long t0 = engine_now_ms();
    tell("TURN 0,0");
    CU_ASSERT_STRING_EQUAL(answer(5000), "7,7");
    CU_ASSERT(engine_now_ms() - t0 < 1000);
}

/* An AI that reported a completed search before its deadline passed: its
 * move stands in, not a quick one; the next move's stand-in cannot be it. */
static void test_late_search_stands_in(void)
{
    centre_in_time("delay=20000", "report=1"); /* the centre as reported */
    CU_ASSERT_PTR_NOT_NULL(strstr(messages, "slow had no answer in time; its move of depth 1 stands in"));
    CU_ASSERT_PTR_NOT_NULL(strstr(messages, "MESSAGE depth 1, score +0, pv h8"));
    CU_ASSERT_PTR_NULL(strstr(messages, "a quick one stands in"));
    /* the worker still sleeps on the first move, whose report is not
     * this one's */
    messages[0] = '\0';
    long t0 = engine_now_ms();
    tell("TURN 1,0");
    const char *move = answer(5000);
    CU_ASSERT(on_board(move, 15));
    CU_ASSERT(strcmp(move, "7,7") != 0);
    CU_ASSERT(engine_now_ms() - t0 < 1000);
    CU_ASSERT_PTR_NOT_NULL(strstr(messages, "slow had no answer in time; a quick one stands in"));
    end_brain();
}

/* An AI that takes the time it is given answers itself, in time. */
static void test_time_is_passed_on(void)
{
    centre_in_time("delay=20000", "obey=1"); /* the centre as chosen */
    CU_ASSERT_PTR_NULL(strstr(messages, "had no answer"));
    end_brain();
}

/* What slow's log=PATH says it was given for its last move: 0 with the
 * time, memory and game clock's time left (-1 for one not given), or -1. */
static int last_logged(const char *path, long *time, long *memory, long *left)
{
    FILE *f = fopen(path, "r");
    char line[128];
    int found = -1;
    if (!f)
        return -1;
    while (fgets(line, sizeof line, f))
        if (sscanf(line, "time=%ld memory=%ld left=%ld", time, memory, left) == 3)
            found = 0;
    fclose(f);
    return found;
}

/* A fresh file for slow's log=PATH: its name in path (which holds the
 * template) and the setting in kv. */
static void new_log(char *path, char *kv, size_t len)
{
    int fd = mkstemp(path);
    CU_ASSERT_FATAL(fd >= 0);
    close(fd);
    snprintf(kv, len, "log=%s", path);
}

static void test_memory_is_passed_on(void)
{
    char log[] = "/tmp/wuzi-test-pbrain-XXXXXX", logkv[64];
    new_log(log, logkv, sizeof logkv);
    const char *kv[] = {"delay=0", logkv, "memory=64", NULL};
    brain_args("slow", kv);
    tell("START 15");
    CU_ASSERT_STRING_EQUAL(answer(2000), "OK");
    tell("INFO timeout_turn 1000");
    static const struct {
        const char *info;
        long memory;
    } steps[] = {
        {NULL, 64},                         /* no limit told: the user's own */
        {"INFO max_memory 20000000", 19},   /* bytes, down to whole MB */
        {"INFO max_memory 500000000", 64},  /* the user's own is lower */
        {"INFO max_memory 1000", 1},        /* never nothing at all */
        {"INFO max_memory 0", 64},          /* no limit again */
    };
    static const char *const theirs[] = {"0,0", "2,0", "4,0", "0,2", "0,4"};
    for (int i = 0; i < 5; i++) {
        if (steps[i].info)
            tell("%s", steps[i].info);
        tell("TURN %s", theirs[i]);
        CU_ASSERT(on_board(answer(5000), 15));
        long time = -1, memory = -1, left;
        CU_ASSERT_EQUAL_FATAL(last_logged(log, &time, &memory, &left), 0);
        CU_ASSERT_EQUAL(memory, steps[i].memory);
        CU_ASSERT(time > 0 && time <= 1000); /* and the time along with it */
    }
    end_brain();
    unlink(log);

    /* an AI that takes no memory setting plays on, its time still told */
    brain_with("simple", NULL, NULL);
    tell("START 15");
    CU_ASSERT_STRING_EQUAL(answer(2000), "OK");
    tell("INFO max_memory 20000000");
    tell("INFO timeout_turn 300");
    tell("TURN 7,7");
    CU_ASSERT(on_board(answer(5000), 15));
    tell("TURN 9,9");
    CU_ASSERT(on_board(answer(5000), 15));
    CU_ASSERT_PTR_NULL(strstr(messages, "had no answer"));
    end_brain();
}

/* Under a game clock the AI is told the time left (less the brain's
 * margins), and a move may take up to a fifth of it within the turn's
 * limit, since the AI spreads the rest itself. */
static void test_game_clock_is_passed_on(void)
{
    char log[] = "/tmp/wuzi-test-pbrain-XXXXXX", logkv[64];
    new_log(log, logkv, sizeof logkv);
    brain_with("slow", "delay=0", logkv);
    tell("START 15");
    CU_ASSERT_STRING_EQUAL(answer(2000), "OK");
    tell("INFO timeout_turn 10000");
    static const struct {
        long match, left;      /* INFO timeout_match, time_left */
        long told, least, most; /* left= told, and time='s range */
    } steps[] = {
        {0, 60000, -1, 9000, 10000},        /* no game clock: the turn's */
        {100000, 60000, 56250, 9000, 10000}, /* a fifth is more than a turn */
        {100000, 20000, 18750, 3000, 4000}, /* a fifth of it */
        {100000, 2000, 1875, 200, 400},
    };
    static const char *const theirs[] = {"0,0", "2,0", "4,0", "0,2"};
    for (int i = 0; i < 4; i++) {
        tell("INFO timeout_match %ld", steps[i].match);
        tell("INFO time_left %ld", steps[i].left);
        tell("TURN %s", theirs[i]);
        CU_ASSERT(on_board(answer(5000), 15));
        long time = -1, memory = -1, left = -2;
        CU_ASSERT_EQUAL_FATAL(last_logged(log, &time, &memory, &left), 0);
        CU_ASSERT_EQUAL(left, steps[i].told);
        CU_ASSERT(time >= steps[i].least && time <= steps[i].most);
    }
    end_brain();
    unlink(log);
}

/* Three black stones and two white ones, white to move: no five, no
 * four to block, so the engine searches. */
static void play_searched_move(void)
{
    tell("START 15");
    CU_ASSERT_STRING_EQUAL(answer(2000), "OK");
    tell("INFO timeout_turn 400");
    tell("BOARD");
    tell("7,7,2");
    tell("8,8,1");
    tell("8,7,2");
    tell("6,8,1");
    tell("9,6,2");
    tell("DONE");
    CU_ASSERT(on_board(answer(5000), 15));
}

static void test_search_message(void)
{
    brain_with("engine", NULL, NULL);
    play_searched_move();
    /* "MESSAGE depth 9, score +42, pv h8 i9 (81234 nodes, 397 ms, 204k nps)" */
    const char *m = strstr(messages, "MESSAGE depth ");
    CU_ASSERT_PTR_NOT_NULL_FATAL(m);
    int depth = 0;
    char col = 0;
    unsigned row = 0;
    CU_ASSERT_EQUAL(sscanf(m, "MESSAGE depth %d, ", &depth), 1);
    CU_ASSERT(depth >= 1);
    CU_ASSERT(strstr(m, ", score ") || strstr(m, ", win in ") || strstr(m, ", loss in "));
    const char *pv = strstr(m, ", pv ");
    CU_ASSERT_PTR_NOT_NULL_FATAL(pv);
    CU_ASSERT_EQUAL(sscanf(pv, ", pv %c%u", &col, &row), 2);
    CU_ASSERT(col >= 'a' && col <= 'o' && row >= 1 && row <= 15);
    CU_ASSERT_PTR_NOT_NULL(strstr(m, " nodes, "));
    end_brain();

    brain_with("engine", "--quiet", NULL);
    play_searched_move();
    CU_ASSERT_PTR_NULL(strstr(messages, "MESSAGE depth"));
    end_brain();
}

static void test_commands_while_thinking(void)
{
    brain("delay=1500");
    tell("START 15");
    CU_ASSERT_STRING_EQUAL(answer(2000), "OK");
    tell("INFO timeout_turn 5000");
    tell("BEGIN");
    sleep_ms(100);
    /* INFO and ABOUT while it thinks: INFO holds for the next move, ABOUT
     * is answered after the move, in the order asked */
    tell("INFO timeout_turn 400");
    tell("ABOUT");
    CU_ASSERT_STRING_EQUAL(answer(3000), "7,7");
    CU_ASSERT_EQUAL(strncmp(answer(1000), "name=\"pbrain-wuzi\"", 18), 0);
    long t0 = engine_now_ms();
    tell("TURN 0,0");
    CU_ASSERT(on_board(answer(3000), 15));
    /* without the INFO the slow AI's 1.5 s would have been waited for */
    CU_ASSERT(engine_now_ms() - t0 < 1000);

    /* a new START while it thinks: that request is dropped, no stale
     * move comes out later */
    tell("INFO timeout_turn 5000");
    sleep_ms(1600);
    tell("BEGIN");
    sleep_ms(100);
    tell("START 15");
    CU_ASSERT_STRING_EQUAL(answer(1000), "OK");
    sleep_ms(1500);
    tell("ABOUT");
    CU_ASSERT_EQUAL(strncmp(answer(1000), "name=\"pbrain-wuzi\"", 18), 0);

    /* YXSTOP: answer now */
    sleep_ms(100);
    tell("BEGIN");
    sleep_ms(100);
    long t1 = engine_now_ms();
    tell("YXSTOP");
    CU_ASSERT(on_board(answer(1000), 15));
    CU_ASSERT(engine_now_ms() - t1 < 1000);
    end_brain();
}

/* Input that ends while the brain thinks: it leaves, quietly. */
static void test_eof(void)
{
    char how[128];
    brain("delay=5000");
    tell("START 15");
    CU_ASSERT_STRING_EQUAL(answer(2000), "OK");
    tell("BEGIN");
    close(e.to);
    e.to = -1;
    engine_describe_end(&e, 1500, how, sizeof how);
    CU_ASSERT_STRING_EQUAL(how, "exited with status 0");
    engine_kill(&e);
}

int main(void)
{
    const char *build = getenv("WZ_TEST_BUILDDIR");
    char plugins[4200];
    snprintf(brain_path, sizeof brain_path, "%s/shell/pbrain/pbrain-wuzi", build ? build : ".");
    snprintf(plugins, sizeof plugins, "%s/tests/gomocup/.libs", build ? build : ".");
    setenv("WUZI_PLUGIN_PATH", plugins, 1);

    if (CU_initialize_registry() != CUE_SUCCESS)
        return 1;
    CU_pSuite s = CU_add_suite("pbrain-wuzi", NULL, NULL);
    CU_add_test(s, "ABOUT, UNKNOWN, START sizes", test_about_unknown_and_start);
    CU_add_test(s, "BEGIN, TURN, PLAY, RESTART, START again", test_begin_turn_play_restart);
    CU_add_test(s, "CR LF, CR and LF line ends", test_line_endings);
    CU_add_test(s, "BOARD", test_board);
    CU_add_test(s, "TAKEBACK", test_takeback);
    CU_add_test(s, "INFO rule picks the variant; YXSHOWFORBID", test_info_rules);
    CU_add_test(s, "YXSHOWFORBID format", test_forbid_format);
    CU_add_test(s, "SWAP2BOARD in the swap2 variant", test_swap2_by_variant);
    CU_add_test(s, "SWAP2BOARD without one", test_swap2_rules_of_thumb);
    CU_add_test(s, "never over its time", test_never_over_time);
    CU_add_test(s, "a late search's move stands in", test_late_search_stands_in);
    CU_add_test(s, "the AI is told its time", test_time_is_passed_on);
    CU_add_test(s, "the AI is told the game clock", test_game_clock_is_passed_on);
    CU_add_test(s, "INFO max_memory reaches the AI as memory=MB", test_memory_is_passed_on);
    CU_add_test(s, "a MESSAGE with the search behind a move; --quiet", test_search_message);
    CU_add_test(s, "INFO, ABOUT, START, YXSTOP while thinking", test_commands_while_thinking);
    CU_add_test(s, "end of input while thinking", test_eof);
    CU_basic_set_mode(CU_BRM_VERBOSE);
    CU_basic_run_tests();
    unsigned failed = CU_get_number_of_failures();
    CU_cleanup_registry();
    return failed ? 1 : 0;
}

/*
 * test_gomocup.c - the gomocup plugin seen from outside: what it tells an
 * engine (recorded by the chatty fake brain), and that engines that fail
 * leave no process and no descriptor behind in the program that ran them.
 *
 * The wuzi shell runs as a child in batch mode; every command here has a
 * one-line reply.
 */
#include <CUnit/Basic.h>
#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../../plugins/gomocup/engine.h"

static char shell_path[4096], log_path[4096];
static engine sh;

static void shell_start(void)
{
    char why[512];
    if (engine_start(&sh, shell_path, NULL, 0, why, sizeof why) != 0)
        CU_FAIL_FATAL(why);
}

/* Send a command; its reply line ("= ..." or "? ..."). */
static const char *run(const char *fmt, ...)
{
    static char line[ENGINE_LINE_MAX];
    char cmd[1024], why[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(cmd, sizeof cmd, fmt, ap);
    va_end(ap);
    if (engine_send(&sh, engine_now_ms() + 2000, cmd, why, sizeof why) != 0 ||
        engine_read_line(&sh, engine_now_ms() + 5000, line, sizeof line, why, sizeof why) != 1)
        return "(no reply)";
    return line;
}

static void shell_quit(void)
{
    char how[128];
    run("quit");
    engine_describe_end(&sh, 2000, how, sizeof how);
    CU_ASSERT_STRING_EQUAL(how, "exited with status 0");
    engine_kill(&sh);
}

/* Processes whose parent is pid: how many, how many zombies, the first. */
static int children(pid_t pid, int *zombies, pid_t *first)
{
    DIR *d = opendir("/proc");
    struct dirent *ent;
    int n = 0;
    *zombies = 0;
    *first = 0;
    while (d && (ent = readdir(d))) {
        char path[300], buf[1024];
        snprintf(path, sizeof path, "/proc/%s/stat", ent->d_name);
        FILE *f = fopen(path, "r");
        if (!f)
            continue;
        size_t len = fread(buf, 1, sizeof buf - 1, f);
        fclose(f);
        buf[len] = '\0';
        char *close_paren = strrchr(buf, ')');
        char state;
        int ppid;
        if (!close_paren || sscanf(close_paren + 1, " %c %d", &state, &ppid) != 2)
            continue;
        if (ppid != pid)
            continue;
        n++;
        *zombies += state == 'Z';
        if (!*first)
            *first = (pid_t)atoi(ent->d_name);
    }
    if (d)
        closedir(d);
    return n;
}

static int open_fds(pid_t pid)
{
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/fd", (int)pid);
    DIR *d = opendir(path);
    int n = 0;
    while (d && readdir(d))
        n++;
    if (d)
        closedir(d);
    return n;
}

static char *slurp(const char *path)
{
    static char text[65536];
    FILE *f = fopen(path, "r");
    size_t n = f ? fread(text, 1, sizeof text - 1, f) : 0;
    text[n] = '\0';
    if (f)
        fclose(f);
    return text;
}

/* ------------------------------------------------------------- tests */

static void test_what_the_engine_is_told(void)
{
    unlink(log_path);
    shell_start();
    CU_ASSERT_STRING_EQUAL(run("new gomoku-freestyle"), "=");
    CU_ASSERT_STRING_EQUAL(run("ai white gomocup engine=tests/gomocup/pbrain-chatty timeout_turn=700 "
                               "timeout_match=60000 max_memory=1000000"), "=");
    CU_ASSERT_STRING_EQUAL(run("play h8"), "= P2 (gomocup) played a15");
    CU_ASSERT_STRING_EQUAL(run("play h9"), "= P2 (gomocup) played b15");
    /* an undo of the engine's move alone: the engine gets START and the
     * whole board in move order */
    CU_ASSERT_STRING_EQUAL(run("undo 1"), "=");
    CU_ASSERT_STRING_EQUAL(run("go"), "= play b15");
    /* a set-up position with white to move */
    CU_ASSERT_STRING_EQUAL(run("setup black h8 white a1"), "=");
    CU_ASSERT_STRING_EQUAL(run("play j10"), "= P2 (gomocup) played a15");
    CU_ASSERT_STRING_EQUAL(run("ai off"), "=");
    /* the rule follows the variant (the seat kept by --keep-ai) */
    CU_ASSERT_STRING_EQUAL(run("new caro"), "=");
    CU_ASSERT_STRING_EQUAL(run("ai white gomocup engine=tests/gomocup/pbrain-chatty"), "=");
    CU_ASSERT_STRING_EQUAL(run("play h8"), "= P2 (gomocup) played a15");
    CU_ASSERT_STRING_EQUAL(run("new gomoku-standard --keep-ai"), "=");
    CU_ASSERT_STRING_EQUAL(run("play h8"), "= P2 (gomocup) played a15");
    CU_ASSERT_STRING_EQUAL(run("new gomoku-freestyle size=19 --keep-ai"), "=");
    CU_ASSERT_STRING_EQUAL(run("play j10"), "= P2 (gomocup) played a19");
    /* black's first move goes to the engine as BEGIN */
    CU_ASSERT_STRING_EQUAL(run("ai off"), "=");
    CU_ASSERT_STRING_EQUAL(run("new gomoku-freestyle"), "=");
    CU_ASSERT_STRING_EQUAL(run("ai black gomocup engine=tests/gomocup/pbrain-chatty rule=1"),
                           "= P1 (gomocup) played a15");
    CU_ASSERT_STRING_EQUAL(run("history"), "= 1. P1 play a15");
    shell_quit();

    const char *log = slurp(log_path);
    /* time_left is whatever remains; mask its digits */
    static char masked[65536];
    size_t o = 0;
    for (const char *p = log; *p && o < sizeof masked - 2;) {
        if (strncmp(p, "INFO time_left ", 15) == 0) {
            o += (size_t)snprintf(masked + o, sizeof masked - o, "INFO time_left N");
            p += 15;
            while (*p >= '0' && *p <= '9')
                p++;
        } else {
            masked[o++] = *p++;
        }
    }
    masked[o] = '\0';
    /* a fresh engine gets the position as BOARD, a running one the
     * opponent's stone as TURN; a seat given up (ai off, quit) ends its
     * engine with END */
    CU_ASSERT_STRING_EQUAL(masked,
        "START 15\nINFO timeout_turn 700\nINFO timeout_match 60000\nINFO max_memory 1000000\n"
        "INFO game_type 1\nINFO rule 0\nINFO time_left N\nBOARD\n7,7,2\nDONE\n"
        "INFO time_left N\nTURN 7,6\n"
        "START 15\nINFO timeout_turn 700\nINFO timeout_match 60000\nINFO max_memory 1000000\n"
        "INFO game_type 1\nINFO rule 0\nINFO time_left N\nBOARD\n7,7,2\n0,0,1\n7,6,2\nDONE\n"
        "START 15\nINFO timeout_turn 700\nINFO timeout_match 60000\nINFO max_memory 1000000\n"
        "INFO game_type 1\nINFO rule 0\nINFO time_left N\nBOARD\n7,7,2\n0,14,1\n9,5,2\nDONE\n"
        "END\n" /* ai off releases the seat: its engine goes at once */
        "START 15\nINFO timeout_turn 5000\nINFO timeout_match 0\nINFO max_memory 0\n"
        "INFO game_type 1\nINFO rule 8\nBOARD\n7,7,2\nDONE\n"
        "START 15\nINFO timeout_turn 5000\nINFO timeout_match 0\nINFO max_memory 0\n"
        "INFO game_type 1\nINFO rule 1\nBOARD\n7,7,2\nDONE\n"
        "START 19\nINFO timeout_turn 5000\nINFO timeout_match 0\nINFO max_memory 0\n"
        "INFO game_type 1\nINFO rule 0\nBOARD\n9,9,2\nDONE\n"
        "END\n"
        "START 15\nINFO timeout_turn 5000\nINFO timeout_match 0\nINFO max_memory 0\n"
        "INFO game_type 1\nINFO rule 1\nBEGIN\n"
        "END\n");
}

static void test_nothing_left_behind(void)
{
    int zombies;
    pid_t engine_pid;
    shell_start();
    CU_ASSERT_STRING_EQUAL(run("new gomoku-freestyle"), "=");
    CU_ASSERT_STRING_EQUAL(run("play a15"), "=");
    CU_ASSERT_EQUAL(strncmp(run("ai white gomocup engine=tests/gomocup/pbrain-crash forfeit=error"),
                            "? gomocup: engine pbrain-crash crashed", 38), 0);
    int fds = open_fds(sh.pid);
    CU_ASSERT(fds > 0);
    static const char *const broken[] = {
        "pbrain-crash", "pbrain-hang timeout_turn=200 tolerance=100", "pbrain-nonsense",
        "pbrain-illegal", "pbrain-quit", "pbrain-mute timeout_start=200", "pbrain-crash"};
    for (size_t i = 0; i < sizeof broken / sizeof broken[0]; i++) {
        const char *reply = run("ai white gomocup engine=tests/gomocup/%s forfeit=error", broken[i]);
        CU_ASSERT_EQUAL(strncmp(reply, "? gomocup: engine pbrain-", 25), 0);
        CU_ASSERT_EQUAL(children(sh.pid, &zombies, &engine_pid), 0);
        CU_ASSERT_EQUAL(zombies, 0);
    }
    /* the descriptors of the dead engines are all closed */
    CU_ASSERT_EQUAL(open_fds(sh.pid), fds);

    /* a working engine stays up between moves, and goes with the shell */
    CU_ASSERT_STRING_EQUAL(run("ai white gomocup engine=tests/gomocup/pbrain-chatty"),
                           "= P2 (gomocup) played b15");
    CU_ASSERT_EQUAL(children(sh.pid, &zombies, &engine_pid), 1);
    CU_ASSERT_EQUAL(zombies, 0);
    CU_ASSERT(engine_pid > 0);
    shell_quit();
    int gone = 0;
    for (int i = 0; i < 100 && !gone; i++) {
        gone = kill(engine_pid, 0) != 0 && errno == ESRCH;
        struct timespec nap = {0, 10 * 1000000L};
        nanosleep(&nap, NULL);
    }
    CU_ASSERT(gone);
}

int main(void)
{
    const char *build = getenv("WZ_TEST_BUILDDIR");
    snprintf(shell_path, sizeof shell_path, "%s/shell/wuzi", build ? build : ".");
    snprintf(log_path, sizeof log_path, "%s/tests/gomocup/chatty-%ld.log", build ? build : ".",
             (long)getpid());
    setenv("FAKE_PBRAIN_LOG", log_path, 1);
    if (build && chdir(build) != 0)
        return 1;

    if (CU_initialize_registry() != CUE_SUCCESS)
        return 1;
    CU_pSuite s = CU_add_suite("gomocup plugin", NULL, NULL);
    CU_add_test(s, "what the engine is told", test_what_the_engine_is_told);
    CU_add_test(s, "no process or descriptor left behind", test_nothing_left_behind);
    CU_basic_set_mode(CU_BRM_VERBOSE);
    CU_basic_run_tests();
    unsigned failed = CU_get_number_of_failures();
    CU_cleanup_registry();
    unlink(log_path);
    return failed ? 1 : 0;
}

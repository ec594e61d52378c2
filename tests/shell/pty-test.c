/*
 * pty-test.c - the interactive shell, driven through a pseudo-terminal as
 * a person would: the prompt, tab completion of a command, a variant id, a
 * key, the actions of the current step and the offered candidates; the
 * board redrawn after a move (Unicode and colour on a UTF-8 terminal,
 * ASCII without colour under NO_COLOR and the C locale); Ctrl-C cancels a
 * line and leaves the game alone; Ctrl-D quits; the history file; and the
 * crash: kill -9 in the middle of an opening, then `wuzi --resume`
 * restores the game exactly, whose turn it is included.  Against the
 * engine: a renju-rif game where the engine swaps and the person then
 * plays white, every action announced with who made it; the board drawn
 * before the engine thinks; undo back to the person's turn; the foul
 * question; kill -9 while the engine thinks keeps the person's move.
 *
 * Usage: pty-test WUZI   (environment: WZ_TEST_SRCDIR, WZ_TEST_BUILDDIR)
 */
#define _GNU_SOURCE
#include <errno.h>
#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static int failures;
static const char *wuzi;
static char state_home[256];

typedef struct term {
    pid_t pid;
    int fd;
    char buf[1 << 18];
    size_t len;  /* bytes read so far */
    size_t mark; /* expect() looks from here */
} term;

static void fail(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    printf("FAIL: ");
    vprintf(fmt, ap);
    printf("\n");
    va_end(ap);
    failures++;
}

/* The terminal's width for the next spawn. */
static unsigned short spawn_cols = 120;

/* Start wuzi on a new pty with extra "NAME=value" settings. */
static void spawn(term *t, const char *const *env, const char *arg)
{
    struct winsize ws = {.ws_row = 50, .ws_col = spawn_cols};
    memset(t, 0, sizeof *t);
    t->pid = forkpty(&t->fd, NULL, NULL, &ws);
    if (t->pid < 0) {
        perror("forkpty");
        exit(99);
    }
    if (t->pid == 0) {
        setenv("XDG_STATE_HOME", state_home, 1);
        setenv("INPUTRC", "/dev/null", 1);
        setenv("TERM", "xterm-256color", 1);
        unsetenv("NO_COLOR");
        unsetenv("COLORTERM");
        unsetenv("LC_ALL");
        for (int i = 0; env && env[i]; i++)
            putenv((char *)env[i]);
        execl(wuzi, wuzi, arg, (char *)NULL);
        _exit(127);
    }
}

/* Read until text shows up after the mark (then move the mark past it):
 * 1 when found.  Every wait is for something the shell prints; the
 * timeout is only there to report a shell that never does, so it is
 * generous (a loaded machine, a sanitizer build). */
static int expect(term *t, const char *text, const char *what)
{
    time_t end = time(NULL) + 30;
    for (;;) {
        t->buf[t->len] = '\0';
        char *hit = strstr(t->buf + t->mark, text);
        if (hit) {
            t->mark = (size_t)(hit - t->buf) + strlen(text);
            return 1;
        }
        if (time(NULL) > end || t->len + 1 >= sizeof t->buf)
            break;
        struct pollfd p = {.fd = t->fd, .events = POLLIN};
        if (poll(&p, 1, 200) > 0) {
            ssize_t n = read(t->fd, t->buf + t->len, sizeof t->buf - 1 - t->len);
            if (n <= 0)
                break;
            t->len += (size_t)n;
        }
    }
    fail("%s: no \"%s\" in:\n----\n%s\n----", what, text, t->buf + t->mark);
    return 0;
}

/* Whether text shows up between the mark and the end of what was read. */
static int seen(term *t, const char *text)
{
    t->buf[t->len] = '\0';
    return strstr(t->buf + t->mark, text) != NULL;
}

static void say(term *t, const char *keys)
{
    if (write(t->fd, keys, strlen(keys)) < 0)
        perror("write");
    usleep(50000);
}

/* Type a line and wait for readline to take it (its echo, then the
 * newline that ends it).  What the shell prints next is that command's:
 * a prompt matched after this is never one redrawn before (the clock's
 * countdown, a completion list, Ctrl-U). */
static void command(term *t, const char *line)
{
    char keys[512], echo[512];
    snprintf(keys, sizeof keys, "%s\r", line);
    snprintf(echo, sizeof echo, "%s\r\n", line);
    say(t, keys);
    expect(t, echo, line);
}

static int finish(term *t)
{
    const char *keep = getenv("WZ_PTY_TRANSCRIPT");
    FILE *f = keep ? fopen(keep, "a") : NULL;
    if (f) {
        fwrite(t->buf, 1, t->len, f);
        fputs("\n======== end of a session\n", f);
        fclose(f);
    }
    int status = -1;
    for (int i = 0; i < 100; i++) {
        if (waitpid(t->pid, &status, WNOHANG) == t->pid)
            break;
        /* keep draining, so the child never blocks on a full pty */
        char junk[4096];
        struct pollfd p = {.fd = t->fd, .events = POLLIN};
        if (poll(&p, 1, 100) > 0 && read(t->fd, junk, sizeof junk) <= 0)
            usleep(10000);
    }
    close(t->fd);
    return status;
}

static void interactive_session(void)
{
    static const char *const env[] = {"LANG=C.UTF-8", NULL};
    term *t = calloc(1, sizeof *t);
    spawn(t, env, NULL);
    expect(t, "wuzi> ", "the prompt");

    /* a command, a variant id and a key, completed */
    say(t, "ne\t");
    expect(t, "new ", "completion of the command 'ne'");
    say(t, "gomoku-sta\t");
    expect(t, "gomoku-standard ", "completion of the variant id 'gomoku-sta'");
    say(t, "si\t");
    expect(t, "size=", "completion of the key 'si'");
    say(t, "15\r");
    /* the board comes with the new game: Unicode grid, colours */
    expect(t, "┌", "the Unicode board after new");
    if (!seen(t, "\033[0;"))
        fail("no colour on a colour terminal");
    expect(t, "P1 (black) to act", "the status under the board");
    expect(t, "wuzi> ", "the prompt after new");

    /* a move redraws the board, the stone marked as the last one */
    say(t, "play h8\r");
    expect(t, "●", "the stone on the redrawn board");
    expect(t, "P2 (white) to act", "the redraw after play");
    expect(t, "wuzi> ", "the prompt after play");

    /* Ctrl-C cancels the line being typed; the game is as it was */
    say(t, "play h9");
    expect(t, "play h9", "the line being typed");
    say(t, "\003");
    expect(t, "^C", "Ctrl-C echoed");
    expect(t, "wuzi> ", "a fresh prompt after Ctrl-C");
    say(t, "status\r");
    expect(t, "P2 white play|pass", "the game untouched by Ctrl-C");
    expect(t, "wuzi> ", "the prompt after status");

    /* a file name where a file is expected */
    say(t, "load /et\t");
    expect(t, "/etc/", "completion of a file name");
    say(t, "\025");

    /* on an empty line, Tab offers the actions of the step */
    say(t, "new fixture-opening\r");
    expect(t, "wuzi> ", "the prompt after new fixture-opening");
    say(t, "play e5\r");
    expect(t, "swap or stay", "the fixture's swap step");
    expect(t, "wuzi> ", "the prompt after play e5");
    size_t before = t->mark;
    say(t, "\t");
    expect(t, "stay", "Tab on an empty line: stay");
    if (!seen(t, "swap"))
        expect(t, "swap", "Tab on an empty line: swap");
    t->buf[t->len] = '\0';
    if (strstr(t->buf + before, "status") || strstr(t->buf + before, "variants"))
        fail("Tab on an empty line listed every command, not the step's actions");
    t->mark = t->len;
    say(t, "\025stay\r"); /* Ctrl-U drops the completed prefix */
    expect(t, "declare how many", "the declare step after stay");
    say(t, "declare 2\r");
    expect(t, "offer 2 candidate", "the offer step");
    say(t, "offer d4 f6\r");
    expect(t, "◇", "the offered candidates drawn");
    expect(t, "wuzi> ", "the prompt after offer");
    /* the candidates complete choose's point */
    say(t, "choose \t\t");
    expect(t, "d4", "choose completes a candidate (d4)");
    say(t, "\025");

    /* Ctrl-D leaves */
    say(t, "\004");
    int status = finish(t);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        fail("Ctrl-D: wuzi did not exit cleanly (status %d)", status);

    /* the history went to the state folder */
    char path[512], line[256];
    snprintf(path, sizeof path, "%s/wuzi/history", state_home);
    FILE *f = fopen(path, "r");
    int found = 0;
    while (f && fgets(line, sizeof line, f))
        found |= strncmp(line, "declare 2", 9) == 0;
    if (f)
        fclose(f);
    if (!found)
        fail("no 'declare 2' in the history file %s", path);
    free(t);
}

static void plain_terminal(void)
{
    static const char *const env[] = {"LANG=C", "LC_ALL=C", "NO_COLOR=1", NULL};
    term *t = calloc(1, sizeof *t);
    spawn(t, env, NULL);
    expect(t, "wuzi> ", "the prompt (C locale)");
    say(t, "new gomoku-freestyle\r");
    expect(t, "wuzi> ", "the prompt after new (C locale)");
    t->mark = t->len;
    say(t, "play h8\r");
    expect(t, "[X]", "an ASCII board under the C locale");
    expect(t, "wuzi> ", "the prompt after play (C locale)");
    if (strstr(t->buf, "\033[0;"))
        fail("colours despite NO_COLOR");
    if (strstr(t->buf, "●") || strstr(t->buf, "┼"))
        fail("Unicode despite the C locale");
    say(t, "quit\r");
    int status = finish(t);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        fail("quit: wuzi did not exit cleanly (status %d)", status);
    free(t);
}

static void crash_and_resume(void)
{
    static const char *const env[] = {"LANG=C", "LC_ALL=C", NULL};
    term *t = calloc(1, sizeof *t);
    spawn(t, env, NULL);
    expect(t, "wuzi> ", "the prompt before the crash");
    say(t, "new fixture-opening seed=5\r");
    expect(t, "wuzi> ", "the prompt after new");
    say(t, "player P1 Ann\r");
    expect(t, "wuzi> ", "the prompt after player");
    say(t, "play e5\r");
    expect(t, "wuzi> ", "the prompt after play");
    say(t, "swap\r");
    expect(t, "wuzi> ", "the prompt after swap");
    say(t, "declare 2\r");
    expect(t, "P2 (black) to act: offer 2 candidate black stones", "the offer step before the crash");
    expect(t, "wuzi> ", "the prompt after declare");
    /* a comment, then an undone action: the redo list keeps it */
    say(t, "comment two candidates\r");
    expect(t, "wuzi> ", "the prompt after comment");
    say(t, "undo\r");
    expect(t, "P2 (black) to act: declare", "the declare step after undo");
    expect(t, "wuzi> ", "the prompt after undo");
    kill(t->pid, SIGKILL);
    finish(t);

    term *r = calloc(1, sizeof *r);
    spawn(r, env, "--resume");
    expect(r, "P2 (black) to act: declare", "the resumed board and status");
    expect(r, "wuzi> ", "the prompt after --resume");
    say(r, "status\r");
    expect(r, "P2 black declare (declare how many candidates, 1..3)", "the resumed status");
    say(r, "redo\r");
    expect(r, "P2 (black) to act: offer 2 candidate black stones", "redo after the resume");
    expect(r, "comment: two candidates", "the redraw shows the position's comment");
    say(r, "history\r");
    expect(r, "1. P1 play e5\r\n2. P2 swap\r\n3. P2 declare 2", "the resumed history");
    say(r, "status\r");
    expect(r, "P2 black offer (offer 2 candidate black stones)", "the resumed status");
    say(r, "comment\r");
    expect(r, "two candidates", "the resumed comment");
    say(r, "player\r");
    expect(r, "P1 white Ann", "the resumed players");
    say(r, "offer d4 f6\r");
    expect(r, "P1 (white) to act: choose", "play goes on after the resume");
    say(r, "quit\r");
    finish(r);

    /* batch mode resumes the same autosave (the one the resumed session
     * left: the offer made) */
    char cmd[600], line[256];
    snprintf(cmd, sizeof cmd, "printf 'status\\nhistory\\n' | XDG_STATE_HOME='%s' '%s' --resume", state_home, wuzi);
    FILE *p = popen(cmd, "r");
    int status_ok = 0, offer_ok = 0;
    while (p && fgets(line, sizeof line, p)) {
        status_ok |= strncmp(line, "= P1 white choose", 17) == 0;
        offer_ok |= strstr(line, "4. P2 offer d4 f6") != NULL;
    }
    if (!p || pclose(p) != 0 || !status_ok || !offer_ok)
        fail("wuzi --resume in batch mode did not restore the game");
    free(t);
    free(r);
}

/* The engine at P2, with low fixed limits so that its play never
 * depends on the machine. */
static void against_the_engine(void)
{
    static const char *const env[] = {"LANG=C", "LC_ALL=C", "NO_COLOR=1", NULL};
    term *t = calloc(1, sizeof *t);
    spawn(t, env, NULL);
    expect(t, "wuzi> ", "the prompt (engine game)");
    say(t, "new renju-rif\r");
    expect(t, "wuzi> ", "the prompt after new renju-rif");
    /* the engine's settings complete */
    say(t, "ai P2 engine ti\t");
    expect(t, "time=", "completion of an engine setting");
    say(t, "\025");
    say(t, "ai P2 engine depth=2 time=3000\r");
    expect(t, "P2 white: engine depth=2 time=3000", "ai P2 engine says it took");
    expect(t, "wuzi> ", "the prompt after ai");
    /* Kagetsu: the engine takes black.  The person's three stones are
     * announced as theirs, the board with them is drawn before the
     * engine thinks, then the engine's swap is announced as its own */
    say(t, "play h8 i9 h10\r");
    expect(t, "P1: play h8 i9 h10", "the person's opening announced as P1's");
    expect(t, "[X]", "the board with B3 drawn before the engine thinks");
    expect(t, "P2 (engine) thinking", "the thinking line");
    expect(t, "P2 (engine): swap", "the engine's swap announced");
    expect(t, "P1 (white) to act: place W4", "the person now plays white");
    expect(t, "wuzi> ", "the prompt after the swap");
    if (strstr(t->buf, "engine (white)"))
        fail("an action announced by colour, not by player");
    say(t, "ai\r");
    expect(t, "P1 white: human", "the person's seat, white after the swap");
    expect(t, "P2 black: engine depth=2 time=3000", "the engine's seat went with P2 to black");
    expect(t, "wuzi> ", "the prompt after ai");
    /* the person's W4; the engine, black now, offers two fifth moves */
    say(t, "play j10\r");
    expect(t, "P1: play j10", "W4 announced as P1's");
    expect(t, "P2 (engine): offer ", "the engine's offer announced");
    expect(t, "P1 (white) to act: choose", "the person keeps one");
    expect(t, "wuzi> ", "the prompt after W4");
    /* undo: the engine's offer and the person's W4 go together */
    say(t, "undo\r");
    expect(t, "P1 (white) to act: place W4", "undo back to the person's turn");
    expect(t, "wuzi> ", "the prompt after undo");
    say(t, "history\r");
    expect(t, "4. P2 swap\r\n", "the history after undo");
    expect(t, "wuzi> ", "the prompt after history");
    if (seen(t, "5. "))
        fail("undo against the engine left the person's W4");
    say(t, "redo\r");
    expect(t, "P1 (white) to act: choose", "redo: W4 and the offer again");
    expect(t, "wuzi> ", "the prompt after redo");
    /* undo 1 takes back the engine's offer alone: the engine is to act
     * and does not (a move played now would be made for it), and says so */
    command(t, "undo 1");
    expect(t, "P2 (black) to act: offer", "undo 1: the engine to act again");
    expect(t, "P2 (engine) is to act: go lets it play", "undo 1 says the engine waits for go");
    expect(t, "wuzi> ", "the prompt after undo 1");

    /* analyze shows each depth as it completes, and the live line
     * between them (the search's tick, every 200 ms); Ctrl-C stops it
     * with its best so far.  The position is two stones in the open: no
     * machine proves it in a tick (a forced win found in 170 ms ended
     * the analysis before any tick on a fast machine) */
    say(t, "new renju\r");
    expect(t, "AI seats were cleared", "new says the seats went");
    expect(t, "wuzi> ", "the prompt after new renju");
    command(t, "play h8 i9");
    expect(t, "wuzi> ", "the prompt after play h8 i9");
    say(t, "analyze time=60000 depth=40 vct=off\r");
    expect(t, "depth 3 score", "analyze streams its depths");
    expect(t, "engine analysing: depth ", "analyze's live line between its depths");
    say(t, "\003");
    expect(t, "best ", "Ctrl-C: analyze gives its best point so far");
    expect(t, "wuzi> ", "the prompt after analyze");

    /* the foul question: h8 is black's double-three */
    command(t, "new renju");
    expect(t, "wuzi> ", "the prompt after new renju (the foul)");
    say(t, "setup black f8 g8 h6 h7 white a1 a2 a3 a4\r");
    expect(t, "wuzi> ", "the prompt after setup");
    say(t, "play h8\r");
    expect(t, "h8 is a double-three: black loses. Play it? [y/N]", "the foul question");
    say(t, "n\r");
    expect(t, "not played", "no: the stone is not played");
    expect(t, "wuzi> ", "the prompt after no");
    say(t, "status\r");
    expect(t, "P1 black play", "the game goes on after no");
    expect(t, "wuzi> ", "the prompt after status");
    say(t, "set ask-fouls off\r");
    expect(t, "wuzi> ", "the prompt after set");
    say(t, "play h8\r");
    expect(t, "white wins (double-three)", "without the question, the foul loses");
    if (seen(t, "Play it?"))
        fail("the foul question came with ask-fouls off");
    expect(t, "wuzi> ", "the prompt after the foul");
    command(t, "set ask-fouls on");
    expect(t, "wuzi> ", "the prompt after set ask-fouls on");
    command(t, "undo");
    expect(t, "wuzi> ", "the prompt after undo");
    say(t, "play h8\r");
    expect(t, "Play it? [y/N]", "the question again");
    say(t, "y\r");
    expect(t, "white wins (double-three)", "yes: the foul is played and loses");
    expect(t, "wuzi> ", "the prompt after yes");

    /* the clock under the board; a person's flag falls at the prompt */
    say(t, "time game=1s\r");
    expect(t, "wuzi> ", "the prompt after time");
    say(t, "new gomoku-freestyle --clock\r");
    expect(t, "clock: P1 black 0:01 running", "the clock under the board");
    expect(t, "P1's time ran out: white wins (time)", "the flag falls while the person thinks");
    /* the fallen flag reads 0:00, and the prompt given back has no clock */
    expect(t, "clock: P1 black 0:00, P2 white 0:01 (1s each; the flag loses)\r\nwuzi> ",
           "the clock after the flag fell, then the prompt without it");
    /* the running clock in the prompt counts down without disturbing
     * the line being typed */
    command(t, "time game=10m");
    expect(t, "wuzi> ", "the prompt after time game=10m");
    say(t, "new gomoku-freestyle\r");
    expect(t, "[P1 10:00*  P2 10:00] wuzi> ", "the clock in the prompt");
    /* typed, then a redraw of the prompt a second down (or more, on a
     * loaded machine) with the typed line after it */
    say(t, "play h");
    expect(t, "wuzi> play h", "the half-typed move");
    expect(t, "[P1 9:", "the prompt counts down");
    expect(t, "*  P2 10:00] wuzi> play h", "the prompt counts down, the line typed stays");
    say(t, "8\r");
    expect(t, "P1: play h8", "the line typed over the countdown is whole");
    expect(t, "*] wuzi> ", "the prompt after the move");
    t->buf[t->len] = '\0';
    char *face = memrchr(t->buf, '[', t->mark), *p2 = face ? strstr(face, "  P2 ") : NULL;
    if (!p2 || memchr(face, '*', (size_t)(p2 - face)) || !strstr(p2, "*] wuzi> "))
        fail("the prompt's clock did not pass to P2: %s", face ? face : t->buf + t->mark);
    command(t, "time off");
    expect(t, "wuzi> ", "the prompt after time off");
    if (t->mark >= 8 && t->buf[t->mark - 8] == ']')
        fail("the clock stayed in the prompt after time off");

    /* an opening decision reports too: the swap is weighed (its leaf
     * searches long under these limits) and Ctrl-C makes it decide */
    say(t, "new renju-rif\r");
    expect(t, "wuzi> ", "the prompt after new renju-rif (a long decision)");
    say(t, "ai P2 engine time=60000 depth=40\r");
    expect(t, "wuzi> ", "the prompt after ai (a long decision)");
    say(t, "play h8 i9 h10\r");
    expect(t, "P2 (engine) thinking: weighing 2 options", "the swap decision's thinking line");
    expect(t, "s of 5", "the decision's time against the limit");
    say(t, "\003");
    expect(t, "P2 (engine): s", "Ctrl-C: the engine decides (swap or stay)");
    expect(t, "wuzi> ", "the prompt after the decision");
    say(t, "ai P2 off\r");
    expect(t, "wuzi> ", "the prompt after ai P2 off");

    /* kill -9 while the engine thinks: the person's move is on disk */
    say(t, "new gomoku-freestyle\r");
    expect(t, "wuzi> ", "the prompt after new gomoku-freestyle");
    say(t, "ai P2 engine time=60000 depth=40\r");
    expect(t, "wuzi> ", "the prompt after ai (long think)");
    say(t, "play h8\r");
    /* the autosave is written before the thinking line shows; the
     * search's own line says it is under way */
    expect(t, "P2 (engine) thinking: depth ", "the engine thinking on h8");
    kill(t->pid, SIGKILL);
    finish(t);
    term *r = calloc(1, sizeof *r);
    spawn(r, env, "--resume");
    /* resumed: the engine (time=60000) starts thinking at once; Ctrl-C
     * stops it and keeps its best move */
    expect(r, "P2 (engine) thinking", "the resumed engine thinks on the person's move");
    /* the thinking line: depth, score, best move, speed, time of limit */
    expect(r, "thinking: depth ", "the thinking line's depth");
    expect(r, "  best ", "the thinking line's best move");
    expect(r, " nps  ", "the thinking line's speed");
    expect(r, "s of 5", "the thinking line's time against the limit");
    say(r, "\003");
    expect(r, "P2 (engine): play ", "Ctrl-C: the engine plays its best move so far");
    expect(r, "wuzi> ", "the prompt after the resumed engine's move");
    say(r, "history\r");
    expect(r, "1. P1 play h8\r\n2. P2 play ", "the person's move survived kill -9");
    expect(r, "wuzi> ", "the prompt after history");
    say(r, "quit\r");
    finish(r);
    free(t);
    free(r);
}

/* Dual-board on an 80-column terminal: the two boards side by side
 * within 80 columns, both stones of a two-stone turn marked. */
static void dual_board_in_80_columns(void)
{
    static const char *const env[] = {"LANG=C", "LC_ALL=C", "NO_COLOR=1", NULL};
    term *t = calloc(1, sizeof *t);
    spawn_cols = 80;
    spawn(t, env, "--no-autosave");
    spawn_cols = 120;
    expect(t, "wuzi> ", "the prompt (80 columns)");
    say(t, "new dual-board\r");
    expect(t, "wuzi> ", "the prompt after new dual-board");
    say(t, "play 1:j10\r");
    expect(t, "wuzi> ", "the prompt after black's first stone");
    size_t from = t->mark;
    say(t, "play 1:k10 1:k11\r");
    expect(t, "P1 (black) to act", "the board after white's two stones");
    expect(t, "wuzi> ", "the prompt after white's turn");
    t->buf[t->mark] = '\0';
    char *board = strstr(t->buf + from, "board 1");
    if (!board || !strstr(board, "board 2"))
        fail("the two boards are not side by side in 80 columns:\n%s", t->buf + from);
    int marked = 0, widest = 0;
    for (char *line = board; line && *line;) {
        char *end = strchr(line, '\n');
        int len = end ? (int)(end - line) : (int)strlen(line);
        if (len && line[len - 1] == '\r')
            len--;
        /* the board's lines (not the status under it) */
        if (len > 0 && strncmp(line, "P1 (", 4) != 0 && len > widest)
            widest = len;
        for (char *p = line; p < line + len; p++)
            marked += p[0] == '[' && p[1] == 'O' && p[2] == ']';
        line = end ? end + 1 : NULL;
    }
    if (widest > 80)
        fail("the dual board is %d columns wide on an 80-column terminal", widest);
    if (marked != 2)
        fail("%d stones marked after a two-stone turn, not 2:\n%s", marked, board);
    /* an AI's two-stone turn: both stones announced, the board drawn
     * once, when the turn is done (not between its stones) */
    t->mark = t->len;
    command(t, "ai P1 engine depth=2");
    expect(t, "P1 (engine): play 1:", "the engine's first stone");
    size_t first = t->mark;
    expect(t, "P1 (engine): play 1:", "the engine's second stone");
    size_t second = t->mark;
    expect(t, "P2 (white) to act", "the board after the engine's turn");
    expect(t, "wuzi> ", "the prompt after the engine's turn");
    t->buf[t->mark] = '\0';
    char *between = strstr(t->buf + first, "board 1");
    if (between && (size_t)(between - t->buf) < second)
        fail("the board was drawn between the engine's two stones:\n%s", t->buf + first);
    else if (!between)
        fail("no board after the engine's turn:\n%s", t->buf + first);
    marked = 0;
    for (char *p = t->buf + second; *p; p++)
        marked += p[0] == 'X' && (p[-1] == '[' || p[-1] == '|') && (p[1] == ']' || p[1] == '|');
    if (marked != 2)
        fail("%d stones marked after the engine's two-stone turn, not 2:\n%s", marked, t->buf + second);
    say(t, "quit\r");
    finish(t);
    free(t);
}

/* Issue 11 at the terminal: the commands that overran buffers (300
 * points, 300 keys, kilobytes of offer) are refused and the shell keeps
 * going; a 5000-character line arrives whole; what a loaded record says
 * is shown, not obeyed (no window title, no cleared screen). */
static void long_lines_and_hostile_records(void)
{
    static const char *const env[] = {"LANG=C.UTF-8", NULL};
    term *t = calloc(1, sizeof *t);
    char path[512], line[8192];
    snprintf(path, sizeof path, "%s/hostile.wuzi", state_home);
    FILE *f = fopen(path, "w");
    fprintf(f, "wuzi-record 1\nvariant gomoku-freestyle\nseed 1\ntag p1 Eve\033]0;pwned\007\n"
               "comment gone\033[2Jhere\nresult ongoing\nend-record\n");
    fclose(f);
    spawn(t, env, NULL);
    expect(t, "wuzi> ", "the prompt (long lines)");
    say(t, "new gomoku-freestyle\r");
    expect(t, "wuzi> ", "the prompt after new (long lines)");
    size_t o = (size_t)snprintf(line, sizeof line, "play");
    for (int i = 0; i < 300; i++)
        o += (size_t)snprintf(line + o, sizeof line - o, " a1");
    snprintf(line + o, sizeof line - o, "\r");
    t->mark = t->len;
    say(t, line);
    expect(t, "? a1 is occupied", "300 points refused at the terminal");
    expect(t, "wuzi> ", "the prompt after 300 points");
    o = (size_t)snprintf(line, sizeof line, "new gomoku-freestyle");
    for (int i = 0; i < 300; i++)
        o += (size_t)snprintf(line + o, sizeof line - o, " x=1");
    snprintf(line + o, sizeof line - o, "\r");
    t->mark = t->len;
    say(t, line);
    expect(t, "has no key 'x'", "300 keys refused at the terminal");
    expect(t, "wuzi> ", "the prompt after 300 keys");
    o = (size_t)snprintf(line, sizeof line, "comment ");
    for (int i = 0; i < 5000; i++)
        line[o++] = i == 4999 ? 'Z' : 'y';
    snprintf(line + o, sizeof line - o, "\r");
    say(t, line);
    expect(t, "wuzi> ", "the prompt after a 5000-character comment");
    command(t, "comment");
    expect(t, "yyyyZ", "the comment's end, past 4 KB");
    expect(t, "wuzi> ", "the prompt after comment");
    t->mark = t->len;
    snprintf(line, sizeof line, "load %s\r", path);
    say(t, line);
    expect(t, "comment: gone\\x1B[2Jhere", "a record's comment shown escaped");
    expect(t, "wuzi> ", "the prompt after the load");
    t->mark = t->len;
    say(t, "player\r");
    expect(t, "Eve\\x1B]0;pwned\\x07", "a record's name shown escaped");
    expect(t, "wuzi> ", "the prompt after player");
    if (strstr(t->buf, "\033]0;pwned") || strstr(t->buf, "gone\033[2J"))
        fail("a record's control characters reached the terminal");
    say(t, "quit\r");
    int status = finish(t);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        fail("quit after long lines: wuzi did not exit cleanly (status %d)", status);
    free(t);
}

int main(int argc, char **argv)
{
    const char *builddir = getenv("WZ_TEST_BUILDDIR"), *srcdir = getenv("WZ_TEST_SRCDIR");
    static char plugins[1024], variants[1024], program[1024];
    if (argc > 1)
        wuzi = argv[1];
    else {
        snprintf(program, sizeof program, "%s/shell/wuzi", builddir ? builddir : ".");
        wuzi = program;
    }
    snprintf(plugins, sizeof plugins, "%s/tests/shell/fixtures/.libs", builddir ? builddir : ".");
    snprintf(variants, sizeof variants, "%s/tests/shell/fixtures/variants", srcdir ? srcdir : ".");
    setenv("WUZI_PLUGIN_PATH", plugins, 1);
    setenv("WUZI_VARIANT_PATH", variants, 1);
    snprintf(state_home, sizeof state_home, "%s/wuzi-pty.XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
    if (!mkdtemp(state_home)) {
        perror("mkdtemp");
        return 99;
    }
    signal(SIGPIPE, SIG_IGN);
    interactive_session();
    plain_terminal();
    crash_and_resume();
    against_the_engine();
    dual_board_in_80_columns();
    long_lines_and_hostile_records();
    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", state_home);
    if (system(cmd) != 0)
        printf("(could not remove %s)\n", state_home);
    printf("%s\n", failures ? "FAILED" : "all passed");
    return failures ? 1 : 0;
}

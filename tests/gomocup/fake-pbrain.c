/*
 * fake-pbrain.c - Gomocup brains for the tests, good and broken.  The
 * program's name says how it behaves once asked for a move:
 *
 *   pbrain-chatty    plays the first free point (rows from the top), after
 *                    MESSAGE and DEBUG lines and a stray OK
 *   pbrain-crash     dies of a segmentation fault
 *   pbrain-hang      never answers
 *   pbrain-nonsense  answers "banana"
 *   pbrain-illegal   answers 0,0 every time, occupied or not
 *   pbrain-quit      exits with status 3
 *   pbrain-mute      never even answers START
 *   pbrain-wrap      answers "4294967302,6", which a 32-bit int reads as 6,6
 *   pbrain-longline  says a MESSAGE of 5000 bytes whose tail, past byte
 *                    4096, is "6,6", then plays as chatty does
 *
 * With FAKE_PBRAIN_LOG set, every line received is appended to that file.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum mode { CHATTY, CRASH, HANG, NONSENSE, ILLEGAL, QUIT, MUTE, WRAP, LONGLINE };

static int size = 15;
static unsigned char board[32][32];

static void say(const char *text)
{
    printf("%s\n", text);
    fflush(stdout);
}

static void hang(void)
{
    for (;;)
        pause();
}

static void move(enum mode m)
{
    switch (m) {
    case CRASH:
        /* the default action, even where a sanitizer set a handler */
        signal(SIGSEGV, SIG_DFL);
        kill(getpid(), SIGSEGV);
        hang();
        break;
    case HANG:
    case MUTE:
        hang();
        break;
    case NONSENSE:
        say("banana");
        return;
    case ILLEGAL:
        say("0,0");
        return;
    case QUIT:
        exit(3);
    case WRAP:
        say("4294967302,6");
        return;
    case LONGLINE:
        printf("MESSAGE");
        for (int i = 7; i < 4096; i++)
            putchar('x');
        printf("6,6\n");
        /* fall through */
    case CHATTY:
        say("MESSAGE thinking hard");
        say("DEBUG depth 1");
        say("OK");
        for (int y = 0; y < size; y++)
            for (int x = 0; x < size; x++)
                if (!board[x][y]) {
                    board[x][y] = 1;
                    printf("%d,%d\n", x, y);
                    fflush(stdout);
                    return;
                }
        say("ERROR the board is full");
    }
}

int main(int argc, char **argv)
{
    (void)argc;
    static const char *const names[] = {"chatty", "crash", "hang",  "nonsense", "illegal",
                                        "quit",   "mute",  "wrap", "longline"};
    const char *base = strrchr(argv[0], '/') ? strrchr(argv[0], '/') + 1 : argv[0];
    const char *dash = strrchr(base, '-');
    enum mode m = CHATTY;
    for (int i = 0; i < (int)(sizeof names / sizeof names[0]); i++)
        if (dash && strcmp(dash + 1, names[i]) == 0)
            m = (enum mode)i;
    FILE *log = getenv("FAKE_PBRAIN_LOG") ? fopen(getenv("FAKE_PBRAIN_LOG"), "a") : NULL;

    char line[512];
    int in_board = 0;
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\r\n")] = '\0';
        if (!line[0])
            continue;
        if (log) {
            fprintf(log, "%s\n", line);
            fflush(log);
        }
        int x, y, f;
        if (in_board) {
            if (strcmp(line, "DONE") == 0) {
                in_board = 0;
                move(m);
            } else if (sscanf(line, "%d,%d,%d", &x, &y, &f) == 3 && x >= 0 && x < 32 && y >= 0 && y < 32) {
                board[x][y] = (unsigned char)f;
            }
            continue;
        }
        if (strncmp(line, "START ", 6) == 0) {
            if (m == MUTE)
                hang();
            size = atoi(line + 6);
            memset(board, 0, sizeof board);
            say(size >= 5 && size <= 32 ? "OK" : "ERROR bad size");
        } else if (strcmp(line, "BEGIN") == 0) {
            move(m);
        } else if (sscanf(line, "TURN %d,%d", &x, &y) == 2) {
            if (x >= 0 && x < 32 && y >= 0 && y < 32)
                board[x][y] = 2;
            move(m);
        } else if (strcmp(line, "BOARD") == 0) {
            memset(board, 0, sizeof board);
            in_board = 1;
        } else if (strcmp(line, "END") == 0) {
            break;
        } else if (strncmp(line, "INFO", 4) == 0) {
            continue;
        } else if (strcmp(line, "ABOUT") == 0) {
            say("name=\"fake\", version=\"1\"");
        } else {
            say("UNKNOWN");
        }
    }
    if (log)
        fclose(log);
    return 0;
}

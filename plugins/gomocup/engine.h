/*
 * engine.h - one external Gomocup engine process seen through two pipes:
 * start it, write command lines, read reply lines, each with a deadline,
 * and stop it without leaving a zombie or an open descriptor behind.
 *
 * Writing never raises SIGPIPE in the caller: a dead engine is an error
 * return, whatever the process's SIGPIPE disposition.
 */
#ifndef WUZI_GOMOCUP_ENGINE_H
#define WUZI_GOMOCUP_ENGINE_H

#include <stddef.h>
#include <sys/types.h>

#define ENGINE_MAX_ARGS 8
#define ENGINE_LINE_MAX 4096
/* What a reply line longer than ENGINE_LINE_MAX reads as: never a cut
 * piece of it, which could pass for a move. */
#define ENGINE_TOO_LONG "(a line longer than 4096 bytes)"

typedef struct engine {
    pid_t pid;       /* 0 when no process runs */
    int to, from;    /* our ends of its stdin and stdout; -1 when closed */
    char buf[ENGINE_LINE_MAX];
    size_t len;      /* bytes in buf not yet returned as a line */
    int overlong;    /* dropping a line longer than buf: 1 a MESSAGE or
                      * DEBUG line (skipped), 2 anything else (read as
                      * ENGINE_TOO_LONG) */
    int reaped;      /* the process has been waited for; status holds it */
    int status;
} engine;

/* Milliseconds on a monotonic clock. */
long engine_now_ms(void);

/* Start path with the given arguments (argv[1..]); its stderr goes to
 * /dev/null.  0, or -1 with a reason ("not found", "not executable",
 * "exec failed: ...") and nothing left running. */
int engine_start(engine *e, const char *path, char *const args[], int nargs,
                 char *why, size_t whylen);

/* Write one line (a newline is added).  0, or -1 with a reason when the
 * engine is gone or does not take its input before deadline. */
int engine_send(engine *e, long deadline_ms, const char *line, char *why,
                size_t whylen);

/* Read one non-empty line (CR, LF or CR LF ended, without its end) into
 * line.  1 on a line, 0 when deadline passed, -1 on end of file or an
 * error (reason in why).  A line longer than the buffer is cut. */
int engine_read_line(engine *e, long deadline_ms, char *line, size_t len,
                     char *why, size_t whylen);

/* Say why the process ended ("exited with status 3", "was killed by
 * signal 11 (Segmentation fault)"), reaping it if it has ended; "is still
 * running" otherwise. */
void engine_describe_end(engine *e, int wait_ms, char *buf, size_t len);

/* Ask the engine to END, give it grace_ms to exit, then kill it; always
 * reaps it and closes both pipes. */
void engine_stop(engine *e, int grace_ms);

/* Kill the engine at once and reap it; closes both pipes. */
void engine_kill(engine *e);

#endif

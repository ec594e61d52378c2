/* engine.c - an external engine process behind two pipes (see engine.h). */
#define _GNU_SOURCE /* pipe2 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "engine.h"

long engine_now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

static void close_fd(int *fd)
{
    if (*fd >= 0)
        close(*fd);
    *fd = -1;
}

static int remaining(long deadline_ms)
{
    long left = deadline_ms - engine_now_ms();
    return left < 0 ? 0 : left > 1000000000L ? 1000000000 : (int)left;
}

/* Runs in the child between fork and exec: async-signal-safe calls only. */
static void exec_child(int in, int out, int report, const char *path, char *const argv[])
{
    int null = open("/dev/null", O_WRONLY);
    if (dup2(in, 0) < 0 || dup2(out, 1) < 0 || (null >= 0 && dup2(null, 2) < 0))
        goto fail;
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    signal(SIGPIPE, SIG_DFL);
    execvp(path, argv);
fail:;
    int err = errno;
    ssize_t w = write(report, &err, sizeof err);
    (void)w;
    _exit(127);
}

int engine_start(engine *e, const char *path, char *const args[], int nargs,
                 char *why, size_t whylen)
{
    int in[2], out[2], report[2];
    char *argv[ENGINE_MAX_ARGS + 2];

    memset(e, 0, sizeof *e);
    e->to = e->from = -1;
    if (strchr(path, '/') && access(path, X_OK) != 0) {
        snprintf(why, whylen, "cannot run %s: %s", path, strerror(errno));
        return -1;
    }
    argv[0] = (char *)path;
    for (int i = 0; i < nargs && i < ENGINE_MAX_ARGS; i++)
        argv[i + 1] = args[i];
    argv[(nargs < ENGINE_MAX_ARGS ? nargs : ENGINE_MAX_ARGS) + 1] = NULL;

    if (pipe2(in, O_CLOEXEC) != 0) {
        snprintf(why, whylen, "cannot make a pipe: %s", strerror(errno));
        return -1;
    }
    if (pipe2(out, O_CLOEXEC) != 0) {
        snprintf(why, whylen, "cannot make a pipe: %s", strerror(errno));
        close(in[0]), close(in[1]);
        return -1;
    }
    if (pipe2(report, O_CLOEXEC) != 0) {
        snprintf(why, whylen, "cannot make a pipe: %s", strerror(errno));
        close(in[0]), close(in[1]), close(out[0]), close(out[1]);
        return -1;
    }
    pid_t pid = fork();
    if (pid == 0)
        exec_child(in[0], out[1], report[1], path, argv);
    int fork_errno = errno;
    close(in[0]);
    close(out[1]);
    close(report[1]);
    if (pid < 0) {
        snprintf(why, whylen, "cannot fork: %s", strerror(fork_errno));
        close(in[1]), close(out[0]), close(report[0]);
        return -1;
    }
    e->pid = pid;
    e->to = in[1];
    e->from = out[0];
    fcntl(e->to, F_SETFL, fcntl(e->to, F_GETFL) | O_NONBLOCK);

    /* The report pipe closes on a successful exec; an errno comes through
     * it when exec failed. */
    int err = 0;
    ssize_t n;
    do
        n = read(report[0], &err, sizeof err);
    while (n < 0 && errno == EINTR);
    close(report[0]);
    if (n == (ssize_t)sizeof err) {
        snprintf(why, whylen, "cannot run %s: %s", path, strerror(err));
        engine_kill(e);
        return -1;
    }
    return 0;
}

int engine_send(engine *e, long deadline_ms, const char *line, char *why, size_t whylen)
{
    char buf[ENGINE_LINE_MAX + 2];
    size_t len = (size_t)snprintf(buf, sizeof buf, "%s\n", line);
    size_t done = 0;
    sigset_t pipe_only, old;

    if (len >= sizeof buf)
        len = sizeof buf - 1;
    if (e->to < 0) {
        snprintf(why, whylen, "its input is closed");
        return -1;
    }
    /* Block SIGPIPE around the write so a dead reader is an EPIPE here,
     * not the death of the whole program; drop the signal it left. */
    sigemptyset(&pipe_only);
    sigaddset(&pipe_only, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipe_only, &old);
    int rc = 0;
    while (done < len) {
        ssize_t n = write(e->to, buf + done, len - done);
        if (n > 0) {
            done += (size_t)n;
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            struct pollfd p = {.fd = e->to, .events = POLLOUT};
            int left = remaining(deadline_ms);
            if (left == 0 || poll(&p, 1, left) == 0) {
                snprintf(why, whylen, "did not read its input in time");
                rc = -1;
                break;
            }
            continue;
        }
        if (n < 0 && errno == EPIPE) {
            struct timespec zero = {0, 0};
            sigtimedwait(&pipe_only, NULL, &zero);
            snprintf(why, whylen, "closed its input");
        } else {
            snprintf(why, whylen, "cannot write to it: %s", strerror(errno));
        }
        rc = -1;
        break;
    }
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    return rc;
}

/* Take one line out of the buffer if a full one is there.  A line that
 * fills the buffer is dropped whole, never cut into pieces that would be
 * read as lines of their own (the tail of a long MESSAGE as a move). */
static int take_line(engine *e, char *line, size_t len, int force)
{
    for (;;) {
        size_t end = 0;
        while (end < e->len && e->buf[end] != '\r' && e->buf[end] != '\n')
            end++;
        if (end == e->len && !force) {
            if (e->len < sizeof e->buf)
                return 0;
            if (!e->overlong)
                e->overlong = strncasecmp(e->buf, "MESSAGE", 7) == 0 ||
                                      strncasecmp(e->buf, "DEBUG", 5) == 0
                                  ? 1
                                  : 2;
            e->len = 0;
            return 0;
        }
        size_t skip = end;
        while (skip < e->len && (e->buf[skip] == '\r' || e->buf[skip] == '\n'))
            skip++;
        size_t n = end < len - 1 ? end : len - 1;
        memcpy(line, e->buf, n);
        line[n] = '\0';
        memmove(e->buf, e->buf + skip, e->len - skip);
        e->len -= skip;
        if (e->overlong) {
            /* the tail of a dropped line */
            int what = e->overlong;
            e->overlong = 0;
            if (what == 2) {
                snprintf(line, len, "%s", ENGINE_TOO_LONG);
                return 1;
            }
            end = 0;
        }
        if (end > 0)
            return 1;
        if (e->len == 0)
            return 0;
    }
}

int engine_read_line(engine *e, long deadline_ms, char *line, size_t len, char *why,
                     size_t whylen)
{
    for (;;) {
        if (take_line(e, line, len, 0))
            return 1;
        if (e->from < 0) {
            snprintf(why, whylen, "its output is closed");
            return -1;
        }
        struct pollfd p = {.fd = e->from, .events = POLLIN};
        int left = remaining(deadline_ms);
        int ready = left > 0 ? poll(&p, 1, left) : 0;
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready == 0)
            return 0;
        ssize_t n = read(e->from, e->buf + e->len, sizeof e->buf - e->len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            int got = e->len > 0 && take_line(e, line, len, 1);
            close_fd(&e->from);
            if (got)
                return 1;
            snprintf(why, whylen, n == 0 ? "closed its output" : "cannot read from it");
            return -1;
        }
        e->len += (size_t)n;
    }
}

static int try_reap(engine *e, int wait_ms)
{
    long deadline = engine_now_ms() + wait_ms;
    if (e->reaped || e->pid <= 0)
        return 1;
    for (;;) {
        pid_t r = waitpid(e->pid, &e->status, WNOHANG);
        if (r == e->pid || (r < 0 && errno == ECHILD)) {
            e->reaped = 1;
            return 1;
        }
        if (engine_now_ms() >= deadline)
            return 0;
        struct timespec nap = {0, 5 * 1000000L};
        nanosleep(&nap, NULL);
    }
}

void engine_describe_end(engine *e, int wait_ms, char *buf, size_t len)
{
    if (!try_reap(e, wait_ms))
        snprintf(buf, len, "is still running");
    else if (WIFEXITED(e->status))
        snprintf(buf, len, "exited with status %d", WEXITSTATUS(e->status));
    else if (WIFSIGNALED(e->status))
        snprintf(buf, len, "was killed by signal %d (%s)", WTERMSIG(e->status),
                 strsignal(WTERMSIG(e->status)));
    else
        snprintf(buf, len, "ended");
}

void engine_kill(engine *e)
{
    close_fd(&e->to);
    close_fd(&e->from);
    if (e->pid > 0 && !e->reaped) {
        kill(e->pid, SIGKILL);
        while (waitpid(e->pid, &e->status, 0) < 0 && errno == EINTR)
            ;
        e->reaped = 1;
    }
    e->pid = 0;
    e->len = 0;
}

void engine_stop(engine *e, int grace_ms)
{
    char why[64];
    if (e->pid > 0 && !e->reaped && e->to >= 0)
        engine_send(e, engine_now_ms() + grace_ms, "END", why, sizeof why);
    close_fd(&e->to);
    if (e->pid > 0)
        try_reap(e, grace_ms);
    engine_kill(e);
}

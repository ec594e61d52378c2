/* runner.c - games in processes of their own (see runner.h). */
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "runner.h"

/* A game being played by a child process. */
typedef struct slot {
    pid_t pid;
    int fd;
    int game;
    long deadline_ms;
} slot;

static volatile sig_atomic_t interrupted;

static void on_signal(int sig)
{
    (void)sig;
    interrupted = 1;
}

static long now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

static int launch(const runner *rn, int game, slot *s)
{
    int fds[2];
    if (pipe(fds) != 0)
        return -1;
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0) {
        int e = errno;
        close(fds[0]);
        close(fds[1]);
        errno = e;
        return -1;
    }
    if (pid == 0) {
        static report r;
        setpgid(0, 0);
        signal(SIGINT, SIG_DFL);
        signal(SIGTERM, SIG_DFL);
        close(fds[0]);
        rn->play(rn->user, game, &r);
        const char *p = (const char *)&r;
        size_t left = sizeof r;
        while (left > 0) {
            ssize_t w = write(fds[1], p, left);
            if (w < 0 && errno == EINTR)
                continue;
            if (w <= 0)
                _exit(1);
            p += w;
            left -= (size_t)w;
        }
        _exit(0);
    }
    setpgid(pid, pid);
    close(fds[1]);
    s->pid = pid;
    s->fd = fds[0];
    s->game = game;
    s->deadline_ms = now_ms() + rn->max_game_s * 1000;
    return 0;
}

/* Read the whole report, which is larger than a pipe's atomic write. */
static int receive(int fd, report *r)
{
    char *p = (char *)r;
    size_t got = 0;
    while (got < sizeof *r) {
        ssize_t n = read(fd, p + got, sizeof *r - got);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return 0;
        got += (size_t)n;
    }
    return 1;
}

/* Reap the child of a slot; a report it never sent becomes an error. */
static void finish(slot *s, report *r, int got, const char *killed)
{
    int status = 0;
    close(s->fd);
    while (waitpid(s->pid, &status, 0) < 0 && errno == EINTR)
        ;
    if (!got) {
        memset(r, 0, sizeof *r);
        r->index = s->game;
        r->error = 1;
        r->winner = WZ_NOBODY;
        if (killed)
            snprintf(r->text, sizeof r->text, "%s", killed);
        else if (WIFSIGNALED(status))
            snprintf(r->text, sizeof r->text, "the game's process was killed by signal %d (%s)",
                     WTERMSIG(status), strsignal(WTERMSIG(status)));
        else
            snprintf(r->text, sizeof r->text, "the game's process ended (status %d) without a result",
                     WEXITSTATUS(status));
    }
    s->pid = 0;
}

int runner_run(const runner *rn)
{
    int jobs = rn->jobs > 0 ? rn->jobs : 1;
    slot *slots = calloc((size_t)jobs, sizeof *slots);
    struct pollfd *pfd = calloc((size_t)jobs, sizeof *pfd);
    report *r = malloc(sizeof *r);
    if (!slots || !pfd || !r) {
        free(slots);
        free(pfd);
        free(r);
        errno = ENOMEM;
        return -1;
    }
    struct sigaction sa, old_int, old_term;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    interrupted = 0;
    sigaction(SIGINT, &sa, &old_int);
    sigaction(SIGTERM, &sa, &old_term);

    int next = 0, active = 0, stop = 0, status = 0, start_errno = 0;
    long last_tick = now_ms();
    char killed[128];
    snprintf(killed, sizeof killed, "still running after %ld s: killed", rn->max_game_s);
    while (next < rn->count || active > 0) {
        if (interrupted)
            stop = 1;
        for (int i = 0; i < jobs && next < rn->count && !stop; i++) {
            if (slots[i].pid)
                continue;
            if (launch(rn, next, &slots[i]) != 0) {
                start_errno = errno;
                stop = 1;
                break;
            }
            next++;
            active++;
        }
        if (stop) {
            /* games still running are neither finished nor reported */
            for (int i = 0; i < jobs; i++)
                if (slots[i].pid) {
                    kill(-slots[i].pid, SIGKILL);
                    finish(&slots[i], r, 1, NULL);
                    active--;
                }
            break;
        }
        if (active == 0)
            break;
        long wait = 1000;
        for (int i = 0; i < jobs; i++) {
            pfd[i].fd = slots[i].pid ? slots[i].fd : -1;
            pfd[i].events = POLLIN;
            pfd[i].revents = 0;
            if (slots[i].pid && slots[i].deadline_ms - now_ms() < wait)
                wait = slots[i].deadline_ms - now_ms();
        }
        if (poll(pfd, (nfds_t)jobs, wait < 0 ? 0 : (int)wait) < 0 && errno != EINTR) {
            start_errno = errno; /* leave no game behind */
            stop = 1;
            continue;
        }
        for (int i = 0; i < jobs && !stop; i++) {
            if (!slots[i].pid)
                continue;
            int got = 0, late = 0;
            if (pfd[i].revents) {
                got = receive(slots[i].fd, r);
            } else if (now_ms() >= slots[i].deadline_ms) {
                kill(-slots[i].pid, SIGKILL);
                late = 1;
            } else {
                continue;
            }
            int game = slots[i].game;
            finish(&slots[i], r, got, late ? killed : NULL);
            active--;
            if (rn->done(rn->user, game, r))
                stop = 1;
            if (rn->tick) {
                rn->tick(rn->user);
                last_tick = now_ms();
            }
        }
        if (rn->tick && now_ms() - last_tick >= 1000) {
            rn->tick(rn->user);
            last_tick = now_ms();
        }
    }
    if (interrupted)
        status = 130;
    else if (start_errno) {
        status = -1;
        errno = start_errno;
    }
    sigaction(SIGINT, &old_int, NULL);
    sigaction(SIGTERM, &old_term, NULL);
    free(slots);
    free(pfd);
    free(r);
    return status;
}

// SPDX-License-Identifier: GPL-2.0
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#include <sys/wait.h>
#include <unistd.h>

#include "color.h"
#include "pager.h"

static pid_t pager_pid = -1;
static bool pager_deferred;
static int pager_tty_fd = -1;

bool pager_in_use(void)
{
	return pager_pid > 0;
}

int pager__terminal_fd(void)
{
	return pager_pid > 0 ? pager_tty_fd : -1;
}

void pager__defer(void)
{
	pager_deferred = true;
}

void pager__start_deferred(void)
{
	if (pager_deferred)
		setup_pager();
	pager_deferred = false;
}

static const char *pager_program(void)
{
	const char *p = getenv("PERF_PAGER");

	if (!p)
		p = getenv("PAGER");
	if (!p)
		p = "less";
	if (!*p || !strcmp(p, "cat"))
		return NULL;
	return p;
}

/* stdout and stderr closed, the pager sees end of input; wait until the user quits it. */
static void wait_for_pager(void)
{
	int status;

	fflush(stdout);
	fflush(stderr);
	close(STDOUT_FILENO);
	close(STDERR_FILENO);
	while (waitpid(pager_pid, &status, 0) < 0 && errno == EINTR)
		;
}

/* Ctrl-C while paging: the pager decides (less stays); perf ends once it is gone. */
static void pager_signal(int sig)
{
	wait_for_pager();
	signal(sig, SIG_DFL);
	raise(sig);
}

void setup_pager(void)
{
	const char *pager = pager_program();
	int fds[2];
	pid_t pid;

	if (pager_pid > 0 || !pager || !isatty(STDOUT_FILENO) || pipe(fds) < 0)
		return;
	fflush(stdout);
	pid = fork();
	if (pid < 0) {
		close(fds[0]);
		close(fds[1]);
		return;
	}
	if (pid == 0) {
		fd_set in, ex;
		sigset_t none;

		/* a caller that blocks signals (perf ftrace) must not block them for the pager */
		sigemptyset(&none);
		sigprocmask(SIG_SETMASK, &none, NULL);
		dup2(fds[0], STDIN_FILENO);
		close(fds[0]);
		close(fds[1]);
		/* start less only once there is output: it may clear the screen at start */
		FD_ZERO(&in);
		FD_SET(STDIN_FILENO, &in);
		ex = in;
		select(1, &in, NULL, &ex, NULL);
		setenv("LESS", "FRSX", 0);
		execl("/bin/sh", "sh", "-c", pager, (char *)NULL);
		fprintf(stderr, "perf: cannot run pager '%s': %s\n", pager, strerror(errno));
		_exit(127);
	}
	pager_pid = pid;
	dup2(fds[1], STDOUT_FILENO);
	if (isatty(STDERR_FILENO)) {
		pager_tty_fd = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3);
		dup2(fds[1], STDERR_FILENO);
	}
	color__terminals_changed();
	close(fds[0]);
	close(fds[1]);
	atexit(wait_for_pager);
	signal(SIGINT, pager_signal);
	signal(SIGTERM, pager_signal);
	signal(SIGHUP, pager_signal);
	signal(SIGQUIT, pager_signal);
}

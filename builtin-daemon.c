// SPDX-License-Identifier: GPL-2.0
/*
 * perf daemon: record sessions that run in the background, described by a config file.
 *
 * The [daemon] section names the base directory; each [session-NAME] section's run= line is
 * the options and workload of one `perf record`, run in BASE/session-NAME with its output
 * there, commanded through the control/ack FIFOs (record --control). The daemon itself
 * listens on the socket BASE/control, holds BASE/lock and logs to BASE/output; it restarts
 * the sessions whose run= line changed when the config file is written.
 *
 * The other commands are clients: they read the base from the config and talk to that
 * socket: list (no command), ping, signal (SIGUSR2: record --switch-output) and stop.
 */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/inotify.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "builtin.h"
#include "util/debug.h"
#include "util/parse-options.h"
#include "util/util.h"

struct daemon_session {
	char *name;
	char *run;
	char *base; /* BASE/session-NAME */
	pid_t pid; /* -1: not running */
	time_t start;
	bool seen; /* in the config being applied */
	struct daemon_session *next;
};

struct daemon_config {
	char *base;
	struct daemon_session *sessions;
};

static const char *config_path;
static const char *field_sep;
static const char *session_name;
static bool foreground;

static const char *const daemon_usage[] = {
	"perf daemon {start} [<options>]",
	"perf daemon [<options>]",
	"perf daemon {signal|stop|ping} [<options>]",
	NULL,
};

static void session__free(struct daemon_session *s)
{
	free(s->name);
	free(s->run);
	free(s->base);
	free(s);
}

static void config__exit(struct daemon_config *c)
{
	while (c->sessions) {
		struct daemon_session *s = c->sessions;

		c->sessions = s->next;
		session__free(s);
	}
	free(c->base);
	c->base = NULL;
}

static char *trim(char *s)
{
	char *e;

	while (*s == ' ' || *s == '\t')
		s++;
	e = s + strlen(s);
	while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\n' || e[-1] == '\r'))
		*--e = '\0';
	return s;
}

/*
 * A session's name becomes the directory BASE/session-NAME: letters, digits, '-' and '_'
 * only, the characters perf config's section names allow besides the '.' that splits its
 * keys, so that no name ("a/../../x") reaches outside the base.
 */
static bool session_name_ok(const char *name)
{
	if (!*name)
		return false;
	for (; *name; name++)
		if (!isalnum((unsigned char)*name) && *name != '-' && *name != '_')
			return false;
	return true;
}

/* a line config__read cannot take: its number and why */
struct config_error {
	int line;
	const char *why;
};

/*
 * [daemon] base=DIR and [session-NAME] run=OPTIONS; other sections and keys are not ours.
 * -EINVAL for a bad line, described in *bad.
 */
static int config__read(struct daemon_config *c, const char *path, struct config_error *bad)
{
	char line[4096], section[256] = "";
	struct daemon_session **tail = &c->sessions;
	FILE *f = fopen(path, "r");
	int nr = 0;

	if (!f)
		return -errno;
	while (fgets(line, sizeof(line), f)) {
		char *l = trim(line), *eq, *key, *val;

		nr++;
		if (!*l || *l == '#' || *l == ';')
			continue;
		if (*l == '[') {
			char *end = strchr(l, ']');

			if (!end || (size_t)(end - l - 1) >= sizeof(section)) {
				fclose(f);
				bad->line = nr;
				bad->why = "a section's name in [] too long or not closed";
				return -EINVAL;
			}
			*end = '\0';
			strcpy(section, trim(l + 1));
			if (!strncmp(section, "session-", 8) && !session_name_ok(section + 8)) {
				fclose(f);
				bad->line = nr;
				bad->why =
					"a session is [session-NAME], NAME of letters, digits, '-' and '_'";
				return -EINVAL;
			}
			continue;
		}
		eq = strchr(l, '=');
		if (!eq)
			continue;
		*eq = '\0';
		key = trim(l);
		val = trim(eq + 1);
		if (!strcmp(section, "daemon") && !strcmp(key, "base")) {
			free(c->base);
			c->base = xstrdup(val);
		} else if (!strncmp(section, "session-", 8) && section[8] && !strcmp(key, "run")) {
			struct daemon_session *s;

			for (s = c->sessions; s; s = s->next)
				if (!strcmp(s->name, section + 8))
					break;
			if (s) {
				free(s->run);
				s->run = xstrdup(val);
				continue;
			}
			s = xcalloc(1, sizeof(*s));
			s->name = xstrdup(section + 8);
			s->run = xstrdup(val);
			s->pid = -1;
			*tail = s;
			tail = &s->next;
		}
	}
	fclose(f);
	return 0;
}

static int config__load(struct daemon_config *c)
{
	struct config_error bad = { 0 };
	int err = config__read(c, config_path, &bad);

	/* Linux perf's words for a line it cannot take, then why */
	if (bad.line) {
		pr_err("perf daemon: bad config file line %d in %s: %s\n", bad.line, config_path,
		       bad.why);
		return err;
	}
	if (err) {
		pr_err("perf daemon: cannot read the config '%s': %s\n", config_path,
		       strerror(-err));
		return err;
	}
	if (!c->base || !*c->base) {
		pr_err("perf daemon: the config '%s' has no base= in its [daemon] section\n",
		       config_path);
		return -EINVAL;
	}
	return 0;
}

static int socket_address(const char *base, struct sockaddr_un *addr)
{
	memset(addr, 0, sizeof(*addr));
	addr->sun_family = AF_UNIX;
	if ((size_t)snprintf(addr->sun_path, sizeof(addr->sun_path), "%s/control", base) >=
	    sizeof(addr->sun_path)) {
		pr_err("perf daemon: the base '%s' is too long for its control socket\n", base);
		return -ENAMETOOLONG;
	}
	return 0;
}

/* ---- the daemon ---- */

static time_t daemon_start_time;

static void daemon_log(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void daemon_log(const char *fmt, ...)
{
	struct timeval tv;
	struct tm tm;
	char when[64];
	va_list ap;

	gettimeofday(&tv, NULL);
	localtime_r(&tv.tv_sec, &tm);
	strftime(when, sizeof(when), "%Y-%m-%d %H:%M:%S", &tm);
	fprintf(stdout, "[%s.%06ld] ", when, (long)tv.tv_usec);
	va_start(ap, fmt);
	vfprintf(stdout, fmt, ap);
	va_end(ap);
	fputc('\n', stdout);
	fflush(stdout);
}

static void session__paths(struct daemon_session *s, const char *base)
{
	if (!s->base)
		s->base = xasprintf("%s/session-%s", base, s->name);
}

/* A child's output to the file out (opened with O_APPEND or O_TRUNC), no input */
static void redirect_stdio(const char *out, int mode)
{
	int fd = open(out, O_WRONLY | O_CREAT | mode, 0644);

	if (fd >= 0) {
		dup2(fd, STDOUT_FILENO);
		dup2(fd, STDERR_FILENO);
		close(fd);
	}
	fd = open("/dev/null", O_RDONLY);
	if (fd >= 0) {
		dup2(fd, STDIN_FILENO);
		close(fd);
	}
}

static int session__start(struct daemon_session *s, const char *base)
{
	char *control, *ack;
	pid_t pid;

	session__paths(s, base);
	if (mkdir(s->base, 0755) && errno != EEXIST) {
		daemon_log("session '%s': cannot create '%s': %s", s->name, s->base,
			   strerror(errno));
		return -errno;
	}
	control = xasprintf("%s/control", s->base);
	ack = xasprintf("%s/ack", s->base);
	if ((mkfifo(control, 0600) && errno != EEXIST) || (mkfifo(ack, 0600) && errno != EEXIST)) {
		int err = -errno;

		daemon_log("session '%s': cannot create its FIFOs: %s", s->name, strerror(errno));
		free(control);
		free(ack);
		return err;
	}
	free(control);
	free(ack);

	pid = fork();
	if (pid < 0) {
		daemon_log("session '%s': cannot fork: %s", s->name, strerror(errno));
		return -errno;
	}
	if (pid == 0) {
		const char **argv;
		char *run = xstrdup(s->run), *save = NULL, *tok;
		int argc = 0;
		sigset_t all;

		sigemptyset(&all);
		sigprocmask(SIG_SETMASK, &all, NULL);
		if (chdir(s->base))
			_exit(127);
		redirect_stdio("output", O_APPEND);
		argv = xcalloc(strlen(run) + 4, sizeof(*argv));
		argv[argc++] = perf_exe_path();
		argv[argc++] = "record";
		argv[argc++] = "--control=fifo:control,ack";
		for (tok = strtok_r(run, " \t", &save); tok; tok = strtok_r(NULL, " \t", &save))
			argv[argc++] = tok;
		execv(perf_exe_path(), (char *const *)argv);
		fprintf(stderr, "perf daemon: cannot run '%s': %s\n", perf_exe_path(),
			strerror(errno));
		_exit(127);
	}
	s->pid = pid;
	s->start = time(NULL);
	daemon_log("session '%s' started (pid %d): %s", s->name, (int)pid, s->run);
	return 0;
}

static void session__reaped(struct daemon_session *s, int status)
{
	if (WIFSIGNALED(status))
		daemon_log("session '%s' killed (signal %d)", s->name, WTERMSIG(status));
	else
		daemon_log("session '%s' exited, status=%d", s->name, WEXITSTATUS(status));
	s->pid = -1;
}

/* SIGTERM, as Linux perf; SIGKILL when record has not finished its file within 10 seconds */
static void session__stop(struct daemon_session *s)
{
	int status;

	if (s->pid <= 0)
		return;
	kill(s->pid, SIGTERM);
	for (int i = 0; i < 1000; i++) {
		pid_t r = waitpid(s->pid, &status, WNOHANG);

		if (r == s->pid) {
			session__reaped(s, status);
			return;
		}
		if (r < 0) {
			s->pid = -1;
			return;
		}
		usleep(10000);
	}
	kill(s->pid, SIGKILL);
	if (waitpid(s->pid, &status, 0) == s->pid)
		session__reaped(s, status);
	s->pid = -1;
}

static void daemon__reap(struct daemon_config *c)
{
	int status;
	pid_t pid;

	while ((pid = waitpid(-1, &status, WNOHANG)) > 0)
		for (struct daemon_session *s = c->sessions; s; s = s->next)
			if (s->pid == pid)
				session__reaped(s, status);
}

/* the record of a session answers "ping" on its control FIFO with "ack" on its ack FIFO */
static bool session__ping(struct daemon_session *s)
{
	char path[PATH_MAX], buf[64];
	int ctl, ack, n;
	bool ok = false;
	struct pollfd pfd;

	if (s->pid <= 0 || !s->base)
		return false;
	snprintf(path, sizeof(path), "%s/ack", s->base);
	ack = open(path, O_RDWR | O_NONBLOCK | O_CLOEXEC);
	if (ack < 0)
		return false;
	while (read(ack, buf, sizeof(buf)) > 0)
		; /* acks of pings that timed out */
	snprintf(path, sizeof(path), "%s/control", s->base);
	ctl = open(path, O_RDWR | O_NONBLOCK | O_CLOEXEC);
	if (ctl < 0) {
		close(ack);
		return false;
	}
	if (write(ctl, "ping\n", 5) == 5) {
		pfd.fd = ack;
		pfd.events = POLLIN;
		if (poll(&pfd, 1, 500) > 0) {
			n = read(ack, buf, sizeof(buf) - 1);
			if (n > 0) {
				buf[n] = '\0';
				ok = strstr(buf, "ack") != NULL;
			}
		}
	}
	close(ctl);
	close(ack);
	return ok;
}

static struct daemon_session *config__find(struct daemon_config *c, const char *name)
{
	for (struct daemon_session *s = c->sessions; s; s = s->next)
		if (!strcmp(s->name, name))
			return s;
	return NULL;
}

/* the config file was written: sessions removed, changed, added */
static void daemon__reconfig(struct daemon_config *c)
{
	struct daemon_config n = { 0 };
	struct daemon_session **p, *s;
	struct config_error bad = { 0 };

	if (config__read(&n, config_path, &bad) || !n.base) {
		if (bad.line)
			daemon_log("reconfig: bad config file line %d in %s: %s: kept as it was",
				   bad.line, config_path, bad.why);
		else
			daemon_log("reconfig: cannot read '%s' or it has no base: kept as it was",
				   config_path);
		config__exit(&n);
		return;
	}
	if (strcmp(n.base, c->base))
		daemon_log("reconfig: the base cannot change while the daemon runs: kept '%s'",
			   c->base);
	for (s = c->sessions; s; s = s->next)
		s->seen = false;
	for (struct daemon_session *ns = n.sessions; ns; ns = ns->next) {
		s = config__find(c, ns->name);
		if (!s) {
			s = xcalloc(1, sizeof(*s));
			s->name = xstrdup(ns->name);
			s->run = xstrdup(ns->run);
			s->pid = -1;
			s->next = c->sessions;
			c->sessions = s;
		} else if (strcmp(s->run, ns->run)) {
			daemon_log("reconfig: session '%s' changed: %s", s->name, ns->run);
			session__stop(s);
			free(s->run);
			s->run = xstrdup(ns->run);
		}
		s->seen = true;
		if (s->pid <= 0)
			session__start(s, c->base);
	}
	for (p = &c->sessions; (s = *p);) {
		if (s->seen) {
			p = &s->next;
			continue;
		}
		daemon_log("reconfig: session '%s' removed", s->name);
		session__stop(s);
		*p = s->next;
		session__free(s);
	}
	config__exit(&n);
}

static unsigned long minutes_up(time_t start)
{
	time_t now = time(NULL);

	return now > start ? (unsigned long)(now - start) / 60 : 0;
}

static void daemon__list(struct daemon_config *c, FILE *out, const char *sep, bool verb)
{
	if (*sep) {
		fprintf(out, "%d%sdaemon%s%s%s%s/output%s%s/lock%s%lu\n", (int)getpid(), sep, sep,
			c->base, sep, c->base, sep, c->base, sep, minutes_up(daemon_start_time));
	} else {
		fprintf(out, "[%d:daemon] base: %s\n", (int)getpid(), c->base);
		if (verb)
			fprintf(out,
				"  output:  %s/output\n  lock:    %s/lock\n  up:      %lu minutes\n",
				c->base, c->base, minutes_up(daemon_start_time));
	}
	for (struct daemon_session *s = c->sessions; s; s = s->next) {
		session__paths(s, c->base);
		if (*sep) {
			fprintf(out, "%d%s%s%s%s%s%s%s%s/output%s%s/control%s%s/ack%s%lu\n",
				(int)s->pid, sep, s->name, sep, s->run, sep, s->base, sep, s->base,
				sep, s->base, sep, s->base, sep,
				s->pid > 0 ? minutes_up(s->start) : 0);
			continue;
		}
		fprintf(out, "[%d:%s] perf record %s\n", (int)s->pid, s->name, s->run);
		if (verb)
			fprintf(out,
				"  base:    %s\n  output:  %s/output\n  control: %s/control\n"
				"  ack:     %s/ack\n  up:      %lu minutes\n",
				s->base, s->base, s->base, s->base,
				s->pid > 0 ? minutes_up(s->start) : 0);
	}
}

/*
 * One request a connection: a line "command\tsession\tseparator\tverbose" (empty fields
 * for none). Returns true for stop.
 */
static bool daemon__serve(struct daemon_config *c, int fd)
{
	char buf[1024], *f[4] = { NULL };
	size_t len = 0;
	bool stop = false;
	FILE *out;
	int i = 0;

	while (len < sizeof(buf) - 1) {
		struct pollfd pfd = { .fd = fd, .events = POLLIN };
		ssize_t n;

		if (poll(&pfd, 1, 2000) <= 0)
			break;
		n = read(fd, buf + len, sizeof(buf) - 1 - len);
		if (n <= 0)
			break;
		len += n;
		if (memchr(buf, '\n', len))
			break;
	}
	buf[len] = '\0';
	if (!memchr(buf, '\n', len)) {
		close(fd);
		return false;
	}
	*strchr(buf, '\n') = '\0';
	for (char *p = buf; i < 4; i++) {
		f[i] = p;
		p = strchr(p, '\t');
		if (!p) {
			i++;
			break;
		}
		*p++ = '\0';
	}
	for (; i < 4; i++)
		f[i] = "";
	out = fdopen(fd, "w");
	if (!out) {
		close(fd);
		return false;
	}
	if (!strcmp(f[0], "list")) {
		daemon__list(c, out, f[2], f[3][0] == '1');
	} else if (!strcmp(f[0], "ping") || !strcmp(f[0], "signal")) {
		bool ping = f[0][0] == 'p';
		bool found = false;

		for (struct daemon_session *s = c->sessions; s; s = s->next) {
			if (f[1][0] && strcmp(f[1], s->name))
				continue;
			found = true;
			if (ping) {
				fprintf(out, "%-4s %s\n", session__ping(s) ? "OK" : "FAIL",
					s->name);
			} else if (s->pid > 0 && !kill(s->pid, SIGUSR2)) {
				fprintf(out, "signal %d sent to session '%s [%d]'\n", SIGUSR2,
					s->name, (int)s->pid);
			} else {
				fprintf(out, "session '%s' is not running\n", s->name);
			}
		}
		if (f[1][0] && !found)
			fprintf(out, "%-4s %s (not found)\n", "FAIL", f[1]);
	} else if (!strcmp(f[0], "stop")) {
		stop = true;
		daemon_log("stop requested");
		for (struct daemon_session *s = c->sessions; s; s = s->next)
			session__stop(s);
	} else {
		fprintf(out, "unknown command '%s'\n", f[0]);
	}
	/* for stop, the client returns once the sessions are down */
	fclose(out);
	return stop;
}

static int daemon__run(struct daemon_config *c, int lock_fd, int ready_fd)
{
	struct sockaddr_un addr;
	char *dir, *slash, *base_name;
	int sock, sfd, ifd, err;
	sigset_t mask;

	sigemptyset(&mask);
	sigaddset(&mask, SIGCHLD);
	sigaddset(&mask, SIGTERM);
	sigaddset(&mask, SIGINT);
	sigaddset(&mask, SIGHUP);
	sigprocmask(SIG_BLOCK, &mask, NULL);
	signal(SIGPIPE, SIG_IGN);
	sfd = signalfd(-1, &mask, SFD_CLOEXEC | SFD_NONBLOCK);

	if (ftruncate(lock_fd, 0) == 0)
		dprintf(lock_fd, "%d\n", (int)getpid());

	err = socket_address(c->base, &addr);
	if (err)
		return err;
	unlink(addr.sun_path);
	sock = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
	if (sock < 0 || bind(sock, (struct sockaddr *)&addr, sizeof(addr)) || listen(sock, 16)) {
		err = -errno;
		pr_err("perf daemon: cannot listen on '%s': %s\n", addr.sun_path, strerror(errno));
		return err;
	}

	/* the directory is watched: editors replace the file, cp rewrites it */
	dir = xstrdup(config_path);
	slash = strrchr(dir, '/');
	base_name = slash ? slash + 1 : dir;
	ifd = inotify_init1(IN_CLOEXEC | IN_NONBLOCK);
	if (ifd >= 0 && slash) {
		*slash = '\0';
		if (inotify_add_watch(ifd, *dir ? dir : "/", IN_CLOSE_WRITE | IN_MOVED_TO) < 0)
			daemon_log("cannot watch '%s': %s", dir, strerror(errno));
	}

	daemon_start_time = time(NULL);
	daemon_log("daemon started (pid %d)", (int)getpid());
	for (struct daemon_session *s = c->sessions; s; s = s->next)
		session__start(s, c->base);
	if (ready_fd >= 0) {
		/* a parent gone is nobody to tell */
		if (write(ready_fd, "", 1) < 0)
			daemon_log("started, but the starting perf is gone");
		close(ready_fd);
	}

	for (;;) {
		struct pollfd pfd[3] = {
			{ .fd = sfd, .events = POLLIN },
			{ .fd = sock, .events = POLLIN },
			{ .fd = ifd, .events = POLLIN },
		};

		if (poll(pfd, 3, -1) < 0 && errno != EINTR)
			break;
		if (pfd[0].revents) {
			struct signalfd_siginfo si;
			bool quit = false;

			while (read(sfd, &si, sizeof(si)) == sizeof(si))
				if (si.ssi_signo != SIGCHLD)
					quit = true;
			daemon__reap(c);
			if (quit)
				break;
		}
		if (pfd[2].revents) {
			char ev[4096] __attribute__((aligned(__alignof__(struct inotify_event))));
			bool changed = false;
			ssize_t n;

			while ((n = read(ifd, ev, sizeof(ev))) > 0) {
				for (char *p = ev; p < ev + n;) {
					struct inotify_event *ie = (struct inotify_event *)p;

					if (ie->len && !strcmp(ie->name, base_name))
						changed = true;
					p += sizeof(*ie) + ie->len;
				}
			}
			if (changed)
				daemon__reconfig(c);
		}
		if (pfd[1].revents) {
			int fd = accept4(sock, NULL, NULL, SOCK_CLOEXEC);

			if (fd >= 0 && daemon__serve(c, fd))
				break;
		}
	}
	for (struct daemon_session *s = c->sessions; s; s = s->next)
		session__stop(s);
	unlink(addr.sun_path);
	daemon_log("daemon exited");
	free(dir);
	close(sock);
	if (ifd >= 0)
		close(ifd);
	close(sfd);
	return 0;
}

static int daemon__start(void)
{
	struct daemon_config c = { 0 };
	char lock_path[PATH_MAX];
	int lock_fd, err, ready[2] = { -1, -1 };
	pid_t pid;

	err = config__load(&c);
	if (err)
		goto out;
	if (mkdir(c.base, 0700) && errno != EEXIST) {
		err = -errno;
		pr_err("perf daemon: cannot create the base '%s': %s\n", c.base, strerror(errno));
		goto out;
	}
	snprintf(lock_path, sizeof(lock_path), "%s/lock", c.base);
	lock_fd = open(lock_path, O_RDWR | O_CREAT | O_CLOEXEC, 0640);
	if (lock_fd < 0) {
		err = -errno;
		pr_err("perf daemon: cannot open '%s': %s\n", lock_path, strerror(errno));
		goto out;
	}
	if (flock(lock_fd, LOCK_EX | LOCK_NB)) {
		char buf[32] = "";
		ssize_t n = pread(lock_fd, buf, sizeof(buf) - 1, 0);

		buf[n > 0 ? n : 0] = '\0';
		/* Linux perf's words: scripts look for "failed:" */
		fprintf(stderr, "failed: another perf daemon (pid %d) owns %s\n", atoi(buf),
			c.base);
		close(lock_fd);
		err = -EBUSY;
		goto out;
	}
	if (foreground) {
		err = daemon__run(&c, lock_fd, -1);
		close(lock_fd);
		goto out;
	}
	if (pipe2(ready, O_CLOEXEC)) {
		err = -errno;
		close(lock_fd);
		goto out;
	}
	fflush(NULL);
	pid = fork();
	if (pid < 0) {
		err = -errno;
		pr_err("perf daemon: cannot fork: %s\n", strerror(errno));
		close(lock_fd);
		goto out;
	}
	if (pid > 0) {
		char b;

		/* back once the daemon listens, so that a client right after finds it */
		close(ready[1]);
		close(lock_fd);
		if (read(ready[0], &b, 1) != 1) {
			pr_err("perf daemon: the daemon did not start: see %s/output\n", c.base);
			err = -ECHILD;
		}
		close(ready[0]);
		goto out;
	} else {
		char out_path[PATH_MAX];

		close(ready[0]);
		/* nothing of the caller's held open: $(perf daemon start) must not wait on us */
		for (int i = 3; i < 1024; i++)
			if (i != lock_fd && i != ready[1])
				close(i);
		setsid();
		snprintf(out_path, sizeof(out_path), "%s/output", c.base);
		redirect_stdio(out_path, O_TRUNC);
		err = daemon__run(&c, lock_fd, ready[1]);
		config__exit(&c);
		exit(err ? 1 : 0);
	}
out:
	config__exit(&c);
	return err;
}

/* ---- the clients ---- */

static int daemon__request(const char *cmd)
{
	struct daemon_config c = { 0 };
	struct sockaddr_un addr;
	char *req, buf[4096];
	ssize_t n;
	int fd, err;

	err = config__load(&c);
	if (err)
		goto out;
	err = socket_address(c.base, &addr);
	if (err)
		goto out;
	fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
	if (fd < 0 || connect(fd, (struct sockaddr *)&addr, sizeof(addr))) {
		err = -errno;
		pr_err("perf daemon: cannot connect to '%s': %s (is the daemon running?)\n",
		       addr.sun_path, strerror(errno));
		if (fd >= 0)
			close(fd);
		goto out;
	}
	req = xasprintf("%s\t%s\t%s\t%d\n", cmd, session_name ? session_name : "",
			field_sep ? field_sep : "", verbose > 0);
	if (write(fd, req, strlen(req)) != (ssize_t)strlen(req)) {
		err = -errno;
		pr_err("perf daemon: cannot talk to the daemon: %s\n", strerror(errno));
	}
	free(req);
	while (!err && (n = read(fd, buf, sizeof(buf))) > 0)
		fwrite(buf, 1, n, stdout);
	close(fd);
out:
	config__exit(&c);
	return err;
}

static char *default_config(void)
{
	const char *env = getenv("PERF_CONFIG"), *home = getenv("HOME");

	if (env && *env)
		return xstrdup(env);
	return xasprintf("%s/.perfconfig", home ? home : "");
}

int cmd_daemon(int argc, const char **argv)
{
	const struct option options[] = {
		OPT_INCR('v', "verbose", &verbose, "be more verbose"),
		OPT_STRING(0, "config", &config_path, "config file", "config file path"),
		OPT_STRING('x', "field-separator", &field_sep, "field separator",
			   "list the daemon and sessions as fields separated by this"),
		OPT_STRING(0, "session", &session_name, "session", "session name (signal, ping)"),
		OPT_BOOLEAN('f', "foreground", &foreground, "stay in the foreground (start)"),
		OPT_END(),
	};
	const char *cmd = "list";
	char *config = NULL, *abs;
	int err;

	if (argc > 1 && argv[1][0] != '-') {
		cmd = argv[1];
		argc--;
		argv++;
	}
	argc = parse_options(argc, argv, options, daemon_usage, 0);
	if (argc)
		usage_with_options_msg(daemon_usage, options, "unexpected argument '%s'", argv[0]);
	if (strcmp(cmd, "list") && strcmp(cmd, "start") && strcmp(cmd, "signal") &&
	    strcmp(cmd, "stop") && strcmp(cmd, "ping")) {
		pr_err("perf daemon: unknown command '%s': start, signal, stop or ping\n", cmd);
		return 1;
	}
	config = config_path ? xstrdup(config_path) : default_config();
	/* absolute: the daemon watches it from wherever it runs */
	abs = realpath(config, NULL);
	if (abs) {
		free(config);
		config = abs;
	}
	config_path = config;
	if (!strcmp(cmd, "start"))
		err = daemon__start();
	else
		err = daemon__request(cmd);
	free(config);
	return err ? 1 : 0;
}

PERF_COMMAND("daemon", cmd_daemon, "Run record sessions on background");

#include "TerminalGuard.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

#ifndef NSIG
#define NSIG 65
#endif

enum { sequence_capacity = 512 };

// The guard's whole state. Handlers read it; the program writes it only while disarmed
// (before `armed` is set, after it is cleared).

/// Set while the program has the terminal in its modes.
static volatile sig_atomic_t armed = 0;
/// Set when the terminal was set up again after a stop; taken by the program.
static volatile sig_atomic_t continued = 0;
/// Counts set-ups after stops, so the stop handler knows whether SIGCONT's handler did it.
static volatile sig_atomic_t entries = 0;
static int installed = 0;
static int terminal = -1;
static struct termios saved_modes;
static struct termios program_modes;
static char leave_sequence[sequence_capacity];
static size_t leave_length = 0;
static char enter_sequence[sequence_capacity];
static size_t enter_length = 0;
/// The disposition each guarded signal had before the guard was installed.
static struct sigaction previous[NSIG];

static void write_all(const char *bytes, size_t count) {
    while (count > 0) {
        ssize_t written = write(terminal, bytes, count);
        if (written < 0) {
            if (errno == EINTR) continue;
            return;
        }
        bytes += written;
        count -= (size_t)written;
    }
}

/// Puts the terminal back as it was before the program set it up.
static void leave_terminal(void) {
    write_all(leave_sequence, leave_length);
    tcsetattr(terminal, TCSADRAIN, &saved_modes);
}

/// Sets the terminal up for the program again, unless the process is in the background
/// (it would stop on SIGTTOU; it gets SIGCONT again when brought to the foreground).
static void enter_terminal(void) {
    if (tcgetpgrp(terminal) != getpgrp()) return;
    tcsetattr(terminal, TCSADRAIN, &program_modes);
    write_all(enter_sequence, enter_length);
    entries = entries + 1;
    continued = 1;
}

/// A fault the kernel raised for an instruction (not one sent with kill or raise): returning
/// from the handler runs the instruction again, which faults again with its real context.
static int is_fault(int signal, const siginfo_t *info) {
    if (info == NULL || info->si_code <= 0) return 0;
    return signal == SIGILL || signal == SIGTRAP || signal == SIGSEGV || signal == SIGBUS || signal == SIGFPE;
}

/// Restores the terminal, then lets the signal act as it would have without the guard.
static void on_exit_signal(int signal, siginfo_t *info, void *context) {
    (void)context;
    int saved_errno = errno;
    if (armed) {
        armed = 0;
        leave_terminal();
    }
    sigaction(signal, &previous[signal], NULL);
    if (!is_fault(signal, info)) raise(signal);
    errno = saved_errno;
}

/// Restores the terminal, stops with the default action, and once continued (or at once, in
/// an orphaned process group that cannot stop) sets the terminal up again.
static void on_stop_signal(int signal, siginfo_t *info, void *context) {
    (void)info;
    (void)context;
    int saved_errno = errno;
    int was_armed = armed;
    if (was_armed) leave_terminal();
    struct sigaction stop, ours;
    memset(&stop, 0, sizeof stop);
    stop.sa_handler = SIG_DFL;
    sigemptyset(&stop.sa_mask);
    sigaction(signal, &stop, &ours);
    sigset_t unblock, mask;
    sigemptyset(&unblock);
    sigaddset(&unblock, signal);
    pthread_sigmask(SIG_UNBLOCK, &unblock, &mask);
    sig_atomic_t before = entries;
    raise(signal);
    pthread_sigmask(SIG_SETMASK, &mask, NULL);
    sigaction(signal, &ours, NULL);
    if (was_armed && armed && entries == before) enter_terminal();
    errno = saved_errno;
}

/// After any stop (also SIGSTOP, which cannot be caught), sets the terminal up again.
static void on_continue_signal(int signal, siginfo_t *info, void *context) {
    (void)signal;
    (void)info;
    (void)context;
    int saved_errno = errno;
    if (armed) enter_terminal();
    errno = saved_errno;
}

static void restore_at_exit(void) {
    if (armed) {
        armed = 0;
        leave_terminal();
    }
}

/// Installs `handler` for `signal` unless the process ignores it. With `chain`, the
/// previous handler (a crash reporter such as Swift's backtracer) is put back before the
/// signal recurs; otherwise the default action is.
static void install(int signal, void (*handler)(int, siginfo_t *, void *), int chain) {
    struct sigaction current;
    if (sigaction(signal, NULL, &current) != 0) return;
    if (!(current.sa_flags & SA_SIGINFO) && current.sa_handler == SIG_IGN) return;
    if (!chain) {
        memset(&current, 0, sizeof current);
        current.sa_handler = SIG_DFL;
        sigemptyset(&current.sa_mask);
    }
    previous[signal] = current;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = handler;
    // No SA_RESTART: a read blocked when the process stopped returns EINTR, so the program
    // repaints at once after it continues.
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    sigaction(signal, &action, NULL);
}

void terminal_guard_install(void) {
    if (installed) return;
    installed = 1;
    atexit(restore_at_exit);
    // Swift's backtracer also catches SIGQUIT but, measured, leaves the process running after
    // a SIGQUIT from kill: the termination signals always get the default action.
    const int terminating[] = { SIGTERM, SIGINT, SIGHUP, SIGQUIT };
    const int crashing[] = { SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE };
    for (size_t i = 0; i < sizeof terminating / sizeof terminating[0]; i++) install(terminating[i], on_exit_signal, 0);
    for (size_t i = 0; i < sizeof crashing / sizeof crashing[0]; i++) install(crashing[i], on_exit_signal, 1);
    install(SIGTSTP, on_stop_signal, 0);
    install(SIGCONT, on_continue_signal, 0);
}

int terminal_guard_save_modes(int fd) {
    if (armed || tcgetattr(fd, &saved_modes) != 0) return -1;
    terminal = fd;
    return 0;
}

int terminal_guard_arm(const char *leave, size_t leave_count, const char *enter, size_t enter_count) {
    if (armed || terminal < 0 || leave_count > sequence_capacity || enter_count > sequence_capacity) return -1;
    if (tcgetattr(terminal, &program_modes) != 0) return -1;
    memcpy(leave_sequence, leave, leave_count);
    leave_length = leave_count;
    memcpy(enter_sequence, enter, enter_count);
    enter_length = enter_count;
    continued = 0;
    atomic_signal_fence(memory_order_seq_cst);  // the handlers see the sequences before `armed`
    armed = 1;
    return 0;
}

void terminal_guard_disarm(void) { armed = 0; }

int terminal_guard_is_armed(void) { return armed; }

int terminal_guard_take_continued(void) {
    if (!continued) return 0;
    continued = 0;
    return 1;
}

int terminal_guard_enable_suspend_character(int fd) {
    struct termios modes;
    if (tcgetattr(fd, &modes) != 0) return -1;
    modes.c_lflag |= ISIG;
    modes.c_cc[VINTR] = _POSIX_VDISABLE;
    modes.c_cc[VQUIT] = _POSIX_VDISABLE;
#ifdef VDSUSP
    modes.c_cc[VDSUSP] = _POSIX_VDISABLE;
#endif
#ifdef VSTATUS
    modes.c_cc[VSTATUS] = _POSIX_VDISABLE;
#endif
    return tcsetattr(fd, TCSADRAIN, &modes);
}

#ifndef TERMINAL_GUARD_H
#define TERMINAL_GUARD_H

#include <stddef.h>

// Restores the terminal on every way out of a full-screen program, and around job-control
// stops. All of the guard's state lives in TerminalGuard.c; its signal handlers do only
// async-signal-safe work: write(2) of byte strings prepared in advance, tcsetattr(3),
// sigaction(2), raise(3). The program owns the terminal modes and sequences; the guard knows
// nothing about curses.

/// Installs, once per process, the handlers for SIGTERM, SIGINT, SIGHUP, SIGQUIT, the crash
/// signals (SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE), SIGTSTP and SIGCONT, and an
/// atexit handler. Signals the process ignores (SIGHUP under nohup) stay ignored. Call it
/// before curses starts, so ncurses keeps its own SIGINT/SIGTERM/SIGTSTP handlers away.
void terminal_guard_install(void);

/// Saves the modes of terminal `fd` as the ones to restore, before anything changes them.
/// Returns 0, or -1 when `fd` is not a terminal.
int terminal_guard_save_modes(int fd);

/// Arms the guard once the program has set up the terminal: the modes `fd` has now are the
/// program's, `leave` puts the terminal back (it is written before the saved modes are
/// restored), `enter` sets it up again after a stop. Returns 0, or -1 when a sequence is
/// longer than 512 bytes or no modes were saved.
int terminal_guard_arm(const char *leave, size_t leave_length, const char *enter, size_t enter_length);

/// Disarms the guard: the program restored the terminal itself.
void terminal_guard_disarm(void);

/// 1 while armed.
int terminal_guard_is_armed(void);

/// 1, once, when the terminal was set up again after the process continued (SIGCONT) while
/// armed: the program must repaint its whole screen.
int terminal_guard_take_continued(void);

/// Makes the terminal's suspend character (Ctrl-Z, `stty susp`) send SIGTSTP while the
/// interrupt, quit (and on BSD, delayed-suspend and status) characters stay ordinary input:
/// raw mode plus ISIG with only VSUSP left. Returns 0, or -1 when `fd` is not a terminal.
int terminal_guard_enable_suspend_character(int fd);

#endif

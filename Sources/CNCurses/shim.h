#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H
#define NCURSES_WIDECHAR 1
#include <ncurses.h>
#include <term.h>
#include <locale.h>
#include <wchar.h>
#include <langinfo.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// Swift 6 rejects mutable C globals (stdscr, COLORS, stdout, ...) and does not import
// function-like macros; these getters and constants stand in for them. Only the
// CursesBackend module may import this header: the statics below exist once per importing
// Swift module, and the exit guard must be a single instance.

static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline int cn_colors(void) { return COLORS; }
static inline int cn_color_pairs(void) { return COLOR_PAIRS; }
static inline SCREEN *cn_newterm(const char *term) { return newterm(term, stdout, stdin); }
static inline int cn_stdin_is_tty(void) { return isatty(STDIN_FILENO); }
static inline int cn_stdout_is_tty(void) { return isatty(STDOUT_FILENO); }
static inline int cn_codeset_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

/// 1 when terminfo entry `name` (NULL: $TERM) has the RGB flag, 0 when not, -1 when the entry
/// is missing. Leaves no terminal loaded.
static inline int cn_terminfo_has_rgb(const char *name) {
    TERMINAL *saved = cur_term;
    int error = 0;
    if (setupterm(name, -1, &error) != OK) { set_curterm(saved); return -1; }
    int flag = tigetflag("RGB");
    TERMINAL *probe = set_curterm(saved);
    del_curterm(probe);
    return flag > 0 ? 1 : 0;
}

/// Whether the current terminal has the RGB flag (call after newterm).
static inline int cn_current_has_rgb(void) { return tigetflag("RGB") > 0; }

static const attr_t CN_A_NORMAL = A_NORMAL;
static const attr_t CN_A_BOLD = A_BOLD;
static const attr_t CN_A_DIM = A_DIM;
static const attr_t CN_A_UNDERLINE = A_UNDERLINE;
static const attr_t CN_A_REVERSE = A_REVERSE;
static const attr_t CN_A_ITALIC = A_ITALIC;

static const mmask_t CN_BUTTON1_PRESSED = BUTTON1_PRESSED;
static const mmask_t CN_BUTTON1_CLICKED = BUTTON1_CLICKED;
static const mmask_t CN_BUTTON4_PRESSED = BUTTON4_PRESSED;
static const mmask_t CN_BUTTON5_PRESSED = BUTTON5_PRESSED;

// MARK: - Exit guard: restore the terminal on every way out.

/// Set while a curses screen is active; read by the signal and atexit handlers.
static volatile sig_atomic_t cn_active = 0;
static int cn_guard_installed = 0;
/// The disposition each guarded signal had before the guard was installed.
static inline struct sigaction *cn_previous_action(int signal) {
    static struct sigaction actions[NSIG];
    return &actions[signal];
}

static inline void cn_restore_terminal(void) {
    if (cn_active) {
        cn_active = 0;
        endwin();
    }
}

static void cn_at_exit(void) { cn_restore_terminal(); }

/// Restores the terminal, then lets the signal act as it would have without curses.
/// The action put back is SIG_DFL for SIGTERM/SIGINT/SIGHUP/SIGQUIT, and the previous one for
/// crash signals (SIG_DFL unless someone installed a handler, e.g. Swift's backtracer, which
/// then still prints its backtrace, on a restored screen). A signal sent by kill/raise
/// (si_code <= 0) is raised again; a fault raised by the kernel recurs, with its real
/// context, when the faulting instruction runs again after this handler returns.
static void cn_on_signal(int signal, siginfo_t *info, void *context) {
    (void)context;
    cn_restore_terminal();
    sigaction(signal, cn_previous_action(signal), NULL);
    if (info == NULL || info->si_code <= 0) raise(signal);
}

/// Installs the atexit handler and the handlers for SIGTERM, SIGINT, SIGHUP, SIGQUIT and the
/// crash signals, once per process. Call it before newterm, so ncurses keeps its own
/// SIGINT/SIGTERM handlers (which exit(1) instead of dying by the signal) out of the way.
/// Signals the process ignores (e.g. SIGHUP under nohup) stay ignored.
static inline void cn_install_exit_guard(void) {
    if (cn_guard_installed) return;
    cn_guard_installed = 1;
    atexit(cn_at_exit);
    // Swift's backtracer also catches SIGQUIT but, measured, leaves the process running
    // after a SIGQUIT from kill: the termination signals always get the default action.
    const int terminating = 4;
    const int signals[] = { SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE };
    for (int i = 0; i < (int)(sizeof signals / sizeof signals[0]); i++) {
        int signal = signals[i];
        struct sigaction current;
        if (sigaction(signal, NULL, &current) != 0) continue;
        if (!(current.sa_flags & SA_SIGINFO) && current.sa_handler == SIG_IGN) continue;
        if (i < terminating) {
            memset(&current, 0, sizeof current);
            current.sa_handler = SIG_DFL;
        }
        *cn_previous_action(signal) = current;
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_sigaction = cn_on_signal;
        action.sa_flags = SA_SIGINFO | SA_ONSTACK;
        sigemptyset(&action.sa_mask);
        sigaction(signal, &action, NULL);
    }
}

static inline void cn_set_active(int active) { cn_active = active ? 1 : 0; }
static inline int cn_is_active(void) { return cn_active; }

#endif

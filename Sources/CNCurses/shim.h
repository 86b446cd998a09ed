#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H
#include <ncurses.h>
#include <term.h>
#include <locale.h>
#include <langinfo.h>
#include <string.h>
#include <unistd.h>

// What Swift sees of curses: the narrow API common to the macOS SDK's ncurses 5.7 and to
// ncurses 6.x. On macOS this header is the SDK's Darwin.ncurses module, which declares no
// wide-character calls; those, and everything that differs between versions, are in
// CNCursesCompat (a C target compiled with the right feature macros).
//
// Swift 6 rejects mutable C globals (stdscr, COLORS, stdout, ...) and does not import
// function-like macros; these stateless getters and constants stand in for them.

static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline int cn_colors(void) { return COLORS; }
static inline int cn_color_pairs(void) { return COLOR_PAIRS; }
static inline int cn_width(void) { return getmaxx(stdscr); }
static inline int cn_height(void) { return getmaxy(stdscr); }
static inline SCREEN *cn_newterm(const char *term) { return newterm((char *)term, stdout, stdin); }
static inline int cn_stdin_is_tty(void) { return isatty(STDIN_FILENO); }
static inline int cn_stdout_is_tty(void) { return isatty(STDOUT_FILENO); }
static inline int cn_codeset_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

/// What palette asks of terminfo entry `name` (NULL: $TERM) before starting: -1 when the entry
/// is missing; else bit 0 set when it has the RGB flag, bit 1 when it can move the cursor
/// (`cup`; `dumb` cannot, and a full-screen program cannot draw there). Leaves no terminal loaded.
static inline int cn_terminfo_probe(const char *name) {
    TERMINAL *saved = cur_term;
    int error = 0;
    if (setupterm((char *)name, -1, &error) != OK) { set_curterm(saved); return -1; }
    int rgb = tigetflag((char *)"RGB") > 0;
    const char *cup = tigetstr((char *)"cup");
    int moves = cup != NULL && cup != (const char *)-1 && cup[0] != '\0';
    TERMINAL *probe = set_curterm(saved);
    del_curterm(probe);
    return rgb | (moves << 1);
}

/// Whether the current terminal has the RGB flag (call after newterm).
static inline int cn_current_has_rgb(void) { return tigetflag((char *)"RGB") > 0; }

static const attr_t CN_A_NORMAL = A_NORMAL;
static const attr_t CN_A_BOLD = A_BOLD;
static const attr_t CN_A_DIM = A_DIM;
static const attr_t CN_A_UNDERLINE = A_UNDERLINE;
static const attr_t CN_A_REVERSE = A_REVERSE;
#ifdef A_ITALIC
static const attr_t CN_A_ITALIC = A_ITALIC;
#else
static const attr_t CN_A_ITALIC = A_NORMAL;  // ncurses before 5.9: no italics
#endif

static const mmask_t CN_BUTTON1_PRESSED = BUTTON1_PRESSED;
static const mmask_t CN_BUTTON1_CLICKED = BUTTON1_CLICKED;
static const mmask_t CN_BUTTON4_PRESSED = BUTTON4_PRESSED;
#if NCURSES_MOUSE_VERSION > 1
static const mmask_t CN_BUTTON5_PRESSED = BUTTON5_PRESSED;
#else
static const mmask_t CN_BUTTON5_PRESSED = 0;  // mouse version 1 (ncurses 5.7) has no wheel-down event
#endif

#endif

// Package.swift defines NCURSES_WIDECHAR, and on macOS _XOPEN_SOURCE_EXTENDED (which the
// SDK's ncurses 5.7 needs before it declares cchar_t and wget_wch) and _DARWIN_C_SOURCE, on
// the command line: there they also reach a curses header that clang imports as a module.
#include "CNCursesCompat.h"

#include <limits.h>
#include <string.h>
#include <wchar.h>
#include <ncurses.h>
#include <term.h>

#if NCURSES_VERSION_MAJOR > 6 || (NCURSES_VERSION_MAJOR == 6 && NCURSES_VERSION_MINOR >= 1)
#define CN_NCURSES_6_1 1
#else
#define CN_NCURSES_6_1 0
#endif

#if CN_NCURSES_6_1 && defined(NCURSES_EXT_COLORS)
#define CN_EXTENDED_COLORS 1
#else
#define CN_EXTENDED_COLORS 0
#endif

int cn_supports_direct_color(void) { return CN_EXTENDED_COLORS; }

int cn_init_pair(int pair, int foreground, int background) {
#if CN_EXTENDED_COLORS
    return init_extended_pair(pair, foreground, background) == OK ? 0 : -1;
#else
    if (pair > SHRT_MAX || foreground > SHRT_MAX || background > SHRT_MAX) return -1;
    return init_pair((short)pair, (short)foreground, (short)background) == OK ? 0 : -1;
#endif
}

void cn_reset_pairs(void) {
#if CN_NCURSES_6_1
    reset_color_pairs();
#endif
}

void cn_set_escape_delay(int milliseconds) {
#if NCURSES_VERSION_MAJOR > 5 || (NCURSES_VERSION_MAJOR == 5 && NCURSES_VERSION_MINOR >= 7)
    set_escdelay(milliseconds);
#else
    ESCDELAY = milliseconds;
#endif
}

/// A cell for `characters` (NUL-ended); pairs above 32767 need extended colors.
static int make_cell(cchar_t *cell, const wchar_t *characters, attr_t attributes, int pair) {
#if CN_EXTENDED_COLORS
    return setcchar(cell, characters, attributes, 0, &pair);
#else
    if (pair > SHRT_MAX) return ERR;
    return setcchar(cell, characters, attributes, (short)pair, NULL);
#endif
}

int cn_put_cell(int y, int x, const uint32_t *scalars, int count, uint64_t attributes, int pair) {
    wchar_t characters[CCHARW_MAX];
    int length = 0;
    while (length < count && length < CCHARW_MAX - 1) {
        characters[length] = (wchar_t)scalars[length];
        length++;
    }
    if (length == 0) characters[length++] = L' ';
    characters[length] = 0;
    cchar_t cell;
    if (make_cell(&cell, characters, (attr_t)attributes, pair) != OK) {
        characters[1] = 0;
        if (make_cell(&cell, characters, (attr_t)attributes, pair) != OK) return -1;
    }
    return mvwadd_wch(stdscr, y, x, &cell) == OK ? 0 : -1;
}

int cn_read_input(uint32_t *value) {
    wint_t input = 0;
    int status = wget_wch(stdscr, &input);
    *value = (uint32_t)input;
    if (status == KEY_CODE_YES) return 1;
    return status == OK ? 0 : -1;
}

void cn_unread_character(uint32_t scalar) { unget_wch((wchar_t)scalar); }

// MARK: - Sequences for the terminal guard

/// True for a string capability the entry has (tigetstr gives NULL or -1 otherwise).
static int is_present(const char *capability) {
    return capability != NULL && capability != (const char *)-1 && capability[0] != '\0';
}

/// Appends `text` without terminfo padding (`$<...>`); clears `*fits` when it runs out of room.
static void append(char *buffer, size_t capacity, size_t *length, const char *text, int *fits) {
    if (!is_present(text)) return;
    for (const char *p = text; *p != '\0'; p++) {
        if (p[0] == '$' && p[1] == '<') {
            const char *end = strchr(p, '>');
            if (end != NULL) { p = end; continue; }
        }
        if (*length >= capacity) { *fits = 0; return; }
        buffer[(*length)++] = *p;
    }
}

static void append_capability(char *buffer, size_t capacity, size_t *length, const char *name, int *fits) {
    append(buffer, capacity, length, tigetstr((char *)name), fits);
}

/// What ncurses sends to turn xterm mouse reporting on or off: the entry's `XM`, else the
/// 1006 or 1000 protocol; nothing when ncurses would not use the xterm mouse.
static void append_mouse(char *buffer, size_t capacity, size_t *length, int on, int *fits) {
    const char *name = termname();
    if (!is_present(tigetstr((char *)"kmous")) && (name == NULL || strstr(name, "xterm") == NULL)) return;
    const char *xm = tigetstr((char *)"XM");
    if (!is_present(xm)) {
        xm = tigetnum((char *)"XM") == 1006 ? "\033[?1006;1000%?%p1%{1}%=%th%el%;" : "\033[?1000%?%p1%{1}%=%th%el%;";
    }
    append(buffer, capacity, length, tparm((char *)xm, (long)on, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L), fits);
}

size_t cn_leave_sequence(char *buffer, size_t capacity, int mouse) {
    size_t length = 0;
    int fits = 1;
    if (mouse) append_mouse(buffer, capacity, &length, 0, &fits);
    append_capability(buffer, capacity, &length, "sgr0", &fits);
    append_capability(buffer, capacity, &length, "cnorm", &fits);
    append_capability(buffer, capacity, &length, "rmkx", &fits);
    append_capability(buffer, capacity, &length, "rmcup", &fits);
    return fits ? length : 0;
}

size_t cn_enter_sequence(char *buffer, size_t capacity, int mouse, int hidden_cursor) {
    size_t length = 0;
    int fits = 1;
    append_capability(buffer, capacity, &length, "smcup", &fits);
    append_capability(buffer, capacity, &length, "smkx", &fits);
    if (hidden_cursor) append_capability(buffer, capacity, &length, "civis", &fits);
    if (mouse) append_mouse(buffer, capacity, &length, 1, &fits);
    return fits ? length : 0;
}

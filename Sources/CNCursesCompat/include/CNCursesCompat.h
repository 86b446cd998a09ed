#ifndef CNCURSES_COMPAT_H
#define CNCURSES_COMPAT_H

#include <stddef.h>
#include <stdint.h>

// The curses calls whose declarations differ between the macOS SDK's ncurses 5.7 and
// ncurses 6.x, compiled in C with the feature macros that declare the wide-character API
// (`_XOPEN_SOURCE_EXTENDED` on macOS). Everything works on the current screen (stdscr).
// This header includes no curses header, so Swift sees only these functions.

/// 1 when ncurses has extended colors (6.1 or later): pairs above 32767, color numbers
/// as 0xRRGGBB in `*-direct` entries. Without them palette shows 256 colors at most.
int cn_supports_direct_color(void);

/// Defines color pair `pair` (`init_extended_pair`, or `init_pair` where the pair and
/// colors fit in a short). Returns 0, or -1 when curses refuses.
int cn_init_pair(int pair, int foreground, int background);

/// Forgets every color pair (`reset_color_pairs`; before ncurses 6.1 pairs are simply
/// defined again over the old ones).
void cn_reset_pairs(void);

/// Sets how long curses waits after ESC for the rest of a key's sequence.
void cn_set_escape_delay(int milliseconds);

/// Puts one cell at (`y`, `x`): `count` scalars (a character and up to three combining
/// marks) with curses `attributes` and color `pair`; when curses refuses the combination, the
/// first scalar alone. Returns 0, or -1 when even that fails.
int cn_put_cell(int y, int x, const uint32_t *scalars, int count, uint64_t attributes, int pair);

/// Reads one input with `wget_wch`: 0 with a character in `*value`, 1 with a key code
/// (`KEY_*`) in `*value`, -1 when nothing came (timeout, interrupted, hung up).
int cn_read_input(uint32_t *value);

/// Puts a character back, to be read next.
void cn_unread_character(uint32_t scalar);

/// The terminal's sequences that undo what palette's curses set-up turned on, in the order
/// to send them: mouse reporting off (with `mouse`), attributes off (sgr0), cursor shown
/// (cnorm), keypad off (rmkx), alternate screen left (rmcup). Terminfo padding (`$<5>`) is
/// dropped. Writes at most `capacity` bytes; returns the length, or 0 when they do not fit.
size_t cn_leave_sequence(char *buffer, size_t capacity, int mouse);

/// The sequences that set the terminal up again after a stop: alternate screen (smcup),
/// keypad on (smkx), cursor hidden (civis, with `hidden_cursor`), mouse reporting on (with
/// `mouse`). Same rules as `cn_leave_sequence`.
size_t cn_enter_sequence(char *buffer, size_t capacity, int mouse, int hidden_cursor);

#endif

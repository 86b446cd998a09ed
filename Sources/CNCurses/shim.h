#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H
#define NCURSES_WIDECHAR 1
#include <ncurses.h>
#include <term.h>
#include <locale.h>
#include <wchar.h>
#endif

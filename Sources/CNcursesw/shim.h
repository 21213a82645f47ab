// Wide-character ncurses (the X/Open extended API: cchar_t, get_wch, setcchar), with the
// macros Swift cannot import turned into constants and functions.
#ifndef TABLEKIT_CNCURSESW_SHIM_H
#define TABLEKIT_CNCURSESW_SHIM_H
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <locale.h>
#include <stdio.h>
#include <signal.h>
#include <termios.h>
#include <unistd.h>
#include <ncursesw/curses.h>

static const attr_t tk_A_NORMAL = A_NORMAL;
static const attr_t tk_A_BOLD = A_BOLD;
static const attr_t tk_A_DIM = A_DIM;
static const attr_t tk_A_UNDERLINE = A_UNDERLINE;
static const attr_t tk_A_REVERSE = A_REVERSE;
static const attr_t tk_A_ITALIC = A_ITALIC;

static const mmask_t tk_BUTTON1_PRESSED = BUTTON1_PRESSED;
static const mmask_t tk_BUTTON1_RELEASED = BUTTON1_RELEASED;
static const mmask_t tk_BUTTON1_CLICKED = BUTTON1_CLICKED;
static const mmask_t tk_BUTTON4_PRESSED = BUTTON4_PRESSED;
static const mmask_t tk_BUTTON5_PRESSED = BUTTON5_PRESSED;
static const mmask_t tk_BUTTON_SHIFT = BUTTON_SHIFT;
static const mmask_t tk_ALL_MOUSE_EVENTS = ALL_MOUSE_EVENTS;

static inline int tk_ccharw_max(void) { return CCHARW_MAX; }

/// Fills a cchar_t from up to CCHARW_MAX wide characters (spacing first, then combining).
static inline int tk_setcchar(cchar_t *cc, const wchar_t *wch, attr_t attrs, short pair) {
    return setcchar(cc, wch, attrs, pair, NULL);
}

/* Accessors for C globals, which Swift 6 rejects as shared mutable state. */
static inline WINDOW *tk_stdscr(void) { return stdscr; }
static inline FILE *tk_stdout(void) { return stdout; }
static inline FILE *tk_stdin(void) { return stdin; }
static inline FILE *tk_stderr(void) { return stderr; }
static inline int tk_color_pairs(void) { return COLOR_PAIRS; }

/* True when the terminal can move the cursor (terminfo "cup"): "dumb" and the like cannot
   show a full-screen program. */
static inline int tk_can_address_cursor(void) {
    char *s = tigetstr("cup");
    return s != NULL && s != (char *)-1;
}

/* The C library's column width of a wide character (-1 when it does not know it), the
   measure ncurses and most terminals go by. */
static inline int tk_wcwidth(wchar_t c) {
    extern int wcwidth(wchar_t);
    return wcwidth(c);
}
#endif

/* The ncurses baseline for the pty benchmark: a scrolling list of names written as an
 * ncurses programmer would, with the same screen as `sections` (TableKit's sample).
 *
 *   ncurses_list LIST INDEX STATUS HELP
 *
 * LIST holds one entry per line: "#T" is the header of section T, anything else a name.
 * INDEX holds one line per line of the table: the section index glyph shown there (or
 * an empty line); with no glyph at all the list takes the whole width. STATUS and HELP are the last two lines of the screen.
 *
 * Layout (W×H): the table takes lines 0..H-3 and columns 0..W-4, the index columns
 * W-3..W-1, the status line H-2 (reverse) and the help line H-1 (dim). Section headers
 * are bold black on cyan; the header of the section at the top is pinned on line 0; the
 * cursor row is reversed. `j` / Down moves the cursor one row down and `k` / Up one row
 * up, scrolling the list by whole lines so that the cursor row stays on screen; `q` quits.
 *
 * The list is its own window (with `scrollok` and `wscrl`), and the index its own
 * window drawn once, so a scroll is one `wscrl` plus the lines that came into view; ncurses
 * decides what to send (`idlok`: hardware scrolling where the terminal has it).
 */
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include <ncursesw/curses.h>

enum { HEADER_PAIR = 1, INDEX_PAIR = 2 };

static char **entries; /* "#T" for a header, else a name */
static int count;
static WINDOW *list, *index_win;
static int tw, th;     /* table width (content) and height */
static int offset;     /* entry at table line 0 */
static int cursor;     /* entry index of the cursor row; -1 for none */
static int has_headers; /* whether any entry is a section header */

static char **read_lines(const char *path, int *n) {
    FILE *f = fopen(path, "r");
    if (!f) { perror(path); exit(1); }
    char **lines = NULL;
    int cap = 0;
    *n = 0;
    char buf[4096];
    while (fgets(buf, sizeof buf, f)) {
        buf[strcspn(buf, "\n")] = 0;
        if (*n == cap) { cap = cap ? cap * 2 : 256; lines = realloc(lines, cap * sizeof *lines); }
        lines[(*n)++] = strdup(buf);
    }
    fclose(f);
    return lines;
}

static int is_header(int i) { return entries[i][0] == '#'; }

/* The header entry of the section that entry i belongs to. */
static int section_of(int i) {
    while (i > 0 && !is_header(i)) i--;
    return i;
}

static void put_text(WINDOW *w, int y, int x, const char *s) {
    wchar_t wide[1024];
    size_t n = mbstowcs(wide, s, 1023);
    if (n == (size_t)-1) return;
    mvwaddnwstr(w, y, x, wide, (int)n);
}

/* Draws table line y (0-based) of the list window: the entry offset + y. */
static void draw_line(int y) {
    int i = offset + y;
    if (y == 0 && i < count && !is_header(i) && is_header(section_of(i))) i = section_of(i); /* the pinned header */
    wmove(list, y, 0);
    if (i >= count) { wattrset(list, A_NORMAL); wclrtoeol(list); return; }
    /* whline fills the line without moving the cursor, so the window never scrolls. */
    if (is_header(i)) {
        wattrset(list, A_BOLD | COLOR_PAIR(HEADER_PAIR));
        whline(list, ' ' | A_BOLD | COLOR_PAIR(HEADER_PAIR), tw);
        put_text(list, y, 1, entries[i] + 1);
    } else {
        attr_t a = i == cursor ? A_REVERSE : A_NORMAL;
        wattrset(list, a);
        whline(list, ' ' | a, tw);
        put_text(list, y, 1, entries[i]);
    }
    wattrset(list, A_NORMAL);
}

/* The next (dir 1) or previous (dir -1) name entry from the cursor; the cursor when none. */
static int next_row(int dir) {
    for (int i = cursor + dir; i >= 0 && i < count; i += dir)
        if (!is_header(i)) return i;
    return cursor;
}

static void move_cursor(int dir) {
    int old = cursor;
    cursor = next_row(dir);
    if (cursor == old) return;
    int shift = 0;
    if (cursor - offset > th - 1) shift = cursor - offset - (th - 1);
    /* Moving up: the row must show below the pinned header (line 0), or on line 0 when
       the list has no headers. */
    int first_line = has_headers ? 1 : 0;
    if (cursor - offset < first_line && offset > 0) {
        int top = cursor - first_line;
        if (top < 0) top = 0;
        shift = top - offset;
    }
    if (shift != 0) {
        /* Lines 1..th-1 scroll; line 0 (the pinned header) is drawn again. */
        wsetscrreg(list, 1, th - 1);
        offset += shift;
        wscrl(list, shift);
        draw_line(0);
        if (shift > 0) { for (int y = th - shift; y < th; y++) if (y >= 1) draw_line(y); }
        else { for (int y = 1; y <= -shift && y < th; y++) draw_line(y); }
    }
    if (old - offset >= 0 && old - offset < th) draw_line(old - offset);
    draw_line(cursor - offset);
}

int main(int argc, char **argv) {
    if (argc != 5) { fprintf(stderr, "usage: ncurses_list LIST INDEX STATUS HELP\n"); return 2; }
    setlocale(LC_ALL, "");
    entries = read_lines(argv[1], &count);
    for (int i = 0; i < count; i++) if (is_header(i)) has_headers = 1;
    int index_lines;
    char **index_glyphs = read_lines(argv[2], &index_lines);
    int n;
    char **status = read_lines(argv[3], &n);
    char **help = read_lines(argv[4], &n);

    initscr();
    raw();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    curs_set(0);
    start_color();
    use_default_colors();
    init_pair(HEADER_PAIR, COLOR_BLACK, COLOR_CYAN);
    init_pair(INDEX_PAIR, COLOR_BLUE, -1);

    /* No index glyphs: the list takes the whole width, as a table without an index does. */
    int has_index = 0;
    for (int i = 0; i < index_lines; i++) if (index_glyphs[i][0]) has_index = 1;
    tw = has_index ? COLS - 3 : COLS;
    th = LINES - 2;
    list = newwin(th, tw, 0, 0);
    index_win = has_index ? newwin(th, 3, 0, tw) : NULL;
    idlok(list, TRUE);
    scrollok(list, TRUE);
    keypad(list, TRUE);
    offset = 0;
    cursor = -1; /* no cursor row until the first key, as in TableKit */
    for (int y = 0; y < th; y++) draw_line(y);
    if (index_win) {
        wattrset(index_win, A_BOLD | COLOR_PAIR(INDEX_PAIR));
        for (int y = 0; y < th && y < index_lines; y++) put_text(index_win, y, 1, index_glyphs[y]);
    }
    wattrset(stdscr, A_REVERSE);
    for (int x = 0; x < COLS; x++) mvwaddch(stdscr, LINES - 2, x, ' ');
    put_text(stdscr, LINES - 2, 1, status[0]);
    wattrset(stdscr, A_DIM);
    put_text(stdscr, LINES - 1, 0, help[0]);
    wnoutrefresh(stdscr);
    wnoutrefresh(list);
    if (index_win) wnoutrefresh(index_win);
    doupdate();
    for (;;) {
        int ch = wgetch(list);
        if (ch == 'q') break;
        if (ch == 'j' || ch == KEY_DOWN) move_cursor(1);
        else if (ch == 'k' || ch == KEY_UP) move_cursor(-1);
        else continue;
        wnoutrefresh(list);
        doupdate();
    }
    endwin();
    return 0;
}

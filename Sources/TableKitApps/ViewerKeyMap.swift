import TableKit

/// The keys of `tablekit view`'s data screen (here, beside the other maps the CLI shares,
/// since TableKit's `KeyMaps` holds only UIKit's components) beside the table's own (`KeyMaps.table`) and
/// the search's (`KeyMaps.search`): the column summary, the frequency table and the rows
/// with a value, the filters asked in a prompt, hiding, sizing and finding columns, going
/// to a row, undo, copying to the terminal's clipboard, the search's regular-expression
/// mode, saving the rows shown (docs/decisions/2026-12-03-the-viewer-s-column-filter-and-undo-keys.md).
/// Dispatched by the screen's action table
/// (DataTableViewController+Keys) and listed by `?` and `tablekit keys` from this map.
public struct ViewerKeyMap: KeyMap {
    /// `I` (VisiData's Shift-I): a sheet of the shown columns' figures, one row a column,
    /// made in the background.
    public var summary = KeyBinding([.character("I")], help: "column summary")
    /// Esc while the summary is being made (and no search is open): stop making it.
    public var cancelSummary = KeyBinding([.escape], "Esc", help: "stop the summary")
    /// `F` (VisiData's Shift-F): a sheet of the cursor column's distinct values (of the key
    /// columns' combinations of values, when `!` marked some) with their counts, percents
    /// and bars, most rows first, counted in the background.
    public var frequency = KeyBinding([.character("F")], help: "frequency table", short: false)
    /// Esc while the frequency table is counted (and no search is open): stop counting.
    public var cancelFrequency = KeyBinding([.escape], "Esc", help: "stop the frequency table")
    /// `!` (VisiData's): the cursor's column a key column on this sheet, or no longer one;
    /// its title starts with 🔑, and `F` then counts the combinations of the key columns'
    /// values.
    public var keyColumn = KeyBinding([.character("!")], help: "key column (F: combinations)", short: false)
    /// `,` (VisiData's comma): a sheet of the rows whose cell in the cursor's column has the
    /// cursor cell's value; on such a sheet it filters further.
    public var rowsWithValue = KeyBinding([.character(",")], help: "rows with this value", short: false)
    /// `y` (vim's yank): the cursor's cell, whole, to the terminal's clipboard (OSC 52).
    public var copyCell = KeyBinding([.character("y")], help: "copy cell", short: false)
    /// `Y`: the cursor's row, its shown fields joined by tabs, to the terminal's clipboard.
    public var copyRow = KeyBinding([.character("Y")], help: "copy row", short: false)
    /// ⌃R while typing a search: read the query as a regular expression, or as words again.
    public var regexMode = KeyBinding([.ctrl("r")], "^R", help: "regex/words", short: false)
    /// ⌃S: save the rows shown (their columns, order, filter and sort) to a file named in a
    /// prompt, the format from its extension. Listed in the full help (`?`), not on the key bar.
    public var save = KeyBinding([.ctrl("s")], "^S", help: "save the rows shown", short: false)

    /// `|` (VisiData's `|`): a prompt for a regular expression, read as the search's regex
    /// mode reads one (smart case); a sheet of the rows whose cell in the cursor's column
    /// matches it.
    public var regexFilter = KeyBinding([.character("|")], help: "filter by regex", short: false)
    /// `=`: a prompt for an expression, read as `--where` reads it; a sheet of the rows
    /// satisfying it. VisiData has no single key for it (its `z|` is close).
    public var expressionFilter = KeyBinding([.character("=")], help: "filter by expression", short: false)
    /// `-` (VisiData's `-`): hide the cursor's column on this sheet.
    public var hideColumn = KeyBinding([.character("-")], help: "hide column", short: false)
    /// `v`: show every column hidden on this sheet again (VisiData's `gv`, without its prefix).
    public var showColumns = KeyBinding([.character("v")], help: "show hidden columns", short: false)
    /// `h` (vim's): the column cursor left, as ←, staying on the first column.
    public var columnLeft = KeyBinding([.character("h")], help: "column left", short: false)
    /// `l` (vim's): the column cursor right, as →.
    public var columnRight = KeyBinding([.character("l")], help: "column right", short: false)
    /// `c` (VisiData's): a prompt for a name; the column cursor to the first column shown
    /// whose name contains it, case ignored.
    public var findColumn = KeyBinding([.character("c")], help: "go to column", short: false)
    /// `<`: the cursor's column 2 terminal columns narrower (1 at least).
    public var narrowColumn = KeyBinding([.character("<")], help: "narrow column", short: false)
    /// `>`: the cursor's column 2 terminal columns wider (200 at most).
    public var widenColumn = KeyBinding([.character(">")], help: "widen column", short: false)
    /// `:` (vim's): a prompt for a row's number; the cursor to that row, 1 the first shown.
    public var goToRow = KeyBinding([.character(":")], help: "go to row", short: false)
    /// `U` (VisiData's): take back the last sort, column hidden, shown, resized or marked a
    /// key column, or the sheet opened, the cursor where it was; up to 100 steps.
    public var undo = KeyBinding([.character("U")], help: "undo", short: false)
    /// Esc, `q` (VisiData's) or ⌫ on a screen pushed over another (a frequency table, a
    /// filter, the summary, a file or table opened from a list): back to the one under it;
    /// `q` on the first screen quits.
    public var back = KeyBinding([.escape, .character("q"), .backspace], "Esc/q", help: "back")

    public var allBindings: [KeyBinding] {
        [
            summary, cancelSummary, frequency, cancelFrequency, keyColumn, rowsWithValue, regexFilter, expressionFilter,
            hideColumn, showColumns, columnLeft, columnRight, findColumn, narrowColumn, widenColumn, goToRow, undo,
            copyCell, copyRow, regexMode, save, back,
        ]
    }

    /// The map the screen reads at each key: remapped here, as `KeyMaps.current`.
    @MainActor public static var current = ViewerKeyMap()

    /// The standard keys.
    public init() {}
}

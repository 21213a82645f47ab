import TableKit

/// The keys of `tablekit view`'s data screen (here, beside the other maps the CLI shares,
/// since TableKit's `KeyMaps` holds only UIKit's components) beside the table's own (`KeyMaps.table`) and
/// the search's (`KeyMaps.search`): the column summary, the frequency table and the rows
/// with a value, copying to the terminal's clipboard, the search's regular-expression
/// mode, saving the rows shown. Dispatched by the screen's action table
/// (DataTableViewController+Keys) and listed by `?` and `tablekit keys` from this map.
public struct ViewerKeyMap: KeyMap {
    /// `I` (VisiData's Shift-I): a sheet of the shown columns' figures, one row a column,
    /// made in the background.
    public var summary = KeyBinding([.character("I")], help: "column summary")
    /// Esc while the summary is being made (and no search is open): stop making it.
    public var cancelSummary = KeyBinding([.escape], "Esc", help: "stop the summary")
    /// `F` (VisiData's Shift-F): a sheet of the cursor column's distinct values with their
    /// counts, percents and bars, most rows first, counted in the background.
    public var frequency = KeyBinding([.character("F")], help: "frequency table", short: false)
    /// Esc while the frequency table is counted (and no search is open): stop counting.
    public var cancelFrequency = KeyBinding([.escape], "Esc", help: "stop the frequency table")
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

    public var allBindings: [KeyBinding] {
        [summary, cancelSummary, frequency, cancelFrequency, rowsWithValue, copyCell, copyRow, regexMode, save]
    }

    /// The map the screen reads at each key: remapped here, as `KeyMaps.current`.
    @MainActor public static var current = ViewerKeyMap()

    /// The standard keys.
    public init() {}
}

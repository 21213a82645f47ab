import TableKitData

/// What the controller does for the model after an event: start a job, search or group
/// rows (each answered with an event), arrange the rows again, move the cursor, pick, quit.
/// Effects run in order, and an event an effect answers with is handled before the next.
enum ViewerEffect: Sendable, Equatable {
    /// How the rows are arranged again (``DataTableViewController/rearrange()``).
    enum Rearrangement: Sendable, Equatable {
        /// The cursor and marks stay on their rows, scrolled as little as needed to show
        /// the cursor.
        case keepingCursorInSight
        /// A sort asked for: the first row, from the top.
        case sortedFromTheTop
        /// New sections while the cursor had not moved: their first row, the bar hidden.
        case sectionsFromTheTop
        /// Rows that came: the first row when none had the cursor, the search bar hidden
        /// when the screen was short of rows (`wasShort`).
        case rowsCame(wasShort: Bool)
        /// A search's results: from the top while searching, else where the list was.
        case searchResults
        /// A background search's results: as `searchResults`, the cursor on the first
        /// result when the results are browsed (not typed in).
        case searchFinished
        /// More results of a search still running: the cursor stays on its row, or goes to
        /// the first result when it had none (and the results are browsed, not typed in).
        case resultsCame
        /// A file read again: the first row.
        case reread
        /// The rows read back from the end: the cursor on the last, at the bottom.
        case fromTheEnd
        /// A filter's rows: the first row, from the top.
        case filtered
    }

    /// Sorts at once on the main actor by source column `column`.
    /// `thenBy`: the keys rows equal on it are sorted by (`--sort -pop,city`).
    case sortNow(column: Int, ascending: Bool, thenBy: [RowOrder.Key] = [])
    /// Starts the background sort `id`.
    case startSort(id: Int, column: Int, ascending: Bool, thenBy: [RowOrder.Key] = [])
    /// Makes the sections of source column `column` over `count` rows at once.
    case groupNow(column: Int, count: Int)
    /// Starts the background sections `id`.
    case startGrouping(id: Int, column: Int)
    /// Searches the rows `range` with `query` (nil: the current one), for the hits.
    case searchRows(Range<Int>, query: RowQuery?)
    /// Starts the background search `id`.
    case startSearch(id: Int)
    /// Searches again for the text typed, read as the mode now says.
    case searchAgain
    /// Starts the background column summary `id`.
    case startSummary(id: Int)
    /// Shows the summary's figures as a sheet over the screen.
    case showSummary([ColumnSummary])
    /// Starts the background count `id` of source columns `columns`' values (one column's
    /// values, or the combinations of several).
    case startFrequency(id: Int, columns: [Int])
    /// Shows the frequency table as a sheet over the screen.
    case showFrequency(CountedFrequency)
    /// Starts the background save `id`: the rows shown to `path` as `format`.
    case startSave(id: Int, path: String, format: TableExportFormat, replacing: Bool)
    /// Filters the rows `0..<count` at once on the main actor (answered with `filtered`).
    case filterNow(count: Int)
    /// Starts the background filter `id` (answered with `filterFinished` on a tick).
    case startFilter(id: Int)
    /// Filters the rows `range` that came since (answered with `rowsFiltered`).
    case filterRows(Range<Int>)
    /// Filters again by `expression`, parsed anew against the columns of a file read
    /// again (a column it names that is gone: every row fails it).
    case refilter(FilterExpression)
    /// Sorts again by the table's sort descriptor (a file read again), as if just asked.
    case sortAgain
    case rearrange(Rearrangement)
    /// Lays the table's columns out again from ``ViewerState/hiddenColumns`` and
    /// ``ViewerState/columnWidths``, the sort's arrow and the column cursor kept.
    case layColumnsOut
    /// The cursor back on a place's row (when it shows) and column.
    case restoreCursor(ViewerState.Place)
    /// The sort's arrow over `key`'s column (nil: none), as `U` brings a sort back.
    case showSortArrow(ViewerState.SortKey?)
    /// Pushes the rows of this sheet that satisfy the filter too, its title path `THIS › STEP`.
    case showFilterSheet(FilterExpression, step: String)
    /// The cursor to the `n`th row shown (0-based, over every section).
    case moveCursor(toShownRow: Int)
    /// The column cursor to column `i` of those shown.
    case moveColumnCursor(to: Int)
    /// Back to the screen under this sheet.
    case closeSheet
    /// The cursor to the last row, at the bottom.
    case showLastRow
    /// Reads the input's last ``ViewerState/endRowsRead`` rows back from its end, answered
    /// with ``ViewerEvent/endRead(_:)``.
    case readEnd
    /// The keys held while a search ran go to the table.
    case sendHeldKeys
    /// The first result is picked, if there is one now.
    case pickFirstResultIfFound
    /// Picks these source rows (looking at the file first).
    case pick([Int])
    /// Picks the last row shown (every row is on screen now).
    case pickLastRow
    /// Opens source row `row`'s detail (Enter outside pick mode).
    case openRow(Int)
    case quit
}

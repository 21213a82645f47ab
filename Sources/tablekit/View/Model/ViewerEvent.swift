import TableKitData

/// What happens to the `tablekit view` screen, as the model sees it: the controller turns
/// ticks, keys, the table's callbacks and the jobs' results into these, computing what needs
/// the source (hits, sections, records) first, and hands them to ``ViewerState/handle(_:)``.
enum ViewerEvent: Sendable, Equatable {
    // MARK: Loading and jobs

    /// The screen was loaded: the rows readable then show; `waitsForFirstLine`: a followed
    /// CSV/TSV empty so far, read again once its first line (its header) comes.
    case loaded(LoadingProgress, waitsForFirstLine: Bool)
    /// A tick saw the source's progress move; `screenLines`: the table's height, in lines.
    case progressed(LoadingProgress, screenLines: Int)
    /// A sort was asked for: by source column `column` (nil: the source's order);
    /// `fromTheTop`: the sorted rows then show from their first; `thenBy`: the keys rows
    /// equal on that column are sorted by (`--sort -pop,city`); `undo`: the cursor's place
    /// when `s` asked for it (`U` takes it back), nil for a sort no key asked for.
    case sortAsked(
        column: Int?, ascending: Bool, fromTheTop: Bool, thenBy: [RowOrder.Key] = [], undo: ViewerState.Place? = nil)
    /// A sort finished: at once on the main actor (`progress` nil), or in the background
    /// (`progress`: the source's when it was applied).
    case sortFinished([Int], progress: LoadingProgress?)
    /// Sections of `--section-by` were asked for (at start, or on a file read again).
    case groupingAsked(column: Int)
    /// Sections were made at once, over the rows taken in.
    case grouped(SectionGrouping)
    /// Sections made in the background were applied; `progress`: the source's now;
    /// `cursorUnmoved`: the cursor is still on the first row and no search is shown.
    case groupingFinished(SectionGrouping, progress: LoadingProgress, cursorUnmoved: Bool)
    /// Rows were searched for the hits: joined to them (rows that came since a search).
    case rowsSearched(RowHits)
    /// A search was answered at once: its hits (nil: no search) for `text`.
    case searched(text: String, hits: RowHits?)
    /// A search of many rows began in the background: of `0..<upTo`, or among the
    /// previous hits when the text extends theirs, scanned from row `start` (the cursor's)
    /// to the end and then from the top.
    case searchStarted(text: String, query: RowQuery, upTo: Int, among: RowHits?, start: Int = 0)
    /// ⌃R (or `--regex`): the search reads its text as a regular expression (`true`) or
    /// as words, and searches again.
    case regexModeSet(Bool)
    /// A background search found `hits` so far, as far as `searched` (``ViewerState/SearchJob/searched``).
    case searchProgressed(RowHits, searched: Int)
    /// The background search about to finish looked only at the rows before `at`: the
    /// source stopped reading (`--print`'s bound, a quit) before the rest.
    case searchStopped(at: Int)
    /// The background search finished (nil: cancelled).
    case searchFinished(RowHits?)
    /// Ctrl-S's path was given: the rows shown are written to `path` as `format`,
    /// `replacing` a file there (asked first).
    case saveAsked(path: String, format: TableExportFormat, replacing: Bool)
    /// The save finished: the rows written, or why it failed.
    case saveFinished(Result<Int, DataError>)
    /// Ctrl-S could not start (no path, a name with no format); `note` says why.
    case saveRefused(note: String)
    /// A filter was asked for (`--where`); nil: every row again.
    case filterAsked(FilterExpression?)
    /// The filter was made at once, over the rows taken in: the rows it kept.
    case filtered(RowHits)
    /// The filter made in the background was applied; `progress`: the source's now.
    case filterFinished(RowHits, progress: LoadingProgress)
    /// Rows that came since were filtered: the ones kept join the filter's.
    case rowsFiltered(RowHits)

    /// `I`: the column summary of the shown columns, made in the background once the input
    /// is complete.
    case summaryAsked
    /// Esc while the summary is made: it stops.
    case summaryCancelled
    /// The summary finished: its figures, one a shown column.
    case summaryFinished([ColumnSummary])

    /// `F`: the frequency table of source columns `columns` (the key columns shown, else
    /// the column cursor's), counted in the background over the filter's rows (every row
    /// without one) once the input is complete and the filter made.
    case frequencyAsked(columns: [Int])
    /// Esc while the frequency table is counted: it stops.
    case frequencyCancelled
    /// The frequency table was counted.
    case frequencyFinished(CountedFrequency)

    // MARK: Columns, prompts and undo

    /// `-`: hide the column at `position` in the configured columns; `shown`: how many
    /// columns show now; `at`: the cursor's place.
    case columnHidden(position: Int, shown: Int, at: ViewerState.Place)
    /// `v`: every hidden column shown again.
    case hiddenColumnsShown(at: ViewerState.Place)
    /// `!`: the column at `position` in the configured columns made a key column, or no
    /// longer one; `at`: the cursor's place.
    case keyColumnToggled(position: Int, at: ViewerState.Place)
    /// `<` / `>`: the column at `position`, `width` terminal columns wide now, `by` narrower
    /// (< 0) or wider.
    case columnResized(position: Int, width: Int, by: Int, at: ViewerState.Place)
    /// `|`'s prompt gave `pattern` for source column `column`, named `named`.
    case regexFilterAsked(column: Int, named: String, pattern: String)
    /// `=`'s prompt gave an expression, read against the source's `columns`.
    case expressionFilterAsked(String, columns: [Column])
    /// `:`'s prompt gave a row's number, of the `rowsShown` rows shown.
    case rowAsked(String, rowsShown: Int)
    /// `c`'s prompt gave text to find in the `names` of the columns shown.
    case columnSought(String, names: [String])
    /// This sheet was pushed over the screen under it: `U` goes back first.
    case sheetOpened
    /// `U`: take the last step back.
    case undoAsked

    // MARK: Keys and the table

    /// Enter or a double click on source row `row` (the table's `didSelectRowAt`);
    /// `source`: the source's progress now.
    case rowSelected(Int, source: LoadingProgress)
    /// A marked row was unmarked (`didDeselectRowAt`).
    case rowDeselected(Int)
    /// Enter in `--multi`: `cursorRow` is the cursor's source row, if any.
    case enterWithMarks(cursorRow: Int?, source: LoadingProgress)
    /// The table handled a key or click; `wentToBottom`: G or End; `onLastRow`: the cursor
    /// is on the last row now.
    case tableHandledEvent(wentToBottom: Bool, onLastRow: Bool)
    /// The table went to its first row (g, Home).
    case topAsked
    /// The input's last rows read back from its end after `G` (nil: they could not be).
    case endRead([[String]]?)
    /// Esc while loading waits for its first row or a lock (nothing to browse yet): the
    /// screen stops, as q does.
    case stopAsked
    /// Enter in the search bar found no result yet: the first one found is picked.
    case picksFirstResult(Bool)
    /// `y` or `Y` copied `characters` characters to the terminal's clipboard; `toTerminal`
    /// false: the screen is printed once (`--print`), with no clipboard to copy to.
    case copied(characters: Int, toTerminal: Bool)
    /// The chosen rows' records were read: the screen quits with them.
    case picked([[UInt8]])

    // MARK: The file

    /// A tick looked at the file (not followed) at `at`: `change`, or nil when unchanged.
    case fileLooked(FollowedFileChange?, at: ContinuousClock.Instant)
    /// Enter found the file changed on disk: nothing is picked.
    case pickRefused(FollowedFileChange)
    /// A stopped followed file was looked at, at `at`.
    case followLooked(at: ContinuousClock.Instant)
    /// The followed file could not be read again: gone (`error` nil) or not valid.
    case reopenFailed(DataError?, at: ContinuousClock.Instant)
    /// The followed file was read again: its progress, whether it waits for its first line,
    /// its section column found again by name, its sections and hits made again, and the
    /// status line's note until `noteUntil`.
    case reopened(
        LoadingProgress, waitsForFirstLine: Bool, sectionColumn: Int?, grouping: SectionGrouping?,
        hits: RowHits?, note: String?, noteUntil: ContinuousClock.Instant, sortThenBy: [RowOrder.Key] = [])
    /// The input opened after the screen came (standard input's first bytes, a database
    /// once unlocked) lacks a column an option names: the screen quits with `error`.
    case openRefused(DataError)
    /// The note of a file read again is to stay through the key being handled.
    case reopenNoteKept
    /// The clock read `now` on a tick (the note of a file read again expires).
    case clock(ContinuousClock.Instant)
}

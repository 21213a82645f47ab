import TableKitData

/// What the `tablekit view` screen is showing and doing, as a value: loading, the rows on
/// screen and the sort, sections and search they were made from, the jobs running, pick
/// mode, following the end, and the file on disk. It changes only through
/// ``handle(_:)`` (ViewerState+Transitions), a pure function of a ``ViewerEvent`` that
/// returns the ``ViewerEffect``s the controller runs; the status line is a function of it
/// (``ViewerStatusLine``).
struct ViewerState: Sendable, Equatable {
    /// A background sort: of source column `column`; `isRunning` once the input was
    /// complete and the job started (until then it waits for the count).
    struct SortJob: Sendable, Equatable {
        var id: Int
        var column: Int
        var ascending: Bool
        var isRunning: Bool
        /// The keys rows equal on `column` are sorted by.
        var thenBy: [RowOrder.Key] = []
    }

    /// The sections of source column `column` made in the background, once the input is
    /// complete (`isRunning`).
    struct GroupingJob: Sendable, Equatable {
        var id: Int
        var column: Int
        var isRunning: Bool
    }

    /// A search running in the background: the text and query it answers and the rows it
    /// covers (`from..<upTo`, or the previous hits `among`), scanned from ``start`` to the
    /// end and then from the first up to it; what it has found so far.
    ///
    /// A search that goes on (`joins` not nil) searches the rows that came since the
    /// results `joins` (a source with a search limit, SQLite, still counting): its hits are
    /// added to them as found, and keys do not wait for it.
    struct SearchJob: Sendable, Equatable {
        var id: Int
        var text: String
        /// The query; nil: the screen's current one (a search going on over new rows).
        var query: RowQuery?
        var from = 0
        var upTo: Int
        var among: RowHits?
        /// The results of the rows before `from` this search adds to; nil: a new search.
        var joins: RowHits?
        /// The row the scan began at (the cursor's when the search began): it searches to
        /// the end, then from the first row up to it; the first row (`from`, or 0 among
        /// `among`) when it began at the top.
        var start: Int
        /// The hits found so far (nil: none reported yet).
        var found: RowHits?
        /// How far the scan went: `searched - from` rows looked at, from ``start`` on (`from`
        /// at the start); every row before it when the scan began at the first (``wraps`` false).
        var searched: Int

        /// A search of `from..<upTo` (or `among`) scanned from `start`: the first row when
        /// `start` is not after it or not among the rows searched.
        init(
            id: Int, text: String, query: RowQuery?, from: Int = 0, upTo: Int, among: RowHits? = nil,
            joins: RowHits? = nil, start: Int = 0
        ) {
            (self.id, self.text, self.query, self.from, self.upTo) = (id, text, query, from, upTo)
            (self.among, self.joins, self.searched) = (among, joins, from)
            let first = among == nil ? from : 0
            let end = among?.universe ?? upTo
            self.start = joins == nil && start > first && start < end ? start : first
        }

        /// Whether it adds to results on screen (keys act on them meanwhile).
        var goesOn: Bool { joins != nil }

        /// Whether the scan began after the first row and wraps to the top.
        var wraps: Bool { start > (among == nil ? from : 0) }

        /// The hits to show now: the results it adds to with what it found, or what a new
        /// search found so far once it found one (nil: the previous results stay).
        var shownHits: RowHits? {
            if let joins { return found.map { joins.union($0) } ?? joins }
            guard let found, found.count > 0 else { return nil }
            return found
        }
    }

    /// The column summary made in the background (``ViewerEvent/summaryAsked``), once the
    /// input is complete (`isRunning`).
    struct SummaryJob: Sendable, Equatable {
        var id: Int
        var isRunning: Bool
    }

    /// The frequency table of source columns `columns` (one: its values; more: their
    /// combinations) being counted in the background (``ViewerEvent/frequencyAsked(columns:)``),
    /// once the input is complete and a filter's rows are found (`isRunning`).
    struct FrequencyJob: Sendable, Equatable {
        var id: Int
        var columns: [Int]
        var isRunning: Bool
    }

    /// What the status line says after a followed file was read again, until `until` or
    /// the next key the table takes; `keep`: read again during the key being handled.
    struct ReopenNote: Sendable, Equatable {
        var text: String
        var until: ContinuousClock.Instant
        var keep: Bool
    }

    // MARK: Constants of the screen

    /// `--follow`.
    let follows: Bool
    /// `--pick` (nil: not picking), and whether it is `--multi`.
    let pick: PickMode?

    /// Pick mode's shape, from ``ViewConfiguration/pick``.
    struct PickMode: Sendable, Equatable {
        var multiple: Bool
    }

    // MARK: Loading and the rows on screen

    /// The source's progress the rows on screen were made from.
    var progress: LoadingProgress
    /// Rows taken in when the arrangement was made; at most `progress.rowCount`.
    var loadedRows: Int
    /// The sort's order of the rows, or nil for the source's order.
    var order: [Int]?
    /// The sections of `--section-by`, over ``loadedRows`` rows.
    var grouping: SectionGrouping?
    /// `--section-by`'s source column (found again by name when the file is read again).
    var sectionColumn: Int?
    /// The sort's source column and direction, nil for the source's order.
    var sortKey: SortKey?

    /// A sort by source column `column`.
    struct SortKey: Sendable, Equatable {
        var column: Int
        var ascending: Bool
        /// The keys rows equal on `column` are sorted by (`--sort -pop,city`), in order.
        var thenBy: [RowOrder.Key] = []
    }
    /// The search's hits (nil while not searching) and the text they answer.
    var hits: RowHits?
    var hitsQueryText = ""
    /// The search reads its text as a regular expression (⌃R, `--regex`), else as words.
    var searchesRegex = false
    /// The rows the results looked at when the source stopped reading before the rest
    /// (``ViewerEvent/searchStopped(at:)``); nil when they looked at every row taken in.
    var searchStoppedAt: Int?

    // MARK: Jobs

    var sort: SortJob?
    /// Whether the sort being made shows its first row when applied.
    var sortShowsTop = false
    var grouper: GroupingJob?
    var search: SearchJob?
    var summary: SummaryJob?
    var frequency: FrequencyJob?
    /// What the status line says after a key that acted at once ("copied 12 characters"),
    /// until the next key the table takes.
    var note: String?
    /// The last job id given (jobs are told apart by id).
    var lastJobID = 0

    // MARK: Filter

    /// The rows kept by an expression (`--where`): only those show; nil: every row.
    var filter: Filter?
    /// The filter being made in the background; `isRunning` once the input was complete
    /// and the job started (until then it waits for the count).
    var filterJob: FilterJob?

    /// An expression filter and the rows it kept (nil while they are being found: no row shows).
    struct Filter: Sendable, Equatable {
        var expression: FilterExpression
        var hits: RowHits?
    }

    /// A filter made in the background, once the input is complete (`isRunning`).
    struct FilterJob: Sendable, Equatable {
        var id: Int
        var isRunning: Bool
    }

    // MARK: Columns and undo

    /// Where the cursor was, for `U` to put it back: its source row (nil: none, or a row
    /// read back from the end) and the column cursor (an index into the columns shown).
    struct Place: Sendable, Equatable {
        var row: Int?
        var column: Int
    }

    /// A step `U` takes back (``undoSteps``).
    enum UndoStep: Sendable, Equatable {
        /// A sort asked with `s`: the sort before it (nil: the source's order), the cursor then.
        case sort(SortKey?, Place)
        /// A column hidden, the hidden ones shown, or one resized: the hidden columns and
        /// widths before it, the cursor then.
        case columns(hidden: Set<Int>, widths: [Int: Int], Place)
        /// A key column marked or unmarked with `!`: the key columns before it, the cursor then.
        case keys(Set<Int>, Place)
        /// This sheet was opened over the screen under it (`|`, `=`, `,`, `F`): `U` goes back.
        case sheet
    }

    /// Positions in the screen's configured columns (``ViewConfiguration/shownColumns``)
    /// hidden with `-`, on this sheet only; kept when a followed file is read again (the
    /// configured columns are found again by name, in the same places).
    var hiddenColumns: Set<Int> = []
    /// Positions in the configured columns marked as key columns with `!` (VisiData's),
    /// on this sheet only: `F` counts the combinations of the values of those shown, left
    /// to right; their titles bear ``keyMark``. Kept when a followed file is read again.
    var keyColumns: Set<Int> = []
    /// What a key column's title starts with in the header.
    static let keyMark = "🔑 "
    /// Widths set with `<` and `>`, in terminal columns (`1 ... maxColumnWidth`), by
    /// position in the configured columns.
    var columnWidths: [Int: Int] = [:]
    /// The steps `U` takes back, the last last; at most ``undoLimit``, the oldest dropped.
    var undoSteps: [UndoStep] = []
    /// The steps `U` can take back.
    static let undoLimit = 100
    /// The widest `>` makes a column, in terminal columns.
    static let maxColumnWidth = 200

    // MARK: Saving what is shown

    /// The rows shown being written to a file (Ctrl-S), in the background.
    var save: SaveJob?
    /// How the last save ended, said on the status line ("saved 3 rows to out.csv") until
    /// the next key the table takes.
    var saveNote: SaveNote?

    /// How a save ended.
    enum SaveNote: Sendable, Equatable {
        case saved(rows: Int, path: String)
        case failed(DataError)
        /// Not started: why (no path, a name with no format).
        case refused(String)
    }

    /// A save in the background: its id and the path as typed.
    struct SaveJob: Sendable, Equatable {
        var id: Int
        var path: String
    }

    // MARK: Following the end and picking

    /// The cursor stays on the last row as rows come (after G or End, or `--follow`).
    var followsEnd: Bool
    /// Enter while following the end of an input still counting: the last row is picked
    /// once every row is on screen.
    var picksAtEnd = false
    /// Enter in the search bar of a single pick before any result: the first found is picked.
    var picksFirstResult = false
    /// Rows marked with Space in `--multi`, in the order marked.
    var marked: [Int] = []
    /// The records chosen (the window then quits); nil: none.
    var picked: [[UInt8]]?

    // MARK: The end read before the count

    /// The input's last rows read back from its end (``TabularSource/fieldsOfLastRows(_:)``)
    /// after `G` while the count goes on: shown alone as rows `-fields.count ..< 0` (-1 the
    /// last), until the count is complete and they are the counted rows `count + r`.
    /// Nil when the rows shown are the rows counted.
    var end: EndRows?

    /// The rows read back from the end (``end``).
    struct EndRows: Sendable, Equatable {
        /// Each row's fields, in order, the last row last.
        var fields: [[String]]
        /// Enter on one of them (a row from the end, < 0): opened or picked once counted.
        var chosen: Int?
    }

    /// Rows read back from the end for `G` (``end``): a few screens.
    static let endRowsRead = 1_000

    /// Whether `G` now shows the rows read back from the end (``end``): an input still
    /// counting, shown in its own order, whole (no search, sort or sections), not followed
    /// and not picking several rows (marks are rows counted).
    var showsEndBeforeCount: Bool {
        !follows && pick?.multiple != true && !progress.isComplete && progress.error == nil && order == nil
            && grouping == nil && sectionColumn == nil && hits == nil && search == nil && sort == nil
            && grouper == nil && filter == nil && filterJob == nil
    }

    // MARK: The file on disk

    /// How the file (not followed) changed on disk since it was read; nil while it did not.
    var fileChangedOnDisk: FollowedFileChange?
    /// Enter found the file changed and picked nothing.
    var refusedPickOfChangedFile = false
    /// When the screen last looked at its file.
    var lastFileLook: ContinuousClock.Instant?

    // MARK: A followed file read again

    var reopenNote: ReopenNote?
    /// Why the followed file could not be read again; shown in place of the source's error.
    var reopenFailure: DataError?
    /// A followed CSV/TSV that was empty when opened: read again once its first line comes.
    var waitsForFirstLine: Bool
    /// Why the input opened after the screen came (a pipe's first line, a database once
    /// unlocked) was refused: an option names a column it lacks. The screen quits; the
    /// error goes to stderr as for a file opened at start (exit 1).
    var refusal: DataError?
    /// When the screen last looked at a stopped followed file.
    var lastFollowLook: ContinuousClock.Instant?

    /// Rows up to which a sort, or the sections, are made at once on the main actor; more
    /// are made in the background, once loading is complete.
    static let synchronousSortLimit = 100_000
}

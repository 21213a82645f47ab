/// What a column holds, detected from a sample of its values (``ColumnType/detect(_:)``).
///
/// It drives alignment (numbers right-aligned) and sorting (``RowOrder``): numbers and dates
/// compare by value, booleans false before true, text by the locale's collation.
public enum ColumnType: String, Sendable, Equatable, CaseIterable {
    /// Decimal numbers: `42`, `-3.5`, `1e6`, `1,234,567.89`, `$5`, `€1,200`, `5%`, `(5)`
    /// (see ``NumberParsing``).
    case number
    /// Dates and date-times: ISO 8601 (`2026-12-01`, `2026-12-01T07:25:00Z`), `Jan 1 2000`,
    /// `1 Jan 2000`, and `01/02/2000` where the column tells day from month (``DateParsing``).
    case date
    /// `true`/`false`/`yes`/`no`, any case.
    case boolean
    /// Anything else.
    case text
}

/// One column of a tabular source: its title and detected type.
public struct Column: Sendable, Equatable {
    /// The title: the header field, the JSON key, the SQLite column name; `1`, `2`, `3`… for
    /// CSV read with no header; `line` for a text file.
    public var name: String
    /// The type detected from the first rows (up to 1,000 non-empty values).
    public var type: ColumnType

    /// A column named `name` of type `type`.
    public init(name: String, type: ColumnType = .text) {
        self.name = name
        self.type = type
    }
}

/// A snapshot of a source's loading: how many rows are readable now and whether more come.
///
/// Read it from the main actor on each window tick (``TabularSource/progress``); it is a
/// value, so comparing two snapshots says whether rows were added.
public struct LoadingProgress: Sendable, Equatable {
    /// Rows readable now, `>= 0`; only grows (rows are appended, never changed or removed).
    public var rowCount: Int
    /// True once the whole input is indexed (for `follow` sources: until the file grows).
    public var isComplete: Bool
    /// Bytes indexed so far (for text, CSV and standard input), else 0.
    public var bytesRead: Int64
    /// The input's size in bytes when known (a file), nil for a pipe or SQLite.
    public var totalBytes: Int64?
    /// Set when loading stopped on bad input found in the background (an unclosed CSV
    /// quote, an unreadable file); the rows before it stay readable. Print it and exit 1.
    public var error: DataError?
    /// True when standard input was cut at ``DataOpenOptions/standardInputLimit``.
    public var stoppedAtLimit: Bool
    /// The limit standard input was cut at, in bytes (nil when not cut): its bytes reached
    /// it, or its line index (8 bytes a line) reached it (at least 64 MiB).
    public var inputLimit: Int?
    /// True when search has everything it prepares in the background for the rows read so
    /// far (text and CSV: the folded copy of the non-ASCII rows, made after the count on a
    /// lower-priority thread). Search is correct either way, only slower before.
    public var isSearchPrepared: Bool
    /// Set with ``error`` when a followed file (``DataOpenOptions/follow``) changed other
    /// than by growing at its end: truncated, rewritten or replaced under its name. Its
    /// rows read so far are no longer the file's: open it again to read it from its start.
    /// Also `.truncated`, without an error, for a file not followed once a row past its new
    /// end was read as zeros (the file shrank while shown).
    public var fileChange: FollowedFileChange?
    /// What loading waits for before its first rows, or a lock, while it waits: nil when
    /// rows come (or came) as read.
    public var waitsFor: LoadingWait?
    /// Pages of rows asked for that a background reader is reading (SQLite rows far from
    /// the start of a query, a view or a table without rowids); 0 for other sources. Until
    /// read, ``TabularSource/fieldsIfRead(ofRow:)`` gives nil for their rows.
    public var pagesPending: Int
    /// Pages read in the background so far: a change means rows drawn as not yet read can
    /// be drawn now.
    public var pagesRead: Int
    /// The most rows a search looks at (their folded text is kept in memory: SQLite), nil
    /// for no limit; rows past it are not searched, and the status line says so.
    public var searchLimit: Int?
    /// The bound (`--max-rows`, ``RowBoundSource``) the rows were cut at: the input had more
    /// rows, or had not finished, when it reached them. Nil when not cut.
    public var rowLimit: Int? = nil

    /// The fraction indexed, 0…1, when the size is known; nil otherwise (show "counting…").
    public var fraction: Double? {
        guard let total = totalBytes else { return isComplete ? 1 : nil }
        return total == 0 ? 1 : min(1, Double(bytesRead) / Double(total))
    }

    /// A snapshot with the given values.
    public init(
        rowCount: Int, isComplete: Bool, bytesRead: Int64 = 0, totalBytes: Int64? = nil,
        error: DataError? = nil, stoppedAtLimit: Bool = false, inputLimit: Int? = nil, isSearchPrepared: Bool = true,
        fileChange: FollowedFileChange? = nil, waitsFor: LoadingWait? = nil, pagesPending: Int = 0,
        pagesRead: Int = 0, searchLimit: Int? = nil
    ) {
        self.rowCount = rowCount
        self.isComplete = isComplete
        self.bytesRead = bytesRead
        self.totalBytes = totalBytes
        self.error = error
        self.stoppedAtLimit = stoppedAtLimit
        self.inputLimit = stoppedAtLimit ? inputLimit : nil
        self.isSearchPrepared = isSearchPrepared
        self.fileChange = fileChange
        self.waitsFor = waitsFor
        self.pagesPending = pagesPending
        self.pagesRead = pagesRead
        self.searchLimit = searchLimit
    }
}

/// What loading waits for while no row comes (``LoadingProgress/waitsFor``).
public enum LoadingWait: Sendable, Equatable {
    /// A SQLite query, view or table whose first row has not come (a query that computes
    /// before it returns anything, or never returns).
    case firstRow
    /// A SQLite database locked by another program: waited for up to 2 seconds, then
    /// reported as locked.
    case lock
    /// A pipe that has not written yet.
    case input
}

/// Rows of fields read from a file, a pipe or a database, for `tablekit view`: the data
/// source behind a column table (the rows of one section).
///
/// Shape: ``columns`` in order; rows `0 ..< rowCount`, where the count grows while a
/// background thread indexes the input. A row's fields are one string per column, `""`
/// for a missing one. Rows once readable never change.
///
/// Threading: every member may be called from any thread (the sources are `Sendable`,
/// guarding their state with locks and atomics). Reading rows and searching block their
/// caller only for the rows asked for; sorting and whole-column work should run off the
/// main actor (`BackgroundWork`). Growth is observed by polling ``progress`` (cheap).
///
/// Strings are returned as read (invalid UTF-8 repaired with U+FFFD), not sanitised: draw
/// them through TableKit's views, which sanitise, or `Sanitizer.sanitize`.
public protocol TabularSource: AnyObject, Sendable {
    /// A short title for the status line: the file name, `standard input`, `table people`.
    var title: String { get }
    /// The columns, in order. At least one. Fixed once the source is opened, except for
    /// JSON: columns found in records read later are appended (never removed or reordered).
    var columns: [Column] { get }
    /// Rows readable now and whether loading is done. O(1), never blocks.
    var progress: LoadingProgress { get }
    /// The fields of `row` (`0 ..< progress.rowCount`), one per column, `""` where missing.
    /// A field longer than ``DataLimits/displayBytes`` is cut there (on a character
    /// boundary). Traps when `row` is out of range.
    func fields(ofRow row: Int) -> [String]
    /// The fields of `row` as ``fields(ofRow:)``, or nil when reading them would wait for
    /// a background reader (a SQLite page far from a query's start): for drawing, which
    /// shows such a row as not yet read and draws it again when ``LoadingProgress/pagesRead``
    /// moves. The default is ``fields(ofRow:)``. Traps when `row` is out of range.
    /// - Complexity: never more than a page read with an index, or a bounded step.
    func fieldsIfRead(ofRow row: Int) -> [String]?
    /// The fields of `row` as ``fields(ofRow:)``, with nil where the row has no field for
    /// the column at all (a CSV or TSV record shorter than the header, a JSON object
    /// without the key), told apart from a field that is there and empty: for an export,
    /// which writes a JSON `null` for the one and `""` for the other. The default: every
    /// field there. Traps when `row` is out of range.
    func fieldsMarkingMissing(ofRow row: Int) -> [String?]
    /// The field of `row` in `column` (an index into ``columns``); as ``fields(ofRow:)``.
    func field(ofRow row: Int, column: Int) -> String
    /// The field of `row` in `column` as ``field(ofRow:column:)`` but never cut at
    /// ``DataLimits/displayBytes``: for `--pick --print-column` and for saying how much of
    /// a long field the detail screen does not show. Traps as ``field(ofRow:column:)``.
    /// The default is ``field(ofRow:column:)`` (sources that never cut).
    /// - Complexity: O(the record's bytes).
    func wholeField(ofRow row: Int, column: Int) -> String
    /// The row exactly as read, without its line break: the bytes of the line (text, CSV
    /// records including quotes), a JSON line or object, the fields joined by tabs
    /// (SQLite). For `--pick`: print these bytes. Never cut.
    func record(ofRow row: Int) -> [UInt8]
    /// The length in bytes of ``record(ofRow:)``, without copying it (a 1 GB line costs
    /// nothing). Traps when `row` is out of range.
    /// - Complexity: O(1) for text and CSV; the default copies the record.
    func recordByteCount(ofRow row: Int) -> Int
    /// Rows in `range` (clamped to the rows readable now) matching `query`, ascending.
    /// - Complexity: a scan of the rows' bytes; see ``RowQuery``.
    func rows(matching query: RowQuery, in range: Range<Int>) -> [Int]
    /// Rows of `candidates` (ascending) matching `query`, ascending: for a query that
    /// extends the previous one (one more letter typed).
    func rows(matching query: RowQuery, among candidates: [Int]) -> [Int]
    /// How many of the rows `0 ..< end` a search with `query` has looked at: `end`, unless
    /// reading their text was stopped (``stopLoading()``, a cancelled search) before it
    /// reached them; rows past ``LoadingProgress/searchLimit`` count as looked at (the
    /// status line says the limit). Every row, for a source that searches what it holds.
    /// - Complexity: O(1).
    func rowsSearched(by query: RowQuery, upTo end: Int) -> Int
    /// Stops background loading and following (idempotent). Rows read stay readable.
    /// Dropping a text or CSV source ends its threads too (they hold it only during a step).
    func stopLoading()

    // MARK: Search hits as a bit set
    /// As ``rows(matching:in:)``, as a ``RowHits`` among `range.upperBound` rows (clamped to
    /// the rows readable now): one bit a row. The default converts the array.
    func hits(matching query: RowQuery, in range: Range<Int>) -> RowHits
    /// As ``rows(matching:among:)`` over the hits `candidates`. The default converts.
    func hits(matching query: RowQuery, among candidates: RowHits) -> RowHits

    // MARK: Following
    /// For a followed file (``DataOpenOptions/follow``): how it changed other than by
    /// growing since the background thread last looked (it looks every 200 ms when idle),
    /// checked now: truncated, rewritten (its first or last 64 bytes read changed) or
    /// replaced under its name. Nil when it did not, and for any other source (the
    /// default). For `--pick`: never print a row of a file that is no longer there.
    /// - Complexity: two `stat`s and two reads of at most 64 bytes.
    func lookAtFollowedFile() -> FollowedFileChange?
    /// ``lookAtFollowedFile()`` for any file, followed or not: a file read once (not
    /// followed) whose bytes changed since (truncated, its first or last 64 bytes changed,
    /// or written at the same size) shows rows that are no longer the file's. Nil when it
    /// did not, and for standard input and sources whose rows are copies (the default).
    /// For `--pick` and the status line: never print a row the file no longer holds.
    /// - Complexity: two `stat`s and two reads of at most 64 bytes.
    func lookAtFile() -> FollowedFileChange?

    // MARK: The end before the count
    /// The fields of the input's last `count` rows (`count` ≥ 1), in order, as
    /// ``fields(ofRow:)`` gives them, read back from the input's end while the count has
    /// not reached it (as `less` shows a file's end at once): for `G` before the rows'
    /// numbers are known. Fewer than `count` when the part read back holds fewer rows
    /// whose bounds are certain; nil when loading is complete (read the rows), the input is
    /// not a file read whole (a pipe, a followed file), or its end is not certain within
    /// the bytes read back (a CSV quoted field longer than that). The
    /// default is nil.
    /// - Complexity: O(the bytes read back): at most 4 MiB, whatever the input's size.
    func fieldsOfLastRows(_ count: Int) -> [[String]]?

    // MARK: Memory after a pass
    /// Lets go of the memory that reading the fields of `rows` brought in, after a pass
    /// over many rows (a sort's keys): a mapped file's pages stop counting in the process's
    /// resident memory and come back from the page cache when read again. A hint; the
    /// default does nothing (a source whose rows are its own copies).
    /// - Complexity: one `madvise` for a mapped file.
    func releaseRead(rows: Range<Int>)

    // MARK: Encoding notice
    /// A short note for the status line about the input's bytes, or nil: "binary file (NUL
    /// bytes)" or "not UTF-8: invalid bytes shown as �" (text and CSV, from the first
    /// 64 KiB). The default is nil.
    var notice: String? { get }
}

extension TabularSource {
    /// `end`: the search looks at every row it is given.
    public func rowsSearched(by query: RowQuery, upTo end: Int) -> Int { end }

    /// Nil: a source that follows no file.
    public func lookAtFollowedFile() -> FollowedFileChange? { nil }

    /// Nil: a source whose rows never change under it.
    public func lookAtFile() -> FollowedFileChange? { nil }

    /// Nil: a source that reads no end before its count.
    public func fieldsOfLastRows(_ count: Int) -> [[String]]? { nil }

    /// Nothing: a source that maps no file.
    public func releaseRead(rows: Range<Int>) {}

    /// nil: the default of ``notice``.
    public var notice: String? { nil }

    /// ``fields(ofRow:)``: the default of ``fieldsIfRead(ofRow:)`` (sources whose rows are
    /// read at once).
    public func fieldsIfRead(ofRow row: Int) -> [String]? { fields(ofRow: row) }

    /// ``fields(ofRow:)``, every field there: the default of ``fieldsMarkingMissing(ofRow:)``.
    public func fieldsMarkingMissing(ofRow row: Int) -> [String?] { fields(ofRow: row) }

    /// Readable rows now: `progress.rowCount`.
    public var rowCount: Int { progress.rowCount }

    /// ``field(ofRow:column:)``: the default of ``wholeField(ofRow:column:)``.
    public func wholeField(ofRow row: Int, column: Int) -> String { field(ofRow: row, column: column) }

    /// `record(ofRow: row).count`: the default of ``recordByteCount(ofRow:)``.
    public func recordByteCount(ofRow row: Int) -> Int { record(ofRow: row).count }

    /// Blocks the caller until at least `count` rows are readable, loading is complete, or
    /// `timeout` has passed; returns the row count then. For the first screen (ask for a
    /// screenful with a timeout of about 50 ms) and for tests (`.seconds(60)`). Woken by
    /// the source's background thread (``waitForProgress(timeout:until:)``).
    public func waitForRows(_ count: Int, timeout: Duration) -> Int {
        waitForProgress(timeout: timeout) { $0.rowCount >= count || $0.isComplete || $0.error != nil }.rowCount
    }

    /// Blocks until loading is complete (or failed); for tests, benchmarks and `--pick` of
    /// the last row. Returns the final progress.
    @discardableResult
    public func waitUntilComplete() -> LoadingProgress {
        while true {
            let p = waitForProgress(timeout: .seconds(86_400)) { $0.isComplete || $0.error != nil }
            if p.isComplete || p.error != nil { return p }
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

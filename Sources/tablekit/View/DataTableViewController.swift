import Foundation
import TableKit
import TableKitData
import TableKitApps

/// The data screen of `tablekit view`: a ``TabularSource``'s rows in columns (or lines of
/// text), sorted by a column, grouped into sections by one, searched across all columns
/// with the words highlighted, counting while the source loads. Enter opens a row's detail,
/// or in pick mode chooses rows for standard output.
@MainActor
final class DataTableViewController: ViewController, TableViewDataSource, TableViewColumnsDataSource,
    TableViewColumnsDelegate, SearchResultsUpdating {
    static let cellIdentifier = "Record"

    /// The rows shown; replaced when a followed file was truncated (``reopen``).
    var source: any TabularSource
    /// What is shown; its columns grow with a JSON source's (``showColumnsFoundWhileLoading()``).
    var config: ViewConfiguration
    /// Whether the source is lines of text: one column, no header line.
    let isText: Bool
    let tableView: PickTableView
    let searchController = SearchController()
    /// The rows on screen.
    private(set) var arrangement = RowArrangement(sections: [])
    /// Rows readable when the arrangement was made.
    var loadedRows = 0
    var lastProgress: LoadingProgress
    /// The sort's order of all rows, or nil for the source's order.
    var order: [Int]?
    /// The search's hits (source rows, one bit a row), nil while not searching.
    var hits: RowHits?
    var hitsQueryText = ""
    /// A search of many rows running in the background; its results replace ``hits``.
    var searching: PendingSearch?
    /// Rows (or previous hits) above which a search runs in the background; tests lower it.
    var backgroundSearchThreshold = 200_000
    var grouping: SectionGrouping?
    /// Where the list was before searching, restored when it is cancelled.
    var beforeSearch: (offset: Int, cursor: Int?)?
    /// Rows marked with Space in `--multi` pick mode, in the order marked.
    var marked: [Int] = []
    /// The records chosen in pick mode (set on Enter, then the window quits); nil: none.
    private(set) var picked: [[UInt8]]?
    private let noResults = MessageView(message: "No Results")
    /// A sort of more than ``synchronousSortLimit`` rows, running.
    var sorting: BackgroundWork<[Int]>?
    /// The sections being made in the background (``startGrouping(column:)``).
    var grouper: BackgroundWork<SectionGrouping>?
    private let groupingProgress = GroupingProgress()
    /// Whether the sort being made shows its first row when applied (``sort(by:fromTheTop:)``).
    var sortShowsTop = false
    /// The cursor stays on the last row as rows come (after G or End, or `--follow` at
    /// the end), like `less +G` and `less +F`.
    var followsEnd = false
    /// Enter in the search bar of a single pick came before any result (still counting or
    /// searching): the first result found is picked (``pickFirstResultIfFound()``).
    var picksFirstResult = false
    /// Enter in pick mode while following the end of a source still loading: the last
    /// row is picked once loading completes.
    var picksAtEnd = false
    /// With `--follow`: opens the file again, from its start, after it was truncated,
    /// rewritten or replaced under its name (``LoadingProgress/fileChange``), as `less` does.
    /// Set by the command. Returns nil when the file cannot be read (gone); throws its
    /// error when it cannot be opened (not valid JSON from its start).
    var reopen: (() throws -> (any TabularSource)?)?
    /// What the status line says after the file was read again ("file rewritten; read
    /// again"), for ``reopenNoteSeconds`` or until the next key the table takes; nil otherwise.
    /// `keep`: read again during the key being handled (Enter in pick mode), which does
    /// not take the note away.
    var reopenNote: (text: String, until: ContinuousClock.Instant, keep: Bool)?
    static let reopenNoteSeconds = 5
    // MARK: Follow: columns by name, reading again after an error (DataTableViewController+Follow)
    /// The source's column count when the columns chosen by name were last resolved.
    var columnsResolvedFrom = 0
    /// A followed CSV/TSV that was empty when opened: its one column is a placeholder, and
    /// it is read again once its first line arrives (its header).
    var waitsForFirstLine = false
    /// When the screen last looked at a followed file that stopped on an error of its own
    /// (a bad JSON record), or a failed read again: it looks every ``followLookInterval``.
    var lastFollowLook: ContinuousClock.Instant?
    /// Why the followed file could not be read again (not valid JSON from its start);
    /// shown in place of the stopped source's error until it is read again.
    var reopenFailure: DataError?
    /// How often a stopped followed file is looked at; tests set zero.
    var followLookInterval: Duration = .milliseconds(200)
    /// Whether the first tick put the guard of mapped files back on top (``DataSources/guardMappedFiles()``).
    private var guardsMappedFiles = false
    /// Called when a row is opened (Enter outside pick mode); the command pushes the detail.
    var onOpenRow: ((Int) -> Void)?
    // MARK: File changed on disk (``lookAtFileOnDisk()``)
    /// How the file (not followed) changed on disk since it was read; nil while it did not.
    var fileChangedOnDisk: FollowedFileChange?
    /// Enter found the file changed and picked nothing (the status line says so).
    var refusedPickOfChangedFile = false
    /// When the screen last looked at its file.
    var lastFileLook: ContinuousClock.Instant?
    /// How often a tick looks at the file; tests set zero.
    var fileLookInterval: Duration = .milliseconds(200)

    init(source: any TabularSource, config: ViewConfiguration, isText: Bool) {
        self.source = source
        self.config = config
        self.isText = isText
        self.tableView = PickTableView(style: config.style)
        self.lastProgress = source.progress
        super.init()
        title = Self.title(forPath: source.title)
    }

    /// A file's name for the navigation bar; a process substitution's or a descriptor's
    /// path (`<(cmd)` is `/dev/fd/63`) whole, since its last part alone (`63`) says nothing.
    static func title(forPath path: String) -> String {
        let whole = path.hasPrefix("/dev/fd/") || path.hasPrefix("/proc/")
        return Sanitizer.sanitize(whole ? path : (path as NSString).lastPathComponent)
    }

    override func loadView() { setView(tableView) }
    override var focusedView: View? { screenFocusedView }
    override var keyBindings: [KeyBinding] { screenKeyBindings }
    /// ← at the first column stays here (it only moves columns; a navigation controller
    /// would read it as back): Esc goes back.
    override func handle(_ event: Event) -> Bool { handleScreenEvent(event) || event == .key(.left) }

    override func viewDidLoad() {
        tableView.register(TableViewColumnCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        // Every column but the last is at most 40 wide, so one long field (notes, a path)
        // does not push the others off the screen; the detail screen shows it whole.
        tableView.columnLayout = makeColumnLayout()
        tableView.dataSource = self
        tableView.delegate = self
        tableView.allowsMultipleSelection = config.pick?.multiple == true
        tableView.onEnter = config.pick?.multiple == true ? { [weak self] in self?.pickMarked() } : nil
        tableView.enterHelp = config.pick == nil ? "open" : "pick"
        tableView.clicksToSelect = config.pick == nil ? 1 : 2  // a click moves, a double click picks
        tableView.tableHeaderView = searchController.searchBar
        searchController.searchResultsUpdater = self
        searchController.onActiveChange = { [weak self] active in
            guard let self, active else { return }
            if self.beforeSearch == nil { self.rememberStateBeforeSearch() }
        }
        searchController.onSearchButtonClicked = { [weak self] in self?.searchConfirmed() }
        tableView.onIndexSearch = { [weak self] in self?.beginSearch() }
        tableView.afterEvent = { [weak self] bottom in self?.tableDidHandleEvent(wentToBottom: bottom) }
        tableView.holdsKeys = { [weak self] in self?.holdsKeys ?? false }
        followsEnd = config.follow
        columnsResolvedFrom = source.columns.count
        waitsForFirstLine = Self.waitsForFirstLine(source, follow: config.follow, isText: isText)
        lastProgress = source.progress
        loadedRows = lastProgress.rowCount
        if let c = config.sectionColumn {
            // Sections need every value of the column: made at once for a small input read
            // whole, else in the background while the rows show ("grouping… n%").
            if lastProgress.isComplete && loadedRows <= Self.synchronousSortLimit {
                grouping = SectionGrouping.group(source, column: c, count: loadedRows, collation: config.collation)
            } else {
                startGrouping(column: c)
            }
        }
        showColumnsFoundWhileLoading()  // keys found since the options were resolved
        rearrange()
        highlightFirstRow()
        tableView.contentOffset = Point(x: 0, y: searchController.searchBar.frame.height)
        if followsEnd { showLastRow() }
    }

    /// The source row shown at an index path.
    func row(at ip: IndexPath) -> Int { arrangement.sections[ip.section].rows[ip.row] }

    /// Makes the arrangement again from the sort, the search and the sections, reloads,
    /// and keeps the cursor and the marks on their rows.
    func rearrange() {
        let cursor = tableView.cursorIndexPath.flatMap { tableView.isValid($0) ? row(at: $0) : nil }
        arrangement = RowArrangement.arrange(count: loadedRows, order: order, hits: hits, grouping: grouping)
        tableView.reloadData()
        tableView.backgroundView = hits != nil && arrangement.rowCount == 0 ? noResults : nil
        for m in marked { if let ip = arrangement.indexPath(ofRow: m) { tableView.selectRow(at: ip, animated: false, scrollPosition: .none) } }
        if let cursor { tableView.moveCursor(to: arrangement.indexPath(ofRow: cursor)) }
    }

    func highlightFirstRow() {
        if let s = arrangement.sections.firstIndex(where: { $0.rows.count > 0 }) {
            tableView.moveCursor(to: IndexPath(row: 0, section: s))
        }
    }

    // MARK: Loading

    /// Polls the source: new rows are shown (searched when searching; a sort or sections,
    /// made over complete data, wait), and the status line's count moves.
    override func tick() -> Bool {
        if !guardsMappedFiles {
            // Ticks run once the terminal is up, and its crash handler was installed after
            // the file was mapped: a file truncated under the rows on screen then reads
            // zeros past its end, not SIGBUS.
            DataSources.guardMappedFiles()
            guardsMappedFiles = true
        }
        let searched = isViewLoaded && applyFinishedSearch()
        let grouped = isViewLoaded && applyFinishedGrouping()
        let sorted = isViewLoaded && applyFinishedSort() || searched || grouped
        if isViewLoaded, waitsForFirstLine, source.progress.rowCount > 0, followLookDue(), readAgain(note: nil) { return true }
        if isViewLoaded, source.progress.error != nil, reopenAfterTruncation() { return true }
        let widened = isViewLoaded && showColumnsFoundWhileLoading() || reopenNoteExpired() || isViewLoaded && lookAtFileOnDisk()
        let p = source.progress
        guard isViewLoaded, p != lastProgress else { return sorted || widened || isSorting || searching != nil }
        lastProgress = p
        if config.follow && p.rowCount > loadedRows && (order != nil || grouping != nil) && sorting == nil {
            followIntoSortOrSections(upTo: p.rowCount)
        }
        if p.rowCount > loadedRows && order == nil && grouping == nil {
            searchNewRows(upTo: p.rowCount)
            let wasShort = loadedRows < tableView.bounds.height
            loadedRows = p.rowCount
            rearrange()
            // The first rows arrived after the first screen: hide the search bar above
            // them, as the screen does at start when its rows are there at once.
            if tableView.cursorIndexPath == nil && !searchController.isActive { highlightFirstRow() }
            if wasShort && !searchController.isActive && tableView.contentOffset.y == 0 {
                tableView.contentOffset = Point(x: 0, y: searchController.searchBar.frame.height)
            }
            if followsEnd { showLastRow() }
        }
        if picksAtEnd && screenHasEveryRow { pickLastRow() }
        pickFirstResultIfFound()
        return true
    }

    /// The error that stopped loading in the background (an unclosed CSV quote), or
    /// standard input cut at its limit (`--max-input`), if any: cut by its bytes ("more
    /// than SIZE", the limit), or by its line index (8 bytes a line, capped at the limit or
    /// 64 MiB, whichever is larger) when its lines are that many. Not by `bytesRead`: the
    /// cut drops a last line read in part, so a cut by bytes leaves it below the limit.
    var loadingError: DataError? {
        let p = source.progress
        if let e = p.error { return e }
        guard p.stoppedAtLimit else { return nil }
        if let limit = p.inputLimit, 8 * (p.rowCount + 2) >= max(limit, 1 << 26) {
            // Short lines: their index (8 bytes a line) reached its cap first.
            let bytes = DataFile.sizeText(Int(p.bytesRead))
            return DataError("\(source.title): \(bytes) in \(countText(p.rowCount, "line")), whose index fills \(DataFile.sizeText(max(limit, 1 << 26))); stopped at the input limit (--max-input SIZE raises it)")
        }
        let bytes = DataFile.sizeText(p.inputLimit ?? Int(p.bytesRead))
        return DataError("\(source.title): more than \(bytes); stopped at the input limit (--max-input SIZE raises it)")
    }

    /// The rows picked when loading had stopped on bad input (``LoadingProgress/error``)
    /// or at standard input's limit (`--max-input`): they were read before it, whole (the
    /// cut drops a last line read in part), and the user chose them with the error or the
    /// cut on screen, so they are printed and the exit status is 0
    /// (docs/decisions/2026-12-01-max-input-the-message-names-the-limit-print-shows-the-rows-a.md).
    /// Nil when nothing was picked.
    var pickedBeforeError: [[UInt8]]? {
        let p = source.progress
        return p.error != nil || p.stoppedAtLimit ? picked : nil
    }

    override var statusText: String? {
        let p = lastProgress  // what the rows on screen were made from
        let total = p.isComplete ? countText(p.rowCount, "row") : "counting… " + countText(p.rowCount, "row")
            + (p.fraction.map { " (\(Int($0 * 100))%)" } ?? "")
        // Lines of text have no header to show the sort's arrow: the status line does.
        let sorted = (isText ? tableView.sortDescriptor.map { " · sorted " + $0.arrow } ?? "" : "")
            // A file not followed that changed while shown: nothing reads it again, so say
            // its rows may be stale (``fileChangeText(_:)``).
            + fileChangeText(p)
            + (p.stoppedAtLimit ? " · input cut at \(DataFile.sizeText(Int(p.bytesRead))), after its last whole line" : "")
            + (source.notice.map { " · " + $0 } ?? "")  // binary file, invalid UTF-8
        if grouper != nil {
            let n = groupingProgress.rows.load(ordering: .relaxed)
            guard p.isComplete else { return total + " · sections when counted" }
            return "grouping… \(p.rowCount > 0 ? min(100, n * 100 / p.rowCount) : 100)% of " + countText(p.rowCount, "row")
        }
        if isSorting { return "sorting… " + total }
        if picksAtEnd { return "picking the last row: " + total }
        // Loading stopped on bad input: the error in place of the count (the rows before
        // it stay browsable; q quits with it on stderr, exit 1).
        if let error = reopenFailure ?? p.error {
            let shown = searchController.isActive && searching == nil ? "\(arrangement.rowCount.formatted()) of " : ""
            // A followed file that could not be read again: its rows are the file's as it was.
            return "\(error) · \(shown)" + countText(p.rowCount, "row") + (reopenFailure != nil ? " as the file was" : " before it")
        }
        // `--follow` on a file (not standard input, nor a file no longer followed after an
        // error): what it is doing, after the count.
        let following = (config.follow && reopen != nil ? " · " + (reopenNote?.text ?? "following") : "") + missingColumnsNote
        guard searchController.isActive else { return total + sorted + following }
        if searching != nil { return "searching… " + total }
        // "0 of 1,950 rows" beside the No Results screen; while counting, the rows so far.
        let n = arrangement.rowCount.formatted()
        guard p.isComplete else {
            return "\(n) of " + countText(p.rowCount, "row") + " so far · counting…" + (p.fraction.map { " \(Int($0 * 100))%" } ?? "")
        }
        return "\(n) of \(total)" + following + fileChangeText(p)
    }

    // MARK: Sorting

    /// Rows up to which a sort runs at once on the main actor; more sort in the
    /// background (after loading completes) while the status line says "sorting…".
    static let synchronousSortLimit = 100_000

    /// Sorts by the new descriptor with TableKitData's `RowOrder` (stable; numbers and
    /// dates by value, text by `--collate`'s collation or the current locale's); the
    /// sorted rows show from the top, the cursor on the first
    /// (docs/decisions/2026-12-01-pick-on-every-input-a-sort-shows-the-top-search-only-what-is.md).
    func tableView(_ tableView: TableView, sortDescriptorDidChange oldDescriptor: ColumnSortDescriptor?) {
        sort(by: tableView.sortDescriptor, fromTheTop: true)
    }

    /// Sorts by `d` (nil: the source's order); `fromTheTop`: the cursor then goes to the
    /// first row, scrolled to the top (a sort the user asked for), else it stays on its row
    /// (rows that came with `--follow`).
    func sort(by d: ColumnSortDescriptor?, fromTheTop: Bool) {
        sorting?.cancel()
        sorting = nil
        sortShowsTop = fromTheTop
        var d = d
        if let c = d?.column, config.shownColumns[c] < 0 {  // a blank column, gone from the file read again
            d = nil
            tableView.sortDescriptor = nil
        }
        guard let d else { order = nil; showSortedRows(); return }
        let source = self.source, column = config.shownColumns[d.column], ascending = d.ascending
        let collation = config.collation ?? .current
        if lastProgress.isComplete && loadedRows <= Self.synchronousSortLimit {
            order = RowOrder.sorted(source, byColumn: column, ascending: ascending, collation: collation)
            return showSortedRows()
        }
        sorting = BackgroundWork {
            source.waitUntilComplete()
            return RowOrder.sorted(source, byColumn: column, ascending: ascending, collation: collation)
        }
    }

    /// A search's hits take in the rows from `loadedRows` to `count` that match; a search
    /// running in the background covers them itself when it is applied.
    func searchNewRows(upTo count: Int) {
        guard hits != nil && searching == nil else { return }
        hits = hits!.union(searchHits(query, in: loadedRows..<count))
    }

    /// `--follow` with a sort or sections: rows that arrive join them, as they join an
    /// unsorted screen (`less +F`): the sections are made again over every row at once, the
    /// sort runs again over every row (in the background; the rows show when it is
    /// applied), and a search's hits take in the new rows first.
    /// - Complexity: O(n) for the sections, O(n log n) for the sort, n the rows so far.
    func followIntoSortOrSections(upTo count: Int) {
        searchNewRows(upTo: count)
        if let c = config.sectionColumn {
            grouping = SectionGrouping.group(source, column: c, count: count, collation: config.collation)
        }
        loadedRows = count
        if order != nil, let d = tableView.sortDescriptor {
            sort(by: d, fromTheTop: false)  // sets `order` and the rows when applied
            if grouping == nil { return }
        }
        rearrangeKeepingCursorInSight()
        if followsEnd { showLastRow() }
    }

    /// Applies a background sort that finished; true when it did.
    func applyFinishedSort() -> Bool {
        guard let done = sorting?.poll() else { return false }
        sorting = nil
        lastProgress = source.progress
        loadedRows = done.count
        order = done
        showSortedRows()
        return true
    }

    /// ``rearrange()`` for a new order: the cursor stays on its row, and the table scrolls
    /// as little as needed to show it, so Enter never opens a row the user cannot see.
    func rearrangeKeepingCursorInSight() {
        rearrange()
        if let ip = tableView.cursorIndexPath, tableView.isValid(ip) {
            tableView.scrollToRow(at: ip, at: .none, animated: false)
        }
    }

    /// Whether a sort, or the sections of `--section-by`, are being made in the background.
    var isSorting: Bool { sorting != nil || grouper != nil }

    // MARK: Sections made in the background

    /// Makes the sections of column `c` in the background, once every row is read; the
    /// rows show unsectioned meanwhile, and the status line says "grouping… n%".
    func startGrouping(column c: Int) {
        let source = self.source, collation = config.collation, progress = groupingProgress
        grouper = BackgroundWork {
            let count = source.waitUntilComplete().rowCount
            return SectionGrouping.group(source, column: c, count: count, collation: collation, progress: progress)
        }
    }

    /// Applies sections made in the background; true when it did.
    func applyFinishedGrouping() -> Bool {
        guard let done = grouper?.poll() else { return false }
        grouper = nil
        let count = done.sectionOfRow.count
        if count > loadedRows { searchNewRows(upTo: count) }
        lastProgress = source.progress
        loadedRows = count
        grouping = done
        if tableView.cursorIndexPath == IndexPath(row: 0, section: 0) && !searchController.isActive && !followsEnd {
            // Not moved since the rows showed: the sections from their top, as a small
            // input opens (the first row of the first section), not file row 1 wherever
            // its section put it.
            rearrange()
            highlightFirstRow()
            tableView.contentOffset = Point(x: 0, y: searchController.searchBar.frame.height)
        } else {
            rearrangeKeepingCursorInSight()
        }
        if followsEnd { showLastRow() }
        return true
    }

    // MARK: Delegate

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let r = row(at: indexPath)
        if let pick = config.pick {
            if pick.multiple {
                if !marked.contains(r) { marked.append(r) }
            } else if followsEnd && !screenHasEveryRow {
                picksAtEnd = true  // G Enter while counting: the real last row, once known
            } else {
                finishPicking([r])
            }
            return
        }
        tableView.deselectRow(at: indexPath, animated: false)
        onOpenRow?(r)
    }

    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        let r = row(at: indexPath)
        marked.removeAll { $0 == r }
    }

    // MARK: Picking

    /// Enter in `--multi`: the marked rows, or the cursor's row when none is marked.
    func pickMarked() {
        if !marked.isEmpty { return finishPicking(marked) }
        if followsEnd && !screenHasEveryRow { picksAtEnd = true; return }
        if let ip = tableView.cursorIndexPath, tableView.isValid(ip) { finishPicking([row(at: ip)]) }
    }

    /// Records the chosen rows' output (the record as read, or `--print-column`'s value)
    /// and quits; the command prints them after the terminal is restored.
    /// With `--follow`, a file that changed since the last look is read again first, and
    /// nothing is picked: the rows on screen may be the new file's bytes at the old one's
    /// offsets. Enter again picks from the file read again.
    func finishPicking(_ rows: [Int]) {
        if config.follow, reopen != nil, let change = source.lookAtFollowedFile(), reopenAfterTruncation(change) {
            reopenNote?.keep = true
            return
        }
        if refusesPickOfChangedFile() { return }
        picked = rows.map { r in
            if let c = config.pick?.printColumn {  // never cut; a JSON null as `null`, as `jq -r` prints it
                return c < 0 ? [] : Array(JSONNull.shownText(source.wholeField(ofRow: r, column: c)).utf8)  // gone when read again: blank
            }
            return source.record(ofRow: r)
        }
        window?.quit()
    }
}

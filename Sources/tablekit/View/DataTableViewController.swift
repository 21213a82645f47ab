import Foundation
import TableKit
import TableKitApps
import TableKitData

/// The data screen of `tablekit view`: a ``TabularSource``'s rows in columns (or lines of
/// text), sorted by a column, grouped into sections by one, searched across all columns
/// with the words highlighted, counting while the source loads. Enter opens a row's detail,
/// or in pick mode chooses rows for standard output.
///
/// A thin controller over ``ViewerState``: it turns ticks, keys and the table's callbacks
/// into ``ViewerEvent``s (``send(_:)``), runs the ``ViewerEffect``s they return
/// (DataTableViewController+Effects), and runs the jobs through ``jobs``.
@MainActor
final class DataTableViewController: ViewController, TableViewDataSource, TableViewColumnsDataSource,
    TableViewColumnsDelegate, SearchResultsUpdating, PickTableViewEventHandling
{
    static let cellIdentifier = "Record"

    /// The rows shown; replaced when a followed file was truncated (``reopen``).
    var source: any TabularSource
    /// What is shown; its columns grow with a JSON source's (``showColumnsFoundWhileLoading()``).
    var config: ViewConfiguration
    /// Whether the source is lines of text: one column, no header line (standard input
    /// waited for is text until its bytes show another format).
    var isText: Bool
    /// Whether the first record is a header row naming the columns (CSV and TSV without
    /// `--no-header`).
    var readsHeaderRow = false
    let tableView: PickTableView
    let searchController = SearchController()
    /// The model: loading, rows, sort, sections, search, follow, pick and the file on disk.
    private(set) var state: ViewerState
    /// The rows on screen, made from ``state`` (``rearrange()``).
    private(set) var arrangement = RowArrangement(sections: [])
    /// Where the sort, the sections and the searches run; tests set an inline runner.
    var jobs: any ViewerJobRunner = QueueJobRunner()
    /// The jobs running, by the id the state gave them.
    var sortJob: (id: Int, job: ViewerJob<[Int]>)?
    var groupingJob: (id: Int, job: ViewerJob<SectionGrouping>)?
    var searchJob: (id: Int, job: ViewerJob<SearchProgress.Found?>, progress: SearchProgress)?
    let groupingProgress = GroupingProgress()
    var summaryJob: (id: Int, job: ViewerJob<[ColumnSummary]?>)?
    /// Rows the column summary being made has read, for the status line.
    let summaryProgress = SummaryProgress()
    var frequencyJob: (id: Int, job: ViewerJob<CountedFrequency?>)?
    /// Rows the frequency table being counted has counted, for the status line.
    let frequencyProgress = GroupingProgress()
    var filterJob: (id: Int, job: ViewerJob<RowHits>)?
    var saveJob: (id: Int, job: ViewerJob<Result<Int, DataError>>)?
    /// Rows the filter being made in the background has looked at ("filtering… n%").
    let filterProgress = GroupingProgress()
    /// Rows (or previous hits) above which a search runs in the background (a few
    /// milliseconds of work at most runs with the key); a source with a search limit
    /// (SQLite, whose search reads its rows with SQL) always searches in the background.
    /// Tests lower it.
    var backgroundSearchThreshold = 16_384
    /// Where the list was before searching, restored when it is cancelled.
    var beforeSearch: (offset: Int, cursor: Int?)?
    let noResults = MessageView(message: "No Results")
    /// With `--follow`: opens the file again, from its start, after it was truncated,
    /// rewritten or replaced under its name (``LoadingProgress/fileChange``), as `less` does.
    /// Set by the command. Returns nil when the file cannot be read (gone); throws its
    /// error when it cannot be opened (not valid JSON from its start).
    var reopen: (() throws -> (any TabularSource)?)?
    /// How long the status line says "file rewritten; read again".
    static let reopenNoteSeconds = 5
    /// The source's column count when the columns chosen by name were last resolved.
    var columnsResolvedFrom = 0
    /// How often a stopped followed file is looked at; tests set zero.
    var followLookInterval: Duration = .milliseconds(200)
    /// How often a tick looks at the file (not followed); tests set zero.
    var fileLookInterval: Duration = .milliseconds(200)
    /// The sort's column title and direction while a followed file read again has no
    /// columns yet (``rebuildColumnsByName()``): applied once the column comes back.
    var sortWaitingForColumn: (String, Bool)?
    /// The rows Enter opened (`picks` false) or picked whose fields a background reader
    /// had not read (a SQLite page far from a query's start): acted on at the tick that
    /// finds them read (``actOnRowsWaitingToBeRead()``), so the main thread never waits.
    var rowsWaitingToBeRead: (rows: [Int], picks: Bool)?
    /// The screen is printed once (`--print`): its status line names no key.
    var printsOnce = false
    /// Called when a row is opened (Enter outside pick mode); the command pushes the detail.
    var onOpenRow: ((Int) -> Void)?
    /// A sheet derived from the screen under it (a frequency table, the rows with a value):
    /// it shares that screen's source, so leaving it stops no loading, and Esc goes back to
    /// it, in pick mode too (DataTableViewController+Frequency).
    var isDerivedSheet = false

    init(source: any TabularSource, config: ViewConfiguration, isText: Bool) {
        let source = Self.bounded(source, config)
        self.source = source
        self.config = config
        self.isText = isText
        self.tableView = PickTableView(style: config.style)
        state = ViewerState(
            progress: source.progress, follows: config.follow,
            pick: config.pick.map { ViewerState.PickMode(multiple: $0.multiple) },
            sectionColumn: config.sectionColumn,
            waitsForFirstLine: Self.waitsForFirstLine(source, follow: config.follow, isText: isText))
        super.init()
        title = Self.title(forPath: source.title)
    }

    /// `source` cut at `--max-rows` (``ViewConfiguration/maxRows``), or itself without it.
    static func bounded(_ source: any TabularSource, _ config: ViewConfiguration) -> any TabularSource {
        config.maxRows.map { RowBoundSource(source, maxRows: $0) } ?? source
    }

    /// Cuts the source at `rows` (``ViewConfiguration/maxRows``) before its window takes in
    /// rows: `--print`'s default bound of an input of unknown size, which has fewer rows
    /// than that when the screen is made.
    func bound(toRows rows: Int) {
        config.maxRows = rows
        source = Self.bounded(source, config)
    }

    /// The source as opened, without the `--max-rows` bound: standard input waited for
    /// (`PendingInputSource`) is told apart by it.
    var unboundSource: any TabularSource { (source as? RowBoundSource)?.base ?? source }

    override func loadView() { setView(tableView) }
    override var focusedView: View? { screenFocusedView }
    override var keyBindings: [KeyBinding] { screenKeyBindings }
    /// The screen's keys (DataTableViewController+Keys.swift).
    override func handle(_ event: Event) -> Bool { handleScreenEvent(event) }
    override func takesKey(_ key: Key) -> Bool { screenTakesKey(key) }

    override func viewDidLoad() {
        tableView.register(TableViewColumnCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        // Every column but the last is at most 40 wide, so one long field (notes, a path)
        // does not push the others off the screen; the detail screen shows it whole.
        tableView.columnLayout = makeColumnLayout()
        tableView.dataSource = self
        tableView.delegate = self
        tableView.allowsMultipleSelection = config.pick?.multiple == true
        tableView.takesEnter = config.pick?.multiple == true
        tableView.enterHelp = config.pick == nil ? "open" : "pick"
        tableView.clicksToSelect = config.pick == nil ? 1 : 2  // a click moves, a double click picks
        tableView.tableHeaderView = searchController.searchBar
        tableView.eventHandler = self
        searchController.searchResultsUpdater = self
        searchController.onActiveChange = { [weak self] active in
            guard let self, active else { return }
            if self.beforeSearch == nil { self.rememberStateBeforeSearch() }
        }
        searchController.onSearchButtonClicked = { [weak self] in self?.searchConfirmed() }
        searchController.placesResultCursor = { [weak self] in self?.highlightFirstResult() }
        columnsResolvedFrom = source.columns.count
        let waits = Self.waitsForFirstLine(source, follow: config.follow, isText: isText)
        send(.loaded(source.progress, waitsForFirstLine: waits))  // the rows read since init
        // Sections need every value of the column: made at once for a small input read
        // whole, else in the background while the rows show ("grouping… n%").
        if let c = config.sectionColumn { send(.groupingAsked(column: c)) }
        showColumnsFoundWhileLoading()  // keys found since the options were resolved
        rearrange()
        highlightFirstRow()
        tableView.contentOffset = Point(x: 0, y: searchController.searchBar.frame.height)
        if state.followsEnd { showLastRow() }
    }

    /// Leaving its navigation controller (Esc back from a table opened from the SQLite
    /// table list) stops the source's loading: no count or page reader goes on for a screen
    /// no one can see (UIKit's `didMove(toParent:)` with nil).
    override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        if parent == nil && !isDerivedSheet { source.stopLoading() }
    }

    /// The source row shown at an index path.
    func row(at ip: IndexPath) -> Int { arrangement.sections[ip.section].rows[ip.row] }

    /// Makes the arrangement again from the sort, the search and the sections, reloads,
    /// and keeps the cursor and the marks on their rows.
    func rearrange() {
        let cursor = tableView.cursorIndexPath.flatMap { tableView.isValid($0) ? countedRow(row(at: $0)) : nil }
        arrangement = RowArrangement.arrange(
            count: state.loadedRows, order: state.order, hits: state.visibleHits,
            grouping: state.grouping, fromEnd: state.end?.fields.count)
        tableView.reloadData()
        tableView.backgroundView = state.visibleHits != nil && arrangement.rowCount == 0 ? noResults : nil
        for m in state.marked {
            guard let ip = arrangement.indexPath(ofRow: m) else { continue }
            tableView.selectRow(at: ip, animated: false, scrollPosition: .none)
        }
        if let cursor { tableView.moveCursor(to: arrangement.indexPath(ofRow: cursor)) }
    }

    /// Row `r` as the rows on screen number it: a row read back from the end (< 0) is row
    /// `count + r` once counted while none are shown, nil before (``ViewerState/end``).
    func countedRow(_ r: Int) -> Int? {
        guard r < 0, state.end == nil else { return r }
        let p = state.progress
        return p.isComplete && p.error == nil && state.loadedRows + r >= 0 ? state.loadedRows + r : nil
    }

    func highlightFirstRow() {
        if let s = arrangement.sections.firstIndex(where: { $0.rows.count > 0 }) {
            tableView.moveCursor(to: IndexPath(row: 0, section: s))
        }
    }

    // MARK: Events

    /// Hands `event` to the model and runs its effects; then cancels the jobs the state
    /// no longer has, and checks the state's invariants (debug builds).
    func send(_ event: ViewerEvent) {
        apply(event)
        reconcileJobs()
        state.checkInvariants()
    }

    func apply(_ event: ViewerEvent) {
        for effect in state.handle(event) { run(effect) }
    }

    /// Cancels a job whose id the state dropped (a sort replaced, a file read again).
    private func reconcileJobs() {
        if let j = sortJob, state.sort?.id != j.id {
            j.job.cancel()
            sortJob = nil
        }
        if let j = groupingJob, state.grouper?.id != j.id {
            j.job.cancel()
            groupingJob = nil
        }
        if let j = searchJob, state.search?.id != j.id {
            j.job.cancel()
            searchJob = nil
        }
        if let j = summaryJob, state.summary?.id != j.id {
            j.job.cancel()
            summaryJob = nil
        }
        if let j = frequencyJob, state.frequency?.id != j.id {
            j.job.cancel()
            frequencyJob = nil
        }
        if let j = saveJob, state.save?.id != j.id {
            j.job.cancel()
            saveJob = nil
        }
        if let j = filterJob, state.filterJob?.id != j.id {
            j.job.cancel()
            filterJob = nil
        }
    }

    // MARK: Loading

    /// Polls the jobs and the source: finished jobs are applied, new rows are shown
    /// (searched when searching; a sort or sections, made over complete data, wait), a
    /// followed file that changed is read again, and the status line's count moves.
    override func tick() -> Bool {
        guard isViewLoaded else {
            return isSorting || state.search != nil || state.filterJob != nil || state.save != nil
                || state.summary != nil || state.frequency != nil
        }
        let acted = actOnRowsWaitingToBeRead()
        let summarized = applyFinishedSummary()
        let counted = applyFinishedFrequency()
        let applied = applyFinishedJobs() || acted || summarized || counted
        if let pending = unboundSource as? PendingInputSource, let opened = pending.opened {
            isText = opened.format == .text  // a delimiter was given: never pending
            // The names the options give are checked as for a file opened at start; JSON
            // keys still loading may come further down (shown blank meanwhile).
            let mayGrow = [.json, .jsonLines].contains(opened.format) && !opened.source.progress.isComplete
            do throws(DataError) {
                if !mayGrow { try config.checkNames(in: opened.source.columns) }
            } catch {
                send(.openRefused(error))
                return true
            }
            if title == Self.title(forPath: pending.title) { title = Self.title(forPath: opened.source.title) }
            if readAgain(note: nil) { return true }
        }
        if state.waitsForFirstLine, source.progress.rowCount > 0, followLookDue(), readAgain(note: nil) { return true }
        if source.progress.error != nil, reopenAfterTruncation() { return true }
        let noteBefore = state.reopenNote
        send(.clock(.now))
        let widened = showColumnsFoundWhileLoading() || state.reopenNote != noteBefore || lookAtFileOnDisk()
        let p = source.progress
        guard p != state.progress || state.holdsRowsBack else {
            return applied || widened || isSorting || state.search != nil || state.filterJob != nil
                || state.save != nil || state.summary != nil || state.frequency != nil
        }
        send(.progressed(p, screenLines: tableView.bounds.height))
        return true
    }

    /// Whether a sort, or the sections of `--section-by`, are being made in the background.
    var isSorting: Bool { state.isSorting }

    /// The records chosen in pick mode (set on Enter, then the window quits); nil: none.
    var picked: [[UInt8]]? { state.picked }

    /// The options refused by an input opened after the screen came (``ViewerState/refusal``),
    /// the error that stopped loading in the background (an unclosed CSV quote), or
    /// standard input cut at its limit (`--max-input`), if any: cut by its bytes ("more
    /// than SIZE", the limit), or by its line index (8 bytes a line, capped at the limit or
    /// 64 MiB, whichever is larger) when its lines are that many. Not by `bytesRead`: the
    /// cut drops a last line read in part, so a cut by bytes leaves it below the limit.
    var loadingError: DataError? {
        if let refused = state.refusal { return refused }
        let p = source.progress
        if let e = p.error { return e }
        guard p.stoppedAtLimit else { return nil }
        if let limit = p.inputLimit, 8 * (p.rowCount + 2) >= max(limit, 1 << 26) {
            // Short lines: their index (8 bytes a line) reached its cap first.
            let bytes = DataFile.sizeText(Int(p.bytesRead))
            return DataError(
                "\(source.title): \(bytes) in \(countText(p.rowCount, "line")), whose index fills \(DataFile.sizeText(max(limit, 1 << 26))); stopped at the input limit (--max-input SIZE raises it)"
            )
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

    /// The status line: ``ViewerStatusLine`` of the state and the screen.
    override var statusText: String? { ViewerStatusLine.text(state, statusScreen) }

    /// What the status line reads from the screen and the source.
    var statusScreen: ViewerStatusLine.Screen {
        ViewerStatusLine.Screen(
            sortArrow: isText ? tableView.sortDescriptor?.arrow : nil, notice: source.notice,
            groupedRows: groupingProgress.rows.load(ordering: .relaxed),
            filteredRows: filterProgress.rows.load(ordering: .relaxed), searchIsActive: searchController.isActive,
            rowsShown: arrangement.rowCount, followsFile: config.follow && reopen != nil,
            missingColumns: missingColumnNames.map { Sanitizer.sanitize($0) },
            title: Sanitizer.sanitize(title ?? source.title),
            headerColumns: readsHeaderRow ? source.columns.filter { !$0.name.isEmpty }.count : nil,
            summarizedRows: summaryProgress.rows.load(ordering: .relaxed),
            countedRows: frequencyProgress.rows.load(ordering: .relaxed), takesKeys: !printsOnce)
    }

    // MARK: Sorting

    /// Sorts by the new descriptor with TableKitData's `RowOrder` (stable; numbers and
    /// dates by value, text by `--collate`'s collation or the current locale's); the
    /// sorted rows show from the top, the cursor on the first
    /// (docs/decisions/2026-12-01-pick-on-every-input-a-sort-shows-the-top-search-only-what-is.md).
    func tableView(_ tableView: TableView, sortDescriptorDidChange oldDescriptor: ColumnSortDescriptor?) {
        sortWaitingForColumn = nil  // a sort asked for replaces one waiting for its column
        if state.progress.isComplete && state.progress.rowCount == 0 {
            tableView.sortDescriptor = oldDescriptor  // no rows to sort: no arrow is drawn
            return
        }
        sort(by: tableView.sortDescriptor, fromTheTop: true, undo: undoPlace)
    }

    // MARK: Delegate

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        if config.pick == nil { tableView.deselectRow(at: indexPath, animated: false) }
        send(.rowSelected(row(at: indexPath), source: source.progress))
    }

    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        send(.rowDeselected(row(at: indexPath)))
    }

    // MARK: The table's events

    func pickTableView(_ tableView: PickTableView, didHandle event: PickTableView.HandledEvent) {
        switch event {
        case .enter:
            let cursor = tableView.cursorIndexPath.flatMap { tableView.isValid($0) ? row(at: $0) : nil }
            send(.enterWithMarks(cursorRow: cursor, source: source.progress))
        case .indexSearch:
            beginSearch()
        case .handled(let wentToBottom, let wentToTop):
            let onLast = tableView.cursorIndexPath != nil && tableView.cursorIndexPath == lastIndexPath
            send(.tableHandledEvent(wentToBottom: wentToBottom, onLastRow: onLast))
            if wentToTop { send(.topAsked) }
        }
    }

    /// Every key while ``holdsKeys``, but `n`/`N` over results found so far (the search
    /// still running) with no key held before them: they step through those.
    func pickTableView(_ tableView: PickTableView, holdsKey key: Key) -> Bool {
        guard holdsKeys else { return false }
        let search = KeyMaps.current.search
        let steps = search.next.matches(key) || search.previous.matches(key)
        return !(steps && tableView.heldKeys.isEmpty && state.search?.shownHits != nil)
    }
}

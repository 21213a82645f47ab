import Foundation
import TableKit

/// A searchable, indexed list of ``ListContent``: the sections with header titles, a
/// section index (plain style) whose first entry is the search entry, and a search bar as
/// the table header view, hidden at start by the content offset as in Apple's
/// TableSearch and Sections samples.
///
/// `/` (or a click on the bar) starts searching: every keystroke filters the rows to those
/// containing the text (case- and diacritic-insensitively, literally), sections left empty
/// disappear with their headers and index titles, the index hides, and "No Results" shows
/// when nothing matches. ↓ or Tab moves from the bar into the results. Esc cancels and
/// restores the full list and the scroll position from before searching. Enter on a
/// result ends searching with that row selected in the full list. The selection and the
/// cursor follow a row's identity through filtering when the row survives it.
///
/// Content made by a collation (``ListContent/init(collating:collation:text:detail:)``) is
/// shown as UIKit's indexed-list samples show it: every one of the collation's sections is
/// in the table, header titles only on sections with rows, and the section index is the
/// collation's `sectionIndexTitles`, each title mapped to its section by
/// `section(forSectionIndexTitleAt:)`; choosing the title of an empty section scrolls to
/// where it would be, i.e. to the next section with rows.
@MainActor
open class IndexedListViewController: DataSourceViewController, SearchResultsUpdating, SearchControllerDelegate {
    /// The reuse identifier the list registers its cells under.
    public static let cellIdentifier = "Row"
    /// The rows and sections shown; replace them with ``setContent(_:)``.
    public private(set) var content: ListContent
    /// The table, the controller's view; its data source and delegate are the controller.
    public let tableView: TableView
    /// The search controller whose bar is the table's header view.
    public let searchController = SearchController()
    /// What the status line counts, e.g. "names".
    public var noun: String
    /// Whether the section index is shown (plain style only).
    public var showsSectionIndex = true
    /// The index titles, one per section (defaults to the section titles).
    public var sectionIndexTitlesOverride: [String]?
    /// The sections on screen.
    public private(set) var shown: [ListContent.ShownSection] = []
    /// The selected row as a global index of ``ListContent/rows``.
    public private(set) var selectedRow: Int?
    /// Where the list was before searching began, restored when searching is cancelled:
    /// the content offset and the row under the cursor (a global row index).
    private var beforeSearch: (offset: Int, cursor: Int?)?
    /// Whether the keyboard went from the bar to the results (Enter, ↓/Tab): the row the
    /// cursor is on then is the one chosen, and a cancelled search keeps it.
    private var resultsHaveKeyboard = false
    /// Set when a cancelled search kept the chosen result: ``didDismissSearchController(_:)``
    /// scrolls it into view, after the search controller restored the content offset.
    private var scrollsToChosenResult = false
    private let noResults = MessageView(message: "No Results")
    /// Whether search also matches each row's detail text (a time zone's offset `+5:30`, a
    /// state's capital), besides its text; `--search-detail` in the apps. False by default,
    /// as in UIKit's samples. Setting it builds a second search index once (O(rows)).
    public var searchesDetailText = false {
        didSet {
            guard searchesDetailText != oldValue else { return }
            detailIndex = searchesDetailText ? content.makeDetailSearchIndex() : nil
            if searchController.isActive { updateSearchResults(for: searchController) }
        }
    }
    var detailIndex: SearchIndex?
    /// The query of the last search ended by choosing a row: `n`/`N` go to its next and
    /// previous matches in the full list, as in `less` (`SearchKeyMap.next`).
    public private(set) var keptQuery: String?
    /// What the last `n`/`N` said ("Last match"), shown on the status line until the cursor moves.
    var matchNotice: SearchMatches.Notice?

    /// A list of `content` in a table of `style`; `noun` is what the status line counts
    /// (plural, e.g. "names"). The table is filled in ``viewDidLoad()``.
    public init(content: ListContent, style: TableView.Style, noun: String = "rows") {
        self.content = content
        self.tableView = TableView(style: style)
        self.noun = noun
        super.init()
    }

    open override func loadView() { setView(tableView) }

    open override func viewDidLoad() {
        let cellStyle: TableViewCell.CellStyle = content.rows.contains { $0.detail != nil } ? .value1 : .default
        tableView.register(TableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier, style: cellStyle)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.tableHeaderView = searchController.searchBar
        searchController.searchResultsUpdater = self
        searchController.delegate = self
        shown = content.filtered("")
        tableView.reloadData()
        tableView.contentOffset = Point(x: 0, y: searchController.searchBar.frame.height)
    }

    /// Starts searching with `text` already typed, as if typed key by key.
    public func search(_ text: String) {
        beginSearch()
        for ch in text { _ = searchController.searchBar.handle(.key(.character(ch))) }
    }

    /// Remembers the scroll position, reveals the search bar and gives it the keyboard
    /// (the search controller scrolls the table to the top).
    public func beginSearch() {
        if !searchController.isActive { rememberStateBeforeSearch() }
        resultsHaveKeyboard = false
        searchController.activate()
    }

    // MARK: Keys

    open override var focusedView: View? {
        searchController.searchBar.isEditing ? searchController.searchBar : tableView
    }

    /// The list's keys as one action table (``SearchKeyActions``), in help order: `/`
    /// searches, ↓/Tab go from the search bar to the results, Esc cancels the search, `n`/`N`
    /// go to the next and previous match. A subclass adds its rows to this table.
    open var keyActions: KeyActionTable {
        SearchKeyActions(
            begin: { self.beginSearch() }, isTyping: { self.searchController.searchBar.isEditing },
            toResults: {
                self.searchController.searchBar.endEditing()
                self.cursorToFirstResult()
            },
            isSearching: { self.searchController.isActive }, cancel: { self.searchController.deactivate() },
            canGoToMatches: { self.canGoToMatches }, goToMatch: { _ = self.goToMatch($0) }
        ).table
    }

    open override var keyBindings: [KeyBinding] { keyActions.keyBindings }

    open override var statusText: String? {
        if let notice = matchNotice?.text(at: tableView.cursorIndexPath) { return notice }
        guard searchController.isActive else { return nounCount(content.count) }
        // "0 of 1,950 names" beside the "No Results" screen, as for any other count.
        let n = shown.reduce(0) { $0 + $1.rows.count }
        return "\(n.formatted()) of \(nounCount(content.count))"
    }

    /// Searching started: remembers where the list was and filters at once, so the index
    /// and empty sections hide before any typing.
    open func didPresentSearchController(_ searchController: SearchController) {
        if beforeSearch == nil { rememberStateBeforeSearch() }
        updateSearchResults(for: searchController)
    }

    /// Enter in the search bar: the cursor goes to the first result.
    open func searchControllerDidConfirmSearch(_ searchController: SearchController) { cursorToFirstResult() }

    /// Puts the cursor on the first row shown, so Enter selects it.
    func cursorToFirstResult() {
        resultsHaveKeyboard = true
        if let first = shown.firstIndex(where: { !$0.rows.isEmpty }) {
            tableView.moveCursor(to: IndexPath(row: 0, section: first))
        }
    }

    /// Whether a point on the screen (the window's coordinates, as unhandled clicks arrive)
    /// falls on the search bar, which shows on the table's first line when scrolled to the top.
    func isOnSearchBar(_ p: Point) -> Bool {
        let origin = tableView.convert(.zero, to: nil)
        let bar = searchController.searchBar.frame.height
        return tableView.contentOffset.y == 0 && p.y >= origin.y && p.y < origin.y + bar
            && p.x >= origin.x && p.x < origin.x + tableView.contentWidth
    }

    /// A count with ``noun``: "1 name", "1,950 names" (the singular drops a final "s").
    func nounCount(_ count: Int) -> String {
        countText(count, noun.hasSuffix("s") ? String(noun.dropLast()) : noun, plural: noun)
    }

    /// Keys through ``keyActions`` (any key first clears the last `n`/`N` notice); a click
    /// on the search bar starts searching.
    open override func handle(_ event: Event) -> Bool {
        if case .key(let key) = event {
            matchNotice = nil
            return keyActions.perform(key) ?? false
        }
        guard case .mouse(let m) = event, m.kind == .press, isOnSearchBar(m.location) else { return false }
        beginSearch()
        return true
    }

    // MARK: Content

    /// Replaces the rows and sections, keeping what the user has: the search (the query
    /// typed, its results, the "N of M" count, "No Results" when nothing matches), the
    /// cursor and the selection on the same rows, and the row to return to when the
    /// search is cancelled. A row is the same when its text and detail are (the first
    /// such row of `newContent`). For a list that is reloaded (a tool's refresh).
    /// - Complexity: O(rows of `newContent`) to build its search index and find the rows.
    public func setContent(_ newContent: ListContent) {
        let old = content
        func key(_ id: Int) -> RowKey { RowKey(old.rows[id]) }
        let kept = TableCursorKeeper(tableView) { key(rowID(at: $0)) }
        let selectedKey = selectedRow.map(key)
        let cursorBeforeSearch = beforeSearch?.cursor.map(key)
        content = newContent
        if searchesDetailText { detailIndex = content.makeDetailSearchIndex() }
        var ids: [RowKey: Int] = [:]
        for (i, row) in content.rows.enumerated() where ids[RowKey(row)] == nil { ids[RowKey(row)] = i }
        selectedRow = selectedKey.flatMap { ids[$0] }
        if let saved = beforeSearch { beforeSearch = (saved.offset, cursorBeforeSearch.flatMap { ids[$0] }) }
        matchNotice = nil
        shown = filtered(searchController.isActive ? searchController.text : "")
        if searchController.isActive { shown.removeAll { $0.rows.isEmpty } }
        tableView.reloadData()
        tableView.backgroundView = shown.isEmpty ? noResults : nil
        kept.restore(in: tableView) { ids[$0].flatMap(indexPath(ofRow:)) }
    }

    /// A row's identity across contents: its text and detail.
    struct RowKey: Hashable {
        let text: String
        let detail: String?
        init(_ row: ListContent.Row) {
            text = row.text
            detail = row.detail
        }
    }

    // MARK: Searching

    /// Filters the rows to the search text (all rows when not searching), drops empty sections
    /// while searching, shows "No Results" when nothing is left, and keeps the selection and
    /// cursor on their rows (UIKit's `updateSearchResults(for:)`). Restores the scroll position
    /// from before searching when searching ends.
    open func updateSearchResults(for searchController: SearchController) {
        let highlighted = tableView.cursorIndexPath.map(rowID(at:))
        matchNotice = nil
        shown = filtered(searchController.isActive ? searchController.text : "")
        if searchController.isActive { shown.removeAll { $0.rows.isEmpty } }
        tableView.reloadData()
        tableView.backgroundView = shown.isEmpty ? noResults : nil
        if let sel = selectedRow, let ip = indexPath(ofRow: sel) {
            tableView.selectRow(at: ip, animated: false, scrollPosition: .none)
        }
        if searchController.isActive {
            tableView.moveCursor(to: highlighted.flatMap(indexPath(ofRow:)))
            tableView.setContentOffset(.zero, animated: false)
        } else if let saved = beforeSearch {
            // Cancelled: the list comes back as it was, cursor included; once the keyboard
            // went to the results, the cursor stays on the result it is on, in view.
            beforeSearch = nil
            let chosen = resultsHaveKeyboard
            resultsHaveKeyboard = false
            let target = (chosen ? highlighted : saved.cursor ?? highlighted).flatMap(indexPath(ofRow:))
            tableView.moveCursor(to: target)
            tableView.setContentOffset(Point(x: 0, y: saved.offset), animated: false)
            scrollsToChosenResult = chosen && target != nil
        } else {
            tableView.moveCursor(to: highlighted.flatMap(indexPath(ofRow:)))
        }
    }

    private func rememberStateBeforeSearch() {
        resultsHaveKeyboard = false
        beforeSearch = (tableView.contentOffset.y, tableView.cursorIndexPath.map(rowID(at:)))
    }

    /// The global row index shown at an index path.
    public func rowID(at ip: IndexPath) -> Int { shown[ip.section].rows[ip.row] }

    /// Where a row (global index) is shown now, or nil when it is filtered out.
    /// - Complexity: O(sections + log rows).
    public func indexPath(ofRow id: Int) -> IndexPath? {
        for (s, sec) in shown.enumerated() {
            guard let last = sec.rows.last, id <= last else { continue }
            var lo = 0
            var hi = sec.rows.count - 1
            while lo < hi {
                let mid = (lo + hi) / 2
                if sec.rows[mid] < id { lo = mid + 1 } else { hi = mid }
            }
            return sec.rows[lo] == id ? IndexPath(row: lo, section: s) : nil
        }
        return nil
    }

    // MARK: Data source

    /// The sections shown: every section when not searching, those with matches while searching.
    open override func numberOfSections(in tableView: TableView) -> Int { shown.count }

    /// The rows of `section` shown. Traps when `section` is out of range.
    open override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        shown[section].rows.count
    }

    /// A cell of the registered style with the row's text and detail.
    open override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let row = content.rows[rowID(at: indexPath)]
        cell.textLabel?.text = row.text
        cell.detailTextLabel?.text = row.detail
        return cell
    }

    /// The section's title when it has rows shown; nil for an empty section.
    open override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        // Header titles only for sections with rows, as the States sample does.
        shown[section].rows.isEmpty ? nil : shown[section].title
    }

    /// The search entry, then ``sectionIndexTitlesOverride``, else the content's
    /// collation's `sectionIndexTitles` (every title, empty sections included: UIKit's
    /// States sample), else the shown sections' titles. nil (no index) while searching, in
    /// grouped styles, when ``showsSectionIndex`` is false, or when nothing has a title.
    open override func sectionIndexTitles(for tableView: TableView) -> [String]? {
        guard tableView.style == .plain, showsSectionIndex, !searchController.isActive else { return nil }
        let titles: [String]
        if let override = sectionIndexTitlesOverride {
            titles = override
        } else if let collation = content.collation {
            titles = collation.sectionIndexTitles
        } else {
            guard shown.contains(where: { $0.title != nil }) else { return nil }
            titles = shown.map { $0.title ?? "" }
        }
        return titles.isEmpty ? nil : [TableView.indexSearch] + titles
    }

    /// Index 0 is the search entry. With a collation (and no override), the section is the
    /// collation's `section(forSectionIndexTitleAt:)` for the title after it, found among
    /// the sections shown (-1 when it is not shown); otherwise the section at `index - 1`.
    /// `UITableViewDataSource.tableView(_:sectionForSectionIndexTitle:at:)`.
    open override func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int)
        -> Int
    {
        guard index > 0 else { return -1 }
        guard sectionIndexTitlesOverride == nil, let collation = content.collation,
            index - 1 < collation.sectionIndexTitles.count
        else { return index - 1 }
        let section = collation.section(forSectionIndexTitleAt: index - 1)
        return shown.firstIndex { $0.section == section } ?? -1
    }

    // MARK: Delegate

    /// Records the row as ``selectedRow``; while searching, also ends the search and selects
    /// the row in the full list, scrolled to the middle.
    open override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let id = rowID(at: indexPath)
        selectedRow = id
        guard searchController.isActive else { return }
        beforeSearch = nil
        let query = searchController.text
        keptQuery = SearchIndex.words(of: query).isEmpty ? nil : query
        searchController.deactivate()
        if let ip = self.indexPath(ofRow: id) {
            tableView.selectRow(at: ip, animated: false, scrollPosition: .middle)
        }
    }

    // MARK: Search controller delegate: the rest, open (docs/PORTING.md, the subclass trap)

    /// Implements `SearchControllerDelegate.willPresentSearchController(_:)`: does nothing.
    open func willPresentSearchController(_ searchController: SearchController) {}
    /// Implements `SearchControllerDelegate.willDismissSearchController(_:)`: does nothing.
    open func willDismissSearchController(_ searchController: SearchController) {}
    /// Implements `SearchControllerDelegate.didDismissSearchController(_:)`: after a search
    /// cancelled once the keyboard went to the results, scrolls the result kept under the
    /// cursor into view (the content offset from before the search is back by then). An
    /// override calls `super`.
    open func didDismissSearchController(_ searchController: SearchController) {
        guard scrollsToChosenResult else { return }
        scrollsToChosenResult = false
        if let ip = tableView.cursorIndexPath { tableView.scrollToRow(at: ip, at: .none, animated: false) }
    }
}

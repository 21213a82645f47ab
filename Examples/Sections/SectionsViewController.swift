import Foundation
import TableKit
import TableKitApps

/// The Sections sample's screen as the classic listing writes it ("Beginning iPhone
/// Development", the Sections chapter): the controller is the table's data source and
/// delegate and the search bar's delegate, keeps every name in ``allNames`` and what is
/// shown in ``names`` and ``keys``, and searches in two steps, ``resetSearch()`` (all names
/// back, the magnifier first among the keys) and ``handleSearch(for:)`` (drop the names
/// without every word of the term, then the sections left empty). ``isSearching`` hides the index.
///
/// What the terminal adds to the listing: the key order is kept from the file (or the
/// collation) instead of sorting the dictionary's keys, so that `--locale sv` puts Å Ä Ö
/// after Z; a section with no names has no header; the status line counts the names; Esc
/// puts the list back where it was before searching; "No Results" shows when nothing
/// matches (the status line then says "0 of 1,950 names"); the term is split into words,
/// found in any order (`ann mar` finds "Marie-Ann"), as the short form searches. `IndexedListViewController` (`sections --short`) is the same screen in one line.
@MainActor
final class SectionsViewController: ViewController, TableViewDataSource, TableViewDelegate, SearchBarDelegate {
    static let cellIdentifier = "SectionsTableIdentifier"

    /// The table; the listing's `table` outlet.
    let table: TableView
    /// The search bar, the table's header view; the listing's `search` outlet.
    let search = SearchBar()
    /// Every name, by section key. Never changes.
    let allNames: [String: [String]]
    /// The section keys in order (the listing sorts `allNames`' keys instead).
    let allKeys: [String]
    /// The names shown, by key: a copy of ``allNames`` filtered by the search term (the
    /// listing's `mutableDeepCopy`; a Swift dictionary of arrays is a value, so an
    /// assignment copies it).
    private(set) var names: [String: [String]] = [:]
    /// The keys shown, one per section: the magnifier (``TableView/indexSearch``, an empty
    /// section that is also the index's search entry), then the keys with names.
    private(set) var keys: [String] = []
    /// True from the moment the search bar gets the keyboard until searching ends.
    private(set) var isSearching = false
    /// What the status line counts, e.g. "names".
    let noun: String
    private let total: Int
    private let noResults = MessageView(message: "No Results")
    /// The content offset before searching began, restored when searching is cancelled.
    private var offsetBeforeSearch: Int?
    /// The name under the cursor before searching began (key and name), where a cancelled
    /// search puts the cursor back.
    private var cursorBeforeSearch: (key: String, name: String)?
    /// Whether the keyboard went from the bar to the results (Enter, ↓/Tab): the name the
    /// cursor is on then is the one chosen, and a cancelled search keeps it.
    private var resultsHaveKeyboard = false
    /// The term of the last search ended by choosing a name: `n`/`N` go to its next and
    /// previous matches in the full list, as in `less` and the short form.
    private(set) var keptQuery: String?

    /// A screen of `names` (key → names, each array in display order) whose sections come
    /// in the order of `keys`; keys missing from `names` are empty sections.
    init(names: [String: [String]], keys: [String], style: TableView.Style = .plain, noun: String = "names") {
        allNames = names
        allKeys = keys
        self.noun = noun
        total = keys.reduce(0) { $0 + (names[$1]?.count ?? 0) }
        table = TableView(style: style)
        super.init()
        title = "Names"
    }

    /// The screen of a list's content: each section's title is its key.
    convenience init(content: ListContent, style: TableView.Style = .plain, noun: String = "names") {
        var names: [String: [String]] = [:]
        var keys: [String] = []
        for section in content.sections {
            let key = section.title ?? ""
            if names[key] == nil { keys.append(key) }
            names[key, default: []] += section.rows.map(\.text)
        }
        self.init(names: names, keys: keys, style: style, noun: noun)
    }

    override func loadView() { setView(table) }

    override func viewDidLoad() {
        table.register(TableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        table.dataSource = self
        table.delegate = self
        search.delegate = self
        search.frame = Rect(x: 0, y: 0, width: 0, height: 1)  // the listing's bar, 44 points there
        table.tableHeaderView = search
        resetSearch()
        table.reloadData()
        // Start below the search bar, as the listing's `setContentOffset(CGPointMake(0.0, 44.0))`.
        table.setContentOffset(Point(x: 0, y: search.frame.height), animated: false)
    }

    // MARK: Searching, the listing's two steps

    /// Every name back, and the keys with the magnifier first (plain style: grouped
    /// tables have no index, and an empty section there would still leave a gap).
    func resetSearch() {
        names = allNames
        keys = (table.style == .plain ? [TableView.indexSearch] : []) + allKeys
    }

    /// Keeps the names containing every word of `searchTerm` in any order (spaces around
    /// and between words do nothing; case and diacritics ignored, as `SearchIndex.fold`
    /// folds), drops the sections left without names, and reloads the table.
    /// - Complexity: O(n × w) string searches for n names and w words.
    func handleSearch(for searchTerm: String) {
        var sectionsToRemove: [String] = []
        let words = SearchIndex.words(of: searchTerm)
        resetSearch()
        for key in keys {
            let array = names[key] ?? []
            let kept = array.filter { Self.name($0, hasEvery: words) }
            if kept.isEmpty { sectionsToRemove.append(key) }
            names[key] = kept
        }
        keys.removeAll { sectionsToRemove.contains($0) }
        reloadTable()
    }

    /// Whether `name` contains every one of `words` (already folded), case and diacritics ignored.
    static func name(_ name: String, hasEvery words: [String]) -> Bool {
        let folded = SearchIndex.fold(name)
        return words.allSatisfy { folded.contains($0) }
    }

    /// Reloads the table; while searching, the results start at the top, under the bar,
    /// and "No Results" shows when no name is left.
    private func reloadTable() {
        matchNotice = nil
        table.reloadData()
        table.backgroundView = isSearching && shownCount == 0 ? noResults : nil
        if isSearching { table.setContentOffset(.zero, animated: false) }
    }

    /// The names shown in all sections.
    var shownCount: Int { keys.reduce(0) { $0 + (names[$1]?.count ?? 0) } }

    /// Leaves searching: the text cleared, the Cancel button hidden, every name back (the
    /// listing's cancel button).
    func endSearching() {
        isSearching = false
        search.text = ""
        search.setShowsCancelButton(false, animated: true)
        search.endEditing()
        resetSearch()
        reloadTable()
    }

    /// `/` or a click on the bar: remembers where the list is, shows the bar and gives it
    /// the keyboard (the listing's user taps the bar).
    func beginSearching() {
        rememberWhereTheListIs()
        resultsHaveKeyboard = false
        table.setContentOffset(.zero, animated: false)
        search.beginEditing()
    }

    /// Remembers the content offset and the name under the cursor, once a search.
    private func rememberWhereTheListIs() {
        guard !isSearching && offsetBeforeSearch == nil else { return }
        offsetBeforeSearch = table.contentOffset.y
        cursorBeforeSearch = table.cursorIndexPath.flatMap(nameShown(at:))
    }

    /// The key and name shown at `ip`, nil for none.
    private func nameShown(at ip: IndexPath) -> (key: String, name: String)? {
        guard keys.indices.contains(ip.section), let names = names[keys[ip.section]], names.indices.contains(ip.row)
        else { return nil }
        return (keys[ip.section], names[ip.row])
    }

    /// Where `name` of section `key` is shown now, nil when it is not.
    private func indexPathShown(of name: (key: String, name: String)) -> IndexPath? {
        guard let section = keys.firstIndex(of: name.key), let row = names[name.key]?.firstIndex(of: name.name)
        else { return nil }
        return IndexPath(row: row, section: section)
    }

    // MARK: Search bar delegate

    /// The listing's `searchBarTextDidBeginEditing:`: searching, with the Cancel button shown.
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {
        rememberWhereTheListIs()
        resultsHaveKeyboard = false
        isSearching = true
        searchBar.setShowsCancelButton(true, animated: true)
        handleSearch(for: searchBar.text ?? "")
        table.setContentOffset(.zero, animated: false)
    }

    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
        guard !searchText.isEmpty else {
            resetSearch()
            reloadTable()
            return
        }
        handleSearch(for: searchText)
    }

    /// Enter in the bar: the keyboard goes to the first result.
    func searchBarSearchButtonClicked(_ searchBar: SearchBar) {
        searchBar.endEditing()
        cursorToFirstResult()
    }

    /// Esc: every name back, at the scroll position from before searching, the cursor on
    /// the name it was on then; or, once the keyboard went to the results, on the result
    /// it is on (the one chosen), scrolled into view.
    func searchBarCancelButtonClicked(_ searchBar: SearchBar) {
        let chosen = resultsHaveKeyboard ? table.cursorIndexPath.flatMap(nameShown(at:)) : nil
        let before = cursorBeforeSearch
        endSearching()
        if let offset = offsetBeforeSearch { table.setContentOffset(Point(x: 0, y: offset), animated: false) }
        offsetBeforeSearch = nil
        cursorBeforeSearch = nil
        resultsHaveKeyboard = false
        guard let ip = (chosen ?? before).flatMap(indexPathShown(of:)) else { return }
        table.moveCursor(to: ip)
        if chosen != nil { table.scrollToRow(at: ip, at: .none, animated: false) }
    }

    private func cursorToFirstResult() {
        resultsHaveKeyboard = true
        if let first = keys.firstIndex(where: { !(names[$0] ?? []).isEmpty }) {
            table.moveCursor(to: IndexPath(row: 0, section: first))
        }
    }

    // MARK: Keys and status

    override var focusedView: View? { search.isEditing ? search : table }

    /// The screen's keys, the same search keys as `sections --short` (`SearchKeyActions`).
    var keyActions: KeyActionTable {
        SearchKeyActions(
            begin: { self.beginSearching() }, isTyping: { self.search.isEditing },
            toResults: {
                self.search.endEditing()
                self.cursorToFirstResult()
            },
            isSearching: { self.isSearching }, cancel: { self.searchBarCancelButtonClicked(self.search) },
            canGoToMatches: { self.canGoToMatches }, goToMatch: { self.goToMatch($0) }
        ).table
    }

    override var keyBindings: [KeyBinding] { keyActions.keyBindings }

    override var statusText: String? {
        if let notice = matchNotice?.text(at: table.cursorIndexPath) { return notice }
        let all = countText(total, noun.hasSuffix("s") ? String(noun.dropLast()) : noun, plural: noun)
        guard isSearching else { return all }
        // "0 of 1,950 names" beside the "No Results" screen, as the short form counts.
        return "\(shownCount.formatted()) of \(all)"
    }

    override func handle(_ event: Event) -> Bool {
        if case .key(let key) = event {
            matchNotice = nil
            return keyActions.perform(key) ?? false
        }
        guard case .mouse(let m) = event, m.kind == .press, isOnSearchBar(m.location) else { return false }
        beginSearching()
        return true
    }

    // MARK: n/N, as the short form (IndexedListViewController+Matches.swift)

    /// What the last `n`/`N` said ("Last match"), on the status line until the cursor moves.
    var matchNotice: SearchMatches.Notice?

    /// Whether `n`/`N` have matches to go to: the bar closed, with a term typed while
    /// searching, or a term kept from the last search ended by choosing a name.
    var canGoToMatches: Bool {
        guard !search.isEditing else { return false }
        return isSearching ? !SearchIndex.words(of: search.text ?? "").isEmpty : keptQuery != nil
    }

    /// `n` (`delta` 1) or `N` (-1): the cursor to the next or previous name shown that
    /// matches the term (the results while searching, the full list for the term kept);
    /// it stays at either end, and the status line says "Last match" or "First match"
    /// (``SearchMatches/step(in:from:delta:)``) until the cursor moves.
    /// - Complexity: O(names × words).
    func goToMatch(_ delta: Int) {
        let words = SearchIndex.words(of: isSearching ? search.text ?? "" : keptQuery ?? "")
        var matches: [IndexPath] = []
        for (section, key) in keys.enumerated() {
            for (row, name) in (names[key] ?? []).enumerated() where Self.name(name, hasEvery: words) {
                matches.append(IndexPath(row: row, section: section))
            }
        }
        let step = SearchMatches.step(in: matches, from: table.cursorIndexPath, delta: delta)
        if let ip = step.target {
            table.moveCursor(to: ip)
            table.scrollToRow(at: ip, at: .none, animated: false)
        }
        matchNotice = step.message.map { SearchMatches.Notice($0, cursor: table.cursorIndexPath) }
    }

    /// Whether a click (window coordinates) is on the search bar, shown on the table's
    /// first line when scrolled to the top.
    private func isOnSearchBar(_ p: Point) -> Bool {
        let origin = table.convert(.zero, to: nil)
        return table.contentOffset.y == 0 && p.y >= origin.y && p.y < origin.y + search.frame.height
            && p.x >= origin.x && p.x < origin.x + table.contentWidth
    }

    // MARK: Data source

    func numberOfSections(in tableView: TableView) -> Int { keys.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        names[keys[section]]?.count ?? 0
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.textLabel?.text = names[keys[indexPath.section]]?[indexPath.row]
        return cell
    }

    /// The key; none for the magnifier's section or a section with no names.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        let key = keys[section]
        if key == TableView.indexSearch || (names[key] ?? []).isEmpty { return nil }
        return key
    }

    /// The keys, magnifier first; none while searching (or in grouped style).
    func sectionIndexTitles(for tableView: TableView) -> [String]? {
        isSearching || tableView.style != .plain ? nil : keys
    }

    /// The magnifier scrolls to the search bar and returns `NSNotFound` (handled: the table
    /// does not scroll), as the listing does; any other title is its own section.
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        guard keys.indices.contains(index) else { return NSNotFound }
        if keys[index] == TableView.indexSearch {
            tableView.setContentOffset(.zero, animated: false)
            return NSNotFound
        }
        return index
    }

    // MARK: Delegate

    /// Choosing a name while searching ends searching first (the listing's
    /// `willSelectRowAtIndexPath`), and the name is chosen where it is in the full list.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        guard isSearching else { return indexPath }
        let key = keys[indexPath.section]
        let name = names[key]?[indexPath.row]
        keptQuery = SearchIndex.words(of: search.text ?? "").isEmpty ? nil : search.text
        offsetBeforeSearch = nil
        cursorBeforeSearch = nil
        resultsHaveKeyboard = false
        endSearching()
        guard let name, let section = keys.firstIndex(of: key), let row = names[key]?.firstIndex(of: name) else {
            return nil
        }
        let ip = IndexPath(row: row, section: section)
        tableView.scrollToRow(at: ip, at: .middle, animated: false)
        return ip
    }
}

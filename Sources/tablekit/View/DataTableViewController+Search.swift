import Foundation
import TableKit
import TableKitData

extension DataTableViewController {
    /// The search as a query over every column, or `--search-column`'s: words, or in regex
    /// mode (``ViewerState/searchesRegex``) the pattern typed (nil while it is not a valid
    /// one: ``patternError``). A `--search-column` the followed file read again lacks
    /// searches every column (the status line says "no column …").
    var query: RowQuery {
        let text = searchController.isActive ? searchController.text : ""
        let column = config.searchColumn.flatMap { $0 < 0 ? nil : $0 }
        guard state.searchesRegex, !text.isEmpty else {
            return RowQuery(state.searchesRegex ? "" : text, column: column)
        }
        guard let pattern = try? RowPattern(text) else { return RowQuery("", column: column) }
        return RowQuery(pattern: pattern, column: column)
    }

    /// Why the pattern typed in regex mode is not a regular expression; nil in words mode,
    /// or when it is one.
    var patternError: DataError? {
        guard state.searchesRegex, searchController.isActive, !searchController.text.isEmpty else { return nil }
        do {
            _ = try RowPattern(searchController.text)
            return nil
        } catch {
            return error
        }
    }

    /// The search bar's prompt: `regex` in regex mode, with what is wrong with the pattern
    /// typed (`regex: expected ')'`); none in words mode.
    func updateSearchPrompt() {
        guard state.searchesRegex else { return searchController.searchBar.prompt = nil }
        let reason = patternError.map {
            ": " + $0.description.replacingOccurrences(of: "not a regular expression: ", with: "")
        }
        searchController.searchBar.prompt = "regex" + (reason ?? "")
    }

    /// ⌃R while typing: the query read the other way (words or a regular expression), and
    /// searched again.
    func toggleRegexMode() {
        send(.regexModeSet(!state.searchesRegex))
    }

    /// The words typed, for highlighting in the cells (none in regex mode).
    var searchWords: [String] {
        state.searchesRegex ? [] : searchController.text.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// Starts searching with `text` typed, as if key by key.
    func search(_ text: String) {
        beginSearch()
        for ch in text { _ = searchController.searchBar.handle(.key(.character(ch))) }
    }

    /// Remembers the scroll position, reveals the search bar and gives it the keyboard.
    func beginSearch() {
        if !searchController.isActive { rememberStateBeforeSearch() }
        tableView.setContentOffset(.zero, animated: false)
        searchController.activate()
    }

    func rememberStateBeforeSearch() {
        beforeSearch = (tableView.contentOffset.y, tableView.cursorIndexPath.map { row(at: $0) })
    }

    /// Filters to the rows with every word (searching only the previous hits when the text
    /// extends the last), keeps sort and sections, restores the list when searching ends.
    /// More than ``backgroundSearchThreshold`` rows (or hits) are searched in the
    /// background, so typing, Ctrl-C and the count never wait for a search; the previous
    /// results stay on screen, the status line says "searching…", and each keystroke
    /// cancels the search it replaces.
    func updateSearchResults(for searchController: SearchController) {
        let text = searchController.isActive ? searchController.text : ""
        let q = query
        if !searchController.isActive { tableView.heldKeys.removeAll() }  // Esc: they go too
        updateSearchPrompt()
        if patternError != nil { return }  // the results stay while the pattern is not one
        guard !q.isEmpty else { return send(.searched(text: text, hits: nil)) }
        // A longer pattern may match more rows (`a` then `a|b`): a regex searches anew.
        let extendsLast =
            q.pattern == nil && state.hits != nil && text.hasPrefix(state.hitsQueryText)
            && !state.hitsQueryText.trimmingCharacters(in: .whitespaces).isEmpty
        // A search going on over rows that came: its hits so far cover the rows taken in.
        let among = extendsLast ? (state.search?.goesOn == true ? state.shownHits : state.hits) : nil
        if (among?.count ?? state.loadedRows) <= backgroundSearchThreshold && source.progress.searchLimit == nil {
            let found = among.map { searchHits(q, among: $0) } ?? searchHits(q, in: 0..<state.loadedRows)
            return send(.searched(text: text, hits: found))
        }
        send(.searchStarted(text: text, query: q, upTo: state.loadedRows, among: among, start: searchStartRow))
    }

    /// The row a search scans from, and at or after which the cursor goes to the first
    /// match: the cursor's when the search began (`less` searches from the screen it
    /// shows); 0, the top, while the rows show in another order than the file's (a sort,
    /// sections, rows read back from the end).
    var searchStartRow: Int {
        guard state.order == nil, state.grouping == nil, state.end == nil, let row = beforeSearch?.cursor else {
            return 0
        }
        return max(0, row)
    }

    /// Puts the cursor on the first result at or after ``searchStartRow`` in file order,
    /// or on the first from the top when none is after it, scrolled into view; from the
    /// top (or before any result shows): on the first row shown (``highlightFirstRow()``).
    func highlightFirstResult() {
        let start = searchStartRow
        guard start > 0, searchController.isActive, let hits = state.visibleHits, !hits.isEmpty else {
            return highlightFirstRow()
        }
        let after = hits.rank(of: start)
        guard let ip = arrangement.indexPath(ofRow: hits[after < hits.count ? after : 0]) else {
            return highlightFirstRow()
        }
        tableView.moveCursor(to: ip)
        tableView.scrollToRow(at: ip, at: .middle, animated: false)
    }

    /// `n` (`delta` 1) or `N` (-1) in the results: the cursor to the next or previous
    /// result shown, wrapping at either end, as the scan from the cursor wraps (in file
    /// order, unless sorted or in sections); with no cursor, the first result
    /// (``highlightFirstResult()``).
    func moveToMatch(_ delta: Int) {
        let total = arrangement.rowCount
        guard let ip = tableView.cursorIndexPath, tableView.isValid(ip), total > 0 else {
            return highlightFirstResult()
        }
        let shown = arrangement.sections[..<ip.section].reduce(ip.row) { $0 + $1.rows.count }
        moveCursor(toShownRow: ((shown + delta) % total + total) % total)
    }

    /// Starts the background search `id` the state asked for (``ViewerState/search``).
    func startSearchJob(id: Int) {
        guard let job = state.search else { return }
        let src = self.source
        let q = job.query ?? query
        let (from, upTo, among, start) = (job.from, job.upTo, job.among, job.start)
        let columns = searchedColumns
        let progress = SearchProgress()
        searchJob?.job.cancel()  // the search it replaces
        searchJob = (
            id,
            jobs.start {
                Self.searchInChunks(
                    src, q, among: among, in: from..<upTo, startingAt: start, onlyIn: columns,
                    progress: progress.publish)
            }, progress
        )
    }

    /// Whether a new search runs in the background (keys wait for its results); a search
    /// going on over rows that came does not count: keys act on the results shown.
    var searchesAnew: Bool { state.search.map { !$0.goesOn } ?? false }

    /// Whether the table holds keys back: while a new search runs in the background, or
    /// keys held before are still waiting their turn (see ``PickTableView/heldKeys``).
    var holdsKeys: Bool { searchesAnew || !tableView.heldKeys.isEmpty }

    /// Sends the keys held while a search ran, in order, until one of them starts another
    /// search in the background: the rest wait for that one.
    func sendHeldKeys() {
        var keys = tableView.heldKeys
        tableView.heldKeys = []
        while !keys.isEmpty, !searchesAnew, let window {
            window.send(keys.removeFirst())
        }
        tableView.heldKeys += keys
    }

    /// Rearranges for the new hits: the results from the top while searching, or the
    /// list where it was before the search once it ends.
    func showSearchResults() {
        rearrange()
        if searchController.isActive {
            tableView.setContentOffset(.zero, animated: false)
        } else if let saved = beforeSearch {
            beforeSearch = nil
            tableView.moveCursor(to: saved.cursor.flatMap { arrangement.indexPath(ofRow: $0) })
            tableView.setContentOffset(Point(x: 0, y: saved.offset), animated: false)
        }
    }

    /// The columns a search looks in when not all of them: the shown ones, when
    /// `--columns` hides some (a row matching only in a hidden column would show with
    /// nothing marked); nil for every column, or `--search-column`'s (which may name a
    /// hidden column: it is asked for by name).
    /// docs/decisions/2026-12-01-pick-on-every-input-a-sort-shows-the-top-search-only-what-is.md.
    var searchedColumns: [Int]? {
        guard config.searchColumn == nil, !config.showsColumnsFoundLater,
            visibleColumns.count < source.columns.count
        else { return nil }
        return visibleColumns.filter { $0 >= 0 }  // not a blank `--columns` name
    }

    /// The rows in `range` matching `query` in ``searchedColumns``.
    func searchHits(_ query: RowQuery, in range: Range<Int>) -> RowHits {
        Self.hits(source, query, among: nil, in: range, onlyIn: searchedColumns)
    }

    /// The rows among `candidates` matching `query` in ``searchedColumns``.
    func searchHits(_ query: RowQuery, among candidates: RowHits) -> RowHits {
        Self.hits(source, query, among: candidates, onlyIn: searchedColumns)
    }

    /// The rows of `source` among `among` (or in `range`) matching `query`; with
    /// `columns`, the rows whose words are all in those columns' fields (the source finds
    /// the rows with the words anywhere, then each is checked in those fields).
    /// - Complexity: the source's search, plus O(hits × fields' length) with `columns`.
    nonisolated static func hits(
        _ source: any TabularSource, _ query: RowQuery, among: RowHits?, in range: Range<Int> = 0..<0,
        onlyIn columns: [Int]?
    ) -> RowHits {
        if let pattern = query.pattern {
            return pattern.hits(source, in: range, among: among, columns: query.column.map { [$0] } ?? columns)
        }
        let found = among.map { source.hits(matching: query, among: $0) } ?? source.hits(matching: query, in: range)
        guard let columns, !query.isEmpty else { return found }
        return found.retaining { row in
            query.matches(columns.map { source.field(ofRow: row, column: $0) }.joined(separator: "\n"))
        }
    }

    /// The cursor's source row and its line on screen (from the table's top), if any.
    func cursorPlace() -> (row: Int, line: Int)? {
        guard let ip = tableView.cursorIndexPath, tableView.isValid(ip) else { return nil }
        return (row(at: ip), tableView.rectForRow(at: ip).minY - tableView.contentOffset.y)
    }

    /// Puts the cursor on `place`'s row, scrolled to its line (or as near as it goes).
    func restore(_ place: (row: Int, line: Int)) {
        guard let ip = arrangement.indexPath(ofRow: place.row) else { return }
        tableView.moveCursor(to: ip)
        tableView.setContentOffset(
            Point(x: tableView.contentOffset.x, y: max(0, tableView.rectForRow(at: ip).minY - max(0, place.line))),
            animated: false)
        tableView.scrollToRow(at: ip, at: .none, animated: false)
    }

    /// Enter in the search bar: the cursor goes to the first result (at or after the row
    /// the search began at: ``highlightFirstResult()``); in pick mode (one
    /// row, not `--multi`, whose Space marks in the results) that row is picked at once,
    /// as in fzf, and on the SQLite table list the table opens. A search still running
    /// holds the Enter until its results are shown.
    func searchConfirmed() {
        highlightFirstResult()
        guard config.pick.map({ !$0.multiple }) ?? config.picksInOpenedScreen else { return }
        if tableView.cursorIndexPath == nil && (searchesAnew || !state.progress.isComplete) {
            // No result yet while counting or searching: the first one found is picked
            // (``pickFirstResultIfFound()``), as it would be after the count.
            return send(.picksFirstResult(true))
        }
        _ = tableView.handle(.key(.enter))
    }

    /// After Enter in the search bar found no result yet (the input still counting, or
    /// the search still running): picks the first result once there is one, or gives up
    /// when the count and the search have ended without one, or a new search began.
    func pickFirstResultIfFound() {
        guard state.picksFirstResult else { return }
        if searchController.searchBar.isEditing || !searchController.isActive { return send(.picksFirstResult(false)) }
        if tableView.cursorIndexPath == nil { highlightFirstResult() }
        if tableView.cursorIndexPath != nil && !searchesAnew {
            send(.picksFirstResult(false))
            _ = tableView.handle(.key(.enter))
        } else if state.search == nil && state.progress.isComplete {
            send(.picksFirstResult(false))  // none: the bar says "No Results"
        }
    }
}

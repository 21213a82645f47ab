import TableKit
import TableKitData

// MARK: Columns, and those found while loading (JSON)

extension DataTableViewController {
    /// The table's columns for ``config``'s shown columns: sized to their content (lines of
    /// text: the whole width), every one but the last at most 40 wide so that one long
    /// field (notes, a path) does not push the others off the screen (the detail screen
    /// shows it whole); numbers right-aligned; the first frozen. Columns hidden with `-`
    /// are left out; one sized with `<`/`>` is that wide (``ViewerState/columnWidths``); a
    /// key column's title starts with ``ViewerState/keyMark``.
    func makeColumnLayout() -> ColumnLayout {
        let all = source.columns
        let positions = shownPositions
        let columns = positions.enumerated().map { i, p in
            let c = config.shownColumns[p]
            // A `--columns` name the file read again lacks: its title over blank cells.
            let column = c >= 0 && c < all.count ? all[c] : Column(name: config.names.shown?[p] ?? "")
            let set = state.columnWidths[p]
            return TableColumn(
                title: state.keyColumns.contains(p) ? ViewerState.keyMark + column.name : column.name,
                width: set.map { .fixed($0) } ?? (isText ? .fraction(1) : .fitContent),
                maxWidth: set ?? (i < positions.count - 1 ? 40 : nil),
                alignment: !isText && column.type == .number ? .right : .left)
        }
        return ColumnLayout(columns: columns, frozenColumnCount: isText ? 0 : 1, showsHeader: !isText)
    }

    /// The first header column's title without a key column's mark: its column's name.
    var firstColumnName: String? {
        guard let t = tableView.columnLayout?.columns.first?.title else { return nil }
        let marked = shownPositions.first.map(state.keyColumns.contains) == true
        return marked && t.hasPrefix(ViewerState.keyMark) ? String(t.dropFirst(ViewerState.keyMark.count)) : t
    }

    /// Adds the columns the source found since the screen was made (a JSON key first seen
    /// far down the file) at the right of the header, when every column is shown (no
    /// `--columns`), or the first keys of a source that had none (its one column `value`);
    /// the sort's arrow and the column cursor (so the horizontal scroll) stay.
    /// Called when the screen loads and on every tick: with sections, a sort or a search
    /// the rows may all be taken in before a tick sees the progress move, so the columns
    /// are compared, not the progress. True when columns were added.
    @discardableResult
    func showColumnsFoundWhileLoading() -> Bool {
        guard !isText else { return false }
        // A column typed only now (a followed CSV that had its header alone): numbers
        // right-aligned from here on; the sort reads the type when it runs.
        if let layout = tableView.columnLayout {
            let all = source.columns
            let retyped = visibleColumns.enumerated().contains { i, c in
                c >= 0 && c < all.count && i < layout.columns.count
                    && (layout.columns[i].alignment == .right) != (all[c].type == .number)
            }
            if retyped {
                let sort = tableView.sortDescriptor
                let selected = tableView.selectedColumn
                tableView.columnLayout = makeColumnLayout()
                tableView.sortDescriptor = sort
                tableView.selectedColumn = selected
                return true
            }
        }
        // A name chosen that the source lacked may come with a key found later.
        if !missingColumnNames.isEmpty && source.columns.count != columnsResolvedFrom {
            rebuildColumnsByName()
            return true
        }
        guard config.showsColumnsFoundLater else { return false }
        let all = source.columns
        let count = all.count
        // More columns, or the first record's keys in place of the placeholder `value`
        // of a source that had none when the screen was made (a slow pipe).
        guard
            count > config.shownColumns.count
                || count == 1 && firstColumnName != all[0].name
        else { return false }
        let sort = tableView.sortDescriptor
        let selected = tableView.selectedColumn
        config.shownColumns = Array(0..<count)
        tableView.columnLayout = makeColumnLayout()
        tableView.sortDescriptor = sort
        tableView.selectedColumn = selected
        return true
    }
}

// MARK: Columns found again by name (a followed file read again)

extension DataTableViewController {
    /// Resolves the columns chosen by name (``ViewConfiguration/names``) against the
    /// source's columns now: every column when `--columns` was not given, else each name
    /// (exactly, else ignoring case), ``ViewConfiguration/missingColumn`` for a name the
    /// source lacks; the same for `--section-by`, `--search-column` and `--print-column`.
    func resolveColumnsByName() {
        let all = source.columns
        columnsResolvedFrom = all.count
        func find(_ name: String) -> Int {
            (try? ColumnSelection.index(of: name, in: all)) ?? ViewConfiguration.missingColumn
        }
        config.shownColumns = config.names.shown.map { $0.map(find) } ?? Array(all.indices)
        config.sectionColumn = config.names.section.map(find)
        config.searchColumn = config.names.search.map(find)
        let print = config.names.print.map(find)  // read before `config` is written
        if config.pick != nil { config.pick?.printColumn = print }
    }

    /// Whether the source has no columns yet, only the untitled placeholder of an input
    /// with no header line read (a followed file caught empty between a truncation and its
    /// new first line): no column chosen by name is gone from it.
    var hasPlaceholderColumns: Bool {
        source.progress.rowCount == 0 && source.columns.map(\.name) == [""]
    }

    /// The names chosen that the source lacks (after it was read again), once each, in
    /// the order chosen: for the status line ("no column team"); none while the source
    /// has only its placeholder column.
    var missingColumnNames: [String] {
        guard !hasPlaceholderColumns else { return [] }
        let m = ViewConfiguration.missingColumn
        let n = config.names
        var names = zip(n.shown ?? [], config.shownColumns).filter { $0.1 == m }.map(\.0)
        if config.sectionColumn == m, let s = n.section { names.append(s) }
        if config.searchColumn == m, let s = n.search { names.append(s) }
        if config.pick?.printColumn == m, let s = n.print { names.append(s) }
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }

    /// Rebuilds the header from the source's columns found again by name
    /// (``resolveColumnsByName()``): titles, order, alignment and widths (sampled again);
    /// the sort stays on the column of the same name (dropped when it is gone), and the
    /// column cursor too. A source with only its placeholder column (read again between a
    /// truncation and its first line) keeps the sort waiting (``sortWaitingForColumn``),
    /// found again at the next rebuild. The caller sorts again (``sort(by:fromTheTop:)``).
    /// Returns the title of a sort's column that is gone (the sort dropped), or nil.
    @discardableResult
    func rebuildColumnsByName() -> String? {
        let titles = tableView.columnLayout?.columns.map(\.title) ?? []
        let sort =
            tableView.sortDescriptor.flatMap { d in
                d.column < titles.count ? (titles[d.column], d.ascending) : nil
            } ?? sortWaitingForColumn
        let selected = tableView.selectedColumn < titles.count ? titles[tableView.selectedColumn] : nil
        resolveColumnsByName()
        tableView.columnLayout = makeColumnLayout()
        let now = tableView.columnLayout?.columns.map(\.title) ?? []
        func index(of title: String) -> Int? {
            now.indices.first { now[$0] == title && config.shownColumns[$0] != ViewConfiguration.missingColumn }
        }
        tableView.sortDescriptor = sort.flatMap { s in
            index(of: s.0).map { ColumnSortDescriptor(column: $0, ascending: s.1) }
        }
        if let selected, let i = index(of: selected) { tableView.selectedColumn = i }
        let lost = sort != nil && tableView.sortDescriptor == nil
        sortWaitingForColumn = lost && hasPlaceholderColumns ? sort : nil
        return lost && sortWaitingForColumn == nil ? sort?.0 : nil
    }
}

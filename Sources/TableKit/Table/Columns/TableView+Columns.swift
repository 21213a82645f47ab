import Foundation

extension TableView {
    /// The columns the rows are drawn in, or nil for a table of ordinary cells (the
    /// default). Setting it adds a one-line column header under the table header view that
    /// stays pinned at the top while the rows scroll (a pinned section header then sits
    /// under it), resets the column cursor, the horizontal scroll and the sampled widths,
    /// and lays out again. Rows are drawn by ``TableViewColumnCell``s.
    public var columnLayout: ColumnLayout? {
        get { columnsState.layout }
        set {
            columnsState = TableColumnsState(layout: newValue)
            if !data.geometryIsStale { data.geometry.tableHeaderHeight = contentHeaderHeight }
            setNeedsLayout()
        }
    }

    /// The column cursor, `0..<columns.count`: the column ←/→ move between and `s`
    /// sorts by; its title shows reversed. The table scrolls horizontally to show it.
    public var selectedColumn: Int {
        get { columnsState.selectedColumn }
        set {
            let n = columnsState.layout?.columns.count ?? 0
            columnsState.selectedColumn = min(max(0, newValue), max(0, n - 1))
            setNeedsLayout()
        }
    }

    /// The first unfrozen column on screen (horizontal scrolling by whole columns).
    public var firstScrolledColumn: Int { columnsState.firstScrolledColumn }

    /// Where each column on screen is drawn, from the last layout (content columns from
    /// the cells' leading inset); empty without a column layout.
    public var columnFrames: [ColumnFrame] { columnsState.frames }

    /// The lines the column header takes: 1 with a column layout that shows it, else 0.
    public var columnHeaderHeight: Int { columnsState.layout?.showsHeader == true ? 1 : 0 }

    /// The lines above the first section: the table header view and the column header.
    var contentHeaderHeight: Int { (tableHeaderView?.frame.height ?? 0) + columnHeaderHeight }

    /// The screen line the column header is drawn on: right under the table header view
    /// while it shows, else pinned at the top.
    var columnHeaderY: Int { max(0, (tableHeaderView?.frame.height ?? 0) - state.contentOffsetY) }

    /// Columns from the table's left edge to where the cells' content (and the column
    /// frames) start.
    var columnContentX: Int { rowInset + 1 }

    // MARK: Layout

    /// Samples the rows on screen and a screen's worth on either side, resolves the widths
    /// and the frames on screen, keeps the column cursor on screen, and hands the frames to
    /// the visible ``TableViewColumnCell``s. Called at every layout.
    /// - Complexity: O(sampled rows × columns).
    func layoutColumns() {
        guard let layout = columnsState.layout else { return }
        let visible = indexPathsForVisibleRows
        for (_, cell) in cells.visible {
            if let c = cell as? TableViewColumnCell { columnsState.sample(c.fields) }
        }
        // The rows around the screen are sampled once per screen position and data: ←/→
        // on a wide table lays out again without reading them again.
        let window = TableColumnsState.SampledWindow(
            first: visible.first, last: visible.last, height: bounds.height,
            generation: data.generation)
        if let ds = dataSource as? TableViewColumnsDataSource, let first = visible.first, let last = visible.last,
            columnsState.sampledWindow != window
        {
            columnsState.sampledWindow = window
            var ip: IndexPath? = first
            for _ in 0..<max(1, bounds.height) {
                guard let cur = ip, let prev = row(after: cur, delta: -1) else { break }
                columnsState.sample(ds.tableView(self, textsForColumnsAt: prev))
                ip = prev
            }
            ip = last
            for _ in 0..<max(1, bounds.height) {
                guard let cur = ip, let next = row(after: cur, delta: 1) else { break }
                columnsState.sample(ds.tableView(self, textsForColumnsAt: next))
                ip = next
            }
        }
        let available = max(0, contentWidth - columnContentX - rowInset)
        var widths = layout.widths(availableWidth: available, sampledWidths: columnsState.sampledWidths)
        // Frozen columns give way on a narrow screen: together they take at most half the
        // width, so that ←/→ can show each of the others beside them. A fill column already
        // takes only what the others leave: it gives way only when the layout overflows.
        let frozen = layout.frozenColumnCount
        let total = widths.reduce(0, +) + layout.spacing * max(0, widths.count - 1)
        if frozen > 0 && frozen < widths.count {
            var share = max(1, (available / 2 - layout.spacing * frozen) / frozen)
            // Less still (down to 4 each) when the column chosen with ←/→ would be cut.
            let chosen = columnsState.selectedColumn
            if chosen >= frozen && chosen < widths.count {
                share = min(share, max(4, (available - widths[chosen]) / frozen - layout.spacing))
            }
            for i in 0..<frozen {
                if case .fill = layout.columns[i].width, total <= available { continue }
                widths[i] = min(widths[i], max(share, layout.columns[i].minWidth))
            }
        }
        columnsState.widths = widths
        columnsState.firstScrolledColumn = layout.firstScrolledColumn(
            showing: columnsState.selectedColumn, from: max(layout.frozenColumnCount, columnsState.firstScrolledColumn),
            widths: widths, availableWidth: available)
        columnsState.frames = layout.frames(
            widths: widths, availableWidth: available,
            firstScrolledColumn: columnsState.firstScrolledColumn,
            alignments: columnsState.alignments)
        for (_, cell) in cells.visible {
            (cell as? TableViewColumnCell)?.columnFrames = columnsState.frames
        }
        _checkColumnInvariants(availableWidth: available)
    }

    // MARK: Drawing

    /// The style of the column header line.
    static let columnHeaderStyle = TableKit.Style(attributes: [.bold, .underline])

    /// Draws the column header: each title in its frame (aligned as its values), ▲/▼
    /// after the sorted column's title, the column cursor's title reversed, and `‹`/`›`
    /// at the edges when columns are scrolled off to that side.
    func drawColumnHeader(in context: inout DrawContext) {
        guard let layout = columnsState.layout, layout.showsHeader else { return }
        let y = columnHeaderY
        guard y < bounds.height else { return }
        let x0 = columnContentX
        context.fill(Rect(x: 0, y: y, width: contentWidth, height: 1), style: Self.columnHeaderStyle)
        for f in columnsState.frames {
            var title = layout.columns[f.column].title
            if let sort = columnsState.sortDescriptor, sort.column == f.column, layout.columns[f.column].isSortable {
                title += " " + sort.arrow
            }
            let style =
                f.column == columnsState.selectedColumn
                ? Self.columnHeaderStyle.adding(.reverse) : Self.columnHeaderStyle
            context.draw(title, x: x0 + f.x, y: y, width: f.width, style: style, alignment: f.alignment)
        }
        let edge = TableKit.Style(foreground: .blue, attributes: [.bold, .underline])
        if columnsState.firstScrolledColumn > layout.frozenColumnCount,
            let f = columnsState.frames.first(where: { $0.column >= layout.frozenColumnCount })
        {
            context.draw("‹", x: x0 + f.x - 1, y: y, style: edge)
        }
        if let last = columnsState.frames.last,
            last.column < layout.columns.count - 1 || last.width < columnsState.widths[last.column]
        {
            context.draw("›", x: contentWidth - 1, y: y, style: edge)
        }
    }

    // MARK: Input

    /// The column keys (``KeyMaps/table``) of a table with columns, in help order: ←/→
    /// move the column cursor (scrolling horizontally; listed with two columns or more),
    /// `s` sorts by the cursor's column (again reverses; not the table's on a column that
    /// is not ``TableColumn/isSortable``, and then not listed). ← on the first column goes on
    /// (to a navigation controller's back); → on the last is taken.
    /// Its closures read the table when they run and hold it `unowned`, so the table keeps
    /// them between keys (``StandardKeyActionsCache``) without a reference cycle.
    var columnKeyActions: KeyActionTable {
        let map = KeyMaps.current.table
        let column = KeyAction.Help.group("←→", help: "column")
        let columnCount: @MainActor () -> Int = { [unowned self] in self.columnsState.layout?.columns.count ?? 0 }
        let hasColumns: @MainActor () -> Bool = { columnCount() > 0 }
        return KeyActionTable([
            KeyAction("columnLeft", map.columnLeft, help: column, when: hasColumns, listedWhen: { columnCount() > 1 }) {
                [unowned self] _ in
                guard self.columnsState.selectedColumn > 0 else { return false }
                self.selectedColumn -= 1
                return true
            },
            KeyAction(
                "columnRight", map.columnRight, help: column, when: hasColumns, listedWhen: { columnCount() > 1 }
            ) { [unowned self] _ in
                if self.columnsState.selectedColumn < columnCount() - 1 { self.selectedColumn += 1 }
                return true
            },
            KeyAction(
                "sort", map.sort,
                when: { [unowned self] in hasColumns() && self.isSortableColumn(self.columnsState.selectedColumn) }
            ) {
                [unowned self] _ in
                self.sortByColumn(self.columnsState.selectedColumn)
                return true
            },
        ])
    }

    /// A click on the column header (table coordinates) moves the column cursor to the
    /// title under it and sorts by it (again reverses); a click on the title of a column
    /// that is not ``TableColumn/isSortable`` does nothing. Nil when the click is elsewhere.
    func handleColumnHeaderMouse(_ m: MouseEvent) -> Bool? {
        guard columnHeaderHeight > 0, m.kind == .press, m.location.y == columnHeaderY,
            m.location.x < contentWidth
        else { return nil }
        let x = m.location.x - columnContentX
        if let f = columnsState.frames.first(where: { x >= $0.x && x < $0.x + $0.width }), isSortableColumn(f.column) {
            selectedColumn = f.column
            sortByColumn(f.column)
        }
        return true
    }

    /// Scrolls the columns sideways by `delta` whole columns (the wheel with Shift, or a
    /// sideways wheel), as the vertical wheel scrolls rows: what is shown moves, from the
    /// first unfrozen column to where the last column ends at the right edge; the column
    /// cursor moves only as far as it must to stay on screen. Negative scrolls left.
    /// Nothing happens before the first layout (no widths yet) or without a column layout.
    /// - Complexity: O(columns²) at worst (``ColumnLayout/firstScrolledColumn(showing:from:widths:availableWidth:)``).
    public func scrollColumns(by delta: Int) {
        guard let layout = columnsState.layout, !layout.columns.isEmpty,
            columnsState.widths.count == layout.columns.count
        else { return }
        let frozen = layout.frozenColumnCount
        guard frozen < layout.columns.count else { return }
        let available = max(0, contentWidth - columnContentX - rowInset)
        let widths = columnsState.widths
        // The furthest scroll: the least first column that still shows the last one whole.
        let furthest = layout.firstScrolledColumn(
            showing: layout.columns.count - 1, from: frozen,
            widths: widths, availableWidth: available)
        let first = min(max(frozen, columnsState.firstScrolledColumn + delta), max(frozen, furthest))
        columnsState.firstScrolledColumn = first
        // Keep the cursor on a column shown whole (a frozen cursor stays where it is).
        let cursor = columnsState.selectedColumn
        if cursor >= frozen {
            let frames = layout.frames(
                widths: widths, availableWidth: available, firstScrolledColumn: first,
                alignments: columnsState.alignments)
            let whole = frames.filter { $0.column >= frozen && $0.width >= widths[$0.column] }.map(\.column)
            if let lo = whole.first, let hi = whole.last, !(lo...hi).contains(cursor) {
                columnsState.selectedColumn = cursor < lo ? lo : hi
            } else if whole.isEmpty {
                columnsState.selectedColumn = first
            }
        }
        setNeedsLayout()
    }
}

extension TableView {
    /// Checks the columns' state after layout, in checks builds (``InternalChecks``): the
    /// column cursor names a column, the scroll starts at or after the frozen columns, and
    /// the frames on screen are in order, apart, and inside the content width.
    func _checkColumnInvariants(availableWidth: Int) {
        #if TABLEKIT_INTERNAL_CHECKS
        guard let layout = columnsState.layout else { return }
        InternalChecks.require(
            layout.columns.isEmpty || (0..<layout.columns.count).contains(columnsState.selectedColumn),
            "TableView columns", "the column cursor \(columnsState.selectedColumn) is not a column")
        InternalChecks.require(
            columnsState.firstScrolledColumn >= layout.frozenColumnCount, "TableView columns",
            "scrolled to column \(columnsState.firstScrolledColumn), among the frozen ones")
        var end = 0
        for f in columnsState.frames {
            InternalChecks.require(
                f.x >= end && f.width > 0 && f.x + f.width <= availableWidth, "TableView columns",
                "column \(f.column) at \(f.x) width \(f.width) overlaps or leaves 0..<\(availableWidth)")
            end = f.x + f.width
        }
        #endif
    }
}

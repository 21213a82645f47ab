import Foundation

/// A view that shows rows in sections and scrolls them (UIKit's `UITableView`).
///
/// Geometry is in lines and columns. The table asks its ``dataSource`` for counts of every
/// section at ``reloadData()`` and for cells of the visible rows only; cells are reused by
/// identifier, so the cells alive at once stay within the visible rows plus a small
/// constant however many rows there are. With a uniform row height, reload costs
/// O(sections) time and memory.
@MainActor
open class TableView: View {
    /// The look of the table (UIKit's `UITableView.Style`).
    public enum Style: Sendable, Hashable {
        /// Rows edge to edge, sticky section headers, section index on the right.
        case plain
        /// Sections as separate blocks with a blank line between, headers in capitals.
        case grouped
        /// Grouped, with the rows inset two columns on each side.
        case insetGrouped
    }

    /// Where ``scrollToRow(at:at:animated:)`` puts the row (UIKit's `ScrollPosition`).
    public enum ScrollPosition: Sendable, Hashable {
        /// Scroll as little as needed to show the whole row; nothing if it is visible.
        case none
        /// The row's first line at the top, below a pinned section header.
        case top
        /// The row centred vertically.
        case middle
        /// The row's last line at the bottom.
        case bottom
    }

    /// The row height meaning "size the row from its cell's content"
    /// (UIKit's `UITableView.automaticDimension`): ``RowHeight/automatic``.
    public static let automaticDimension = RowHeight.automatic
    /// The section index title that draws as the search entry, a magnifying glass
    /// (UIKit's `UITableView.indexSearch`, `UITableViewIndexSearch`).
    public static let indexSearch = "{search}"
    /// The table's look, fixed at init (UIKit's `style`).
    public let style: Style
    /// Supplies sections, rows and cells; held weakly, as in UIKit, so keep it alive elsewhere.
    /// Setting it does not reload: call ``reloadData()``.
    public weak var dataSource: TableViewDataSource?
    /// Gives heights and hears selection, highlight and editing; held weakly, as in UIKit.
    public weak var delegate: TableViewDelegate?

    /// The height of every row when the delegate gives none: 1 line by default;
    /// ``RowHeight/automatic`` (``automaticDimension``) sizes rows from their content.
    public var rowHeight: RowHeight = 1
    /// An estimate of row heights in lines; when > 0 rows are measured only as they come on
    /// screen. 0 (the default) asks a delegate that gives heights for every row at reload.
    public var estimatedRowHeight: Int = 0
    /// Lines of a section header that has a title; 1 by default.
    public var sectionHeaderHeight: Int = 1
    /// Lines of a section footer that has a title; 1 by default.
    public var sectionFooterHeight: Int = 1
    /// A view above the first section, scrolled with the content (UIKit's
    /// `tableHeaderView`); its frame's height is kept, its width follows the table's.
    public var tableHeaderView: View? {
        didSet {
            // Only the header's height changes: the rows' geometry and the data stay as they are.
            if !geometryIsStale { geometry.tableHeaderHeight = contentHeaderHeight }
            setNeedsLayout()
        }
    }
    /// A view below the last section, scrolled with the content.
    public var tableFooterView: View? {
        didSet {
            if !geometryIsStale { geometry.tableFooterHeight = tableFooterView?.frame.height ?? 0 }
            setNeedsLayout()
        }
    }
    /// Whether the user can select rows; true by default.
    public var allowsSelection = true
    /// Whether several rows can be selected at once; Space then toggles a row.
    public var allowsMultipleSelection = false
    /// A view shown behind the rows, filling the table (UIKit's `backgroundView`), e.g. a
    /// "No Results" label.
    public var backgroundView: View? { didSet { setNeedsLayout() } }
    /// Hides the section index even when the data source has titles.
    public var isSectionIndexHidden = false
    /// The old name of ``isSectionIndexHidden``, kept for one release.
    @available(*, deprecated, renamed: "isSectionIndexHidden")
    public var sectionIndexHidden: Bool {
        get { isSectionIndexHidden }
        set { isSectionIndexHidden = newValue }
    }

    /// The content's scroll position: `y` is the first content line shown (x is always 0).
    /// Setting it clamps to `0...max(0, contentSize.height - bounds.height)`.
    public var contentOffset: Point {
        get { Point(x: 0, y: offsetY) }
        set { setContentOffset(newValue, animated: false) }
    }
    var offsetY = 0

    // MARK: State
    var geometry = RowGeometry()
    /// Counts reloads, so that layout notices a `reloadData()` made from a callback.
    var dataGeneration = 0
    var layoutReentries = 0
    var geometryIsStale = true
    var headerTitles: [String?] = []
    var footerTitles: [String?] = []
    var indexTitles: [String] = []
    /// Cells on screen by index path.
    public internal(set) var visibleCellsByIndexPath: [IndexPath: TableViewCell] = [:]
    var reusePool: [String: [TableViewCell]] = [:]
    var registrations: [String: (TableViewCell.Type, TableViewCell.CellStyle)] = [:]
    /// How many cells the table has made (a test hook, for tests and benchmarks of reuse).
    @_spi(Testing) public internal(set) var cellsCreated = 0
    var selected: [IndexPath] = []
    /// The cursor: the row the keyboard acts on, drawn highlighted; nil for none.
    public internal(set) var cursorIndexPath: IndexPath?
    /// The old name of ``cursorIndexPath``, kept for one release.
    @available(*, deprecated, renamed: "cursorIndexPath")
    public var highlightedIndexPath: IndexPath? { cursorIndexPath }
    /// Rows whose heights came from measuring their cells (self-sizing or estimated).
    var measuredRows: Set<IndexPath> = []
    /// The content width the rows in ``measuredRows`` were measured at; a different width
    /// measures them again.
    var measuredWidth: Int?
    /// The size of the last layout, to notice a resize.
    var laidOutSize: Size?
    var usesDelegateRowHeights = false
    /// True while the section index has the keyboard (Tab).
    public internal(set) var isIndexFocused = false
    /// The index title under the index cursor while the index has the keyboard.
    public internal(set) var indexCursor = 0
    /// The width of the section index column, computed at layout.
    var indexWidth = 0
    /// A convenience beside the delegate's ``TableViewDelegate/tableViewDidChooseIndexSearch(_:)``:
    /// called right after it, also when the table has no delegate.
    public var onIndexSearch: (@MainActor () -> Void)?
    /// A convenience beside the delegate's ``TableViewDelegate/tableViewDidPullDown(_:)``:
    /// called right after it, also when the table has no delegate.
    public var onPullDown: (@MainActor () -> Void)?
    /// Editing mode (UIKit's `isEditing`).
    public internal(set) var isEditing = false
    /// Index paths marked as changed by the last batch update, with the ticks left.
    var changeMarks: [IndexPath: Int] = [:]
    /// The batch being recorded by `performBatchUpdates` (TableView+BatchUpdates.swift).
    var batchRecording: BatchRecording?
    /// A cell being reconfigured in place: `dequeueReusableCell` hands it back once.
    var reconfiguringCell: TableViewCell?
    /// The delete confirmation or trailing actions open on a row (TableView+Editing.swift).
    var rowActions: RowActionsState?
    /// What the editing keys can do on the cursor's row, for help (TableView+Editing.swift).
    var editingHelp: EditingHelp?
    /// The column layout, sort, column cursor and horizontal scroll (Columns/TableView+Columns.swift).
    var columnsState = TableColumnsState()

    /// A table at `frame` in `style`, empty until it has a data source and is laid out
    /// (UIKit's `init(frame:style:)`).
    public init(frame: Rect = .zero, style: Style = .plain) {
        self.style = style
        super.init(frame: frame)
    }

    open override func layoutSubviews() { layoutTable() }
    open override func draw(in context: inout DrawContext) { drawTable(in: &context) }
    /// Keys and mouse events aimed at the table (see `TableView+Input.swift`).
    open override func handle(_ event: Event) -> Bool { handleTableEvent(event) }
    open override var keyBindings: [KeyBinding] { tableKeyBindings }
    open override var canBecomeFirstResponder: Bool { true }
    open override var isCapturingKeys: Bool { isIndexFocused || rowActions?.kind == .deleteConfirmation }

    // MARK: Reuse

    /// Registers a cell class for an identifier; `dequeueReusableCell(withIdentifier:for:)`
    /// then always returns a cell (UIKit's `register(_:forCellReuseIdentifier:)`).
    /// - Parameters:
    ///   - cellClass: the class new cells are made of: ``TableViewCell`` or a subclass.
    ///   - identifier: the reuse identifier cells are dequeued with; registering it again
    ///     replaces the class for cells made from then on.
    ///   - style: the style new cells are made with (UIKit uses `.default`).
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String,
                         style: TableViewCell.CellStyle = .default) {
        registrations[identifier] = (cellClass, style)
    }

    /// A free cell for `identifier`, made from the registered class when none is free;
    /// nil when nothing is registered and none is free. The cell's `prepareForReuse()` has
    /// been called. While a row is reconfigured (``reconfigureRows(at:)``) the row's own
    /// cell is returned instead, unprepared, as UIKit does.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if let cell = reconfiguringCell, cell.reuseIdentifier == identifier {
            reconfiguringCell = nil  // reconfigureRows: the row's own cell, not prepared for reuse
            return cell
        }
        if var free = reusePool[identifier], let cell = free.popLast() {
            reusePool[identifier] = free
            cell.prepareForReuse()
            return cell
        }
        guard let (cls, cellStyle) = registrations[identifier] else { return nil }
        cellsCreated += 1
        return cls.init(style: cellStyle, reuseIdentifier: identifier)
    }

    /// A cell for `identifier` to show at `indexPath`. Traps, naming the identifier, when
    /// no class is registered for it (a programmer's mistake, as in UIKit).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionFailure("unable to dequeue a cell with identifier '\(identifier)' for \(indexPath): register a class with register(_:forCellReuseIdentifier:) first")
        }
        return cell
    }

    /// Puts a cell in the reuse pool. Cells without an identifier are dropped.
    func enqueue(_ cell: TableViewCell) {
        guard let id = cell.reuseIdentifier else { return }
        reusePool[id, default: []].append(cell)
    }

    /// The number of cells alive: on screen plus in the reuse pools (a test hook).
    @_spi(Testing) public var liveCellCount: Int {
        visibleCellsByIndexPath.count + reusePool.values.reduce(0) { $0 + $1.count }
    }

    // MARK: Data

    /// Asks the data source again for everything: sections, rows, titles, and the cells of
    /// the visible rows (UIKit's `reloadData()`). Clears the selection, as UIKit does.
    /// - Complexity: O(sections) with uniform row heights; O(rows) when the delegate gives
    ///   each row's height and `estimatedRowHeight` is 0.
    public func reloadData() {
        dataGeneration &+= 1
        for (_, cell) in visibleCellsByIndexPath { enqueue(cell) }
        visibleCellsByIndexPath.removeAll()
        selected.removeAll()
        measuredRows.removeAll()
        changeMarks.removeAll()
        rowActions = nil  // the row they were opened on may now be another row
        rebuildGeometry()
        if let h = cursorIndexPath, !isValid(h) { cursorIndexPath = nil }
        setNeedsLayout()
        _checkInvariants()
    }

    /// Whether `indexPath` names an existing row.
    public func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < geometry.numberOfSections
            && indexPath.row >= 0 && indexPath.row < geometry.numberOfRows(inSection: indexPath.section)
    }

    /// Builds the geometry from the data source (counts, titles, heights), or with
    /// `rereadingData` false from the counts and titles the table already has, asking only
    /// for heights again (a width change re-measures without reloading the data, as UIKit
    /// does: the data source's model may be mid-change until the next reload or batch).
    func rebuildGeometry(rereadingData: Bool = true) {
        geometryIsStale = false
        if !rereadingData && !geometry.sections.isEmpty {
            let counts = geometry.sections.map(\.rowCount)
            geometry = RowGeometry(tableHeaderHeight: contentHeaderHeight,
                                   sections: counts.enumerated().map { s, c in
                                       var sec = geometry.sections[s]
                                       sec.rows = rowHeights(section: s, count: c)
                                       return sec
                                   },
                                   tableFooterHeight: tableFooterView?.frame.height ?? 0)
            clampOffset()
            return
        }
        guard let ds = dataSource else {
            geometry = RowGeometry(tableHeaderHeight: contentHeaderHeight, sections: [],
                                   tableFooterHeight: tableFooterView?.frame.height ?? 0)
            headerTitles = []; footerTitles = []; indexTitles = []
            return
        }
        let n = max(0, ds.numberOfSections(in: self))
        headerTitles = (0..<n).map { ds.tableView(self, titleForHeaderInSection: $0) }
        footerTitles = (0..<n).map { ds.tableView(self, titleForFooterInSection: $0) }
        indexTitles = ds.sectionIndexTitles(for: self) ?? []
        var counts: [Int] = []
        counts.reserveCapacity(n)
        for s in 0..<n { counts.append(max(0, ds.tableView(self, numberOfRowsInSection: s))) }
        // Does the delegate give row heights? It says so itself (`providesRowHeights`):
        // Swift cannot see whether a protocol method is implemented.
        usesDelegateRowHeights = delegate?.providesRowHeights ?? false
        let grouped = style != .plain
        var sections: [RowGeometry.Section] = []
        sections.reserveCapacity(n)
        for s in 0..<n {
            var header = headerTitles[s] == nil ? 0 : sectionHeaderHeight
            var footer = footerTitles[s] == nil ? 0 : sectionFooterHeight
            if let d = delegate {
                if let h = d.tableView(self, heightForHeaderInSection: s) { header = max(0, h) }
                if let f = d.tableView(self, heightForFooterInSection: s) { footer = max(0, f) }
            }
            let rows = rowHeights(section: s, count: counts[s])
            sections.append(RowGeometry.Section(gap: grouped ? 1 : 0, header: header, footer: footer,
                                                rowCount: counts[s], rows: rows))
        }
        geometry = RowGeometry(tableHeaderHeight: contentHeaderHeight, sections: sections,
                               tableFooterHeight: tableFooterView?.frame.height ?? 0)
        clampOffset()
    }

    /// The row heights of one section at reload: uniform, estimated, or asked row by row.
    func rowHeights(section s: Int, count: Int) -> RowGeometry.RowHeights {
        let estimate = estimatedRowHeight > 0 ? estimatedRowHeight : 1
        if usesDelegateRowHeights, let d = delegate {
            if estimatedRowHeight > 0 { return .variable(FenwickTree(count: count, value: estimate)) }
            var heights = [Int]()
            heights.reserveCapacity(count)
            for r in 0..<count {
                // A row the delegate leaves to the table (nil) gets the table's row height.
                switch d.tableView(self, heightForRowAt: IndexPath(row: r, section: s)) ?? rowHeight {
                case .lines(let h): heights.append(max(0, h))
                case .automatic: heights.append(estimate)
                }
            }
            return .variable(FenwickTree(heights))
        }
        switch rowHeight {
        case .automatic: return .variable(FenwickTree(count: count, value: estimate))
        case .lines(let h): return .uniform(max(0, h))
        }
    }

    /// Whether row heights come from measuring cells as they are shown.
    var rowsAreMeasured: Bool {
        if usesDelegateRowHeights { return estimatedRowHeight > 0 }
        return rowHeight == .automatic
    }

    // MARK: Queries

    /// The number of sections, as the data source last reported at reload (UIKit's `numberOfSections`).
    /// - Complexity: O(1), except that a table not loaded yet (or whose header or footer view
    ///   changed) first asks the data source for its counts, O(sections).
    public var numberOfSections: Int { ensureGeometry(); return geometry.numberOfSections }

    /// The number of rows in `section`, as the data source last reported at reload
    /// (UIKit's `numberOfRows(inSection:)`). Traps when `section` is out of range.
    public func numberOfRows(inSection section: Int) -> Int {
        ensureGeometry()
        precondition(section >= 0 && section < geometry.numberOfSections,
                     "numberOfRows(inSection:): section \(section) out of range 0..<\(geometry.numberOfSections)")
        return geometry.numberOfRows(inSection: section)
    }

    func ensureGeometry() { if geometryIsStale { rebuildGeometry() } }

    /// The size of the content: the table's content width (without the index) by the total
    /// height of header, sections and footer, in columns and lines.
    public var contentSize: Size {
        ensureGeometry()
        return Size(width: contentWidth, height: geometry.contentHeight)
    }

    /// Columns available to rows: the width less the section index.
    public var contentWidth: Int { max(0, bounds.width - indexWidth) }

    /// The row's rectangle in content coordinates (y from the top of the content).
    /// Traps when the index path is out of range.
    public func rectForRow(at indexPath: IndexPath) -> Rect {
        ensureGeometry()
        let r = geometry.rowRange(indexPath)
        return Rect(x: 0, y: r.lowerBound, width: contentWidth, height: r.count)
    }

    /// The rectangle of a section (gap, header, rows and footer) in content coordinates.
    public func rect(forSection section: Int) -> Rect {
        ensureGeometry()
        let r = geometry.rangeOfSection(section)
        return Rect(x: 0, y: r.lowerBound, width: contentWidth, height: r.count)
    }

    /// The row at a point in content coordinates, or nil for a header, footer or nothing.
    /// - Complexity: O(log sections + log rows).
    public func indexPathForRow(at point: Point) -> IndexPath? {
        ensureGeometry()
        return geometry.indexPathForRow(atY: point.y)
    }

    /// The rows at least partly on screen, in order.
    public var indexPathsForVisibleRows: [IndexPath] {
        ensureGeometry()
        var out: [IndexPath] = []
        var y = offsetY
        let end = offsetY + bounds.height
        while y < end, let ip = geometry.firstRow(atOrAfterY: y) {
            let r = geometry.rowRange(ip)
            if r.lowerBound >= end { break }
            out.append(ip)
            y = max(y + 1, r.upperBound)
        }
        return out
    }

    /// The cell shown for a row, or nil when the row is not on screen.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? { visibleCellsByIndexPath[indexPath] }

    /// The cells on screen, top to bottom.
    public var visibleCells: [TableViewCell] {
        visibleCellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The section index titles the table shows (empty when none or hidden).
    public var shownIndexTitles: [String] {
        (style == .plain && !isSectionIndexHidden) ? indexTitles : []
    }
}

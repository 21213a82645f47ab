import Foundation

extension TableView {
    /// The number of sections, as the data source last reported at reload (UIKit's `numberOfSections`).
    /// - Complexity: O(1), except that a table not loaded yet (or whose header or footer view
    ///   changed) first asks the data source for its counts, O(sections).
    public var numberOfSections: Int {
        ensureGeometry()
        return data.geometry.numberOfSections
    }

    /// The number of rows in `section`, as the data source last reported at reload
    /// (UIKit's `numberOfRows(inSection:)`). Traps when `section` is out of range.
    public func numberOfRows(inSection section: Int) -> Int {
        ensureGeometry()
        precondition(
            section >= 0 && section < data.geometry.numberOfSections,
            "numberOfRows(inSection:): section \(section) out of range 0..<\(data.geometry.numberOfSections)")
        return data.geometry.numberOfRows(inSection: section)
    }

    func ensureGeometry() { if data.geometryIsStale { rebuildGeometry() } }

    /// The size of the content: the table's content width (without the index) by the total
    /// height of header, sections and footer, in columns and lines.
    public var contentSize: Size {
        ensureGeometry()
        return Size(width: contentWidth, height: data.geometry.contentHeight)
    }

    /// Columns available to rows: the width less the section index.
    public var contentWidth: Int { max(0, bounds.width - layoutState.indexWidth) }

    /// The row's rectangle in content coordinates (y from the top of the content).
    /// Traps when the index path is out of range.
    public func rectForRow(at indexPath: IndexPath) -> Rect {
        ensureGeometry()
        let r = data.geometry.rowRange(indexPath)
        return Rect(x: 0, y: r.lowerBound, width: contentWidth, height: r.count)
    }

    /// The rectangle of a section (gap, header, rows and footer) in content coordinates.
    public func rect(forSection section: Int) -> Rect {
        ensureGeometry()
        let r = data.geometry.rangeOfSection(section)
        return Rect(x: 0, y: r.lowerBound, width: contentWidth, height: r.count)
    }

    /// The row at a point in content coordinates, or nil for a header, footer or nothing.
    /// - Complexity: O(log sections + log rows).
    public func indexPathForRow(at point: Point) -> IndexPath? {
        ensureGeometry()
        return data.geometry.indexPathForRow(atY: point.y)
    }

    /// The rows at least partly on screen, in order.
    public var indexPathsForVisibleRows: [IndexPath] {
        ensureGeometry()
        return indexPathsForRows(inLines: state.contentOffsetY..<(state.contentOffsetY + bounds.height))
    }

    /// The rows at least partly inside `rect`, in order (UIKit's `indexPathsForRows(in:)`,
    /// which returns an optional array; here an empty array means none). `rect` is in
    /// content coordinates (y from the top of the content, in lines); only its lines
    /// count, as every row spans the table's width. An empty rect has no rows.
    /// - Complexity: O(k log n) for the k rows returned.
    public func indexPathsForRows(in rect: Rect) -> [IndexPath] {
        ensureGeometry()
        guard rect.width > 0 else { return [] }
        return indexPathsForRows(inLines: rect.minY..<max(rect.minY, rect.minY + rect.height))
    }

    /// The rows with at least one line in `lines` (content coordinates), in order; rows
    /// of height 0 at a line inside count too.
    func indexPathsForRows(inLines lines: Range<Int>) -> [IndexPath] {
        var out: [IndexPath] = []
        var y = lines.lowerBound
        let end = lines.upperBound
        while y < end, let ip = data.geometry.firstRow(atOrAfterY: y) {
            let r = data.geometry.rowRange(ip)
            if r.lowerBound >= end { break }
            out.append(ip)
            y = max(y + 1, r.upperBound)
        }
        return out
    }

    /// The index path of a cell on screen, or nil when the cell is not showing a row
    /// (in the reuse pool, or never given to the table) (UIKit's `indexPath(for:)`).
    /// - Complexity: O(v) for v cells on screen.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        cells.visible.first(where: { $0.value === cell })?.key
    }

    /// The cell shown for a row, or nil when the row is not on screen.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? { cells.visible[indexPath] }

    /// The cells on screen, top to bottom.
    public var visibleCells: [TableViewCell] {
        cells.visible.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The section index titles the table shows (empty when none, hidden, or the table has
    /// fewer rows than ``sectionIndexMinimumDisplayRowCount``).
    public var shownIndexTitles: [String] {
        (style == .plain && !isSectionIndexHidden && hasRowsForSectionIndex) ? data.indexTitles : []
    }
}

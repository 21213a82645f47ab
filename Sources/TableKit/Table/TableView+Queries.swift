import Foundation

extension TableView {
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

    /// The section index titles the table shows (empty when none, hidden, or the table has
    /// fewer rows than ``sectionIndexMinimumDisplayRowCount``).
    public var shownIndexTitles: [String] {
        (style == .plain && !isSectionIndexHidden && hasRowsForSectionIndex) ? indexTitles : []
    }
}

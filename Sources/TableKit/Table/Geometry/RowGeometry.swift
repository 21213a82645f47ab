import Foundation

/// The vertical layout of a table's content in lines: the table header view, then per
/// section an optional gap, the header, the rows and the footer, then the table footer.
///
/// A section's rows either share one height (O(1) per query, O(1) memory however many rows)
/// or have heights of their own in a ``FenwickTree`` (O(log n) per query). Offset → index
/// path is a binary search over sections, then O(1) or O(log n) within the section.
/// Building is O(sections) for uniform rows. Like `UITableView`'s internal row data.
struct RowGeometry: Sendable, Equatable {
    /// Heights of a section's rows in lines.
    enum RowHeights: Sendable, Equatable {
        /// Every row the same height (≥ 0).
        case uniform(Int)
        /// One height per row.
        case variable(FenwickTree)
    }

    /// One section's layout in lines.
    struct Section: Sendable, Equatable {
        /// Blank lines before the header (grouped styles separate sections this way).
        var gap: Int
        /// The header's height in lines, `>= 0`; 0 for no header.
        var header: Int
        /// The footer's height in lines, `>= 0`; 0 for no footer.
        var footer: Int
        /// The number of rows, `>= 0`; with ``RowHeights/variable(_:)`` it must equal the tree's count (not checked).
        var rowCount: Int
        /// The rows' heights in lines.
        var rows: RowHeights

        /// A section of the given heights in lines, stored as given.
        init(gap: Int = 0, header: Int, footer: Int, rowCount: Int, rows: RowHeights) {
            self.gap = gap
            self.header = header
            self.footer = footer
            self.rowCount = rowCount
            self.rows = rows
        }

        /// The total height of the rows.
        var rowsHeight: Int {
            switch rows {
            case .uniform(let h): return h * rowCount
            case .variable(let t): return t.total
            }
        }

        /// The section's whole height in lines: gap, header, rows and footer.
        /// - Complexity: O(1).
        var height: Int { gap + header + rowsHeight + footer }

        func rowOffset(_ row: Int) -> Int {
            switch rows {
            case .uniform(let h): return h * row
            case .variable(let t): return t.prefixSum(row)
            }
        }

        func rowHeight(_ row: Int) -> Int {
            switch rows {
            case .uniform(let h): return h
            case .variable(let t): return t.values[row]
            }
        }

        /// The row covering `offset` lines into the rows area (0 ≤ offset < rowsHeight).
        func row(atRowOffset offset: Int) -> Int {
            switch rows {
            case .uniform(let h): return h > 0 ? min(rowCount - 1, offset / h) : 0
            case .variable(let t): return t.index(containing: offset)
            }
        }
    }

    /// What lies at a line of the content.
    enum Item: Hashable, Sendable {
        /// The table header view.
        case tableHeader
        /// The blank lines before a section (grouped styles).
        case gap(section: Int)
        /// A section's header.
        case header(section: Int)
        /// A row.
        case row(IndexPath)
        /// A section's footer.
        case footer(section: Int)
        /// The table footer view.
        case tableFooter
    }

    /// The table header view's height in lines; setting it moves every section.
    /// - Complexity: O(sections) to set.
    var tableHeaderHeight: Int { didSet { rebuildStarts() } }
    /// The table footer view's height in lines.
    /// - Complexity: O(sections) to set.
    var tableFooterHeight: Int { didSet { rebuildStarts() } }
    /// The sections, one element per section, in order.
    private(set) var sections: [Section]
    /// `sectionStarts[s]` is the first line of section `s` (its gap); one extra element at
    /// the end is where the table footer starts.
    var sectionStarts: [Int] = []

    /// A layout of the given sections between a table header and footer, heights in lines.
    /// - Complexity: O(sections).
    init(tableHeaderHeight: Int = 0, sections: [Section] = [], tableFooterHeight: Int = 0) {
        self.tableHeaderHeight = tableHeaderHeight
        self.tableFooterHeight = tableFooterHeight
        self.sections = sections
        rebuildStarts()
    }

    private mutating func rebuildStarts() {
        var starts = [Int]()
        starts.reserveCapacity(sections.count + 1)
        var y = tableHeaderHeight
        for s in sections {
            starts.append(y)
            y += s.height
        }
        starts.append(y)
        sectionStarts = starts
        _checkInvariants()
    }

    /// The number of sections.
    var numberOfSections: Int { sections.count }

    /// The number of rows in `section`. Traps when `section` is out of range.
    func numberOfRows(inSection section: Int) -> Int { sections[checked: section].rowCount }

    /// The total height of the content in lines (UIKit's `contentSize.height`).
    var contentHeight: Int { (sectionStarts.last ?? tableHeaderHeight) + tableFooterHeight }

    /// The lines section `section` covers, gap included.
    func rangeOfSection(_ section: Int) -> Range<Int> {
        sectionStarts[section]..<sectionStarts[section + 1]
    }

    /// The first line of the section's header (after its gap).
    func headerY(_ section: Int) -> Int { sectionStarts[section] + sections[section].gap }

    /// The first line of the section's footer.
    func footerY(_ section: Int) -> Int {
        headerY(section) + sections[section].header + sections[section].rowsHeight
    }

    /// The first line of a row and its height. Traps when the index path is out of range.
    /// - Complexity: O(1) for uniform heights, O(log n) otherwise.
    func rowRange(_ indexPath: IndexPath) -> Range<Int> {
        let s = sections[checked: indexPath.section]
        precondition(
            indexPath.row >= 0 && indexPath.row < s.rowCount,
            "row \(indexPath.row) out of range: section \(indexPath.section) has \(s.rowCount) rows")
        let y = headerY(indexPath.section) + s.header + s.rowOffset(indexPath.row)
        return y..<(y + s.rowHeight(indexPath.row))
    }

    /// The section whose lines (gap to footer) include `y`, or nil outside all sections.
    /// - Complexity: O(log sections).
    func section(atY y: Int) -> Int? {
        guard !sections.isEmpty, y >= sectionStarts[0], y < sectionStarts[sections.count] else { return nil }
        var lo = 0
        var hi = sections.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if sectionStarts[mid] <= y { lo = mid } else { hi = mid - 1 }
        }
        // Skip empty sections that start at the same line.
        while lo + 1 < sections.count && sectionStarts[lo + 1] <= y { lo += 1 }
        return lo
    }

    /// What lies at line `y` of the content, or nil past the end.
    func item(atY y: Int) -> Item? {
        if y < 0 { return nil }
        if y < tableHeaderHeight { return .tableHeader }
        guard let s = section(atY: y) else {
            return y < contentHeight ? .tableFooter : nil
        }
        let sec = sections[s]
        var off = y - sectionStarts[s]
        if off < sec.gap { return .gap(section: s) }
        off -= sec.gap
        if off < sec.header { return .header(section: s) }
        off -= sec.header
        if off < sec.rowsHeight { return .row(IndexPath(row: sec.row(atRowOffset: off), section: s)) }
        return .footer(section: s)
    }

    /// The index path of the row at line `y`, or nil for a header, footer, gap or nothing.
    func indexPathForRow(atY y: Int) -> IndexPath? {
        if case .row(let ip)? = item(atY: y) { return ip }
        return nil
    }

    /// The first row at or after line `y` (in this or any later section), or nil.
    func firstRow(atOrAfterY y: Int) -> IndexPath? {
        switch item(atY: y) {
        case .row(let ip)?: return ip
        case .tableHeader?: return firstRow(fromSection: 0)
        case .gap(let s)?, .header(let s)?: return firstRow(fromSection: s)
        case .footer(let s)?: return firstRow(fromSection: s + 1)
        case .tableFooter?, nil: return y < 0 ? firstRow(fromSection: 0) : nil
        }
    }

    /// The first row of `section` or of the first later section that has rows, or nil.
    func firstRow(fromSection section: Int) -> IndexPath? {
        var s = max(0, section)
        while s < sections.count {
            if sections[s].rowCount > 0 { return IndexPath(row: 0, section: s) }
            s += 1
        }
        return nil
    }

    /// Sets one row's height, turning its section's heights into per-row heights if needed.
    /// Returns the change in lines (new − old).
    /// - Complexity: O(log n), or O(n) the first time a uniform section changes.
    @discardableResult
    mutating func setHeight(_ height: Int, forRowAt indexPath: IndexPath) -> Int {
        var sec = sections[indexPath.section]
        // Drop the array's reference to the heights so that the tree below is uniquely
        // referenced and `set` updates it in place (otherwise every call copies all the
        // section's heights: O(n), 16 MB for a million rows).
        sections[indexPath.section].rows = .uniform(0)
        let delta: Int
        switch sec.rows {
        case .uniform(let h):
            if h == height {
                sections[indexPath.section].rows = .uniform(h)  // put back what was cleared above
                return 0
            }
            var t = FenwickTree(count: sec.rowCount, value: h)
            delta = t.set(indexPath.row, to: height)
            sec.rows = .variable(t)
        case .variable(var t):
            sec.rows = .uniform(0)  // release the reference so the set below does not copy
            delta = t.set(indexPath.row, to: height)
            sec.rows = .variable(t)
        }
        sections[indexPath.section] = sec
        if delta != 0 {
            for i in (indexPath.section + 1)..<sectionStarts.count { sectionStarts[i] += delta }
        }
        _checkInvariants()
        return delta
    }

    /// Sets a section's header (or, with `ofFooter`, footer) height in lines, `>= 0`, moving
    /// the later sections. Returns the change in lines (new − old).
    /// - Complexity: O(sections).
    @discardableResult
    mutating func setSupplementaryHeight(_ height: Int, ofFooter: Bool, inSection section: Int) -> Int {
        let old = ofFooter ? sections[checked: section].footer : sections[checked: section].header
        let delta = max(0, height) - old
        guard delta != 0 else { return 0 }
        if ofFooter { sections[section].footer = max(0, height) } else { sections[section].header = max(0, height) }
        for i in (section + 1)..<sectionStarts.count { sectionStarts[i] += delta }
        _checkInvariants()
        return delta
    }

    /// The height of one row in lines.
    func height(forRowAt indexPath: IndexPath) -> Int {
        sections[indexPath.section].rowHeight(indexPath.row)
    }
}

extension Array {
    subscript(checked index: Int) -> Element {
        precondition(index >= 0 && index < count, "index \(index) out of range 0..<\(count)")
        return self[index]
    }
}

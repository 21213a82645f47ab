import Foundation

/// Which column the rows are sorted by and in which direction (AppKit's
/// `NSSortDescriptor` as `NSTableView.sortDescriptors` holds it, one key).
public struct ColumnSortDescriptor: Sendable, Hashable {
    /// The column's index in the layout, `>= 0`.
    public var column: Int
    /// True for ascending (shown ▲), false for descending (▼).
    public var ascending: Bool
    /// A descriptor sorting by `column` in the given direction.
    public init(column: Int, ascending: Bool = true) {
        self.column = column
        self.ascending = ascending
    }
    /// The arrow the column header shows after the sorted column's title.
    public var arrow: String { ascending ? "▲" : "▼" }
}

/// Where one column is drawn in a row: the column's index and its x and width in the
/// cell's content columns, with the alignment resolved.
public struct ColumnFrame: Sendable, Hashable {
    /// The column's index in the layout.
    public var column: Int
    /// The first content column it starts at, `>= 0`.
    public var x: Int
    /// Its width in columns, `>= 1`; the last visible column may be cut to what remains.
    public var width: Int
    /// Left, right or center (never automatic).
    public var alignment: TextAlignment
}

/// The columns of a table as a value: the column descriptions, the gap between them, how
/// many leading columns stay when the rest scroll horizontally, and the pure functions that
/// turn them into widths and frames for a content width.
public struct ColumnLayout: Sendable, Hashable {
    /// The columns, leading to trailing.
    public var columns: [TableColumn]
    /// Blank columns between two columns; 1 by default, `>= 0`.
    public var spacing: Int
    /// How many leading columns stay in place while the others scroll (a frozen first
    /// column by default), `0...columns.count`. On a narrow table they give way: together
    /// at most half the width, and down to 4 columns each so the column chosen with ←/→
    /// shows whole beside them (the table's layout pass).
    public var frozenColumnCount: Int
    /// Whether the table shows the column header line; true by default. A single column
    /// of lines (a text file) hides it.
    public var showsHeader: Bool

    /// A layout of `columns`, with `spacing` blank columns between them and the first
    /// `frozenColumnCount` frozen.
    public init(columns: [TableColumn], spacing: Int = 1, frozenColumnCount: Int = 1, showsHeader: Bool = true) {
        self.columns = columns
        self.showsHeader = showsHeader
        self.spacing = max(0, spacing)
        self.frozenColumnCount = min(max(0, frozenColumnCount), columns.count)
    }

    /// A layout of fit-to-content columns with these titles.
    public init(titles: [String]) {
        self.init(columns: titles.map { TableColumn(title: $0) })
    }

    /// The width of each column for a content width: the rule's width (a fit-to-content
    /// column takes the widest of its title, plus 2 for a sortable column's arrow, and
    /// `sampledWidths`; fill columns share what the others and the spacing leave, see
    /// ``TableColumn/Width/fill(minimum:)``), then held within `minWidth...maxWidth` (nil
    /// max: `availableWidth`).
    /// - Parameters:
    ///   - availableWidth: the columns the rows have, `>= 0`.
    ///   - sampledWidths: the widest value seen per column (display columns); missing
    ///     entries count as 0.
    /// - Returns: one width per column, each `>= minWidth`; their sum may exceed
    ///   `availableWidth`, and the table then scrolls horizontally.
    /// - Complexity: O(columns).
    public func widths(availableWidth: Int, sampledWidths: [Int]) -> [Int] {
        let available = max(0, availableWidth)
        var widths = columns.enumerated().map { i, c -> Int in
            let w: Int
            switch c.width {
            case .fixed(let n): w = n
            case .fraction(let f): w = Int(Double(available) * min(max(f, 0), 1))
            case .fitContent:
                let title = c.title.displayWidth + (c.isSortable ? 2 : 0)
                w = max(title, i < sampledWidths.count ? sampledWidths[i] : 0)
            case .fill: return 0
            }
            return clamp(w, c, available)
        }
        let fills = columns.indices.filter { if case .fill = columns[$0].width { true } else { false } }
        guard !fills.isEmpty else { return widths }
        let others = columns.indices.reduce(0) { $0 + widths[$1] }
        let left = max(0, available - others - spacing * max(0, columns.count - 1))
        for (k, i) in fills.enumerated() {
            guard case .fill(let minimum) = columns[i].width else { continue }
            let share = left / fills.count + (k == 0 ? left % fills.count : 0)
            widths[i] = clamp(max(share, minimum), columns[i], available)
        }
        return widths
    }

    /// `width` held within the column's `minWidth...maxWidth` (nil max: `available`).
    private func clamp(_ width: Int, _ column: TableColumn, _ available: Int) -> Int {
        let upper = max(column.minWidth, column.maxWidth ?? max(1, available))
        return min(max(width, column.minWidth), upper)
    }

    /// The frames of the columns on screen: the frozen columns from x 0, then the columns
    /// from `firstScrolledColumn` on, each `spacing` after the last, until the width runs
    /// out; the last one shown is cut to what remains.
    /// - Parameters:
    ///   - widths: from ``widths(availableWidth:sampledWidths:)``, one per column.
    ///   - availableWidth: the content width, in columns.
    ///   - firstScrolledColumn: the first unfrozen column shown; values at or below
    ///     ``frozenColumnCount`` show the columns from the first unfrozen one.
    ///   - alignments: the resolved alignment per column.
    /// - Complexity: O(columns).
    public func frames(
        widths: [Int], availableWidth: Int, firstScrolledColumn: Int,
        alignments: [TextAlignment]
    ) -> [ColumnFrame] {
        var out: [ColumnFrame] = []
        var x = 0
        let order = Array(0..<frozenColumnCount) + Array(max(frozenColumnCount, firstScrolledColumn)..<columns.count)
        for i in order where i < widths.count {
            if x >= availableWidth { break }
            let w = min(widths[i], availableWidth - x)
            if w > 0 {
                out.append(
                    ColumnFrame(column: i, x: x, width: w, alignment: i < alignments.count ? alignments[i] : .left))
            }
            x += widths[i] + spacing
        }
        return out
    }

    /// The first scrolled column that shows `column` whole, moving as little as possible
    /// from `current`: left until it is shown, right until its trailing edge fits. A frozen
    /// column is always shown, so `current` is kept.
    /// - Complexity: O(columns²) at worst; columns are few.
    public func firstScrolledColumn(showing column: Int, from current: Int, widths: [Int], availableWidth: Int) -> Int {
        guard column >= frozenColumnCount, column < columns.count else { return current }
        var first = max(frozenColumnCount, min(current, column))
        func end(from start: Int) -> Int {
            var x = 0
            for i in 0..<frozenColumnCount { x += widths[i] + spacing }
            for i in start...column { x += widths[i] + (i == column ? 0 : spacing) }
            return x
        }
        while first < column && end(from: first) > availableWidth { first += 1 }
        return first
    }

    /// Whether a value reads as a number for right alignment and numeric sorting: an
    /// optional sign, digits with optional `,` grouping and one `.`, an optional exponent
    /// or a trailing `%`. Blank is not a number.
    /// - Complexity: O(n) in the text's UTF-8 length; ASCII text (almost every cell) is read
    ///   as bytes, without Foundation's trimming and replacing, which took most of a key's
    ///   time on a 2,000-column CSV (a fresh user's report: 85–120 ms a key).
    public static func looksNumeric(_ text: String) -> Bool {
        var copy = text
        if let answer = copy.withUTF8({ looksNumericASCII($0) }) { return answer }
        var s = Substring(text.trimmingCharacters(in: .whitespaces))
        if s.hasSuffix("%") { s = s.dropLast() }
        if s.first == "-" || s.first == "+" { s = s.dropFirst() }
        guard let first = s.first, first.isASCII, first.isNumber || first == "." else { return false }
        return Double(s.replacingOccurrences(of: ",", with: "")) != nil
    }

    /// ``looksNumeric(_:)`` on ASCII bytes, by the same rules (spaces and tabs trimmed, a
    /// trailing `%`, a sign, a digit or `.` first, `,` grouping dropped, then `Double`);
    /// nil when a byte is not ASCII (Foundation's path decides those).
    static func looksNumericASCII(_ b: UnsafeBufferPointer<UInt8>) -> Bool? {
        var lo = 0
        var hi = b.count
        for byte in b where byte >= 0x80 { return nil }
        while lo < hi && (b[lo] == 0x20 || b[lo] == 0x09) { lo += 1 }
        while hi > lo && (b[hi - 1] == 0x20 || b[hi - 1] == 0x09) { hi -= 1 }
        if hi > lo && b[hi - 1] == UInt8(ascii: "%") { hi -= 1 }
        if hi > lo && (b[lo] == UInt8(ascii: "-") || b[lo] == UInt8(ascii: "+")) { lo += 1 }
        guard hi > lo, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b[lo]) || b[lo] == UInt8(ascii: ".") else {
            return false
        }
        var digits = ""
        digits.reserveCapacity(hi - lo)
        for i in lo..<hi where b[i] != UInt8(ascii: ",") { digits.unicodeScalars.append(Unicode.Scalar(b[i])) }
        return Double(digits) != nil
    }
}

/// The figures of one column of a source, as VisiData's describe sheet (Shift-I) and
/// csvkit's `csvstat` give them: how many values and blanks, how many distinct values,
/// the least and greatest, the mean, the median, the standard deviation and the most common
/// values.
///
/// What counts: a *blank* is a field empty after trimming spaces, a JSON `null`, or a
/// missing-value marker (`n/a`, `null`, `-`…: ``ColumnType/isMissingMarker(_:)``, as
/// csvstat counts them as nulls); every other field is a *value* (``count``), compared as
/// written with the spaces around it trimmed. In a number or date column the figures of
/// order (``minimum``, ``maximum``) and of size (``mean``, ``median``,
/// ``standardDeviation``) are over the values that parse as the column's type
/// (``NumberParsing``, ``DateParsing``); values that do not (`abc` among numbers) still
/// count, and are distinct and common values. Made by ``summarize(_:columns:rows:progress:isCancelled:)``.
public struct ColumnSummary: Sendable, Equatable {
    /// A value and how many fields hold it: the value as written, trimmed, and its fields
    /// (`>= 1`).
    public typealias TopValue = ValueCount

    /// The column's title (``Column/name``).
    public var name: String
    /// The column's type as the source detected it (``Column/type``): what the figures of
    /// order and size read the values as.
    public var type: ColumnType
    /// Fields that are values (not blank), `>= 0`.
    public var count: Int
    /// Blank fields, `>= 0`; `count + blanks` is the rows summarized.
    public var blanks: Int
    /// Distinct values; exact while at most ``distinctBound``, else that bound and
    /// ``distinctIsAtLeast`` true.
    public var distinct: Int
    /// True when the column has more than ``distinctBound`` distinct values: ``distinct``
    /// is then a lower bound (shown `≥ 100,000`), and ``top`` counts only the values met
    /// before the bound was reached (each of their counts exact).
    public var distinctIsAtLeast: Bool
    /// The least value as written: by value in a number or date column, `false` before
    /// `true` in a boolean one, else in Unicode code-point order (Swift's `String` order);
    /// nil when no value is of the type.
    public var minimum: String?
    /// The greatest value, as ``minimum``.
    public var maximum: String?
    /// The arithmetic mean of a number column's values; nil for other types or no number.
    public var mean: Double?
    /// The exact median of a number column's values: the middle one, or the mean of the
    /// two middle ones for an even count (Python's `statistics.median`); nil as ``mean``.
    public var median: Double?
    /// The sample standard deviation (n − 1 in the denominator: Python's
    /// `statistics.stdev`, csvstat's StDev) of a number column's values; nil with fewer
    /// than two numbers or for other types.
    public var standardDeviation: Double?
    /// The ``topCount`` most common values, most common first, ties by value in
    /// code-point order; fewer when the column has fewer distinct values.
    public var top: [TopValue]

    /// The most distinct values counted exactly in one column: past it a column's figures
    /// keep a bounded memory (about 100 bytes a distinct value).
    public static let distinctBound = 100_000
    /// How many of the most common values ``top`` lists.
    public static let topCount = 3

    public init(
        name: String, type: ColumnType, count: Int, blanks: Int, distinct: Int, distinctIsAtLeast: Bool = false,
        minimum: String? = nil, maximum: String? = nil, mean: Double? = nil, median: Double? = nil,
        standardDeviation: Double? = nil, top: [TopValue] = []
    ) {
        (self.name, self.type, self.count, self.blanks) = (name, type, count, blanks)
        (self.distinct, self.distinctIsAtLeast, self.minimum, self.maximum) = (
            distinct, distinctIsAtLeast, minimum, maximum
        )
        (self.mean, self.median, self.standardDeviation, self.top) = (mean, median, standardDeviation, top)
    }
}

extension ColumnSummary {
    /// The summaries of `columns` of `source` over `rows`, one per column in the order given,
    /// or nil when `isCancelled` said so (it is asked every 4,096 rows).
    /// - Parameters:
    ///   - source: the rows; its ``TabularSource/columns`` give each column's name and type.
    ///   - columns: indexes into `source.columns`; traps when one is out of range.
    ///   - rows: the rows summarized, clamped to the rows readable now.
    ///   - progress: told the rows done so far, every 4,096 rows (any thread).
    ///   - isCancelled: whether to stop; by default the task's cancellation.
    /// - Complexity: reads each row's fields once; O(rows × columns) hashing and parsing,
    ///   then O(n log n) for each number column's median; memory O(numbers + distinct
    ///   values), the distinct values at most ``distinctBound`` a column.
    public static func summarize(
        _ source: any TabularSource, columns: [Int], rows: Range<Int>? = nil,
        progress: (Int) -> Void = { _ in }, isCancelled: () -> Bool = { Task.isCancelled }
    ) -> [ColumnSummary]? {
        let rows = (rows ?? 0..<source.rowCount).clamped(to: 0..<source.rowCount)
        return summarize(source, columns: columns, rowsIn: rows, progress: progress, isCancelled: isCancelled)
    }

    /// As ``summarize(_:columns:rows:progress:isCancelled:)``, over the rows of `hits` (a
    /// filter's, ascending); those past the rows readable now are left out.
    public static func summarize(
        _ source: any TabularSource, columns: [Int], hits: RowHits,
        progress: (Int) -> Void = { _ in }, isCancelled: () -> Bool = { Task.isCancelled }
    ) -> [ColumnSummary]? {
        let readable = source.rowCount
        return summarize(
            source, columns: columns, rowsIn: hits.lazy.prefix { $0 < readable }, progress: progress,
            isCancelled: isCancelled)
    }

    private static func summarize(
        _ source: any TabularSource, columns: [Int], rowsIn rows: some Sequence<Int>,
        progress: (Int) -> Void, isCancelled: () -> Bool
    ) -> [ColumnSummary]? {
        let all = source.columns
        for c in columns {
            precondition(c >= 0 && c < all.count, "ColumnSummary: column \(c) is outside 0..<\(all.count)")
        }
        let sample = Array(rows.prefix(1_000))
        var summarizers = columns.map { c in
            let type = all[c].type
            let order =
                type == .date ? DateParsing.slashOrder(of: sample.map { source.field(ofRow: $0, column: c) }) : nil
            return ColumnSummarizer(name: all[c].name, type: type, slashOrder: order)
        }
        var done = 0
        for row in rows {
            let fields = source.fields(ofRow: row)
            for (i, c) in columns.enumerated() { summarizers[i].add(c < fields.count ? fields[c] : "") }
            done += 1
            if done & 4095 == 0 {
                if isCancelled() { return nil }
                progress(done)
            }
        }
        if isCancelled() { return nil }
        progress(done)
        return summarizers.map { $0.summary() }
    }
}

/// The running figures of one column: fields go in one at a time (``add(_:)``), the
/// ``ColumnSummary`` comes out at the end (``summary()``).
public struct ColumnSummarizer: Sendable {
    private let name: String
    private let type: ColumnType
    private let slashOrder: SlashDateOrder?
    private let distinctBound: Int
    private var count = 0
    private var blanks = 0
    private var counts: [String: Int] = [:]
    private var saturated = false
    /// The values of a number column, for its median and standard deviation.
    private var numbers: [Double] = []
    private var least: (key: Double, text: String)?
    private var greatest: (key: Double, text: String)?
    private var leastText: String?
    private var greatestText: String?

    /// A summarizer of a column named `name` of `type`; `slashOrder` reads a date column's
    /// slash dates (``DateParsing/slashOrder(of:)``); at most `distinctBound` distinct
    /// values are counted (``ColumnSummary/distinctBound``).
    public init(
        name: String, type: ColumnType, slashOrder: SlashDateOrder? = nil,
        distinctBound: Int = ColumnSummary.distinctBound
    ) {
        (self.name, self.type, self.slashOrder, self.distinctBound) = (name, type, slashOrder, max(1, distinctBound))
    }

    /// Takes in one field (as the source gives it). O(length of the field).
    public mutating func add(_ field: String) {
        let v = ColumnType.trimmedSpaces(field)
        if v.isEmpty || v == JSONNull.field || ColumnType.isMissingMarker(v) {
            blanks += 1
            return
        }
        count += 1
        if let n = counts[v] {
            counts[v] = n + 1
        } else if counts.count < distinctBound {
            counts[v] = 1
        } else {
            saturated = true
        }
        switch type {
        case .text:
            if leastText.map({ v < $0 }) ?? true { leastText = v }
            if greatestText.map({ v > $0 }) ?? true { greatestText = v }
        case .number, .date, .boolean:
            guard let k = RowOrder.key(v, type, slashOrder: slashOrder) else { return }
            if type == .number { numbers.append(k) }
            if least.map({ k < $0.key }) ?? true { least = (k, v) }
            if greatest.map({ k > $0.key }) ?? true { greatest = (k, v) }
        }
    }

    /// The figures of the fields taken in.
    /// - Complexity: O(n log n) for a number column's n numbers (the median), plus
    ///   O(distinct values) for the most common.
    public func summary() -> ColumnSummary {
        var s = ColumnSummary(
            name: name, type: type, count: count, blanks: blanks, distinct: counts.count,
            distinctIsAtLeast: saturated,
            top: Self.top(counts, ColumnSummary.topCount) { [type, slashOrder] in
                type == .text ? nil : RowOrder.key($0, type, slashOrder: slashOrder)
            })
        if type == .text {
            (s.minimum, s.maximum) = (leastText, greatestText)
        } else {
            (s.minimum, s.maximum) = (least?.text, greatest?.text)
        }
        guard type == .number, !numbers.isEmpty else { return s }
        let sorted = numbers.sorted()
        let n = sorted.count
        let mean = Self.compensatedSum(sorted) / Double(n)
        s.mean = mean
        s.median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
        if n >= 2 {
            // Two passes over the values (the mean first): no cancellation of large squares.
            let squares = Self.compensatedSum(sorted.lazy.map { ($0 - mean) * ($0 - mean) })
            s.standardDeviation = (squares / Double(n - 1)).squareRoot()
        }
        return s
    }

    /// Kahan–Babuška (Neumaier) summation: the sum of `values` with the rounding error of
    /// each addition carried, so a million numbers sum to within an ulp or two.
    static func compensatedSum<S: Sequence>(_ values: S) -> Double where S.Element == Double {
        var sum = 0.0
        var carry = 0.0
        for x in values {
            let t = sum + x
            carry += abs(sum) >= abs(x) ? (sum - t) + x : (x - t) + sum
            sum = t
        }
        return sum + carry
    }

    /// The `k` most common of `counts`, most common first, ties in the column's order: by
    /// `key` (a number's value, a date's) where both have one, those first, else by text.
    /// O(distinct × k).
    static func top(
        _ counts: [String: Int], _ k: Int, key: (String) -> Double? = { _ in nil }
    ) -> [ColumnSummary.TopValue] {
        // Ties in the column's order: by value where both have one (a number, a date),
        // those first; else by text.
        typealias Ranked = (top: ColumnSummary.TopValue, key: Double?)
        func before(_ a: Ranked, _ b: Ranked) -> Bool {
            if a.top.count != b.top.count { return a.top.count > b.top.count }
            switch (a.key, b.key) {
            case (let x?, let y?) where x != y: return x < y
            case (.some, nil): return true
            case (nil, .some): return false
            default: return a.top.value < b.top.value
            }
        }
        var best: [Ranked] = []
        for (value, count) in counts {
            if best.count == k, let last = best.last, count < last.top.count { continue }
            let t: Ranked = (ColumnSummary.TopValue(value: value, count: count), key(value))
            if best.count == k, let last = best.last, !before(t, last) { continue }
            let at = best.firstIndex { before(t, $0) } ?? best.count
            best.insert(t, at: at)
            if best.count > k { best.removeLast() }
        }
        return best.map(\.top)
    }
}

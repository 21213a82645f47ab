import Dispatch
import Foundation
import TableKit

extension FilterExpression {
    /// The expression made ready for `source`'s rows: regular expressions compiled, the
    /// texts compared folded, and each date column's order of day and month read from its
    /// first ``DataLimits/typeSampleRows`` values (``DateParsing/slashOrder(of:)``).
    /// - Complexity: O(sample) for each date column compared with a date.
    public func evaluator(for source: any TabularSource) -> FilterEvaluator {
        FilterEvaluator(self, source: source)
    }

    /// The rows of `range` (clamped to the rows readable now) that satisfy the expression,
    /// among `range.upperBound` rows.
    ///
    /// Runs on two threads for more than 65,536 rows; `progress` is told the rows looked
    /// at after each 65,536 (from any thread), and `isCancelled` is asked as often: a
    /// cancelled filter returns the hits found so far.
    /// - Complexity: O(rows × the fields the expression reads).
    public func hits(
        in source: any TabularSource, rows range: Range<Int>,
        progress: (@Sendable (Int) -> Void)? = nil, isCancelled: @Sendable () -> Bool = { false }
    ) -> RowHits {
        let end = min(range.upperBound, source.rowCount)
        let start = max(0, min(range.lowerBound, end))
        let evaluator = evaluator(for: source)
        let chunk = 65_536
        let chunks = (end - start + chunk - 1) / chunk
        guard chunks > 1 else {
            return RowHits((start..<end).lazy.filter { evaluator.matches(row: $0) }, universe: range.upperBound)
        }
        let results = UnsafeMutableBufferPointer<[Int]>.allocate(capacity: chunks)
        results.initialize(repeating: [])
        defer {
            results.deinitialize()
            results.deallocate()
        }
        nonisolated(unsafe) let out = results
        let done = Counter()
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            var c = half
            while c < chunks {
                if isCancelled() { return }
                let lo = start + c * chunk
                let hi = min(end, lo + chunk)
                out[c] = (lo..<hi).filter { evaluator.matches(row: $0) }
                progress?(done.add(hi - lo))
                c += 2
            }
        }
        return RowHits(results.joined(), universe: range.upperBound)
    }
}

/// A thread-safe running total (rows looked at by the filter's two threads).
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var total = 0

    func add(_ n: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        total += n
        return total
    }
}

/// A ``FilterExpression`` ready for one source (``FilterExpression/evaluator(for:)``):
/// ``matches(row:)`` tells whether a row satisfies it. Immutable and `Sendable`: one
/// evaluator serves every thread.
public final class FilterEvaluator: Sendable {
    private let source: any TabularSource
    private let test: @Sendable (Int) -> Bool

    init(_ expression: FilterExpression, source: any TabularSource) {
        self.source = source
        let columns = source.columns
        let sample = min(source.rowCount, DataLimits.typeSampleRows)
        var slashOrders: [Int: SlashDateOrder] = [:]
        for c in expression.columnsRead where c < columns.count && columns[c].type == .date {
            slashOrders[c] = DateParsing.slashOrder(of: (0..<sample).map { source.field(ofRow: $0, column: c) })
        }
        test = Self.compile(expression.root, source: source, columns: columns, slashOrders: slashOrders)
    }

    /// Whether source row `row` (`0 ..< rowCount`) satisfies the expression.
    public func matches(row: Int) -> Bool { test(row) }

    /// Whether a field counts as blank: empty or spaces only, or a JSON `null`.
    public static func isBlank(_ field: String) -> Bool {
        field == JSONNull.field || field.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// What is compared: numbers, dates, booleans (false < true) or text.
    private enum Kind { case number, date, boolean, text }

    private static func compile(
        _ node: FilterExpression.Node, source: any TabularSource, columns: [Column],
        slashOrders: [Int: SlashDateOrder]
    ) -> @Sendable (Int) -> Bool {
        func sub(_ n: FilterExpression.Node) -> @Sendable (Int) -> Bool {
            compile(n, source: source, columns: columns, slashOrders: slashOrders)
        }
        /// The text of an operand in a row.
        func textOf(_ o: FilterExpression.Operand) -> @Sendable (Int) -> String {
            switch o {
            case .column(let c): return { source.field(ofRow: $0, column: c) }
            case .text(let t): return { _ in t }
            case .number(let v): return { _ in String(v) }
            case .date(let v): return { _ in String(v) }
            }
        }
        switch node {
        case .and(let a, let b):
            let (fa, fb) = (sub(a), sub(b))
            return { fa($0) && fb($0) }
        case .or(let a, let b):
            let (fa, fb) = (sub(a), sub(b))
            return { fa($0) || fb($0) }
        case .not(let a):
            let fa = sub(a)
            return { !fa($0) }
        case .isBlank(let o):
            let t = textOf(o)
            return { isBlank(t($0)) }
        case .contains(let a, let b):
            let ta = textOf(a)
            if case .text(let needle) = b {
                let folded = SearchIndex.fold(needle)
                if folded.isEmpty { return { _ in true } }
                return { SearchIndex.fold(ta($0)).contains(folded) }
            }
            let tb = textOf(b)
            return { row in
                let n = SearchIndex.fold(tb(row))
                return n.isEmpty || SearchIndex.fold(ta(row)).contains(n)
            }
        case .matches(let a, let pattern):
            let ta = textOf(a)
            // Checked when parsed; NSRegularExpression is immutable and safe across threads.
            let regex = try! NSRegularExpression(pattern: pattern)
            return { row in
                let s = ta(row)
                return regex.firstMatch(in: s, range: NSRange(s.startIndex..., in: s)) != nil
            }
        case .matchesPattern(let c, let pattern):
            return { pattern.matches(source.field(ofRow: $0, column: c)) }
        case .hasValue(let c, let value):
            return { ValueFrequency.value(of: source.field(ofRow: $0, column: c)) == value }
        case .inNumberBin(let c, let bins, let i):
            return { row in
                guard let x = NumberParsing.value(of: ValueFrequency.value(of: source.field(ofRow: row, column: c))),
                    x.isFinite
                else { return false }
                return bins.index(of: x) == i
            }
        case .comparison(let a, let op, let b):
            return comparison(a, op, b, source: source, columns: columns, slashOrders: slashOrders)
        }
    }

    /// `a op b` by the kind the sides call for (see ``FilterExpression``).
    private static func comparison(
        _ a: FilterExpression.Operand, _ op: FilterExpression.Comparison, _ b: FilterExpression.Operand,
        source: any TabularSource, columns: [Column], slashOrders: [Int: SlashDateOrder]
    ) -> @Sendable (Int) -> Bool {
        // The column on the left: `5 < pop` is `pop > 5`.
        if case .column = a {
        } else if case .column = b {
            return comparison(b, op.swapped, a, source: source, columns: columns, slashOrders: slashOrders)
        }
        guard case .column(let c) = a else { return { _ in false } }
        let type = c < columns.count ? columns[c].type : .text
        let slash = slashOrders[c]
        func kindAndValue(_ t: String) -> (Kind, Double)? {
            switch type {
            case .number: NumberParsing.value(of: t).map { (.number, $0) }
            case .date: DateParsing.value(of: t, slashOrder: slash).map { (.date, $0) }
            case .boolean: BooleanParsing.value(of: t).map { (.boolean, $0 ? 1 : 0) }
            case .text: nil
            }
        }
        let kind: Kind
        var constant: Double?
        var constantText: String?
        var otherColumn: Int?
        switch b {
        case .number(let v): (kind, constant) = (.number, v)
        case .date(let v): (kind, constant) = (.date, v)
        case .text(let t):
            if let (k, v) = kindAndValue(t) {
                (kind, constant) = (k, v)
            } else {
                (kind, constantText) = (.text, ColumnType.trimmedSpaces(t))
            }
        case .column(let d):
            otherColumn = d
            let same = d < columns.count && columns[d].type == type
            kind =
                !same ? .text : type == .number ? .number : type == .date ? .date : type == .boolean ? .boolean : .text
        }
        let otherSlash = otherColumn.flatMap { slashOrders[$0] }
        let (constant1, constantText1, otherColumn1) = (constant, constantText, otherColumn)
        /// The value of a field as `kind`, nil when it is not one (blank, `n/a`).
        let value: @Sendable (String, SlashDateOrder?) -> Double? = { t, s in
            switch kind {
            case .number: NumberParsing.value(of: t)
            case .date: DateParsing.value(of: t, slashOrder: s)
            case .boolean: BooleanParsing.value(of: t).map { $0 ? 1 : 0 }
            case .text: nil
            }
        }
        let holds: @Sendable (Bool, Bool) -> Bool = { less, equal in
            switch op {
            case .equal: equal
            case .notEqual: !equal
            case .less: less
            case .lessOrEqual: less || equal
            case .greater: !less && !equal
            case .greaterOrEqual: !less
            }
        }
        if kind == .text {
            return { row in
                let x = source.field(ofRow: row, column: c)
                if x == JSONNull.field { return op == .notEqual }
                let l = ColumnType.trimmedSpaces(x)
                let r =
                    constantText1 ?? ColumnType.trimmedSpaces(source.field(ofRow: row, column: otherColumn1 ?? c))
                return holds(l < r, l == r)
            }
        }
        return { row in
            guard let l = value(source.field(ofRow: row, column: c), slash) else { return op == .notEqual }
            let r: Double? =
                constant1 ?? otherColumn1.flatMap { value(source.field(ofRow: row, column: $0), otherSlash) }
            guard let r else { return op == .notEqual }
            return holds(l < r, l == r)
        }
    }
}

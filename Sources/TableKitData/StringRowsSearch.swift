import Synchronization
import TableKit

/// Search for sources whose rows are strings in memory or behind SQL (JSON, SQLite): a
/// TableKit `SearchIndex` over all columns, and one per searched column, each built on the
/// first query that needs it (once the rows are all known).
final class StringRowsSearch: Sendable {
    /// The text of row `row` in `column` (nil: all columns joined by tabs).
    typealias RowText = @Sendable (_ row: Int, _ column: Int?) -> String

    /// The texts of the first `count` rows in `column` (nil: all columns) at once, when the
    /// source has a faster way than row by row (one SQL statement).
    typealias AllTexts = @Sendable (_ count: Int, _ column: Int?) -> [String]?

    private let indexes = Mutex<[Int: SearchIndex]>([:])  // key -1: all columns
    private let rowText: RowText
    private let allTexts: AllTexts?

    init(rowText: @escaping RowText, allTexts: AllTexts? = nil) {
        self.rowText = rowText
        self.allTexts = allTexts
    }

    private func index(_ column: Int?, count: Int) -> SearchIndex {
        let key = column ?? -1
        if let idx = indexes.withLock({ $0[key] }), idx.count >= count { return idx }
        let idx =
            allTexts?(count, column).map { SearchIndex($0) }
            ?? SearchIndex((0..<count).lazy.map { self.rowText($0, column) })
        indexes.withLock { $0[key] = idx }
        return idx
    }

    /// Rows in `range` of `count` matching `query`, ascending.
    func rows(matching query: RowQuery, in range: Range<Int>, count: Int) -> [Int] {
        let rows = range.clamped(to: 0..<count)
        if query.isEmpty || rows.isEmpty { return Array(rows) }
        let idx = index(query.column, count: count)
        var hits = idx.matches(String(decoding: query.words[0], as: UTF8.self)).filter { rows.contains($0) }
        for w in query.words.dropFirst() { hits = idx.matches(String(decoding: w, as: UTF8.self), within: hits) }
        return hits
    }

    /// Rows of `candidates` matching `query`, ascending.
    func rows(matching query: RowQuery, among candidates: [Int], count: Int) -> [Int] {
        var hits = candidates.filter { $0 >= 0 && $0 < count }
        if query.isEmpty { return hits }
        let idx = index(query.column, count: count)
        for w in query.words { hits = idx.matches(String(decoding: w, as: UTF8.self), within: hits) }
        return hits
    }
}

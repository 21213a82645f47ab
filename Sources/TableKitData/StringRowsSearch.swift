import Synchronization
import TableKit

/// Search for sources whose rows are strings in memory or behind SQL (JSON, SQLite): TableKit
/// `SearchIndex`es over all columns, and over each searched column, built on the first query
/// that needs them and extended by the rows that came since (a new index over those rows
/// only, so a source still counting is never folded twice), up to ``limit`` rows.
final class StringRowsSearch: Sendable {
    /// The text of row `row` in `column` (nil: all columns joined by tabs).
    typealias RowText = @Sendable (_ row: Int, _ column: Int?) -> String

    /// The texts of the rows `range` in `column` (nil: all columns) at once, when the
    /// source has a faster way than row by row (one SQL statement); fewer when it was
    /// stopped (the rows given are indexed, the rest are not searched), nil when it failed.
    typealias AllTexts = @Sendable (_ range: Range<Int>, _ column: Int?) -> [String]?

    /// One index over the rows `start ..< start + index.count`.
    private struct Part: Sendable {
        var start: Int
        var index: SearchIndex
        var end: Int { start + index.count }
    }

    private let indexes = Mutex<[Int: [Part]]>([:])  // key -1: all columns
    /// The most rows one index covers (a background search's chunk).
    static let partRows = 1 << 16
    private let rowText: RowText
    private let allTexts: AllTexts?
    /// The most rows searched: their folded text is held in memory (`Int.max`: all).
    let limit: Int

    init(rowText: @escaping RowText, allTexts: AllTexts? = nil, limit: Int = .max) {
        self.rowText = rowText
        self.allTexts = allTexts
        self.limit = limit
    }

    /// The indexes over the first `count` rows (at most ``limit``), made for the rows not
    /// yet indexed; they may cover fewer when the source's texts were stopped.
    private func parts(_ column: Int?, count: Int) -> [Part] {
        let key = column ?? -1
        let wanted = min(count, limit)
        var parts = indexes.withLock { $0[key] ?? [] }
        let covered = parts.last?.end ?? 0
        guard covered < wanted else { return parts }
        let range = covered..<wanted
        let texts = allTexts.map { all in all(range, column) } ?? nil
        // Parts of at most `partRows` rows: a search of a few rows (a chunk of a search from
        // the cursor that wrapped to the top) scans only the parts it covers.
        let made = texts?.count ?? range.count
        for lo in stride(from: 0, to: made, by: Self.partRows) {
            let hi = min(lo + Self.partRows, made)
            let idx =
                texts.map { SearchIndex($0[lo..<hi]) }
                ?? SearchIndex((covered + lo..<covered + hi).lazy.map { self.rowText($0, column) })
            if idx.count > 0 { parts.append(Part(start: covered + lo, index: idx)) }
        }
        indexes.withLock { stored in
            // Another search may have extended them meanwhile: keep the longer.
            if (stored[key]?.last?.end ?? 0) < (parts.last?.end ?? 0) { stored[key] = parts }
        }
        return parts
    }

    /// How many of the rows `0 ..< end` are looked at by a search in `column` (nil: all
    /// columns): `end` when the indexes cover them, or they reach ``limit``; fewer when the
    /// source's texts were stopped before them.
    func rowsSearched(_ column: Int?, upTo end: Int) -> Int {
        let covered = indexes.withLock { $0[column ?? -1]?.last?.end ?? 0 }
        return covered >= min(end, limit) ? end : covered
    }

    /// Rows in `range` of `count` matching `query`, ascending; rows past ``limit`` are
    /// not searched.
    func rows(matching query: RowQuery, in range: Range<Int>, count: Int) -> [Int] {
        if query.isEmpty { return Array(range.clamped(to: 0..<count)) }
        let rows = range.clamped(to: 0..<min(count, limit))
        if rows.isEmpty { return [] }  // past the limit: not searched, so no hits
        var hits: [Int] = []
        for part in parts(query.column, count: rows.upperBound) where part.end > rows.lowerBound {
            guard part.start < rows.upperBound else { break }
            var found = part.index.matches(String(decoding: query.words[0], as: UTF8.self))
            for w in query.words.dropFirst() {
                found = part.index.matches(String(decoding: w, as: UTF8.self), within: found)
            }
            hits += found.lazy.map { $0 + part.start }.filter { rows.contains($0) }
        }
        return hits
    }

    /// Rows of `candidates` matching `query`, ascending; rows past ``limit`` are not searched.
    func rows(matching query: RowQuery, among candidates: [Int], count: Int) -> [Int] {
        let end = min(count, limit)
        let valid = candidates.filter { $0 >= 0 && $0 < count }
        if query.isEmpty { return valid }
        let inRange = valid.filter { $0 < end }
        guard let last = inRange.last else { return [] }
        var hits: [Int] = []
        var i = 0
        for part in parts(query.column, count: last + 1) {
            var local: [Int] = []
            while i < inRange.count && inRange[i] < part.end {
                if inRange[i] >= part.start { local.append(inRange[i] - part.start) }
                i += 1
            }
            guard !local.isEmpty else { continue }
            for w in query.words { local = part.index.matches(String(decoding: w, as: UTF8.self), within: local) }
            hits += local.map { $0 + part.start }
        }
        return hits
    }
}

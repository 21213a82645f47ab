import Foundation
import Synchronization
import TableKit
import TableKitData

/// The rows a data screen shows, as source row numbers in sections: the source's rows (or
/// a sort's order of them), kept to a search's hits, grouped by a section column.
///
/// Without a sort, a search or sections it holds no list at all (``Rows/all(_:)``), so a
/// 10,000,000-line file costs nothing here.
struct RowArrangement: Equatable {
    /// A section's rows: the first `n` source rows in order, a search's hits in source
    /// order (one bit a row, ``RowHits``), or a list of row numbers.
    enum Rows: Equatable {
        case all(Int)
        case hits(RowHits)
        case list([Int])
        /// The last `n` rows read back from the input's end before it was counted:
        /// rows `-n ..< 0`, -1 the last (``ViewerState/end``).
        case fromEnd(Int)

        var count: Int {
            switch self {
            case .all(let n), .fromEnd(let n): n
            case .hits(let h): h.count
            case .list(let l): l.count
            }
        }

        /// The `i`-th row shown. O(1), or O(log rows) for hits (select).
        subscript(i: Int) -> Int {
            switch self {
            case .all: i
            case .fromEnd(let n): i - n
            case .hits(let h): h[i]
            case .list(let l): l[i]
            }
        }

        /// The position of source row `row`, or nil. O(1) for `.all` and hits (rank), O(n)
        /// for a list.
        func position(of row: Int) -> Int? {
            switch self {
            case .all(let n): row >= 0 && row < n ? row : nil
            case .fromEnd(let n): row < 0 && row >= -n ? row + n : nil
            case .hits(let h): row >= 0 ? h.position(of: row) : nil
            case .list(let l): l.firstIndex(of: row)
            }
        }

        /// Calls `body` with each row shown, in order.
        func forEach(_ body: (Int) -> Void) {
            switch self {
            case .all(let n): for r in 0..<n { body(r) }
            case .fromEnd(let n): for r in -n..<0 { body(r) }
            case .hits(let h): for r in h { body(r) }
            case .list(let l): for r in l { body(r) }
            }
        }
    }

    /// One section: its header title (nil for none), its collation section (with
    /// `--collate`) and its rows.
    struct Section: Equatable {
        var title: String?
        var collationSection: Int?
        var rows: Rows
    }

    var sections: [Section]

    /// The arrangement of `count` rows: in `order` (a permutation of `0..<count` from a
    /// sort) or in source order, kept to `hits` when searching, and grouped by `grouping`
    /// (sections in the grouping's order; empty ones dropped). Hits in source order stay a
    /// bit set (no list of rows is made).
    /// `fromEnd`: the rows read back from the end are shown instead (``Rows/fromEnd(_:)``).
    /// - Complexity: O(count) with a sort or a grouping; O(1) with none or only hits.
    static func arrange(
        count: Int, order: [Int]?, hits: RowHits?, grouping: SectionGrouping?, fromEnd: Int? = nil
    ) -> RowArrangement {
        if let n = fromEnd { return RowArrangement(sections: [Section(title: nil, rows: .fromEnd(n))]) }
        var rows: Rows
        switch (order, hits) {
        case (nil, nil): rows = .all(count)
        case (nil, let h?): rows = .hits(h.universe > count ? h.restricted(to: 0..<count) : h)
        case (let o?, nil): rows = .list(o)
        case (let o?, let h?): rows = .list(o.filter { $0 < count && h.contains($0) })
        }
        guard let grouping else { return RowArrangement(sections: [Section(title: nil, rows: rows)]) }
        var lists = [[Int]](repeating: [], count: grouping.titles.count)
        rows.forEach { r in
            if r < grouping.sectionOfRow.count { lists[Int(grouping.sectionOfRow[r])].append(r) }
        }
        let sections = lists.enumerated().compactMap { s, list -> Section? in
            list.isEmpty
                ? nil
                : Section(
                    title: grouping.titles[s], collationSection: grouping.collationSections?[s], rows: .list(list))
        }
        return RowArrangement(sections: sections)
    }

    /// Where source row `row` is shown, or nil when it is not.
    func indexPath(ofRow row: Int) -> IndexPath? {
        for (s, sec) in sections.enumerated() {
            if let r = sec.rows.position(of: row) { return IndexPath(row: r, section: s) }
        }
        return nil
    }

    /// The number of rows shown in all sections.
    var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }
}

/// Rows grouped by a column's value (`--section-by`): one section per distinct value, in
/// the column's sort order (numbers by value, text by collation), blank last as
/// "(blank)" (spaces around a value are ignored); or with a collation, the collation's sections by the value's first letter
/// (the section index's rules, UIKit's `UILocalizedIndexedCollation.section(for:)`).
struct SectionGrouping: Equatable {
    /// The section of each source row.
    var sectionOfRow: [Int32]
    /// The section titles, in order.
    var titles: [String]
    /// With a collation: each section's index in the collation's sections.
    var collationSections: [Int]?
    /// The collation's section index titles, when sections come from one.
    var indexTitles: [String]?

    /// Groups rows `0..<count` of `source` by `column`; a column the followed file read
    /// again lacks (``ViewConfiguration/missingColumn``, negative) is blank in every row:
    /// one `(blank)` section.
    /// `progress`, when given, counts the rows read so far (for "grouping… n%").
    /// - Complexity: O(rows) field reads, plus a sort of the distinct values.
    static func group(
        _ source: any TabularSource, column: Int, count: Int, collation: IndexedCollation?,
        progress: GroupingProgress? = nil
    ) -> SectionGrouping {
        var values: [String] = []
        var sectionOfRow: [Int32] = []
        if collation == nil { values.reserveCapacity(count) } else { sectionOfRow.reserveCapacity(count) }
        var start = 0
        while start < count {
            let end = min(count, start + GroupingProgress.chunkRows)
            // Spaces around a value do not make another section: "  " is (blank), " Oslo" is Oslo.
            let read =
                column < 0
                ? [String](repeating: "", count: end - start)
                : RowOrder.fieldValues(source, column: column, rows: Array(start..<end))
            let chunk = read.map { v in
                v.first?.isWhitespace == true || v.last?.isWhitespace == true
                    ? v.trimmingCharacters(in: .whitespacesAndNewlines) : v
            }
            if let collation {
                sectionOfRow += chunk.map { Int32(collation.section(for: $0)) }
            } else {
                values += chunk
            }
            progress?.rows.store(end, ordering: .relaxed)
            start = end
        }
        if let collation {
            return SectionGrouping(
                sectionOfRow: sectionOfRow, titles: collation.sectionTitles,
                collationSections: Array(collation.sectionTitles.indices),
                indexTitles: collation.sectionIndexTitles)
        }
        var first: [String: Int] = [:]
        var distinct: [String] = []
        for v in values where first[v] == nil {
            first[v] = distinct.count
            distinct.append(v)
        }
        let order = RowOrder.sorted(
            values: distinct, rows: Array(distinct.indices), type: column < 0 ? .text : source.columns[column].type,
            ascending: true)
        var sectionOfDistinct = [Int32](repeating: 0, count: distinct.count)
        for (s, d) in order.enumerated() { sectionOfDistinct[d] = Int32(s) }
        return SectionGrouping(
            sectionOfRow: values.map { sectionOfDistinct[first[$0]!] },
            titles: order.map { distinct[$0].isEmpty ? "(blank)" : JSONNull.shownText(distinct[$0]) },
            collationSections: nil, indexTitles: nil)
    }
}

/// How many rows ``SectionGrouping/group(_:column:count:collation:progress:)`` has read,
/// for the status line while the sections are made in the background.
final class GroupingProgress: Sendable {
    /// Rows read per step (between two updates of ``rows``).
    static let chunkRows = 65_536
    let rows = Atomic<Int>(0)
}

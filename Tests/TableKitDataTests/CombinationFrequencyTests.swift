import Foundation
import Testing

@testable import TableKit
@testable import TableKitData

/// The key columns' frequency table (`!` then `F`): the combinations of several columns'
/// values against counts made in each test with a plain loop (the fields trimmed with
/// Foundation, the blank rule written out), their order, a filter's rows, the bound and
/// the filter that keeps a combination's rows.
@Suite struct CombinationFrequencyTests {
    /// Columns `id`, `a` (text), `b` (`bType`), `c` (text), one row a triple of `values`.
    func source(_ values: [[String]], bType: ColumnType = .text) -> MemoryTableSource {
        MemoryTableSource(
            title: "t",
            columns: [Column(name: "id"), Column(name: "a"), Column(name: "b", type: bType), Column(name: "c")],
            rows: values.enumerated().map { [String($0.offset)] + $0.element })
    }

    func expectedValue(_ field: String) -> String {
        if field == JSONNull.field || field.allSatisfy({ $0 == " " || $0 == "\t" }) { return "" }
        return field.trimmingCharacters(in: .whitespaces)
    }

    /// The combinations of the fields at `places` (indices into each row of `values`) over
    /// `rows`, counted by hand, keyed by the values joined with a unit separator.
    func expectedCounts(_ values: [[String]], places: [Int], rows: [Int]? = nil) -> [String: Int] {
        var out: [String: Int] = [:]
        for r in rows ?? Array(values.indices) {
            out[places.map { expectedValue(values[r][$0]) }.joined(separator: "\u{1F}"), default: 0] += 1
        }
        return out
    }

    func counts(_ f: CombinationFrequency) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: f.entries.map { ($0.values.joined(separator: "\u{1F}"), $0.count) })
    }

    static let small: [[String]] = [
        ["Japan", "Tokyo", "x"], ["Japan", "Osaka", "x"], [" Japan ", "Tokyo", "y"], ["India", "Delhi", "x"],
        ["", "Delhi", "x"], ["Japan", "Tokyo ", "x"], ["India", "Delhi", "y"], [JSONNull.field, "Delhi", "z"],
        ["Japan", "Osaka", "x"], ["日本", "", "x"],
    ]

    @Test func aSmallTableByHand() throws {
        let f = try #require(
            CombinationFrequency.count(
                source(Self.small), columns: [1, 2], collation: IndexedCollation(locale: "en")))
        // Japan·Tokyo 3 (spaces trimmed); then 2 each: blank·Delhi, India·Delhi, Japan·Osaka;
        // then 日本·blank. Ties by the first value (India < Japan < blank last), then the second.
        #expect(f.columns == [1, 2] && f.rows == 10 && f.otherRows == 0)
        #expect(
            f.entries == [
                .init(values: ["Japan", "Tokyo"], count: 3), .init(values: ["India", "Delhi"], count: 2),
                .init(values: ["Japan", "Osaka"], count: 2), .init(values: ["", "Delhi"], count: 2),
                .init(values: ["日本", ""], count: 1),
            ])
        #expect(counts(f) == expectedCounts(Self.small, places: [0, 1]))
        // Three columns, in the order given.
        let three = try #require(CombinationFrequency.count(source(Self.small), columns: [3, 1, 2]))
        #expect(three.columns == [3, 1, 2])
        #expect(counts(three) == expectedCounts(Self.small, places: [2, 0, 1]))
        #expect(three.entries.prefix(2).map(\.values) == [["x", "Japan", "Osaka"], ["x", "Japan", "Tokyo"]])
    }

    @Test func tiesAreOrderedByEachColumnsOwnOrder() throws {
        // b is a number column: 9 < 10 < 1,000 by value, then "" and "n/a" (not numbers).
        let values = [
            ["p", "10", ""], ["p", "9", ""], ["p", "1,000", ""], ["p", "n/a", ""], ["p", "", ""], ["o", "10", ""],
        ]
        let f = try #require(CombinationFrequency.count(source(values, bType: .number), columns: [1, 2]))
        #expect(
            f.entries.map(\.values) == [
                ["o", "10"], ["p", "9"], ["p", "10"], ["p", "1,000"], ["p", ""], ["p", "n/a"],
            ])
    }

    @Test func manyGeneratedRowsMatchAPlainCountAndEachFilterKeepsItsRows() throws {
        var g = SystemRandomNumberGenerator()
        let pool = [["a", " a", "b", ""], ["1", "2", "2 ", "  ", JSONNull.field], ["x", "東京", "é"]]
        let values = (0..<20_000).map { _ in pool.map { $0.randomElement(using: &g)! } }
        let src = source(values)
        let kept = RowHits((0..<20_000).filter { $0 % 3 != 1 }, universe: 20_000)
        let f = try #require(CombinationFrequency.count(src, columns: [1, 2, 3], rows: kept))
        #expect(f.rows == kept.count)
        #expect(counts(f) == expectedCounts(values, places: [0, 1, 2], rows: Array(kept)))
        #expect(zip(f.entries, f.entries.dropFirst()).allSatisfy { $0.count >= $1.count })
        // The columns' value filters joined with `and` keep exactly a combination's rows.
        for e in f.entries {
            let parts = zip([1, 2, 3], e.values).map { FilterExpression.value($1, inColumn: $0, named: "v\($0)") }
            let both = parts.dropFirst().reduce(parts[0]) { $0.and($1) }
            #expect(both.hits(in: src, rows: 0..<20_000).intersection(kept).count == e.count)
        }
    }

    @Test func pastTheBoundTheRowsOfFurtherCombinationsAreCountedTogether() throws {
        let values = [
            ["a", "1", ""], ["a", "2", ""], ["a", "1", ""], ["b", "1", ""], ["a", "2", ""], ["c", "3", ""],
        ]
        let f = try #require(CombinationFrequency.count(source(values), columns: [1, 2], distinctBound: 2))
        #expect(f.entries == [.init(values: ["a", "1"], count: 2), .init(values: ["a", "2"], count: 2)])
        #expect(f.otherRows == 2 && f.rows == 6)
    }

    @Test func aCancelledCountGivesNothing() {
        let values = (0..<10_000).map { [String($0), "b", "c"] }
        #expect(CombinationFrequency.count(source(values), columns: [1, 2], isCancelled: { true }) == nil)
    }
}

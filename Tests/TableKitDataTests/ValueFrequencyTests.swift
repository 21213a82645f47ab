import Foundation
import Testing

@testable import TableKit
@testable import TableKitData

/// The frequency table's counts against counts made independently in each test (a plain
/// loop with Foundation's trimming and the blank rule written out), over blanks, spaces
/// around values, non-ASCII text, numbers, and the rows a filter kept.
@Suite struct ValueFrequencyTests {
    func source(_ values: [String], type: ColumnType = .text) -> MemoryTableSource {
        MemoryTableSource(
            title: "t", columns: [Column(name: "id"), Column(name: "v", type: type)],
            rows: values.enumerated().map { [String($0.offset), $0.element] })
    }

    /// The value a field counts under, written out: blank (empty, spaces and tabs, JSON
    /// null) is "", else the field trimmed of spaces.
    func expectedValue(_ field: String) -> String {
        if field == JSONNull.field || field.allSatisfy({ $0 == " " || $0 == "\t" }) { return "" }
        return field.trimmingCharacters(in: .whitespaces)
    }

    func expectedCounts(_ values: [String], rows: [Int]? = nil) -> [String: Int] {
        var out: [String: Int] = [:]
        for r in rows ?? Array(values.indices) { out[expectedValue(values[r]), default: 0] += 1 }
        return out
    }

    @Test func aSmallColumnByHand() throws {
        let values = ["Japan", "India", " Japan ", "", "日本", "Japan", "  ", "日本", "Zoë", JSONNull.field, "n/a"]
        let f = try #require(ValueFrequency.count(source(values), column: 1, collation: IndexedCollation(locale: "en")))
        // Japan 3; blank 3 ("", "  ", null); 日本 2; India, n/a, Zoë 1 each. Ties by the
        // collation (en: India < n/a < Zoë), the blank value after the text ones.
        #expect(f.rows == 11 && f.otherRows == 0)
        #expect(f.entries.map(\.value) == ["Japan", "", "日本", "India", "n/a", "Zoë"])
        #expect(f.entries.map(\.count) == [3, 3, 2, 1, 1, 1])
        #expect(Dictionary(uniqueKeysWithValues: f.entries.map { ($0.value, $0.count) }) == expectedCounts(values))
    }

    @Test func numbersWithAsManyRowsAreInOrderOfValueAndNonNumbersLast() throws {
        let values = ["10", "9", "1,000", "abc", "9", "10", "", "x", "1,000", "abc", "x", ""]
        let f = try #require(ValueFrequency.count(source(values, type: .number), column: 1))
        // Every value twice: 9 < 10 < 1,000 by value; then "", abc, x (no number) in code-point order.
        #expect(f.entries.map(\.value) == ["9", "10", "1,000", "", "abc", "x"])
        #expect(f.entries.allSatisfy { $0.count == 2 })
    }

    @Test func manyGeneratedRowsMatchAPlainCount() throws {
        var g = SystemRandomNumberGenerator()
        let pool = ["a", "b", " b", "c ", "", "  ", "Ωmega", "東京", "e\u{301}", "é", "na", JSONNull.field]
        let values = (0..<20_000).map { _ in pool.randomElement(using: &g)! }
        let f = try #require(ValueFrequency.count(source(values), column: 1))
        let want = expectedCounts(values)
        #expect(f.rows == values.count)
        #expect(Dictionary(uniqueKeysWithValues: f.entries.map { ($0.value, $0.count) }) == want)
        #expect(zip(f.entries, f.entries.dropFirst()).allSatisfy { $0.count >= $1.count })
    }

    @Test func onlyTheFiltersRowsAreCounted() throws {
        let values = (0..<10_000).map { String($0 % 7) }
        let src = source(values, type: .number)
        let kept = RowHits((0..<10_000).filter { $0 % 3 == 0 }, universe: 10_000)
        let f = try #require(ValueFrequency.count(src, column: 1, rows: kept))
        let want = expectedCounts(values, rows: Array(kept))
        #expect(f.rows == kept.count)
        #expect(Dictionary(uniqueKeysWithValues: f.entries.map { ($0.value, $0.count) }) == want)
        // The filter expression of one value keeps exactly the rows counted under it.
        for e in f.entries {
            let byValue = FilterExpression.value(e.value, inColumn: 1, named: "v")
            #expect(byValue.hits(in: src, rows: 0..<10_000).intersection(kept).count == e.count)
        }
    }

    @Test func pastTheBoundTheRowsOfFurtherValuesAreCountedTogether() throws {
        let values = ["a", "b", "a", "c", "d", "b", "e"]
        let f = try #require(ValueFrequency.count(source(values), column: 1, distinctBound: 2))
        #expect(f.entries == [.init(value: "a", count: 2), .init(value: "b", count: 2)])
        #expect(f.otherRows == 3 && f.rows == 7)
    }

    @Test func aCancelledCountGivesNothing() {
        let values = (0..<10_000).map(String.init)
        #expect(ValueFrequency.count(source(values), column: 1, isCancelled: { true }) == nil)
    }

    @Test func aValueFilterComparesAsWrittenAndBlankIsBlank() throws {
        let values = ["1,200", "1200", " 1200 ", "", JSONNull.field, "x"]
        let src = source(values, type: .number)
        #expect(Array(FilterExpression.value("1200", inColumn: 1, named: "v").hits(in: src, rows: 0..<6)) == [1, 2])
        let blank = FilterExpression.value("", inColumn: 1, named: "v")
        #expect(Array(blank.hits(in: src, rows: 0..<6)) == [3, 4])
        #expect(blank.text == "v is blank")
        #expect(FilterExpression.value("it's", inColumn: 1, named: "pop density").text == "\"pop density\" = 'it''s'")
        let both = try FilterExpression.parse("id > 1", columns: src.columns).and(
            FilterExpression.value("1200", inColumn: 1, named: "v"))
        #expect(Array(both.hits(in: src, rows: 0..<6)) == [2])
        #expect(both.text == "(id > 1) and v = '1200'")
        #expect(both.columnsRead == [0, 1])
    }

    @Test func binsAreOneTwoOrFiveTimesAPowerOfTenFromAMultipleOfTheirWidth() {
        let b = NumberBins(least: 3, greatest: 497, most: 20)
        // 494 / 20 = 24.7: 10 gives 50 bins, 20 gives 25, 50 gives 10 (0 ..< 500).
        #expect(b == NumberBins(lower: 0, width: 50, count: 10))
        #expect(b.index(of: 3) == 0 && b.index(of: 49.999) == 0 && b.index(of: 50) == 1 && b.index(of: 497) == 9)
        #expect(b.shownBounds(1) == ("50", "100"))
        let small = NumberBins(least: -0.23, greatest: 0.31, most: 20)
        // 0.54 / 20 = 0.027: 0.01 gives 56 bins, 0.02 gives 29, 0.05 gives 12 (-0.25 ..< 0.35).
        #expect(small.width == 0.05 && small.count == 12)
        #expect(small.index(of: -0.23) == 0 && small.index(of: 0.31) == 11)
        #expect(small.shownBounds(5) == ("0.00", "0.05") && small.shownBounds(0) == ("-0.25", "-0.20"))
        #expect(NumberBins(least: 7, greatest: 7, most: 20).count == 1)
    }

    /// The sheet's labels group the digits as the counts are (`1,500,000`), with the
    /// width's decimals; the expression's bounds stay plain digits.
    @Test func binLabelsGroupTheirDigitsAsTheCountsAre() {
        let large = NumberBins(least: 3, greatest: 8_999_000, most: 20)
        #expect(large.width == 500_000)
        #expect(large.labelledBounds(3) == ((1_500_000).formatted(), (2_000_000).formatted()))
        #expect(large.labelledBounds(3) == ("1,500,000", "2,000,000"))
        #expect(large.shownBounds(3) == ("1500000", "2000000"))
        let small = NumberBins(least: -0.23, greatest: 0.31, most: 20)
        #expect(small.labelledBounds(5) == ("0.00", "0.05") && small.labelledBounds(0) == ("-0.25", "-0.20"))
        let fine = NumberBins(least: 1_000, greatest: 1_001.9, most: 20)
        #expect(fine.labelledBounds(1) == ("1,000.1", "1,000.2"))
    }

    @Test func aNumberColumnOfManyDistinctNumbersIsBinnedAndItsBinsFilterTheirRows() throws {
        var g = SystemRandomNumberGenerator()
        let values = (0..<5_000).map { _ -> String in
            let k = Int.random(in: 0..<20, using: &g)
            return k == 0 ? "" : k == 1 ? "n/a" : String(Int.random(in: -1_000...1_000, using: &g))
        }
        let src = source(values, type: .number)
        let f = try #require(ValueFrequency.count(src, column: 1))
        let b = try #require(f.binned(type: .number))
        // Counted apart: each number in the bin its value falls in, by the bounds.
        var want = [Int](repeating: 0, count: b.bins.count)
        for v in values { if let x = Double(v) { want[Int(((x - b.bins.lower) / b.bins.width).rounded(.down))] += 1 } }
        #expect(b.counts == want)
        #expect(Set(b.rest.map(\.value)) == ["", "n/a"])
        #expect(b.counts.reduce(0, +) + b.rest.reduce(0) { $0 + $1.count } == values.count)
        for i in 0..<b.bins.count {
            let hits = FilterExpression.bin(i, of: b.bins, inColumn: 1, named: "v").hits(in: src, rows: 0..<5_000)
            #expect(hits.count == b.counts[i])
        }
        #expect(FilterExpression.bin(0, of: b.bins, inColumn: 1, named: "v").text.hasPrefix("v >= -1"))
        // Text, few numbers, or values past the bound: not binned.
        #expect(f.binned(type: .text) == nil)
        let few = try #require(ValueFrequency.count(source((0..<100).map(String.init), type: .number), column: 1))
        #expect(few.binned(type: .number) == nil)
    }
}

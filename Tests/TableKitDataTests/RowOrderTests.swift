import TableKit
import TableKitTestSupport
import Testing

@testable import TableKitData

@Suite struct RowOrderTests {
    func source(_ rows: [[String]], _ types: [ColumnType]) -> MemoryTableSource {
        MemoryTableSource(
            title: "t", columns: types.enumerated().map { Column(name: "c\($0.offset)", type: $0.element) }, rows: rows)
    }

    @Test func numbersSortByValueStablyWithBlanksLast() {
        let s = source(
            [["10", "a"], ["-2", "b"], ["", "c"], ["1,000", "d"], ["10", "e"], ["x", "f"]], [.number, .text])
        #expect(RowOrder.sorted(s, byColumn: 0) == [1, 0, 4, 3, 2, 5])
        #expect(RowOrder.sorted(s, byColumn: 0, ascending: false) == [3, 0, 4, 1, 2, 5])
    }

    @Test func textSortsByTheLocalesCollationStablyBothWays() throws {
        let s = source([["zebra"], ["Émile"], ["apple"], ["emile"], ["Zebra"], [""], ["éclair"]], [.text])
        let en = try IndexedCollation(locale: "en")
        let up = RowOrder.sorted(s, byColumn: 0, collation: en).map { s.field(ofRow: $0, column: 0) }
        #expect(up == ["apple", "éclair", "emile", "Émile", "zebra", "Zebra", ""])
        let down = RowOrder.sorted(s, byColumn: 0, ascending: false, collation: en).map {
            s.field(ofRow: $0, column: 0)
        }
        #expect(down == ["Zebra", "zebra", "Émile", "emile", "éclair", "apple", ""])
    }

    @Test func equalTextKeepsInputOrderInBothDirections() throws {
        let s = source([["b"], ["a"], ["b"], ["a"]], [.text])
        let en = try IndexedCollation(locale: "en")
        #expect(RowOrder.sorted(s, byColumn: 0, collation: en) == [1, 3, 0, 2])
        #expect(RowOrder.sorted(s, byColumn: 0, ascending: false, collation: en) == [0, 2, 1, 3])
    }

    @Test func datesAndBooleansSortByValue() {
        let s = source(
            [["2026-12-01T10:00:00+02:00", "yes"], ["2026-12-01T09:00:00Z", "no"], ["2025-01-01", "true"]],
            [.date, .boolean])
        #expect(RowOrder.sorted(s, byColumn: 0) == [2, 0, 1])
        #expect(RowOrder.sorted(s, byColumn: 1) == [1, 0, 2])
    }

    /// Many rows are keyed in parts on two threads: the order is the one an independent
    /// stable sort of the parsed values gives, blanks last in their order, both ways, for
    /// every row and for a subset given out of order.
    @Test func manyNumbersSortInPartsAsOneStableSortWould() {
        let n = 150_000
        let values = (0..<n).map { i in i % 97 == 0 ? "" : String((i * 7_919) % 1_013 - 500) }
        let s = source(values.map { [$0] }, [.number])
        func expected(_ rows: [Int], ascending: Bool) -> [Int] {
            let filled = rows.filter { !values[$0].isEmpty }
            let keyed = filled.enumerated().map { (value: Double(values[$0.element])!, at: $0.offset, row: $0.element) }
            let sorted = keyed.sorted { a, b in
                a.value == b.value ? a.at < b.at : (ascending ? a.value < b.value : a.value > b.value)
            }
            return sorted.map(\.row) + rows.filter { values[$0].isEmpty }
        }
        let all = Array(0..<n)
        #expect(RowOrder.sorted(s, byColumn: 0) == expected(all, ascending: true))
        #expect(RowOrder.sorted(s, byColumn: 0, ascending: false) == expected(all, ascending: false))
        let some = stride(from: n - 1, through: 0, by: -3).map { $0 }
        #expect(RowOrder.sorted(s, byColumn: 0, rows: some) == expected(some, ascending: true))
    }

    @Test func onlyTheGivenRowsAreSorted() {
        let s = source([["3"], ["1"], ["2"], ["0"]], [.number])
        #expect(RowOrder.sorted(s, byColumn: 0, rows: [0, 2, 1]) == [1, 2, 0])
    }

    /// A text file's single `line` column gets its type from its lines as a CSV column
    /// does: lines of numbers sort by value (`sort -n`), other lines as text.
    @Test(arguments: [
        ("10\n9\n100\n-1\n", ColumnType.number, ["-1", "9", "10", "100"]),
        ("10\n9\nabc\n", ColumnType.text, ["10", "9", "abc"]),
    ])
    func linesOfATextFileGetTheirTypeAndSortByIt(text: String, type: ColumnType, sorted: [String]) throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let s = try loaded(dir.file("n.txt", text))
        #expect(s.columns.map(\.type) == [type])
        #expect(RowOrder.sorted(s, byColumn: 0).map { s.field(ofRow: $0, column: 0) } == sorted)
    }
}

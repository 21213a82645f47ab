import Foundation
import TableKit
import TableKitTestSupport
import Testing

@testable import TableKitData

/// The Latin letters without a decomposition (ł, ø, æ, ß, þ, ı...) fold to ASCII in every
/// place a data source searches: ASCII needles on folded non-ASCII records, the folded copy,
/// a column's field, JSON records, and string rows (SQLite).
@Suite struct LetterFoldingSearchTests {
    static let names = [
        "Łukasz Nowak", "Martin Ødegaard", "Ærø", "Hauptstraße 5", "Þór Ólafsson",
        "İstanbul", "Işık", "Michael", "plain ascii", "Œuvre Đorđe Guðrún",
    ]

    static let cases: [(String, [Int])] = [
        ("lukasz", [0]), ("ŁUKASZ", [0]), ("odegaard", [1]), ("ØDEGAARD", [1]), ("aero", [2]),
        ("strasse", [3]), ("thor", [4]), ("istanbul", [5]), ("isik", [6]), ("æ", [2, 7]),
        ("oeuvre dorde gudrun", [9]), ("nowak lukasz", [0]), ("lodz", []),
    ]

    @Test(arguments: cases)
    func textLinesFindTheLetters(_ query: String, _ rows: [Int]) throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let s = try loaded(dir.file("n.txt", Self.names.joined(separator: "\n") + "\n"))
        #expect(s.rows(matching: RowQuery(query), in: 0..<s.rowCount) == rows)
        #expect(s.rows(matching: RowQuery(query), among: Array(0..<s.rowCount)) == rows)
        #expect(rows == Self.names.indices.filter { RowQuery(query).matches(Self.names[$0]) })
    }

    @Test(arguments: cases)
    func csvColumnAndAllColumnsFindTheLetters(_ query: String, _ rows: [Int]) throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let csv = "id,name\n" + Self.names.indices.map { "\($0),\"\(Self.names[$0])\"" }.joined(separator: "\n") + "\n"
        let s = try loaded(dir.file("n.csv", csv))
        #expect(s.rows(matching: RowQuery(query), in: 0..<s.rowCount) == rows)
        #expect(s.rows(matching: RowQuery(query, column: 1), in: 0..<s.rowCount) == rows)
        #expect(s.rows(matching: RowQuery(query, column: 0), in: 0..<s.rowCount) == [])
    }

    @Test(arguments: cases)
    func jsonRecordsFindTheLetters(_ query: String, _ rows: [Int]) throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        // Every other name written with \u escapes: an ASCII record whose value is not.
        let records = Self.names.indices.map { i -> String in
            let name =
                i % 2 == 0
                ? Self.names[i]
                : Self.names[i].unicodeScalars.map { $0.isASCII ? String($0) : String(format: "\\u%04x", $0.value) }
                    .joined()
            return "{\"id\": \(i), \"name\": \"\(name)\"}"
        }
        let s = try loaded(dir.file("n.json", "[" + records.joined(separator: ",\n") + "]\n"))
        #expect(s.rowCount == Self.names.count)
        #expect(s.rows(matching: RowQuery(query), in: 0..<s.rowCount) == rows)
        #expect(s.rows(matching: RowQuery(query, column: 1), in: 0..<s.rowCount) == rows)
    }

    @Test(arguments: cases)
    func foldedCopyAndStringRowsFindTheLetters(_ query: String, _ rows: [Int]) {
        var f = FoldedRows(chunkBytes: 16)
        for (r, n) in Self.names.enumerated() { f.append(record: r, text: n) }
        #expect(Self.names.indices.filter { f.matches(RowQuery(query), at: f.position(of: $0)!) } == rows)
        let names = Self.names
        let search = StringRowsSearch(rowText: { r, _ in names[r] })
        #expect(search.rows(matching: RowQuery(query), in: 0..<names.count, count: names.count) == rows)
    }
}

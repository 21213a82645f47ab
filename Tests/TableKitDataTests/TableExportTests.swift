import Foundation
import TableKit
import TableKitTestSupport
import Testing

@testable import TableKitData

/// Exports read back by a parser (Foundation's JSON, an RFC 4180 reader here) equal the rows
/// and columns written; the file is written atomically and never over another unless asked.
@Suite struct TableExportTests {
    static let source = MemoryTableSource(
        title: "t",
        columns: [Column(name: "name"), Column(name: "pop", type: .number), Column(name: "ok", type: .boolean)],
        rows: rows)
    static let rows = [
        ["Tokyo", "37400068", "true"],
        ["a, \"quoted\"\nline", "1,200", "yes"],
        ["tab\there \\ back", "-0.5e3", "false"],
        ["\u{1B}[31mred\u{0}", "", JSONNull.field],
        ["Zoë 東京", "007", "no"],
    ]

    func text(_ format: TableExportFormat, rows: [Int] = [0, 1, 2, 3, 4], columns: [Int] = [0, 1, 2]) throws -> String {
        var out: [UInt8] = []
        let n = try TableExport.write(Self.source, rows: rows, columns: columns, format: format) { out += $0 }
        #expect(n == rows.count)
        return String(decoding: out, as: UTF8.self)
    }

    /// RFC 4180 records: fields split at commas outside quotes, `""` a quote.
    static func parseCSV(_ text: String) -> [[String]] {
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var quoted = false
        var chars = Array(text)[...]
        while let c = chars.popFirst() {
            if quoted {
                if c == "\"" {
                    if chars.first == "\"" {
                        field.append("\"")
                        chars.removeFirst()
                    } else {
                        quoted = false
                    }
                } else {
                    field.append(c)
                }
            } else if c == "\"" {
                quoted = true
            } else if c == "," {
                row.append(field)
                field = ""
            } else if c == "\n" {
                row.append(field)
                rows.append(row)
                (row, field) = ([], "")
            } else {
                field.append(c)
            }
        }
        return rows
    }

    @Test func csvReadsBackAsTheRowsWithTheHeader() throws {
        let csv = try text(.csv)
        let expected =
            [["name", "pop", "ok"]]
            + Self.rows.map { $0.map { $0 == JSONNull.field ? "" : $0 } }
        #expect(Self.parseCSV(csv) == expected)
        #expect(csv.hasPrefix("name,pop,ok\nTokyo,37400068,true\n\"a, \"\"quoted\"\"\nline\",\"1,200\",yes\n"))
    }

    @Test func tsvEscapesTabsLineBreaksAndBackslashesSoEachRowIsOneLine() throws {
        let tsv = try text(.tsv, rows: [1, 2], columns: [0, 1])
        #expect(tsv == "name\tpop\na, \"quoted\"\\nline\t1,200\ntab\\there \\\\ back\t-0.5e3\n")
    }

    @Test func jsonReadsBackAsObjectsWithNumbersBooleansAndNulls() throws {
        let json = try text(.json)
        let parsed = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(parsed.count == 5)
        #expect(parsed[0]["name"] as? String == "Tokyo")
        #expect((parsed[0]["pop"] as? NSNumber)?.intValue == 37_400_068)
        #expect((parsed[0]["ok"] as? NSNumber)?.boolValue == true)
        #expect(parsed[1]["name"] as? String == "a, \"quoted\"\nline")
        #expect(parsed[1]["pop"] as? String == "1,200")  // not a JSON number: kept as written
        #expect(parsed[1]["ok"] as? String == "yes")
        #expect((parsed[2]["pop"] as? NSNumber)?.doubleValue == -500)
        #expect(parsed[3]["name"] as? String == "\u{1B}[31mred\u{0}")
        #expect(parsed[3]["pop"] as? String == "")
        #expect(parsed[3]["ok"] is NSNull)
        #expect(parsed[4]["name"] as? String == "Zoë 東京")
        #expect(parsed[4]["pop"] as? String == "007")  // a leading zero is not a JSON number
        #expect(json.contains("\\u001b[31mred\\u0000"))
    }

    /// A field the row lacks (a short CSV record, a JSON object without the key) is `null`
    /// in JSON; one there and empty stays `""`; CSV writes both blank.
    @Test(arguments: [
        ("short.csv", "a,b,c\n1,,3\n4\n"),
        ("sparse.jsonl", "{\"a\":1,\"b\":\"\",\"c\":3}\n{\"a\":4}\n"),
    ])
    func aMissingFieldIsNullAndAnEmptyOneEmpty(name: String, text: String) throws {
        let path = NSTemporaryDirectory() + "tablekit-missing-\(UUID().uuidString)-" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let source = try DataSources.open(path: path)
        source.waitUntilComplete()
        func export(_ format: TableExportFormat) throws -> String {
            var out: [UInt8] = []
            try TableExport.write(source, rows: 0..<2, columns: [0, 1, 2], format: format) { out += $0 }
            return String(decoding: out, as: UTF8.self)
        }
        #expect(try export(.jsonl) == "{\"a\":1,\"b\":\"\",\"c\":3}\n{\"a\":4,\"b\":null,\"c\":null}\n")
        #expect(try export(.json) == "[\n{\"a\":1,\"b\":\"\",\"c\":3},\n{\"a\":4,\"b\":null,\"c\":null}\n]\n")
        #expect(try export(.csv) == "a,b,c\n1,,3\n4,,\n")
    }

    @Test func jsonLinesIsOneObjectALineInTheRowsOrder() throws {
        let lines = try text(.jsonl, rows: [4, 0], columns: [1, 0]).split(separator: "\n")
        #expect(lines == ["{\"pop\":\"007\",\"name\":\"Zoë 東京\"}", "{\"pop\":37400068,\"name\":\"Tokyo\"}"])
    }

    @Test func noRowsIsAnEmptyArrayOrAHeader() throws {
        #expect(try text(.json, rows: []) == "[]\n")
        #expect(try text(.csv, rows: []) == "name,pop,ok\n")
        #expect(try text(.jsonl, rows: []) == "")
    }

    @Test func sanitizedFieldsCarryNoControlCharacters() throws {
        var out: [UInt8] = []
        try TableExport.write(Self.source, rows: [3], columns: [0], format: .csv, sanitized: true) { out += $0 }
        #expect(!out.contains(0x1B) && !out.contains(0))
    }

    @Test func manyRowsStreamInBlocks() throws {
        let rows = (0..<60_000).map { ["row \($0) with some text to fill a block", "\($0)"] }
        let s = MemoryTableSource(
            title: "t", columns: [Column(name: "a"), Column(name: "n", type: .number)], rows: rows)
        var blocks: [Int] = []
        var out: [UInt8] = []
        // About 3.5 MB of JSON Lines: more than one block of 1 MiB.
        try TableExport.write(s, rows: 0..<60_000, columns: [0, 1], format: .jsonl) {
            blocks.append($0.count)
            out += $0
        }
        // Every block but the last holds at least a block's bytes, and a row more at most.
        #expect(blocks.count >= 3)
        #expect(blocks.dropLast().allSatisfy { $0 >= TableExport.blockBytes && $0 < TableExport.blockBytes + 100 })
        let lines = String(decoding: out, as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 60_000)
        #expect(lines[59_999] == "{\"a\":\"row 59999 with some text to fill a block\",\"n\":59999}")
    }

    @Test func aFileIsWrittenAtomicallyAndNotReplacedUnlessAsked() throws {
        let dir = try TemporaryFiles.directory(prefix: "tk-export").path
        let path = dir + "/out.csv"
        let n = try TableExport.writeFile(path: path, replacing: false) { write in
            try TableExport.write(Self.source, rows: [0], columns: [0], format: .csv, to: write)
        }
        #expect(n == 1)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "name\nTokyo\n")
        #expect(throws: DataError("\(path): exists")) {
            try TableExport.writeFile(path: path, replacing: false) { write in try write([0x41]) }
        }
        try TableExport.writeFile(path: path, replacing: true) { write in try write(Array("new\n".utf8)) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
        // A failed write leaves the file as it was and no temporary file behind.
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try TableExport.writeFile(path: path, replacing: true) { write in
                try write(Array("part".utf8))
                throw Stop()
            }
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["out.csv"])
    }

    @Test func formatsComeFromNamesAndExtensions() {
        #expect(TableExportFormat(pathExtension: "CSV") == .csv)
        #expect(TableExportFormat(pathExtension: "ndjson") == .jsonl)
        #expect(TableExportFormat(pathExtension: "txt") == nil)
        #expect(TableExportFormat(name: "JSONL") == .jsonl)
        #expect(TableExportFormat.names == ["csv", "tsv", "json", "jsonl"])
    }
}

/// Sorting by several keys (`--sort -pop,city`) against the same rows sorted independently.
@Suite struct RowOrderKeysTests {
    @Test func severalKeysSortAsTheirTuplesWithBlanksLast() throws {
        var generator = SeededRandom(seed: 23)
        let rows = (0..<500).map { _ -> [String] in
            let n = Int.random(in: 0..<6, using: &generator)
            let k = ["b", "a", "c", ""][Int.random(in: 0..<4, using: &generator)]
            return [n == 5 ? "" : "\(n * 100)", k]
        }
        let s = MemoryTableSource(
            title: "t", columns: [Column(name: "pop", type: .number), Column(name: "city")], rows: rows)
        let keys = try RowOrder.Key.parse("-pop, city", columns: s.columns)
        #expect(keys == [RowOrder.Key(column: 0, ascending: false), RowOrder.Key(column: 1)])
        let en = try IndexedCollation(locale: "en")
        let order = RowOrder.sorted(s, by: keys, collation: en)
        // Independently: blanks last per key, pop descending, city ascending, then row.
        let expected = rows.indices.sorted { a, b in
            let (pa, pb) = (Int(rows[a][0]), Int(rows[b][0]))
            if pa != pb { return pa != nil && (pb == nil || pa! > pb!) }
            let (ca, cb) = (rows[a][1], rows[b][1])
            if ca != cb { return !ca.isEmpty && (cb.isEmpty || ca < cb) }
            return a < b
        }
        #expect(order == expected)
    }

    @Test func anUnknownColumnOrNoneIsAnError() {
        let columns = [Column(name: "pop"), Column(name: "-odd")]
        #expect(throws: DataError("no column 'popp' (the columns are: pop, -odd)")) {
            _ = try RowOrder.Key.parse("-popp", columns: columns)
        }
        #expect(throws: DataError("--sort names no column: give NAME or -NAME, such as -pop,city")) {
            _ = try RowOrder.Key.parse(" , ", columns: columns)
        }
        #expect(
            (try? RowOrder.Key.parse("-odd,+pop", columns: columns)) == [
                RowOrder.Key(column: 1), RowOrder.Key(column: 0),
            ])
    }
}

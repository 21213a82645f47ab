import Foundation
import TableKitTestSupport
import Testing

@testable import TableKitData

@Suite struct JSONTests {
    @Test func columnsAreTheUnionOfKeysInFirstSeenOrder() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let s = try loaded(
            dir.file(
                "p.json",
                """
                [{"name": "Ann", "age": 31},
                 {"zip": "75001", "name": "Bob"},
                 {"age": 40, "tags": ["a", "b"], "address": {"city": "Paris", "n": 1}, "note": null}]
                """))
        #expect(s.columns.map(\.name) == ["name", "age", "zip", "tags", "address", "note"])
        #expect(
            allFields(s) == [
                ["Ann", "31", "", "", "", ""],
                ["Bob", "", "75001", "", "", ""],
                // null: not a missing ""
                ["", "40", "", "[\"a\",\"b\"]", "{\"city\":\"Paris\",\"n\":1}", JSONNull.field],
            ])
        #expect(s.columns[1].type == .number)
        #expect(String(decoding: s.record(ofRow: 1), as: UTF8.self) == "{\"zip\": \"75001\", \"name\": \"Bob\"}")
    }

    @Test func jsonLinesAreOneObjectPerLine() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let s = try loaded(
            dir.file(
                "p.jsonl", "{\"b\": true, \"a\": \"\\u00e9\\ud83d\\ude00\"}\r\n\n{\"c\": 1.5e3, \"a\": \"x\\ny\"}\n"))
        #expect(s.columns.map(\.name) == ["b", "a", "c"])
        #expect(allFields(s) == [["true", "é😀", ""], ["", "x\ny", "1.5e3"]])
        #expect(s.columns[0].type == .boolean)
    }

    @Test(arguments: [
        ("[{\"a\": 1},", "1:11: after record 1: not valid JSON: unexpected end of input, expected a value"),
        ("[{\"a\" 1}]", "1:7: record 1: not valid JSON: expected ':' after a key"),
        ("{\"a\": 1} [", "1:10: not valid JSON: expected one value per line"),
        ("[\n{\"a\": tru}]", "2:7: record 1: not valid JSON: unexpected character"),
        (
            "[{\"a\": 1}, {\"a\": 2} {\"a\": 3}]",
            "1:21: after record 2: not valid JSON: expected ',' or ']' in the array"
        ),
        ("[{\"a\": 1}, {\"a\": 2}] x", "1:22: not valid JSON: unexpected text after the array"),
        ("[{\"a\": 1}, {\"a\": 2}, {\"a\": [1, 2}]", "1:33: record 3: not valid JSON: expected ',' or ']' in an array"),
    ])
    func invalidJSONNamesTheLineAndColumn(text: String, message: String) throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.file("bad.json", text)
        #expect(throws: DataError("\(path):\(message)")) { try DataSources.open(path: path) }
    }

    /// A `.json` file holding one object, pretty-printed or not, or JSON Lines, is rows
    /// (not "not valid JSON").
    @Test(arguments: [
        ("{\"a\": 1, \"b\": [1, 2]}", [["1", "[1,2]"]]),
        ("{\n  \"a\": 1,\n  \"b\": 2\n}\n", [["1", "2"]]),
        ("{\"a\": 1}\n{\"b\": 2}\n", [["1", ""], ["", "2"]]),
    ])
    func aJSONFileOfObjectsIsReadAsJSONLines(text: String, rows: [[String]]) throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        #expect(allFields(try loaded(dir.file("o.json", text))) == rows)
    }

    /// In JSON Lines a value ends with its line: a broken line is named, not the end of
    /// the file where the reader would otherwise give up.
    @Test func aBrokenJSONLineIsNamedByItsLine() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.file("bad.jsonl", "{\"a\":1}\n{\"a\":\n{\"a\":3}\n")
        #expect(throws: DataError("\(path):2:6: not valid JSON: unexpected end of input, expected a value")) {
            try DataSources.open(path: path)
        }
    }

    @Test func searchCoversEveryColumnOrOne() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let s = try loaded(
            dir.file("p.json", "[{\"n\": \"Marie-Ann\", \"c\": \"Zoë\"}, {\"n\": \"Bob\", \"c\": \"ann\"}]"))
        #expect(s.rows(matching: RowQuery("ann marie"), in: 0..<2) == [0])
        #expect(s.rows(matching: RowQuery("ANN"), in: 0..<2) == [0, 1])
        #expect(s.rows(matching: RowQuery("ann", column: 1), in: 0..<2) == [1])
        #expect(s.rows(matching: RowQuery("zoe"), among: [0, 1]) == [0])
    }
}

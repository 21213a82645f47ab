import Foundation
import Testing
@testable import TableKitData

@Suite struct JSONTests {
    @Test func columnsAreTheUnionOfKeysInFirstSeenOrder() throws {
        let dir = TempDirectory(); defer { dir.cleanup() }
        let s = try loaded(dir.file("p.json", """
            [{"name": "Ann", "age": 31},
             {"zip": "75001", "name": "Bob"},
             {"age": 40, "tags": ["a", "b"], "address": {"city": "Paris", "n": 1}, "note": null}]
            """))
        #expect(s.columns.map(\.name) == ["name", "age", "zip", "tags", "address", "note"])
        #expect(allFields(s) == [
            ["Ann", "31", "", "", "", ""],
            ["Bob", "", "75001", "", "", ""],
            ["", "40", "", "[\"a\",\"b\"]", "{\"city\":\"Paris\",\"n\":1}", ""],
        ])
        #expect(s.columns[1].type == .number)
        #expect(String(decoding: s.record(ofRow: 1), as: UTF8.self) == "{\"zip\": \"75001\", \"name\": \"Bob\"}")
    }

    @Test func jsonLinesAreOneObjectPerLine() throws {
        let dir = TempDirectory(); defer { dir.cleanup() }
        let s = try loaded(dir.file("p.jsonl", "{\"b\": true, \"a\": \"\\u00e9\\ud83d\\ude00\"}\r\n\n{\"c\": 1.5e3, \"a\": \"x\\ny\"}\n"))
        #expect(s.columns.map(\.name) == ["b", "a", "c"])
        #expect(allFields(s) == [["true", "é😀", ""], ["", "x\ny", "1.5e3"]])
        #expect(s.columns[0].type == .boolean)
    }

    @Test(arguments: [
        ("[{\"a\": 1},", "line 1, column 11: unexpected end of input, expected a value"),
        ("[{\"a\" 1}]", "line 1, column 7: expected ':' after a key"),
        ("{\"a\": 1}", "line 1, column 1: expected an array of objects ('[')"),
        ("[\n{\"a\": tru}]", "line 2, column 7: unexpected character"),
    ])
    func invalidJSONNamesTheLineAndColumn(text: String, message: String) throws {
        let dir = TempDirectory(); defer { dir.cleanup() }
        let path = dir.file("bad.json", text)
        #expect(throws: DataError("\(path): not valid JSON at \(message)")) { try DataSources.open(path: path) }
    }

    @Test func searchCoversEveryColumnOrOne() throws {
        let dir = TempDirectory(); defer { dir.cleanup() }
        let s = try loaded(dir.file("p.json", "[{\"n\": \"Marie-Ann\", \"c\": \"Zoë\"}, {\"n\": \"Bob\", \"c\": \"ann\"}]"))
        #expect(s.rows(matching: RowQuery("ann marie"), in: 0 ..< 2) == [0])
        #expect(s.rows(matching: RowQuery("ANN"), in: 0 ..< 2) == [0, 1])
        #expect(s.rows(matching: RowQuery("ann", column: 1), in: 0 ..< 2) == [1])
        #expect(s.rows(matching: RowQuery("zoe"), among: [0, 1]) == [0])
    }
}

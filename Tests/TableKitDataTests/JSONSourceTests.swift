import Foundation
import TableKitTestSupport
import Testing

@testable import TableKitData

/// JSON sources read in place: columns from the keys as they are found, fields parsed when
/// read, errors found in the background, search that parses only candidate rows.
@Suite struct JSONSourceTests {
    /// A JSON array of `count` objects `{"id": k, "name": "n k"}`, with `extra(k)` after them.
    static func array(_ count: Int, extra: (Int) -> String = { _ in "" }) -> String {
        "[\n" + (0..<count).map { "{\"id\": \($0), \"name\": \"n \($0)\"\(extra($0))}" }.joined(separator: ",\n")
            + "\n]\n"
    }

    /// A key first seen far down the file (after the rows read before `open` returns) is
    /// added after the others; earlier rows show it blank.
    @Test(arguments: ["j.json", "j.jsonl"])
    func keysFoundLaterAreAddedInFirstSeenOrder(name: String) throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let late = 150_000
        let extra = { (k: Int) in k == late ? ", \"late\": true, \"id\": 7" : k == late + 1 ? ", \"later\": [1, 2]" : ""
        }
        let text =
            name.hasSuffix("l")
            ? (0..<late + 5).map { "{\"id\": \($0), \"name\": \"n \($0)\"\(extra($0))}" }.joined(separator: "\n")
            : Self.array(late + 5, extra: extra)
        let s = try loaded(dir.file(name, text))
        #expect(s.rowCount == late + 5)
        #expect(s.columns.map(\.name) == ["id", "name", "late", "later"])
        #expect(s.columns.map(\.type) == [.number, .text, .boolean, .text])
        #expect(s.fields(ofRow: 3) == ["3", "n 3", "", ""])
        // A key given twice: the last value, in both ways of reading a field.
        #expect(s.fields(ofRow: late) == ["7", "n \(late)", "true", ""])
        #expect(s.field(ofRow: late, column: 0) == "7")
        #expect(s.fields(ofRow: late + 1) == ["\(late + 1)", "n \(late + 1)", "", "[1,2]"])
        #expect(s.field(ofRow: late + 1, column: 3) == "[1,2]")
        #expect(s.field(ofRow: late + 1, column: 2) == "")
    }

    /// A bad record far down the file stops loading there with one error naming its line
    /// and column; the rows before it stay readable.
    @Test func aBadRecordFoundInTheBackgroundIsOneErrorAndTheRowsBeforeItStay() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let bad = 200_000
        let path = dir.file("bad.json", Self.array(bad + 10, extra: { $0 == bad ? ", \"x\": tru" : "" }))
        // Line bad + 2 (the array's `[` is line 1); column of `tru`.
        let column = "{\"id\": \(bad), \"name\": \"n \(bad)\", \"x\": ".count + 1
        let expected = DataError("\(path):\(bad + 2):\(column): record 200,001: not valid JSON: unexpected character")
        let s = try DataSources.open(path: path)
        let p = s.waitUntilComplete()
        #expect(p.error == expected)
        #expect(p.rowCount == bad)
        #expect(s.fields(ofRow: bad - 1) == ["\(bad - 1)", "n \(bad - 1)"])
    }

    @Test func fieldsAreReadFromEscapedKeysAndValues() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let s = try loaded(
            dir.file("e.json", #"[{"n\u0061me": "caf\u00e9", "q": "say \"hi\""}, {"name": "x", "q": null}]"#))
        #expect(s.columns.map(\.name) == ["name", "q"])
        #expect(allFields(s) == [["café", "say \"hi\""], ["x", JSONNull.field]])  // null, not missing
        #expect(s.field(ofRow: 0, column: 0) == "café")
        #expect(s.field(ofRow: 0, column: 1) == "say \"hi\"")
    }

    /// Search matches the fields, not the keys or the JSON around them; escaped text is
    /// found by what it says.
    @Test func searchMatchesFieldsNotKeys() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let s = try loaded(
            dir.file(
                "s.json",
                #"[{"name": "Ann", "city": "caf\u00e9 Oslo"}, {"name": "Bob", "city": "[1, 2]"}, {"name": "Zoë", "city": "x"}]"#
            ))
        #expect(s.rows(matching: RowQuery("name"), in: 0..<3) == [])
        #expect(s.rows(matching: RowQuery("cafe"), in: 0..<3) == [0])
        #expect(s.rows(matching: RowQuery("oslo ANN"), in: 0..<3) == [0])
        #expect(s.rows(matching: RowQuery("[1,"), in: 0..<3) == [1])
        #expect(s.rows(matching: RowQuery("zoe"), among: [0, 1, 2]) == [2])
        #expect(s.rows(matching: RowQuery("o", column: 0), in: 0..<3) == [1, 2])
    }

    /// Many rows: the two halves of a search agree with a row-by-row check.
    @Test func aLargeSearchFindsWhatEachRowSays() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let s = try loaded(dir.file("l.json", Self.array(20_000)))
        // Every word, anywhere in the row: "n" is in every name.
        #expect(
            s.rows(matching: RowQuery("n 1999"), in: 0..<20_000) == (0..<20_000).filter { "\($0)".contains("1999") })
        #expect(
            s.rows(matching: RowQuery("N 1999"), among: Array(0..<20_000)) == [1999, 11999] + Array(19990..<20_000))
    }

    /// `--pick` prints a JSON line as read (without the blanks around it), an array's
    /// element as written.
    @Test func theRecordIsTheValueAsWritten() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let l = try loaded(dir.file("p.jsonl", "  {\"a\": [1, 2]}  \r\n\n{\"a\":\"\\u00e9\"}\n"))
        #expect(String(decoding: l.record(ofRow: 0), as: UTF8.self) == "{\"a\": [1, 2]}")
        #expect(l.recordByteCount(ofRow: 1) == "{\"a\":\"\\u00e9\"}".utf8.count)
        let a = try loaded(dir.file("p.json", "[ {\"a\": 1} ,\n  {\"a\": 2}]"))
        #expect(String(decoding: a.record(ofRow: 1), as: UTF8.self) == "{\"a\": 2}")
    }

    @Test func aByteOrderMarkAndAnEmptyArrayAreRead() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let bom = try loaded(dir.file("b.json", [0xEF, 0xBB, 0xBF] + Array("[{\"a\": 1}]".utf8)))
        #expect(allFields(bom) == [["1"]])
        let empty = try loaded(dir.file("e.json", "[ ]\n"))
        #expect(empty.rowCount == 0)
        #expect(empty.columns.map(\.name) == [""])
    }

    /// Nesting deeper than the reader allows is an error naming where, not a crash.
    @Test func deepNestingIsAnError() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let depth = JSONReader.maxDepth + 1
        let path = dir.file(
            "d.json", "[" + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "]")
        #expect(
            throws: DataError(
                "\(path):1:\(depth + 1): record 1: not valid JSON: arrays and objects nested more than \(JSONReader.maxDepth) deep"
            )
        ) {
            try DataSources.open(path: path)
        }
    }
}

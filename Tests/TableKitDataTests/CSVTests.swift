import Foundation
import TableKitTestSupport
import Testing

@testable import TableKitData

@Suite struct CSVTests {
    /// Rows of a CSV text (header on), as fields.
    func rows(_ text: String, _ options: DataOpenOptions = DataOpenOptions(format: .csv)) throws -> [[String]] {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        return allFields(try loaded(dir.file("t.csv", text), options))
    }

    @Test(arguments: [
        // RFC 4180 §2: records, optional final break, quoted fields, embedded breaks and quotes.
        ("h1,h2\naaa,bbb\nzzz,yyy\n", [["aaa", "bbb"], ["zzz", "yyy"]]),
        ("h1,h2\naaa,bbb\nzzz,yyy", [["aaa", "bbb"], ["zzz", "yyy"]]),
        ("h1,h2\r\n\"aaa\",\"bbb\"\r\n", [["aaa", "bbb"]]),
        ("h1,h2,h3\n\"aaa\",\"b\r\nbb\",\"ccc\"\nzzz,yyy,xxx\n", [["aaa", "b\r\nbb", "ccc"], ["zzz", "yyy", "xxx"]]),
        ("h1,h2\n\"aaa\",\"b\"\"bb\"\n", [["aaa", "b\"bb"]]),
        ("name,city\nBob,\"New York, NY\"\n", [["Bob", "New York, NY"]]),
        // Real-world quirks: empty fields, a trailing delimiter, short and long rows, a quote
        // inside an unquoted field, text after a closing quote, blank lines, lone CRs.
        ("a,b,c\n,,\n1,,3\n", [["", "", ""], ["1", "", "3"]]),
        ("a,b\n1,\n", [["1", ""]]),
        ("a,b,c\n1\n1,2,3\n", [["1", "", ""], ["1", "2", "3"]]),
        ("a,b\n5'10\",tall\n", [["5'10\"", "tall"]]),
        ("a,b\n\"x\"y,z\n", [["xy", "z"]]),
        ("a,b\n1,2\n\n3,4\n", [["1", "2"], ["", ""], ["3", "4"]]),
        ("a,b\r1,2\r3,4\r", [["1", "2"], ["3", "4"]]),
        ("a,b\n\"\",\"\"\"\"\n", [["", "\""]]),
    ])
    func recordsFollowRFC4180(text: String, expected: [[String]]) throws {
        #expect(try rows(text) == expected)
    }

    @Test func theHeaderNamesTheColumnsAndExtraFieldsGetNumbers() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let s = try loaded(dir.file("t.csv", "name,age\nAnn,31,x\n"))
        #expect(s.columns.map(\.name) == ["name", "age", "3"])
        #expect(s.fields(ofRow: 0) == ["Ann", "31", "x"])
    }

    @Test func withoutAHeaderColumnsAreNumberedFromOne() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let s = try loaded(dir.file("t.csv", "a,1\nb,2,z\n"), DataOpenOptions(hasHeader: false))
        #expect(s.columns.map(\.name) == ["1", "2", "3"])
        #expect(allFields(s) == [["a", "1", ""], ["b", "2", "z"]])
    }

    @Test func aByteOrderMarkAndCRLFAreNotPartOfTheData() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let s = try loaded(dir.file("t.csv", [0xEF, 0xBB, 0xBF] + Array("id,name\r\n1,Zoë\r\n".utf8)))
        #expect(s.columns.map(\.name) == ["id", "name"])
        #expect(allFields(s) == [["1", "Zoë"]])
        #expect(s.record(ofRow: 0) == Array("1,Zoë".utf8))
    }

    @Test func tsvAndOtherDelimiters() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let tsv = try loaded(dir.file("t.tsv", "a\tb\n1,5\t\"x\ty\"\n"))
        #expect(allFields(tsv) == [["1,5", "x\ty"]])
        let semi = try loaded(dir.file("t.txt", "a;b\n1,5;2\n"), DataOpenOptions(delimiter: UInt8(ascii: ";")))
        #expect(allFields(semi) == [["1,5", "2"]])
    }

    @Test func anUnclosedQuoteIsAnErrorNamingItsLine() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.file("bad.csv", "a,b\n1,2\n3,\"oops\n4,5\n")
        #expect(throws: DataError("\(path):3: a quoted field is not closed (a closing \" is missing)")) {
            try DataSources.open(path: path)
        }
    }

    @Test func typesAreDetectedPerColumn() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let s = try loaded(
            dir.file("t.csv", "n,d,b,t\n-1.5,2026-12-01,yes,x\n\"1,234\",2026-12-01T07:25:00Z,No,12\n,,,\n"))
        #expect(s.columns.map(\.type) == [.number, .date, .boolean, .text])
    }

    @Test func aFieldCanBeReadAloneAndMissingOnesAreBlank() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let s = try loaded(dir.file("t.csv", "a,b,c\n\"1,1\",\"2\"\"\",3\nx\n"))
        #expect(s.field(ofRow: 0, column: 1) == "2\"")
        #expect(s.field(ofRow: 0, column: 2) == "3")
        #expect(s.field(ofRow: 1, column: 2) == "")
    }

    @Test func recordsWithQuotedLineBreaksAcrossIndexBlocks() throws {
        var text = "id,note\n"
        for i in 0..<100_000 { text += i % 3 == 0 ? "\(i),\"two\nlines, \"\"quoted\"\"\"\n" : "\(i),plain\n" }
        let rows = try rows(text)
        #expect(rows.count == 100_000)
        #expect(rows[99_999] == ["99999", "two\nlines, \"quoted\""])
        #expect(rows[99_998] == ["99998", "plain"])
    }
}

import Foundation
import TableKitTestSupport
import Testing

@testable import TableKitData

/// The field delimiter of a pipe or a `.csv` file comes from the consistency of its counts
/// over the first records, as Python's `csv.Sniffer` checks; `--delimiter` still wins.
@Suite struct DelimiterSniffingTests {
    static let cases: [(String, UInt8?)] = [
        ("a,b,c\n1,2,3\n", UInt8(ascii: ",")),
        ("a;b;c\n1;2;3\n4;5;6\n", UInt8(ascii: ";")),
        ("name;price\nTea;1,50\nCake;12,00\n", UInt8(ascii: ";")),  // decimal commas: not in the header
        ("a|b\n1|2\n", UInt8(ascii: "|")),
        ("a\tb\n1\t2\n", 0x09),
        ("a;b\n1;2;3\n", nil),  // counts differ
        ("one line;\nand another\n", nil),  // one record alone counts only as the whole input
        ("\"x;y\",z\n\"1;2\",3\n", UInt8(ascii: ",")),  // the semicolons are inside quotes
    ]

    @Test(arguments: cases)
    func theConsistentDelimiterIsFound(text: String, delimiter: UInt8?) {
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBufferPointer { DataFormat.sniffDelimiter($0, isEnd: true) } == delimiter)
    }

    func csvFile(_ text: String, in dir: TemporaryDirectory) throws -> String {
        let path = dir.url.appendingPathComponent("prices.csv").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aSemicolonCSVFileReadsInColumns() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let source = try loaded(try csvFile("name;price\nTea;1,50\nCake;12,00\n", in: dir))
        #expect(source.columns.map(\.name) == ["name", "price"])
        #expect(allFields(source) == [["Tea", "1,50"], ["Cake", "12,00"]])
    }

    @Test func aGivenDelimiterWins() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let source = try loaded(
            try csvFile("name;price\nTea;1,50\n", in: dir), DataOpenOptions(delimiter: UInt8(ascii: ",")))
        #expect(source.columns.map(\.name) == ["name;price", "2"])
        #expect(allFields(source) == [["Tea;1", "50"]])
    }
}

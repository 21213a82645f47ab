import Foundation
import TableKitTestSupport
import Testing

@testable import TableKitData

/// Inputs read once (standard input, a FIFO, `<(cmd)`) are read in the format their first
/// bytes show, from the bytes already read: never opened twice.
@Suite struct FormatSniffingTests {
    static let cases: [(String, Bool, DataFormat)] = [
        ("name,age,city\nBob,25,\"New York, NY\"\nAnn,30,\"a\nb\"\n", true, .csv),
        ("a\tb\n1\t2\n", true, .tsv),
        ("\u{FEFF}x,y\n\"q\"\"u\",2\n", true, .csv),
        ("  [{\"a\":1}]", true, .json),
        ("{\"a\":1}\n{\"a\":2}\n", true, .jsonLines),
        ("1\n2\n3\n", true, .text),
        ("Hello, world.\nNo commas here\n", true, .text),
        ("one line, with a comma\n", true, .text),
        ("USER   PID %CPU\nroot     1  0.0\n", true, .text),
        ("a,b\n1,2", false, .text),  // the unfinished line does not count: one record
        ("a,b\n1,2", true, .csv),
        // A header with no rows, the whole input: CSV (or TSV); not yet the end: one record.
        ("name,age,city\n", true, .csv),
        ("name\tage\n", true, .tsv),
        ("name,age,city\n", false, .text),
        // A comma followed by a space everywhere is prose or a list, not CSV (writers put none).
        ("Smith, John\nDoe, Jane\n", true, .text),
        ("Paris, France, Europe\nLima, Peru, South America\n", true, .text),
        ("name, age\nAnn, 31\n", true, .text),  // hand-spaced CSV: --format csv reads it
        ("\"Smith, John\",1\n\"Doe, Jane\",2\n", true, .csv),  // the spaces are inside quotes
        ("name, age\nAnn,31\n", true, .csv),  // one comma without a space: CSV
        ("a\t b\n1\t 2\n", true, .tsv),  // tabs are not prose
    ]

    @Test(arguments: cases)
    func theFirstBytesTellTheFormat(text: String, isEnd: Bool, expected: DataFormat) {
        let bytes = Array(text.utf8)
        let format = bytes.withUnsafeBufferPointer { DataFormat.sniff($0, isEnd: isEnd) }
        #expect(format == expected)
    }

    /// Writes `text` into the FIFO `path` on another thread once a reader opens it.
    func feed(_ path: String, _ text: String) {
        Thread.detachNewThread {
            let fd = open(path, O_WRONLY)
            guard fd >= 0 else { return }
            _ = text.withCString { write(fd, $0, strlen($0)) }
            close(fd)
        }
    }

    @Test func aFIFOHoldingCSVIsReadOnceInColumns() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.url.appendingPathComponent("fifo").path
        #expect(mkfifo(path, 0o600) == 0)
        feed(path, "name,age\nBob,25\nAnn,30\n")
        let (source, format) = try DataSources.openDetectingFormat(path: path)
        source.waitUntilComplete()
        #expect(format == .csv)
        #expect(source.columns.map(\.name) == ["name", "age"])
        #expect(allFields(source) == [["Bob", "25"], ["Ann", "30"]])
    }

    @Test func aFIFOHoldingJSONIsParsedFromTheBytesRead() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.url.appendingPathComponent("fifo").path
        #expect(mkfifo(path, 0o600) == 0)
        feed(path, "[{\"a\":1,\"b\":\"x\"},{\"a\":2}]")
        let (source, format) = try DataSources.openDetectingFormat(path: path)
        #expect(format == .json)
        #expect(allFields(source) == [["1", "x"], ["2", ""]])
    }

    @Test func aGivenFormatWinsOverTheFirstBytes() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.url.appendingPathComponent("fifo").path
        #expect(mkfifo(path, 0o600) == 0)
        feed(path, "a,b\n1,2\n")
        let (source, format) = try DataSources.openDetectingFormat(path: path, options: DataOpenOptions(format: .text))
        source.waitUntilComplete()
        #expect(format == .text)
        #expect(allFields(source) == [["a,b"], ["1,2"]])
    }
}

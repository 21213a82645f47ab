import Foundation
import TableKit
import TableKitTestSupport
import Testing

@testable import TableKitApps
@testable import TableKitData

@Suite struct LineIndexTests {
    /// What `ListContent` shows today for valid UTF-8: `splitLines`, a final empty line dropped.
    static func expected(_ text: String) -> [String] {
        var rows = text.splitLines().map(String.init)
        if rows.last == "" { rows.removeLast() }
        return rows
    }

    @Test(arguments: [
        "a\nb\nc\n", "a\nb\nc", "", "\n", "\n\n", "a\r\nb\r\n", "a\rb\rc", "a\r\n\r\nb", "a\r\r\nb",
        "one\n\ntwo\n\n", "x\r", "\r\n", "mixed\r\nends\rand\nmore", "no final newline",
        "é\nñ\r\n中文\n", "tab\there\n",
    ])
    func linesMatchSplitLines(text: String) throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let s = try loaded(dir.file("t.txt", text))
        // A tab shows as the spaces to the next stop; the record keeps it.
        #expect(allFields(s).map { $0[0] } == Self.expected(text).map { TabExpansion.expand($0) })
        #expect(s.columns == [Column(name: "line", type: .text)])
        #expect(s.progress.isComplete)
    }

    @Test func invalidUTF8IsShownWithReplacementCharactersNotRejected() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let s = try loaded(dir.file("bad.txt", [0x61, 0xFF, 0x62, 0x0A, 0xC3, 0x0A, 0x63]))
        #expect(allFields(s).map { $0[0] } == ["a\u{FFFD}b", "\u{FFFD}", "c"])
        #expect(s.record(ofRow: 0) == [0x61, 0xFF, 0x62])
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let s = try loaded(dir.file("bom.txt", [0xEF, 0xBB, 0xBF] + Array("first\nsecond\n".utf8)))
        #expect(allFields(s).map { $0[0] } == ["first", "second"])
    }

    @Test func linesSpanningManyIndexBlocksAreCountedOnce() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        // 3 MiB of lines, with CRs in the middle block, crossing the 1 MiB block boundaries.
        var text = ""
        for i in 0..<300_000 { text += i % 7 == 0 ? "line \(i)\r\n" : "line \(i)\n" }
        let s = try loaded(dir.file("big.txt", text))
        #expect(s.rowCount == 300_000)
        #expect(s.field(ofRow: 299_999, column: 0) == "line 299999")
        #expect(s.field(ofRow: 7, column: 0) == "line 7")
    }

    @Test func aPlainFileCrossesIndexChunksWithEveryLineInPlace() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        // 150,000 short lines (three 65,536-entry chunks), every 1,000th with an accent.
        let lines = (0..<150_000).map { $0 % 1_000 == 999 ? "é\($0)" : String($0) }
        let s = try loaded(dir.file("plain.txt", lines.joined(separator: "\n")))
        #expect(s.rowCount == lines.count)
        #expect((0..<s.rowCount).allSatisfy { s.field(ofRow: $0, column: 0) == lines[$0] })
        #expect(s.rows(matching: RowQuery("e"), in: 0..<s.rowCount) == lines.indices.filter { $0 % 1_000 == 999 })
    }

    @Test func aVeryLongLineIsShownCutToTheDisplayLimit() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let long = String(repeating: "é", count: 100_000)  // 200,000 bytes
        let s = try loaded(dir.file("long.txt", "short\n" + long + "\nend\n"))
        #expect(s.rowCount == 3)
        let shown = s.field(ofRow: 1, column: 0)
        #expect(shown.utf8.count == DataLimits.displayBytes)
        #expect(shown.allSatisfy { $0 == "é" })
        #expect(s.record(ofRow: 1).count == 200_000)
    }

    @Test func standardInputFromAPipeIsIndexedTheSameWay() throws {
        let pipe = Pipe()
        let data = Data("b\r\na\n\nc".utf8)
        let input = try ByteInput.standardInput(fd: dup(pipe.fileHandleForReading.fileDescriptor), limit: 1 << 20)
        let s = try ByteTableSource.open(input: input, title: "standard input", syntax: .lines, hasHeader: false)
        pipe.fileHandleForWriting.write(data)
        try pipe.fileHandleForWriting.close()
        s.waitUntilComplete()
        #expect(allFields(s).map { $0[0] } == ["b", "a", "", "c"])
    }

    @Test func standardInputStopsAtItsLimit() throws {
        let pipe = Pipe()
        let input = try ByteInput.standardInput(fd: dup(pipe.fileHandleForReading.fileDescriptor), limit: 10)
        let s = try ByteTableSource.open(input: input, title: "standard input", syntax: .lines, hasHeader: false)
        pipe.fileHandleForWriting.write(Data("1234\n6789\nabcd\n".utf8))
        let p = s.waitUntilComplete()
        #expect(p.stoppedAtLimit)
        #expect(allFields(s).map { $0[0] } == ["1234", "6789"])
        try pipe.fileHandleForWriting.close()
    }

    @Test func standardInputOfExactlyItsLimitIsNotCut() throws {
        let pipe = Pipe()
        let input = try ByteInput.standardInput(fd: dup(pipe.fileHandleForReading.fileDescriptor), limit: 10)
        let s = try ByteTableSource.open(input: input, title: "standard input", syntax: .lines, hasHeader: false)
        pipe.fileHandleForWriting.write(Data("1234\n6789\n".utf8))
        try pipe.fileHandleForWriting.close()
        let p = s.waitUntilComplete()
        #expect(!p.stoppedAtLimit)
        #expect(allFields(s).map { $0[0] } == ["1234", "6789"])
    }

    @Test func followingAFileAppendsTheLinesWrittenLater() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.file("log.txt", "one\n")
        let s = try DataSources.open(path: path, options: DataOpenOptions(follow: true))
        defer { s.stopLoading() }
        #expect(s.waitForRows(1, timeout: .seconds(60)) == 1)
        let h = FileHandle(forWritingAtPath: path)!
        h.seekToEndOfFile()
        h.write(Data("two\nthree\n".utf8))
        try h.close()
        // A followed source is complete whenever it has caught up: wait for the rows.
        #expect(s.waitForProgress(timeout: .seconds(60)) { $0.rowCount >= 3 }.rowCount == 3)
        #expect(allFields(s).map { $0[0] } == ["one", "two", "three"])
    }

    /// A followed file empty when opened (or of 1 or 2 bytes, too short to tell a byte
    /// order mark) shows its lines as they are written.
    @Test func followingAnEmptyFileShowsItsFirstShortLine() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.file("log.txt", "")
        let s = try DataSources.open(path: path, options: DataOpenOptions(follow: true))
        defer { s.stopLoading() }
        let h = FileHandle(forWritingAtPath: path)!
        h.write(Data("1\n".utf8))
        try h.close()
        s.waitForProgress(timeout: .seconds(60)) { $0.rowCount >= 1 }
        #expect(allFields(s) == [["1"]])
    }

    @Test func aFollowedSourceThatIsDroppedIsFreedAndItsThreadsEnd() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.file("log.txt", "one\ntwo é\n")
        weak var weakSource: (any TabularSource)?
        let wait: IndexingProgressWait
        do {
            let s = try DataSources.open(path: path, options: DataOpenOptions(follow: true))
            #expect(s.waitForRows(2, timeout: .seconds(60)) == 2)
            wait = try #require(s as? any ProgressSignallingSource).progressWait
            weakSource = s
        }
        // The threads hold it only during a step (at most a 200 ms pause apart): they end
        // at their next step, and the last of them to hold it frees it.
        #expect(wait.waitUntilThreadsEnd(timeout: .seconds(60)))
        #expect(weakSource == nil)
    }

    @Test func aMissingFileIsOneLineNamingIt() {
        #expect(throws: DataError("/nonexistent/x.txt: no such file or directory")) {
            try DataSources.open(path: "/nonexistent/x.txt")
        }
    }
}

@Suite struct FormatDetectionTests {
    @Test(arguments: [
        ("a.csv", DataFormat.csv), ("a.TSV", .tsv), ("a.tab", .tsv), ("a.json", .json), ("a.jsonl", .jsonLines),
        ("a.ndjson", .jsonLines), ("a.sqlite", .sqlite), ("a.db", .sqlite), ("a.txt", .text), ("README", .text),
    ])
    func formatsAreKnownByTheirExtension(name: String, format: DataFormat) {
        #expect(DataFormat.detect(path: "/nonexistent/" + name) == format)
    }

    @Test func aDatabaseIsKnownByItsHeaderWhateverItsName() {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.url.appendingPathComponent("data.bin").path
        SQLiteTests.makeDatabase(path, "CREATE TABLE t (x);")
        #expect(DataFormat.detect(path: path) == .sqlite)
        #expect(DataFormat.detect(path: dir.file("plain.bin", "SQLite format 2\n")) == .text)
    }
}

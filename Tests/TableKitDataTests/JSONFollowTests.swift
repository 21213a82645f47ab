import Foundation
import TableKitTestSupport
import Testing

@testable import TableKitData

/// `--follow` on JSON: a JSON Lines file (or a `.json` file of objects one after another)
/// grows like a text file; a JSON array and a SQLite database are refused.
@Suite struct JSONFollowTests {
    /// Appends `text` to the file at `path` in one write.
    static func append(_ path: String, _ text: String) throws {
        let h = try #require(FileHandle(forWritingAtPath: path))
        h.seekToEndOfFile()
        h.write(Data(text.utf8))
        try h.close()
    }

    /// Waits until `s` has `rows` rows or stopped with an error (up to 60 s: a followed
    /// source is complete whenever it has caught up, so completion is no end); returns the
    /// row count.
    static func waitForRowCount(_ s: any TabularSource, _ rows: Int) -> Int {
        s.waitForProgress(timeout: .seconds(60)) { $0.rowCount >= rows || $0.error != nil }.rowCount
    }

    static func follow(_ path: String) throws -> any TabularSource {
        try DataSources.open(path: path, options: DataOpenOptions(follow: true))
    }

    @Test func recordsAppendedToAFollowedJSONLinesFileAreAddedAndANewKeyAddsAColumn() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.file("app.jsonl", "{\"id\": 1, \"name\": \"r1\"}\n")
        let s = try Self.follow(path)
        defer { s.stopLoading() }
        #expect(Self.waitForRowCount(s, 1) == 1)
        try Self.append(path, "{\"id\": 2, \"name\": \"r2\"}\n{\"id\": 3, \"name\": \"r3\"}\n")
        #expect(Self.waitForRowCount(s, 3) == 3)
        #expect(s.columns.map(\.name) == ["id", "name"])
        try Self.append(path, "{\"id\": 4, \"level\": \"warn\", \"name\": \"r4\"}\n")
        #expect(Self.waitForRowCount(s, 4) == 4)
        #expect(s.columns.map(\.name) == ["id", "name", "level"])
        #expect(allFields(s) == [["1", "r1", ""], ["2", "r2", ""], ["3", "r3", ""], ["4", "r4", "warn"]])
        #expect(s.progress.error == nil)
    }

    /// A record being written (its line has no LF yet) is neither a row nor an error;
    /// once its LF arrives it is a row.
    @Test func aPartialLastLineWaitsForItsNewline() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.file("app.jsonl", "{\"id\": 1}\n")
        let s = try Self.follow(path)
        defer { s.stopLoading() }
        #expect(Self.waitForRowCount(s, 1) == 1)
        // One write: the indexer sees the whole record and the partial one together.
        try Self.append(path, "{\"id\": 2}\n{\"id\": 3, \"na")
        #expect(Self.waitForRowCount(s, 2) == 2)
        let p = s.waitUntilCaughtUp()
        #expect(p.rowCount == 2)
        #expect(p.error == nil)
        #expect(s.columns.map(\.name) == ["id"])
        try Self.append(path, "me\": \"r3\"}\n")
        #expect(Self.waitForRowCount(s, 3) == 3)
        #expect(s.columns.map(\.name) == ["id", "name"])
        #expect(s.fields(ofRow: 2) == ["3", "r3"])
        #expect(s.progress.error == nil)
    }

    /// As for text: the indexer stops with an error when the file shrinks, and the screen
    /// opens it again from its start (``DataSources/open(path:options:)`` once more).
    @Test func aTruncatedFollowedFileStopsWithAnErrorAndReadsAgainFromItsStart() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.file("app.jsonl", "{\"id\": 1}\n{\"id\": 2}\n{\"id\": 3}\n")
        let s = try Self.follow(path)
        defer { s.stopLoading() }
        #expect(Self.waitForRowCount(s, 3) == 3)
        #expect(truncate(path, 0) == 0)  // as `copytruncate` does, then a new first record
        try Self.append(path, "{\"k\": \"new\"}\n")
        s.waitForProgress(timeout: .seconds(60)) { $0.error != nil }
        #expect(s.progress.error == DataError("\(path): the file was truncated; stopped following it"))
        let again = try Self.follow(path)
        defer { again.stopLoading() }
        #expect(Self.waitForRowCount(again, 1) == 1)
        #expect(again.columns.map(\.name) == ["k"])
        #expect(allFields(again) == [["new"]])
    }

    /// A file empty when opened shows the placeholder column until its first record.
    @Test func anEmptyFollowedFileShowsItsFirstRecordsWhenWritten() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.file("app.jsonl", "")
        let s = try Self.follow(path)
        defer { s.stopLoading() }
        #expect(s.waitUntilCaughtUp().rowCount == 0)
        #expect(s.columns.map(\.name) == [""])
        try Self.append(path, "{\"a\": \"x\"}\n")
        #expect(Self.waitForRowCount(s, 1) == 1)
        #expect(s.columns.map(\.name) == ["a"])
        #expect(allFields(s) == [["x"]])
    }

    /// A `.json` file of objects one after another (each may span lines) grows by
    /// appending too.
    @Test func aFollowedJSONFileOfObjectsOneAfterAnotherGrows() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.file("app.json", "{\"a\": 1}\n")
        let s = try Self.follow(path)
        defer { s.stopLoading() }
        #expect(Self.waitForRowCount(s, 1) == 1)
        try Self.append(path, "{\n  \"a\": 2,\n  \"b\": \"y\"\n}\n")
        #expect(Self.waitForRowCount(s, 2) == 2)
        #expect(allFields(s) == [["1", ""], ["2", "y"]])
    }

    /// Appending to a JSON array rewrites its `]`, and a database is not appended to: both
    /// are refused with one line rather than shown without following.
    @Test(arguments: ["array", "database"])
    func aJSONArrayOrADatabaseCannotBeFollowed(kind: String) throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path: String
        if kind == "array" {
            path = dir.file("a.json", "[{\"a\": 1}]\n")
        } else {
            path = dir.url.appendingPathComponent("d.db").path
            SQLiteTests.makeDatabase(path, "CREATE TABLE t (x);")
        }
        let what = kind == "array" ? "a JSON array" : "a SQLite database"
        #expect(throws: DataError("--follow needs a text, CSV/TSV or JSON Lines file; \(path) is \(what)")) {
            try Self.follow(path)
        }
    }

    @Test func aFollowedJSONSourceThatIsDroppedIsFreedAndItsThreadEnds() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.file("app.jsonl", "{\"a\": 1}\n{\"a\": \"é\"}\n")
        weak var weakSource: (any TabularSource)?
        let wait: IndexingProgressWait
        do {
            let s = try Self.follow(path)
            #expect(Self.waitForRowCount(s, 2) == 2)
            wait = try #require(s as? any ProgressSignallingSource).progressWait
            weakSource = s
        }
        // The thread holds it only during a step (at most a 200 ms pause apart): it ends at
        // its next step, freeing it.
        #expect(wait.waitUntilThreadsEnd(timeout: .seconds(60)))
        #expect(weakSource == nil)
    }
}

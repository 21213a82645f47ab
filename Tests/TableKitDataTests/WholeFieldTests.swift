import Foundation
import TableKitTestSupport
import Testing

@testable import TableKitData

/// `wholeField(ofRow:column:)` reads a field never cut at ``DataLimits/displayBytes``
/// (what `--pick --print-column` prints), while `field(ofRow:column:)` keeps the cut.
@Suite struct WholeFieldTests {
    static let long = String(repeating: "a", count: 70_000) + "END"

    /// A file with the columns `id` and `t`, whose row 0's `t` is ``long``, as the
    /// `kind` says: a CSV, a TSV, a JSON array, JSON Lines, a SQLite table or query.
    static func source(_ kind: String, in dir: TemporaryDirectory) throws -> any TabularSource {
        switch kind {
        case "csv": return try loaded(dir.file("l.csv", "id,t\n1,\"\(long)\"\n2,b\n"))
        case "tsv": return try loaded(dir.file("l.tsv", "id\tt\n1\t\(long)\n2\tb\n"))
        case "json": return try loaded(dir.file("l.json", "[{\"id\":1,\"t\":\"\(long)\"},{\"id\":2,\"t\":\"b\"}]"))
        case "jsonl": return try loaded(dir.file("l.jsonl", "{\"id\":1,\"t\":\"\(long)\"}\n{\"id\":2,\"t\":\"b\"}\n"))
        default:
            let path = dir.url.appendingPathComponent("l.sqlite").path
            SQLiteTests.makeDatabase(
                path, "CREATE TABLE l (id INTEGER, t TEXT); INSERT INTO l VALUES (1, '\(long)'), (2, 'b');")
            return try loaded(
                path, kind == "sqlite" ? DataOpenOptions(table: "l") : DataOpenOptions(query: "SELECT id, t FROM l"))
        }
    }

    @Test(arguments: ["csv", "tsv", "json", "jsonl", "sqlite", "query"])
    func aLongFieldIsWholeWhereACellsIsCut(_ kind: String) throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let s = try Self.source(kind, in: dir)
        #expect(s.wholeField(ofRow: 0, column: 1) == Self.long)
        #expect(s.field(ofRow: 0, column: 1).utf8.count == DataLimits.displayBytes)
        #expect(s.wholeField(ofRow: 1, column: 1) == "b")
        #expect(s.wholeField(ofRow: 0, column: 0) == "1")
    }

    @Test func aSQLiteRecordIsNeverCut() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let s = try Self.source("sqlite", in: dir)
        #expect(s.record(ofRow: 0) == Array("1\t\(Self.long)".utf8))
    }
}

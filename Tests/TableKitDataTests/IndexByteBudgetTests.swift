import Foundation
import TableKitTestSupport
import Testing

@testable import TableKitData

/// A 1,000,000-row CSV's index stays within its byte budget: 8 bytes a record, rounded up
/// to the index's 2 MiB slabs, plus its directory; records that are not ASCII add their
/// folded text for search and a few bytes each, and nothing is kept per ASCII record.
@Suite struct IndexByteBudgetTests {
    static let rows = 1_000_000

    func index(_ dir: TemporaryDirectory, _ name: String, row: (Int) -> String) throws -> (ByteTableSource, Int) {
        var text = "id,name,city\n"
        text.reserveCapacity(40 * Self.rows)
        for i in 0..<Self.rows { text += row(i) }
        let path = dir.file(name, Array(text.utf8))
        let input = try ByteInput.open(path: path, follow: false)
        let s =
            try ByteTableSource.open(
                input: input, title: name, syntax: RecordSyntax(delimiter: UInt8(ascii: ",")), hasHeader: true)
            as! ByteTableSource
        s.waitUntilComplete()
        return (s, text.utf8.count)
    }

    /// 8 bytes for each of `records + 1` entries, in whole 2 MiB slabs, and the directory.
    static func offsetBudget(records: Int) -> Int {
        let slab = RecordOffsets.slabBytes
        let entries = (records + 1) * 8
        return (entries + slab - 1) / slab * slab + RecordOffsets.maxChunks * 8
    }

    @Test func anASCIIFilesIndexIsEightBytesARecord() throws {
        let dir = TemporaryDirectory(prefix: "tkbudget")
        defer { dir.cleanup() }
        let (s, bytes) = try index(dir, "ascii.csv") { "\($0),name \($0),city \($0 % 977)\n" }
        #expect(s.rowCount == Self.rows)
        let budget = Self.offsetBudget(records: Self.rows + 1)
        #expect(s.indexByteCount <= budget, "\(s.indexByteCount) bytes for \(Self.rows) rows")
        #expect(s.folded.withLock { $0.count } == 0)
        // About 8 bytes a row: well under a third of the 30-odd bytes a row of the file.
        #expect(Double(s.indexByteCount) / Double(Self.rows) < 9.0)
        #expect(s.indexByteCount < bytes / 3)
    }

    @Test func recordsThatAreNotASCIIAddTheirFoldedTextOnly() throws {
        let dir = TemporaryDirectory(prefix: "tkbudget")
        defer { dir.cleanup() }
        // One row in ten has a name with é: those rows' folded text is kept for search.
        let (s, _) = try index(dir, "mixed.csv") {
            $0 % 10 == 0 ? "\($0),Renée \($0),Zürich\n" : "\($0),name \($0),city \($0 % 977)\n"
        }
        #expect(s.rowCount == Self.rows)
        // The folding thread goes on after the count: wait for it to cover every record.
        let records = s.offsets.count - 1
        let deadline = ContinuousClock.now + .seconds(120)
        while s.folded.withLock({ $0.coveredRecords }) < records && ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        #expect(s.folded.withLock { $0.coveredRecords } == records)
        let folded = s.folded.withLock { ($0.count, $0.byteCount) }
        #expect(folded.0 == Self.rows / 10)
        let extra = s.indexByteCount - Self.offsetBudget(records: Self.rows + 1)
        // The folded bytes, at most a chunk (1 MiB) of room not yet used, and 4.25 bytes a
        // folded record (lengths, gaps, marks) with the arrays' growth room.
        #expect(extra <= folded.1 + (1 << 20) + 8 * folded.0, "\(extra) extra bytes for \(folded)")
        // Here about 12.7 bytes a row: 8.4 of offsets and directory, 2.7 of folded text,
        // 0.4 of lengths and marks, the rest the last chunk's room.
        #expect(Double(s.indexByteCount) / Double(Self.rows) < 13.1)
    }
}

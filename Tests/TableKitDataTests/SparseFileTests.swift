import Foundation
import TableKitTestSupport
import Testing

@testable import TableKitData

/// A sparse file's holes are skipped by the indexer, not read: the rows are those of the
/// same bytes written out, and a record's length is known without copying it.
@Suite struct SparseFileTests {
    /// Writes `parts` at their offsets into a file of `size` bytes, leaving holes between.
    func sparse(_ dir: TemporaryDirectory, _ name: String, size: Int, _ parts: [(Int, String)]) throws -> String {
        let path = dir.file(name, [])
        let h = try #require(FileHandle(forWritingAtPath: path))
        for (offset, text) in parts {
            try h.seek(toOffset: UInt64(offset))
            h.write(Data(text.utf8))
        }
        try h.truncate(atOffset: UInt64(size))
        try h.close()
        return path
    }

    @Test(arguments: [RecordSyntax.lines, RecordSyntax(delimiter: UInt8(ascii: ","))])
    func rowsOfASparseFileAreThoseOfItsBytesWrittenOut(syntax: RecordSyntax) throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let mib = 1 << 20
        let parts = [(0, "a,\"x\nb\"\n"), (4 * mib, "é\r\nc"), (9 * mib, "\"d\"\nlast")]
        let path = try sparse(dir, "s.txt", size: 12 * mib, parts)
        var dense = [UInt8](repeating: 0, count: 12 * mib)
        for (offset, text) in parts { dense.replaceSubrange(offset..<offset + text.utf8.count, with: text.utf8) }
        let densePath = dir.file("d.txt", dense)
        func rows(_ p: String) throws -> ([[String]], [Int], [Bool]) {
            let input = try ByteInput.open(path: p, follow: false)
            let s =
                try ByteTableSource.open(input: input, title: "t", syntax: syntax, hasHeader: false) as! ByteTableSource
            s.waitUntilComplete()
            let n = s.rowCount
            return (
                allFields(s), (0..<n).map { s.recordByteCount(ofRow: $0) },
                (0..<n).map { s.offsets.isNonASCII(record: $0) }
            )
        }
        let (sparseRows, sparseLengths, sparseMarks) = try rows(path)
        let (denseRows, denseLengths, denseMarks) = try rows(densePath)
        #expect(sparseRows == denseRows)
        #expect(sparseLengths == denseLengths)
        #expect(sparseMarks == denseMarks)
        #expect(sparseRows.count == (syntax.delimiter == nil ? 5 : 4))
    }

    @Test func holesAreFoundWhereTheFileSystemReportsThem() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let mib = 1 << 20
        let path = try sparse(dir, "s.txt", size: 64 * mib, [(0, "a\n"), (32 * mib, "b\n")])
        let input = try ByteInput.open(path: path, follow: false)
        // A file system without SEEK_HOLE reports none; one with it, the two big holes.
        for hole in input.holes {
            #expect(hole.count >= ByteInput.smallestHole)
            #expect(!hole.contains(0) && !hole.contains(32 * mib))
        }
        #expect(input.holes.isEmpty || input.hole(containing: 16 * mib) != nil)
        #expect(input.hole(containing: 0) == nil && input.hole(containing: 32 * mib) == nil)
    }

    @Test func theRecordByteCountIsTheRecordsLength() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let s = try loaded(dir.file("t.txt", "one\r\n\nthree é\n"))
        #expect(
            (0..<s.rowCount).map { s.recordByteCount(ofRow: $0) } == (0..<s.rowCount).map { s.record(ofRow: $0).count })
        #expect((0..<s.rowCount).map { s.recordByteCount(ofRow: $0) } == [3, 0, 8])
    }
}

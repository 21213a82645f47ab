import Foundation
import TableKitTestSupport
import Testing

@testable import TableKitData

/// The line index read from a file with `pread` (``LineEndScan/scanRead(fd:buffer:piece:from:to:pending:into:)``)
/// rather than through the mapping: the same records and marks as the reference, whatever
/// the block, part and piece edges, with CRs (which send a block back to the mapping), NUL
/// holes and a followed file growing across blocks.
@Suite struct LineEndReadTests {
    /// Scans `bytes`, written to a file, in random blocks from `file` with small pieces.
    static func scanned(_ bytes: [UInt8], parts: Int, piece: Int, blocks: ClosedRange<Int>, seed: UInt64) throws
        -> [RecordScannerTests.Record]
    {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.file("t.txt", bytes)
        let fd = open(path, O_RDONLY)
        try #require(fd >= 0)
        defer { close(fd) }
        var rng = SeededGenerator(seed: seed)
        let offsets = RecordOffsets()
        offsets.append(0)
        var scanner = RecordScanner(syntax: RecordSyntax(delimiter: nil), start: 0)
        scanner.parallelMinimum = 128
        scanner.parts = parts
        scanner.readPiece = piece
        bytes.withUnsafeBufferPointer { buf in
            let base = buf.baseAddress ?? UnsafePointer(bitPattern: 16)!
            while scanner.position < bytes.count {
                let end = min(bytes.count, scanner.position + Int.random(in: blocks, using: &rng))
                scanner.scan(base, to: end, available: bytes.count, isEnd: true, file: fd, into: offsets)
            }
            _ = scanner.finish(available: bytes.count, into: offsets)
        }
        offsets.publish()
        return (0..<offsets.count - 1).map {
            RecordScannerTests.Record(end: offsets[$0 + 1], nonASCII: offsets.isNonASCII(record: $0))
        }
    }

    @Test(arguments: 0..<120)
    func readInPiecesOnOneOrTwoThreadsGivesTheReferenceRecordsAndMarks(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) &* 2_654_435_761 &+ 11)
        // Lines of about 20 bytes, some with é, a CR in one input of four, runs of NULs.
        var alphabet: [UInt8] = Array(repeating: 0x61, count: 16) + [0x62, 0x20, 0x0A, 0xC3, 0xA9, 0x00]
        if seed % 4 == 0 { alphabet.append(0x0D) }
        let count = Int.random(in: 0...8_000, using: &rng)
        let bytes = (0..<count).map { _ in alphabet.randomElement(using: &rng)! }
        let piece = [64, 100, 128, 1_000][seed % 4]
        let got = try Self.scanned(bytes, parts: 1 + seed % 2, piece: piece, blocks: 1...3_000, seed: UInt64(seed))
        #expect(got == RecordScannerTests.reference(bytes, delimiter: nil), "seed \(seed)")
    }

    /// A CR as the last byte of a block, a piece or a part, its LF the next block's first
    /// byte: one line break (CR LF), not two.
    @Test(arguments: [255, 256, 511, 512, 1_023])
    func aCRAtABlockOrPieceEdgeBeforeItsLFIsOneLineBreak(crAt: Int) throws {
        var bytes = [UInt8](repeating: 0x61, count: 2_048)
        for k in stride(from: 40, to: bytes.count, by: 41) { bytes[k] = 0x0A }
        bytes[crAt] = 0x0D
        bytes[crAt + 1] = 0x0A
        bytes[100] = 0xC3
        bytes[101] = 0xA9
        for parts in 1...2 {
            let got = try Self.scanned(bytes, parts: parts, piece: 128, blocks: (crAt + 1)...(crAt + 1), seed: 1)
            #expect(got == RecordScannerTests.reference(bytes, delimiter: nil), "parts \(parts)")
        }
    }

    /// A whole source of several blocks (the first 64 KiB through the mapping, the rest with
    /// `pread`; 1 MiB blocks, then 4 MiB) ending in a run of NULs: the rows of its lines,
    /// whole where a line crosses a block's edge.
    @Test func aSourceOfSeveralBlocksHasTheRowsOfItsLines() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        var text: [UInt8] = []
        var expected: [String] = []
        var n = 0
        while text.count < ByteTableSource.largeBlocksFrom + 2 * ByteTableSource.blockBytes + 5_000 {
            let line = n % 17 == 0 ? "line \(n) é" : "line \(n) " + String(repeating: "x", count: n % 90)
            expected.append(line)
            text += Array(line.utf8) + [0x0A]
            n += 1
        }
        text += [UInt8](repeating: 0, count: 300_000) + Array("tail".utf8)
        expected.append("")  // the NULs and "tail": compared by length
        let s = try loaded(dir.file("big.txt", text))
        #expect(s.rowCount == expected.count)
        #expect(s.progress.error == nil)
        let rows = allFields(s).map { $0[0] }
        #expect(rows.dropLast() == expected.dropLast())
        #expect(s.recordByteCount(ofRow: expected.count - 1) == 300_004)
    }

    /// A followed file that grows by more than a block at a time: every line arrives once,
    /// in order.
    @Test func aFollowedFileGrowingAcrossBlocksGetsEveryLine() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.file("log.txt", "first\n")
        let s = try DataSources.open(path: path, options: DataOpenOptions(follow: true))
        defer { s.stopLoading() }
        #expect(JSONFollowTests.waitForRowCount(s, 1) == 1)
        var lines = ["first"]
        for round in 0..<2 {
            var chunk = ""
            for k in 0..<60_000 {
                let line = "round \(round) line \(k)" + (k % 50 == 0 ? " ü" : "")
                lines.append(line)
                chunk += line + "\n"
            }
            let h = try #require(FileHandle(forWritingAtPath: path))
            h.seekToEndOfFile()
            h.write(Data(chunk.utf8))
            try h.close()
            #expect(JSONFollowTests.waitForRowCount(s, lines.count) == lines.count)
        }
        #expect(allFields(s).map { $0[0] } == lines)
        #expect(s.progress.error == nil)
    }
}

import Foundation
import Testing
@testable import TableKitData

/// A pipe's bytes and its line index share `--max-input`: endless short lines (`yes |`)
/// stop at the limit instead of growing the index by 4 bytes per input byte.
@Suite("Standard input limit with the line index")
struct InputLimitIndexTests {
    /// Writes `lines` lines of "y" into the FIFO at `path` without blocking for ever: the
    /// reader stops early, so the writer gives up after a few seconds of a full pipe.
    func feedLines(_ path: String, _ lines: Int) {
        Thread.detachNewThread {
            let fd = open(path, O_WRONLY)
            guard fd >= 0 else { return }
            defer { close(fd) }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            let chunk = [UInt8](repeating: 0, count: 4096).enumerated().map { $0.offset % 2 == 0 ? UInt8(ascii: "y") : 0x0A }
            var left = lines * 2, stalled = 0
            while left > 0 && stalled < 3_000 {
                let n = chunk.withUnsafeBytes { write(fd, $0.baseAddress, min($0.count, left)) }
                if n > 0 { left -= n; stalled = 0 } else { stalled += 1; usleep(1_000) }
            }
        }
    }

    @Test func shortLinesStopWhenBytesAndIndexReachTheLimit() throws {
        let dir = TempDirectory(); defer { dir.cleanup() }
        let path = dir.url.appendingPathComponent("fifo").path
        #expect(mkfifo(path, 0o600) == 0)
        feedLines(path, 1_000_000)  // 2 MB of bytes, 8 MB of index
        let limit = 1 << 20
        let source = try DataSources.open(path: path, options: DataOpenOptions(format: .text, standardInputLimit: limit))
        let p = source.waitUntilComplete()
        #expect(p.stoppedAtLimit)
        #expect(p.inputLimit == limit)
        // Stopped within one scanned block past the limit: bytes + 8 per line ≈ 1 MiB.
        #expect(p.rowCount < 200_000)
        #expect(Int(p.bytesRead) + 8 * p.rowCount >= limit)
        #expect(source.field(ofRow: p.rowCount - 1, column: 0) == "y")
    }

    @Test func longLinesStillStopAtTheirBytes() throws {
        let dir = TempDirectory(); defer { dir.cleanup() }
        let path = dir.url.appendingPathComponent("fifo").path
        #expect(mkfifo(path, 0o600) == 0)
        Thread.detachNewThread {
            let fd = open(path, O_WRONLY)
            guard fd >= 0 else { return }
            let line = [UInt8](repeating: UInt8(ascii: "x"), count: 999) + [0x0A]
            for _ in 0..<100 { _ = line.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } }
            close(fd)
        }
        let source = try DataSources.open(path: path, options: DataOpenOptions(format: .text, standardInputLimit: 1 << 20))
        let p = source.waitUntilComplete()
        #expect(!p.stoppedAtLimit && p.inputLimit == nil)
        #expect(p.rowCount == 100)
    }
}

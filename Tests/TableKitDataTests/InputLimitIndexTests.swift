import Foundation
import TableKitTestSupport
import Testing

@testable import TableKitData

/// A pipe's line index has a cap of its own, `--max-input` (at least 64 MiB): endless
/// short lines (`yes |`) stop there instead of growing the index 4 bytes per input byte.
@Suite("Standard input limit with the line index")
struct InputLimitIndexTests {
    /// Writes `lines` lines of "y" into the FIFO at `path` without blocking for ever: the
    /// reader stops early, so the writer gives up after 0.3 s of a full pipe (waiting for room
    /// with poll(2), not by sleeping). The returned
    /// semaphore is signalled when it is done; keep the reader open until then (a write
    /// to a closed pipe would end the test process with SIGPIPE).
    func feedLines(_ path: String, _ lines: Int) -> DispatchSemaphore {
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            defer { done.signal() }
            let fd = open(path, O_WRONLY)
            guard fd >= 0 else { return }
            defer { close(fd) }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            let chunk = [UInt8](repeating: 0, count: 4096).enumerated().map {
                $0.offset % 2 == 0 ? UInt8(ascii: "y") : 0x0A
            }
            var left = lines * 2
            while left > 0 {
                let n = chunk.withUnsafeBytes { write(fd, $0.baseAddress, min($0.count, left)) }
                if n > 0 {
                    left -= n
                    continue
                }
                // A full pipe: wait for the reader to make room (poll(2) on the descriptor),
                // and give up after 0.3 s without room.
                var writable = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                if poll(&writable, 1, 300) <= 0 { break }
            }
        }
        return done
    }

    @Test func shortLinesStopWhenTheirIndexReachesTheLimit() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.url.appendingPathComponent("fifo").path
        #expect(mkfifo(path, 0o600) == 0)
        let writer = feedLines(path, 10_000_000)  // 20 MB of bytes, 80 MB of index
        let limit = 1 << 26  // 64 MiB: the index (8 Mi lines) fills before the bytes (16 MiB) do
        let source = try DataSources.open(
            path: path, options: DataOpenOptions(format: .text, standardInputLimit: limit))
        let p = source.waitUntilComplete()
        #expect(p.stoppedAtLimit)
        #expect(p.inputLimit == limit)
        // Stopped within one scanned block past the index's cap, 64 MiB (8 Mi lines),
        // long before the bytes' limit.
        #expect(p.rowCount >= (1 << 23) - 1 && p.rowCount < 9_000_000)
        #expect(Int(p.bytesRead) < 20_000_000)
        #expect(source.field(ofRow: p.rowCount - 1, column: 0) == "y")
        writer.wait()
        withExtendedLifetime(source) {}
    }

    @Test func longLinesStillStopAtTheirBytes() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.url.appendingPathComponent("fifo").path
        #expect(mkfifo(path, 0o600) == 0)
        Thread.detachNewThread {
            let fd = open(path, O_WRONLY)
            guard fd >= 0 else { return }
            let line = [UInt8](repeating: UInt8(ascii: "x"), count: 999) + [0x0A]
            for _ in 0..<100 { _ = line.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } }
            close(fd)
        }
        let source = try DataSources.open(
            path: path, options: DataOpenOptions(format: .text, standardInputLimit: 1 << 20))
        let p = source.waitUntilComplete()
        #expect(!p.stoppedAtLimit && p.inputLimit == nil)
        #expect(p.rowCount == 100)
    }

    /// Input cut at its limit in the middle of a line (or of a quoted CSV field) ends with
    /// its last whole record: the cut line is dropped, not shown as a row.
    @Test(arguments: [
        (DataFormat.text, "a\nbb\nccc\ndddd\n", 8, ["a", "bb"]),  // 8 bytes: "a\nbb\ncc"
        (DataFormat.text, "a\nbb\nccc\ndddd\n", 9, ["a", "bb", "ccc"]),  // cut right after a line
        (DataFormat.csv, "h\n1\n\"x\ny\"\n3\n", 8, ["1"]),  // cut inside the quotes
    ])
    func aLineCutAtTheLimitIsDropped(format: DataFormat, text: String, limit: Int, rows: [String]) throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.url.appendingPathComponent("fifo").path
        #expect(mkfifo(path, 0o600) == 0)
        let written = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            defer { written.signal() }
            let fd = open(path, O_WRONLY)
            guard fd >= 0 else { return }
            _ = Array(text.utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }  // fits the pipe's buffer
            close(fd)
        }
        let source = try DataSources.open(
            path: path, options: DataOpenOptions(format: format, standardInputLimit: limit))
        let p = source.waitUntilComplete()
        #expect(p.stoppedAtLimit && p.error == nil)
        #expect((0..<p.rowCount).map { source.field(ofRow: $0, column: 0) } == rows)
        written.wait()
        withExtendedLifetime(source) {}
    }
}

import Foundation
import TableKitTestSupport
import Testing

@testable import TableKitData

/// A file shown without `--follow` is read once and mapped: ``TabularSource/lookAtFile()``
/// tells when its bytes are no longer the file's (a fresh user's `--pick` printed two NULs
/// after `: > file`, and `ddd` after a rewrite), and not when it only grew.
@Suite struct FileLookTests {
    /// Sets the file's times to 2001 (so that a write now moves them, whatever the file
    /// system clock's tick), then opens it, not followed, read whole.
    static func openDated(_ path: String) throws -> any TabularSource {
        var times = [timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        return try loaded(path)
    }

    /// Writes `text` as the whole file (truncated first, same inode), as `printf > file` does.
    static func rewrite(_ path: String, _ text: String) {
        let fd = open(path, O_WRONLY | O_TRUNC)
        defer { close(fd) }
        let bytes = Array(text.utf8)
        #expect(write(fd, bytes, bytes.count) == bytes.count)
    }

    @Test(arguments: ["p.txt", "p.csv", "p.jsonl"])
    func aTruncatedFileIsSeenAtOnce(name: String) throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let text = name.hasSuffix(".jsonl") ? "{\"a\":1}\n{\"a\":2}\n" : "a\n1\n2\n"
        let path = dir.file(name, text)
        let s = try Self.openDated(path)
        #expect(s.lookAtFile() == nil)
        #expect(truncate(path, 0) == 0)
        #expect(s.lookAtFile() == .truncated)
        #expect(s.lookAtFollowedFile() == nil)  // not followed: nothing reads it again
    }

    /// `printf 'aaaa\nbb\n'` then `printf 'c\ndddddd\n'` over it: row 2's offsets now hold
    /// `ddd`, in neither version of the file.
    @Test func aFileRewrittenLargerIsSeen() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.file("r.txt", "aaaa\nbb\n")
        let s = try Self.openDated(path)
        Self.rewrite(path, "c\ndddddd\n")
        #expect(s.lookAtFile() == .rewritten)
        #expect(s.record(ofRow: 1) == Array("ddd".utf8))  // what a pick would have printed
    }

    /// Same size, same first and last 64 bytes, one byte changed in the middle: the
    /// modification time moved at the same size.
    @Test func aByteWrittenInTheMiddleAtTheSameSizeIsSeen() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.file("m.txt", (1...100).map { "line \($0)" }.joined(separator: "\n") + "\n")
        let s = try Self.openDated(path)
        #expect(s.lookAtFile() == nil)
        let fd = open(path, O_WRONLY)
        #expect(pwrite(fd, "L", 1, 400) == 1)
        close(fd)
        #expect(s.lookAtFile() == .rewritten)
    }

    /// Appended lines change no byte read: the rows are still the file's.
    @Test func anAppendedFileIsNotAChange() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.file("a.txt", "one\ntwo\n")
        let s = try Self.openDated(path)
        try JSONFollowTests.append(path, "three\n")
        #expect(s.lookAtFile() == nil)
        #expect(s.rowCount == 2)
    }

    /// Renamed over (an editor's save): the mapping keeps the old file's bytes, which
    /// are still the rows read; not a change for a file not followed.
    @Test func aFileReplacedByARenameKeepsItsRowsTrue() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.file("n.txt", "one\ntwo\n")
        let s = try Self.openDated(path)
        let other = dir.file("other.txt", "x\n")
        #expect(rename(other, path) == 0)
        #expect(s.lookAtFile() == nil)
        #expect(s.record(ofRow: 1) == Array("two".utf8))
    }

    /// Standard input's bytes are a copy: never changed.
    @Test func aPipeIsNeverChanged() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        #expect(write(fds[1], "x\ny\n", 4) == 4)
        close(fds[1])
        defer { close(fds[0]) }
        let s = try loaded("/dev/fd/\(fds[0])")
        #expect(s.rowCount == 2)
        #expect(s.lookAtFile() == nil)
    }
}

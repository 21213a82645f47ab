import Foundation
import TableKitTestSupport
import Testing

@testable import TableKitData

/// `--follow` survives any rewrite of the followed file (a fresh user's cases): a file
/// truncated and written again larger between two looks, rewritten in place, replaced by a
/// rename, or truncated under pages already mapped is reported as changed
/// (``LoadingProgress/fileChange``), never indexed as rows that never existed, and never
/// raises SIGBUS; opened again it reads the new file from its start.
@Suite struct FollowRewriteTests {
    /// Writes `text` over the start of the file at `path` without truncating it first: the
    /// file is never shorter than before, as when a truncate and a larger write both happen
    /// between two looks.
    static func overwrite(_ path: String, _ text: String) {
        let fd = open(path, O_WRONLY)
        defer { close(fd) }
        let bytes = Array(text.utf8)
        #expect(pwrite(fd, bytes, bytes.count, 0) == bytes.count)
    }

    /// Waits (up to 60 s) until `s` stops with an error; returns its progress.
    static func waitForStop(_ s: any TabularSource) -> LoadingProgress {
        s.waitForProgress(timeout: .seconds(60)) { $0.error != nil }
    }

    static func follow(_ path: String) throws -> any TabularSource {
        try DataSources.open(path: path, options: DataOpenOptions(follow: true))
    }

    /// The fresh user's cases: text, CSV and JSON Lines rewritten larger.
    @Test(arguments: [
        ("ff.txt", "l1\nl2\nl3\n", "new1\nnew2\nnew3\n", [["l1"], ["l2"], ["l3"]], [["new1"], ["new2"], ["new3"]]),
        (
            "f.csv", "name,n\nb,2\nd,4\n", "name,n\nz,26\nbb,1\n", [["b", "2"], ["d", "4"]],
            [["z", "26"], ["bb", "1"]]
        ),
        (
            "f.jsonl", "{\"a\":1}\n{\"a\":2}\n", "{\"a\":30}\n{\"a\":40}\n{\"a\":50}\n", [["1"], ["2"]],
            [["30"], ["40"], ["50"]]
        ),
    ])
    func aFileRewrittenLargerIsReportedAndReadAgainFromItsStart(
        name: String, old: String, new: String, before: [[String]], after: [[String]]
    ) throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.file(name, old)
        let s = try Self.follow(path)
        defer { s.stopLoading() }
        #expect(s.waitUntilCaughtUp().rowCount == before.count)
        #expect(allFields(s) == before)
        Self.overwrite(path, new)
        let p = Self.waitForStop(s)
        #expect(p.fileChange == .rewritten)
        #expect(p.error == DataError("\(path): the file was rewritten; stopped following it"))
        #expect(p.rowCount == before.count)  // no rows made of the new bytes after the old ones
        let again = try Self.follow(path)
        defer { again.stopLoading() }
        #expect(again.waitUntilCaughtUp().rowCount == after.count)
        #expect(allFields(again) == after)
        #expect(again.progress.fileChange == nil)
    }

    /// A look from another thread (before `--pick` prints a row) sees the change at once,
    /// whether or not the background thread has looked since; nil while only appended to.
    @Test func aLookBetweenTheIndexersSeesARewriteAtOnce() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.file("ff.txt", "l1\nl2\nl3\n")
        let s = try Self.follow(path)
        defer { s.stopLoading() }
        #expect(s.waitUntilCaughtUp().rowCount == 3)
        #expect(s.lookAtFollowedFile() == nil)
        try JSONFollowTests.append(path, "l4\n")
        #expect(s.lookAtFollowedFile() == nil)
        Self.overwrite(path, "new1\nnew2\nnew3\n")
        #expect(s.lookAtFollowedFile() == .rewritten)
        #expect(truncate(path, 2) == 0)
        #expect(s.lookAtFollowedFile() == .truncated)
        let plain = try loaded(path)
        #expect(plain.lookAtFollowedFile() == nil)
    }

    /// Same size, same first and last 64 bytes, a byte changed in the middle: the file's
    /// times moved while its size did not, at two looks in a row.
    @Test func aFileRewrittenInPlaceAtTheSameSizeIsReported() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let lines = (1...40).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let path = dir.file("same.txt", lines)
        let s = try Self.follow(path)
        defer { s.stopLoading() }
        #expect(s.waitUntilCaughtUp().rowCount == 40)
        let fd = open(path, O_WRONLY)
        #expect(pwrite(fd, "X", 1, 150) == 1)
        // Times a second away from the last write's (a file system's clock may not tick
        // between two writes made this close).
        var times = [timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000, tv_nsec: 0)]
        #expect(futimens(fd, &times) == 0)
        close(fd)
        #expect(Self.waitForStop(s).fileChange == .rewritten)
    }

    /// Appends alone never count as a rewrite, however the times move.
    @Test func appendsAreNotARewrite() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.file("log.txt", "a\n")
        let s = try Self.follow(path)
        defer { s.stopLoading() }
        for i in 0..<20 { try JSONFollowTests.append(path, "line \(i)\n") }
        #expect(JSONFollowTests.waitForRowCount(s, 21) == 21)
        let p = s.waitUntilCaughtUp()
        #expect(p.error == nil && p.fileChange == nil)
        #expect(p.rowCount == 21)
    }

    /// A new file renamed over the name (an editor's save, `sed -i`): the name is followed.
    @Test func aFileReplacedUnderItsNameIsReportedAndTheNewFileRead() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.file("r.txt", "old1\nold2\n")
        let s = try Self.follow(path)
        defer { s.stopLoading() }
        #expect(s.waitUntilCaughtUp().rowCount == 2)
        let other = dir.file("r.txt.new", "fresh\n")
        #expect(rename(other, path) == 0)
        #expect(Self.waitForStop(s).fileChange == .replaced)
        let again = try Self.follow(path)
        defer { again.stopLoading() }
        #expect(again.waitUntilCaughtUp().rowCount == 1)
        #expect(allFields(again) == [["fresh"]])
    }

    /// A log rotated away (renamed, the name gone for a while) is still followed through
    /// its open descriptor: a rename is not a rewrite. A new file under the name is.
    @Test func aFileRenamedAwayIsFollowedUntilANewFileTakesTheName() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.file("app.log", "a\n")
        let s = try Self.follow(path)
        defer { s.stopLoading() }
        #expect(s.waitUntilCaughtUp().rowCount == 1)
        let rotated = path + ".1"
        #expect(rename(path, rotated) == 0)
        try JSONFollowTests.append(rotated, "b\n")
        let p = s.waitUntilCaughtUp()
        #expect(p.rowCount == 2 && p.error == nil)
        _ = dir.file("app.log", "new\n")
        #expect(Self.waitForStop(s).fileChange == .replaced)
    }

    /// Truncated to a size that is not 0 (and not below what the rows need): still a
    /// truncation, which the screen reads again (it used to compare sizes with the bytes
    /// indexed and give up).
    @Test func aFileTruncatedToFewerBytesIsReported() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.file("t.txt", "one\ntwo\nthree\n")
        let s = try Self.follow(path)
        defer { s.stopLoading() }
        #expect(s.waitUntilCaughtUp().rowCount == 3)
        #expect(truncate(path, 8) == 0)
        let p = Self.waitForStop(s)
        #expect(p.fileChange == .truncated)
        #expect(p.error == DataError("\(path): the file was truncated; stopped following it"))
    }

    /// The hard case: a followed file truncated to between what is indexed and what is
    /// mapped. A read of a page past the new end reads zeros (no SIGBUS), and the next
    /// look reports the truncation.
    @Test func aReadPastTheEndOfAFollowedFileTruncatedUnderItsMappingReadsZerosAndIsReported() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.file("big.txt", [UInt8](repeating: 0x61, count: 5 * 4096))
        let input = try ByteInput.open(path: path, follow: true)
        let first = input.refill()
        #expect(first.available == 5 * 4096 && first.error == nil)
        #expect(input.base[4 * 4096 + 7] == 0x61)
        #expect(truncate(path, 5000) == 0)  // more than 0 indexed, less than mapped
        #expect(input.truncation(before: 3 * 4096)?.change == .truncated)
        #expect(input.base[4 * 4096 + 7] == 0)  // the page is gone: zeros, not SIGBUS
        #expect(input.base[100] == 0x61)  // before the new end: the file's bytes
        let next = input.refill()
        #expect(next.change == .truncated)
        #expect(next.isEnd)
    }

    /// A file shown without `--follow` that is truncated under it: its rows past the new
    /// end read as NUL bytes instead of crashing the viewer.
    @Test func aMappedFileTruncatedWhileShownReadsZerosPastItsNewEnd() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let lines = (0..<2_000).map { String(format: "row %05d", $0) }.joined(separator: "\n") + "\n"
        let path = dir.file("shown.txt", lines)
        let s = try loaded(path)
        #expect(s.rowCount == 2_000)
        #expect(truncate(path, 100) == 0)
        // Its 9 bytes and its line break are zeros now: one field of 10 NULs.
        #expect(s.fields(ofRow: 1_999) == [String(repeating: "\u{0}", count: 10)])
        #expect(s.fields(ofRow: 0) == ["row 00000"])
    }

    /// The same file's progress says it shrank once a row past its end was read (the
    /// screen's status line then says why those rows are NULs); not before.
    @Test func aMappedFileTruncatedWhileShownReportsItOnceReadPastItsEnd() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let lines = (0..<2_000).map { String(format: "row %05d", $0) }.joined(separator: "\n") + "\n"
        let path = dir.file("shown.txt", lines)
        let s = try loaded(path)
        #expect(s.progress.fileChange == nil)
        #expect(truncate(path, 100) == 0)
        #expect(s.progress.fileChange == nil)
        _ = s.fields(ofRow: 1_999)
        #expect(s.progress.fileChange == .truncated)
        #expect(s.progress.error == nil)
        #expect(s.progress.rowCount == 2_000)
    }
}

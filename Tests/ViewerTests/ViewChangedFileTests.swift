import Foundation
import TableKitData
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import TableKitApps
@testable import TableKitTerminal
@testable import tablekit

/// A file shown without `--follow` that changes on disk (a fresh user's cases): it is not
/// read again, but the status line says at once that its rows may be stale, and `--pick`
/// never prints bytes that were never a row (two NULs after `: > file`, `ddd` after a
/// rewrite): it picks nothing, says why, and stays on the screen.
@Suite("tablekit view: a file changed on disk without --follow")
@MainActor
struct ViewChangedFileTests {
    /// Opens `text` as a file named `name` with `args` (`--pick`…), its times set to 2001
    /// so that any write now moves them; the screen looks at the file on every tick.
    func open(_ name: String, _ text: String, _ args: [String] = [], width: Int = 90)
        throws -> (ScreenDriver, DataTableViewController, String)
    {
        let path = try ViewFollowTests().file(name, text)
        var times = [timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        let root = try ViewCommand.makeController(
            try CommandLineOptions(
                [path] + args, flags: ViewCommand.flags.union(AppRunner.commonFlags),
                options: ViewCommand.options.union(AppRunner.commonOptions)))
        let data = try #require(ViewRunner.dataScreen(root))
        _ = data.source.waitUntilComplete()
        data.fileLookInterval = .zero
        let s = ScreenDriver(root, size: Size(width: width, height: 8))
        s.send(.tick)
        return (s, data, path)
    }

    /// Writes `text` as the whole file (truncated first, same inode), as `printf > file` does.
    static func rewrite(_ path: String, _ text: String) {
        let fd = Glibc.open(path, O_WRONLY | O_TRUNC)
        defer { close(fd) }
        let bytes = Array(text.utf8)
        #expect(write(fd, bytes, bytes.count) == bytes.count)
    }

    static let refused = " · the file changed on disk since it was read; picked nothing — open it again"

    /// `seq 1 100000 > p.txt; view p.txt --pick`, `: > p.txt`, Enter: nothing is picked
    /// (the rows' bytes are NULs now), the screen stays and says why; Enter again picks
    /// nothing again; q then exits 1 with nothing printed.
    @Test func enterAfterTheFileWasTruncatedPicksNothingAndSaysWhy() throws {
        let (s, data, path) = try open(
            "p.txt", (1...100_000).map(String.init).joined(separator: "\n") + "\n", ["--pick"], width: 100)
        #expect(s.lines[6] == " 100,000 rows")
        #expect(truncate(path, 0) == 0)
        try s.press("Enter")
        #expect(data.picked == nil)
        #expect(s.window.isRunning)
        #expect(s.lines[6] == " 100,000 rows" + Self.refused)
        try s.press("Enter")
        #expect(data.picked == nil)
        #expect(s.window.isRunning)
        #expect(data.pickedBeforeError == nil)
        #expect(ViewRunner.pickedRows(s.window.rootViewController) == nil)  // q: exit 1
    }

    /// `printf 'aaaa\nbb\n'`, Down, `printf 'c\ndddddd\n'` over it, Enter: `ddd` (row 2's
    /// offsets in the new file) is never printed.
    @Test func enterAfterTheFileWasRewrittenPicksNothing() throws {
        let (s, data, path) = try open("r.txt", "aaaa\nbb\n", ["--pick"], width: 100)
        try s.press("Down")
        Self.rewrite(path, "c\ndddddd\n")
        try s.press("Enter")
        #expect(data.picked == nil)
        #expect(s.lines[6] == " 2 rows" + Self.refused)
    }

    /// `--multi`: the marked rows are not printed either.
    @Test func theMarkedRowsOfAChangedFileAreNotPrinted() throws {
        let (s, data, path) = try open("m.txt", "one\ntwo\nthree\n", ["--pick", "--multi"], width: 100)
        try s.press("Space Down Space")
        #expect(truncate(path, 3) == 0)
        try s.press("Enter")
        #expect(data.picked == nil)
        #expect(s.window.isRunning)
    }

    /// Lines appended change no row read: Enter picks as before.
    @Test func aFileOnlyAppendedToStillPicks() throws {
        let (s, data, path) = try open("a.txt", "one\ntwo\n", ["--pick"])
        let fd = Glibc.open(path, O_WRONLY | O_APPEND)
        #expect(write(fd, "three\n", 6) == 6)
        close(fd)
        s.send(.tick)
        #expect(s.lines[6] == " 2 rows")
        try s.press("Down Enter")
        #expect(data.picked == [Array("two".utf8)])
    }

    /// `seq 1 5 > sm.txt; view sm.txt; : > sm.txt`: the next tick says so, where nothing
    /// did until the rows were drawn again; a search says so too.
    @Test func aTruncationIsSaidOnTheNextTick() throws {
        let (s, _, path) = try open("sm.txt", "1\n2\n3\n4\n5\n")
        #expect(truncate(path, 0) == 0)
        #expect(s.window.send(.tick))
        #expect(s.lines[6] == " 5 rows · the file changed on disk (truncated): rows may be stale, past its end ␀")
        try s.press("/ 3")
        #expect(s.lines[6].hasSuffix(" · the file changed on disk (truncated): rows may be stale, past its end ␀"))
    }

    /// Written in place at the same size: said the same way.
    @Test(arguments: ["w.txt", "w.csv", "w.jsonl"])
    func aRewriteIsSaidOnTheNextTick(name: String) throws {
        let text = name.hasSuffix(".jsonl") ? "{\"a\":1}\n{\"a\":2}\n" : "a\nb\nc\n"
        let (s, _, path) = try open(name, text)
        let fd = Glibc.open(path, O_WRONLY)
        #expect(pwrite(fd, "9", 1, 2) == 1)
        close(fd)
        #expect(s.window.send(.tick))
        #expect(s.lines[6].hasSuffix(" rows · the file changed on disk (rewritten): rows may be stale"))
    }

    /// `--follow` reads the file again instead: no such note.
    @Test func aFollowedFileIsReadAgainNotNoted() throws {
        let (s, data, path) = try open("f.txt", "l1\nl2\n", ["--follow"])
        #expect(data.looksAtFileItself == false)
        Self.rewrite(path, "n1\n")
        s.send(.tick)
        #expect(!s.lines[6].contains("changed on disk"))
    }
}

import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import TableKitApps
@testable import TableKitData
@testable import TableKitTerminal
@testable import tablekit

/// A file truncated and rewritten while `tablekit view` opens and follows it: every read
/// of its mapping (the type sample, the first screen, the background count, a search, the
/// follow tick) survives, with the terminal host's crash handlers installed after the file
/// was opened, as `TerminalHost.run` installs them. Each test runs in a process of its own
/// (an exit test): a crash fails it, and the handlers it installs stay there.
@Suite("tablekit view --follow while the file is rewritten")
struct FollowRaceTests {
    /// A CSV of `count` rows after its header, each about 44 bytes.
    static func rows(_ count: Int, salt: Int) -> String {
        "id,text,number\n" + (0..<count).map { "\(100_000_000 + $0),alpha beta gamma,\($0 * salt).5\n" }.joined()
    }

    /// Truncates and rewrites `path` forever, in turn to nothing, shorter, longer and in
    /// place: the writer of the race, on a thread of its own.
    static func rewriteForever(_ path: String) {
        let blobs = [rows(20, salt: 1), rows(3_000, salt: 3), rows(40_000, salt: 7)].map { Array($0.utf8) }
        var k = 0
        while true {
            let blob = blobs[k % blobs.count]
            switch k % 4 {
            case 0:
                let fd = open(path, O_WRONLY | O_TRUNC)
                _ = write(fd, blob, blob.count)
                close(fd)
            case 1: truncate(path, off_t(blob.count / 3))
            case 2:
                let fd = open(path, O_WRONLY)
                _ = pwrite(fd, blob, blob.count, 0)
                close(fd)
            default: truncate(path, 0)
            }
            k += 1
        }
    }

    /// Opens `path` as `tablekit view PATH --follow` does, installs the terminal's crash
    /// handlers (after the open, as the host does), then draws, pages, searches and ticks.
    /// Returns the last screen, or nil when the open said the file cannot be read (an
    /// error, never a crash).
    @MainActor static func openAndFollow(_ path: String) throws -> [String]? {
        let root: ViewController
        do {
            root = try ViewCommand.makeController(
                try CommandLineOptions(
                    [path, "--follow"], flags: ViewCommand.flags.union(AppRunner.commonFlags),
                    options: ViewCommand.options.union(AppRunner.commonOptions)))
        } catch is DataError {
            return nil
        }
        TerminalRestore.install()
        defer { TerminalRestore.uninstall() }
        let screen = ScreenDriver(root)
        var lines = TextRenderer.render(screen.window.render()).components(separatedBy: "\n")
        for script in ["G", "PgUp", "Up Up", "/ '1000' Enter", "Esc", "g", "End"] {
            try screen.press(script)
            screen.send(.tick)
            screen.window.runPendingWork()
            lines = TextRenderer.render(screen.window.render()).components(separatedBy: "\n")
        }
        ViewRunner.dataScreen(root)?.source.stopLoading()
        return lines
    }

    /// A file not followed, truncated to nothing under its mapping once the terminal's crash
    /// handlers are installed: its rows read as NUL bytes and the look says so, no SIGBUS.
    @Test func aMappedFileTruncatedUnderTheTerminalsCrashHandlerReadsZeros() async {
        await #expect(processExitsWith: .success) {
            let path = try TemporaryFiles.file("cut.csv", FollowRaceTests.rows(20_000, salt: 7), prefix: "tk-race")
            let source = try DataSources.open(path: path)
            #expect(source.waitUntilComplete().rowCount == 20_000)
            TerminalRestore.install()
            #expect(truncate(path, 0) == 0)
            #expect(source.record(ofRow: 19_999).allSatisfy { $0 == 0 })
            #expect(source.lookAtFile() == .truncated)
        }
    }

    /// The race: 20 opens of a file rewritten all the while, each followed through keys and
    /// ticks. No run may crash, and every run that opened the file drew its status line.
    @Test func openingAndFollowingAFileRewrittenInALoopNeverCrashes() async {
        await #expect(processExitsWith: .success) {
            let path = try TemporaryFiles.file("race.csv", FollowRaceTests.rows(40_000, salt: 7), prefix: "tk-race")
            Thread.detachNewThread { FollowRaceTests.rewriteForever(path) }
            var opened = 0
            for _ in 0..<20 {
                guard let lines = try await MainActor.run(body: { try FollowRaceTests.openAndFollow(path) }) else {
                    continue
                }
                opened += 1
                #expect(lines.count == 24)
                #expect(lines.contains { $0.contains("row") || $0.contains("waiting") }, "\(lines)")
            }
            #expect(opened > 0)
            // Every mapping is let go with its screen (the guard has room for 64): at most
            // the last open's, whose threads may still be ending, is left.
            let guarded = (0..<MappedFileGuard.capacity).filter {
                MappedFileGuard.starts[$0].load(ordering: .relaxed) != 0
            }
            #expect(guarded.count <= 2)
        }
    }
}

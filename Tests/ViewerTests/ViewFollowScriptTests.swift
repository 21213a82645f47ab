import Foundation
import Synchronization
import TableKitData
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import tablekit

/// A followed file as a test says: lines that come, and a change other than growing
/// (rewritten, truncated, replaced) reported by its progress or found by a look.
final class ScriptedFollowSource: TabularSource {
    let lines: [String]
    let title = "f.txt"
    private let shown = Mutex<(count: Int, change: FollowedFileChange?, looked: FollowedFileChange?)>((0, nil, nil))

    init(lines: [String]) {
        self.lines = lines
        shown.withLock { $0.count = lines.count }
    }

    /// The background thread found the file changed: loading stops, saying how.
    func report(_ change: FollowedFileChange) { shown.withLock { $0.change = change } }
    /// The next look at the file finds it changed (before the background thread's report).
    func changeBeforeTheNextReport(_ change: FollowedFileChange) { shown.withLock { $0.looked = change } }

    var columns: [Column] { [Column(name: "line")] }
    var progress: LoadingProgress {
        let (n, change, _) = shown.withLock { $0 }
        return LoadingProgress(
            rowCount: n, isComplete: true,
            error: change.map { DataError("\(title): file \($0.word)") }, fileChange: change)
    }
    func fields(ofRow row: Int) -> [String] { [lines[row]] }
    func field(ofRow row: Int, column: Int) -> String { lines[row] }
    func record(ofRow row: Int) -> [UInt8] { Array(lines[row].utf8) }
    func rows(matching query: RowQuery, in range: Range<Int>) -> [Int] {
        range.clamped(to: 0..<lines.count).filter { query.matches(lines[$0]) }
    }
    func rows(matching query: RowQuery, among candidates: [Int]) -> [Int] {
        candidates.filter { query.matches(lines[$0]) }
    }
    func lookAtFollowedFile() -> FollowedFileChange? { shown.withLock { $0.looked } }
    func stopLoading() {}
}

/// `tablekit view --follow` through rewrites, as scripts of keys and ticks: the file read
/// again comes from `reopen` at once, and the jobs run inline, so each step is exact.
@Suite("tablekit view --follow as a script")
@MainActor
struct ViewFollowScriptTests {
    /// A followed text screen of `lines` (8 lines high: bar, 6 rows, status), and the
    /// sources `reopen` gives, in order.
    func screen(_ lines: [String], then again: [ScriptedFollowSource], pick: Bool = false)
        -> (ScreenDriver, DataTableViewController, ScriptedFollowSource)
    {
        let first = ScriptedFollowSource(lines: lines)
        var config = ViewConfiguration(shownColumns: [0])
        config.follow = true
        if pick { config.pick = ViewConfiguration.PickMode() }
        let vc = ViewCommand.makeScreen(source: first, config: config, isText: true)
        vc.jobs = InlineJobRunner()
        var next = again
        vc.reopen = { next.isEmpty ? nil : next.removeFirst() }
        let s = ScreenDriver(NavigationController(rootViewController: vc), size: Size(width: 40, height: 8))
        return (s, vc, first)
    }

    @Test func aRewrittenFileIsReadAgainSortedAsBeforeAndTheNoteGoesWithTheNextKey() throws {
        let (s, vc, first) = screen(["b", "d"], then: [ScriptedFollowSource(lines: ["z", "bb", "a"])])
        try s.press("s")
        #expect(vc.statusText == "2 rows · sorted ▲ · following")
        first.report(.rewritten)
        #expect(s.window.send(.tick))
        #expect(vc.source !== first)
        #expect(vc.arrangement.sections[0].rows == .list([2, 1, 0]))  // a bb z
        #expect(vc.statusText == "3 rows · sorted ▲ · file rewritten; read again")
        try s.press("k")
        #expect(vc.statusText == "3 rows · sorted ▲ · following")
    }

    @Test func aFileThatCannotBeReadAgainKeepsItsRowsAndTriesAtTheNextLook() throws {
        let (s, vc, first) = screen(["a", "b"], then: [])
        vc.followLookInterval = .zero
        first.report(.truncated)
        _ = s.window.send(.tick)  // gone: nothing to read again
        #expect(vc.source === first)
        #expect(vc.state.loadedRows == 2)
        #expect(vc.statusText == "f.txt: file truncated · 2 rows before it")
        #expect(vc.state.lastFollowLook != nil)
    }

    @Test func enterRightAfterARewriteReadsTheFileAgainInsteadOfPicking() throws {
        let fresh = ScriptedFollowSource(lines: ["new1", "new2", "new3"])
        let (s, vc, first) = screen(["l1", "l2", "l3"], then: [fresh], pick: true)
        first.changeBeforeTheNextReport(.rewritten)
        try s.press("g Down Enter")  // no tick between: the rows on screen are stale
        #expect(vc.picked == nil && vc.source === fresh)
        #expect(vc.statusText == "3 rows · file rewritten; read again")
        try s.press("g Down")
        #expect(vc.statusText == "3 rows · following")
        try s.press("Enter")
        #expect(vc.picked == [Array("new2".utf8)])
    }

    @Test func sectionsAreMadeAgainWhenTheFileIsReadAgain() throws {
        let first = ScriptedFollowSource(lines: ["b", "d"])
        var config = ViewConfiguration(shownColumns: [0])
        (config.follow, config.sectionColumn, config.names.section) = (true, 0, "line")  // found again by name
        let vc = ViewCommand.makeScreen(source: first, config: config, isText: false)
        vc.jobs = InlineJobRunner()
        vc.reopen = { ScriptedFollowSource(lines: ["z", "bb"]) }
        let s = ScreenDriver(NavigationController(rootViewController: vc), size: Size(width: 40, height: 10))
        #expect(vc.arrangement.sections.map(\.title) == ["b", "d"])
        first.report(.truncated)
        _ = s.window.send(.tick)
        #expect(vc.arrangement.sections.map(\.title) == ["bb", "z"])
        #expect(vc.statusText == "2 rows · file truncated; read again")
    }
}

import Foundation
import Synchronization
import TableKitData
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import tablekit

/// A source whose rows arrive when the test says, as a file being indexed does; loading
/// can also stop on bad input (`fail`), as a big file with a bad record far down does (the
/// error is found in the background, after the first screen). With `readsEnd`, its last
/// lines are read back from the end before they are counted, as a file's are.
final class GrowingSource: TabularSource {
    let lines: [String]
    let title: String
    private let shown = Mutex<(count: Int, complete: Bool, error: DataError?)>((0, false, nil))

    /// Whether ``fieldsOfLastRows(_:)`` answers (a file read whole) or not (a pipe).
    let readsEnd: Bool
    /// The calls of ``fieldsOfLastRows(_:)`` so far.
    let endReads = Mutex(0)

    init(lines: [String], title: String = "standard input", readsEnd: Bool = false) {
        (self.lines, self.title, self.readsEnd) = (lines, title, readsEnd)
    }

    func fieldsOfLastRows(_ count: Int) -> [[String]]? {
        endReads.withLock { $0 += 1 }
        guard readsEnd, !progress.isComplete else { return nil }
        return lines.suffix(count).map { [$0] }
    }

    /// Makes the first `count` lines readable; `complete` ends loading.
    func grow(to count: Int, complete: Bool = false) { shown.withLock { ($0.count, $0.complete) = (count, complete) } }
    /// Stops loading with `error` after the rows readable now.
    func fail(_ error: DataError) { shown.withLock { $0.error = error } }

    var columns: [Column] { [Column(name: "line")] }
    var progress: LoadingProgress {
        let (n, done, error) = shown.withLock { $0 }
        return LoadingProgress(rowCount: n, isComplete: done || error != nil, error: error)
    }
    func fields(ofRow row: Int) -> [String] { [lines[row]] }
    func field(ofRow row: Int, column: Int) -> String { lines[row] }
    func record(ofRow row: Int) -> [UInt8] { Array(lines[row].utf8) }
    func rows(matching query: RowQuery, in range: Range<Int>) -> [Int] {
        range.clamped(to: 0..<progress.rowCount).filter { query.matches(lines[$0]) }
    }
    func rows(matching query: RowQuery, among candidates: [Int]) -> [Int] {
        candidates.filter { query.matches(lines[$0]) }
    }
    func stopLoading() {}
}

@Suite("tablekit view while loading")
@MainActor
struct ViewLoadingTests {
    func screen(_ source: GrowingSource) -> (ScreenDriver, DataTableViewController) {
        let config = ViewConfiguration(shownColumns: [0])
        let vc = ViewCommand.makeScreen(source: source, config: config, isText: true)
        let s = ScreenDriver(NavigationController(rootViewController: vc), size: Size(width: 40, height: 8))
        return (s, vc)
    }

    @Test func theStatusLineCountsWhileRowsArriveThenGivesTheTotal() {
        let source = GrowingSource(lines: (1...50).map { "line \($0)" })
        let (s, _) = screen(source)
        #expect(s.lines[6] == " counting… 0 rows")
        source.grow(to: 20)
        #expect(s.window.send(.tick))
        #expect(s.lines[6] == " counting… 20 rows")
        #expect(s.lines[1] == " line 1")  // the first rows are shown, the search bar hidden
        #expect(!s.window.send(.tick))  // nothing new: no redraw
        source.grow(to: 50, complete: true)
        #expect(s.window.send(.tick))
        #expect(s.lines[6] == " 50 rows")
    }

    @Test func aSearchWhileLoadingCoversWhatIsIndexedAndGrows() throws {
        let source = GrowingSource(lines: (1...30).map { "line \($0)" })
        let (s, vc) = screen(source)
        source.grow(to: 10)
        s.window.send(.tick)
        try s.press("/ '2'")
        #expect(vc.arrangement.rowCount == 1)  // line 2
        source.grow(to: 30, complete: true)
        s.window.send(.tick)
        #expect(vc.arrangement.rowCount == 12)  // 2, 12 and 20–29
        #expect(s.screen.contains("12 of 30 rows"))
    }

    /// A sort asked for while loading runs in the background once loading completes; the
    /// status line says "sorting…" meanwhile.
    @Test func aSortWhileLoadingRunsInTheBackground() throws {
        let source = GrowingSource(lines: ["b", "c", "a"])
        let (s, vc) = screen(source)
        let runner = InlineJobRunner()
        vc.jobs = runner
        source.grow(to: 2)
        s.window.send(.tick)
        try s.press("s")
        #expect(vc.isSorting)
        #expect(runner.started == 0)  // the sort waits for the count
        #expect(s.lines[6] == " sorting… counting… 2 rows")
        source.grow(to: 3, complete: true)
        s.window.send(.tick)  // the count is complete: the sort starts (inline: it is made)
        #expect(runner.started == 1 && vc.isSorting)
        #expect(s.lines[6] == " sorting… 3 rows")
        s.window.send(.tick)  // applied
        #expect(!vc.isSorting)
        #expect(vc.arrangement.sections[0].rows == .list([2, 0, 1]))
        #expect(s.lines[2...4] == [" a", " b", " c"])  // under the search bar: the rows fit
        #expect(s.lines[6] == " 3 rows · sorted ▲")
    }

    /// `--follow` with a sort or sections (a fresh user saw the new rows never appear):
    /// rows that arrive join the sort or their sections, as `less +F` shows them. A
    /// followed source is complete whenever it has caught up with the file.
    @Test func followedRowsJoinTheSortAndTheSections() throws {
        let source = GrowingSource(lines: ["b", "d", "a", "c", "a2"])
        source.grow(to: 2, complete: true)
        var config = ViewConfiguration(shownColumns: [0])
        config.follow = true
        let vc = ViewCommand.makeScreen(source: source, config: config, isText: true)
        let s = ScreenDriver(NavigationController(rootViewController: vc), size: Size(width: 40, height: 9))
        try s.press("s")
        #expect(vc.arrangement.sections[0].rows == .list([0, 1]))  // b d
        source.grow(to: 4, complete: true)
        #expect(s.window.send(.tick))
        #expect(vc.arrangement.sections[0].rows == .list([2, 0, 3, 1]))  // a b c d
        #expect(s.lines.contains(" a") && s.lines.contains(" d"))
        #expect(s.lines[7] == " 4 rows · sorted ▲")

        config.sectionColumn = 0
        config.collation = try IndexedCollation(locale: "en")
        let sourced = GrowingSource(lines: ["b", "d", "a", "c", "a2"])
        sourced.grow(to: 2, complete: true)
        let sections = ViewCommand.makeScreen(source: sourced, config: config, isText: true)
        let t = ScreenDriver(NavigationController(rootViewController: sections), size: Size(width: 40, height: 12))
        #expect(sections.arrangement.sections.map(\.title) == ["B", "D"])
        sourced.grow(to: 5, complete: true)
        #expect(t.window.send(.tick))
        #expect(sections.arrangement.sections.map(\.title) == ["A", "B", "C", "D"])
        #expect(sections.arrangement.sections[0].rows == .list([2, 4]))  // a, a2
    }

    @Test func enterOnALongLineShowsItWrappedInFull() throws {
        let long = (1...40).map { "w\($0)" }.joined(separator: " ")
        let source = GrowingSource(lines: ["short", long])
        source.grow(to: 2, complete: true)
        let (s, _) = screen(source)
        try s.press("Down Enter")
        #expect(s.lines[0].contains("Line 2"))
        let text = s.lines.dropFirst(3).prefix(4).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(text.hasSuffix("w40"))
        #expect(!s.lines.dropFirst().contains { $0.contains("…") })
    }
}

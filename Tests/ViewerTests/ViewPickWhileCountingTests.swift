import Foundation
import TableKitApps
import TableKitData
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import tablekit

/// Picking while the input loads: Enter in the search bar while the input is
/// still counting picks the first result once it is found; a list screen in pick mode
/// moves on a click and picks on a double click; sections made in the background show
/// from their top when the cursor had not moved.
@Suite("tablekit view: picks while counting, list clicks, sections from the top")
@MainActor
struct ViewPickWhileCountingTests {
    func pickScreen(_ source: GrowingSource) -> (ScreenDriver, DataTableViewController) {
        var config = ViewConfiguration(shownColumns: [0])
        config.pick = .init()
        let vc = ViewCommand.makeScreen(source: source, config: config, isText: true)
        let s = ScreenDriver(NavigationController(rootViewController: vc), size: Size(width: 40, height: 8))
        return (s, vc)
    }

    /// `/ 4 9 9 9 Enter` while only 2,000 of 5,000 lines are read: nothing is picked yet,
    /// then the first result, once its line arrives.
    @Test func enterInTheSearchBarWhileCountingPicksTheFirstResultOnceFound() throws {
        let source = GrowingSource(lines: (1...5000).map { "line \($0)" })
        let (s, vc) = pickScreen(source)
        source.grow(to: 2000)
        _ = s.window.send(.tick)
        try s.press("/ 4 9 9 9 Enter")
        #expect(vc.picked == nil && s.window.isRunning && vc.state.picksFirstResult)
        source.grow(to: 5000, complete: true)
        _ = s.window.send(.tick)  // the new rows are searched, and the first result picked
        #expect(vc.picked == [Array("line 4999".utf8)])
        #expect(!s.window.isRunning)
    }

    /// No result when the count ends: nothing is picked and the screen stays.
    @Test func enterInTheSearchBarWhileCountingWithNoResultPicksNothing() throws {
        let source = GrowingSource(lines: (1...300).map { "line \($0)" })
        let (s, vc) = pickScreen(source)
        source.grow(to: 100)
        _ = s.window.send(.tick)
        try s.press("/ z z Enter")
        source.grow(to: 300, complete: true)
        for _ in 0..<50 { _ = s.window.send(.tick) }
        #expect(vc.picked == nil && s.window.isRunning && !vc.state.picksFirstResult)
    }

    /// A property list in pick mode: one click moves to the row, a double click picks it.
    @Test func aListInPickModeMovesOnAClickAndPicksOnADoubleClick() throws {
        let root = try ViewCommand.makeController(
            try CommandLineOptions(
                [ViewPickEveryInputTests.repo + "/Examples/Sections/Resources/sortednames.plist", "--pick"],
                flags: ViewCommand.flags.union(AppRunner.commonFlags),
                options: ViewCommand.options.union(AppRunner.commonOptions)))
        let s = ScreenDriver(root, size: Size(width: 40, height: 12))
        _ = s.window.send(.tick)
        let y = try #require(s.lines.firstIndex { $0.contains("Abbie") })
        func click() {
            s.send(.mouse(MouseEvent(kind: .press, location: Point(x: 2, y: y))))
            s.send(.mouse(MouseEvent(kind: .release, location: Point(x: 2, y: y))))
        }
        click()
        #expect(s.window.isRunning && ViewRunner.pickedRows(root) == nil)
        click()  // at once: a double click
        #expect(ViewRunner.pickedRows(root) == [Array("Abbie".utf8)])
    }

    /// 120,000 rows grouped in the background (over the at-once limit): when the sections
    /// come, the screen shows the first section from its top, with the cursor on its first
    /// row, not file row 1 in the middle of its section.
    @Test func sectionsMadeInTheBackgroundShowFromTheTop() throws {
        let words = ["alpha", "delta", "charlie", "bravo"]  // file row 1 is in "delta"
        let csv = "id,word\n" + (1...120_000).map { "\($0),\(words[$0 % 4])" }.joined(separator: "\n") + "\n"
        let path = try ViewScreenTests().file("grouped.csv", csv)
        let root = try ViewCommand.makeController(
            try CommandLineOptions(
                [path, "--section-by", "word"],
                flags: ViewCommand.flags.union(AppRunner.commonFlags),
                options: ViewCommand.options.union(AppRunner.commonOptions)))
        let data = try #require(ViewRunner.dataScreen(root))
        let s = ScreenDriver(root, size: Size(width: 40, height: 10))
        ViewRunner.waitForBackgroundWork(data, s.window)
        _ = s.window.send(.tick)
        #expect(data.state.grouping != nil)
        #expect(s.lines[1] == "   id word")  // the column header, then the first section
        #expect(s.lines[2].hasPrefix(" alpha "))
        #expect(s.lines[3].hasPrefix("    4 alpha"))
        #expect(data.tableView.cursorIndexPath == IndexPath(row: 0, section: 0))
        #expect(data.row(at: IndexPath(row: 0, section: 0)) == 3)
    }
}

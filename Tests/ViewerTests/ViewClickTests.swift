import Foundation
import Synchronization
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import tablekit

/// `tablekit view`: a click on a row opens it (on the release); with `--pick` a click
/// only moves the cursor and a double click (or Enter) picks.
@MainActor
@Suite struct ViewClickTests {
    func clickRow(_ s: ScreenDriver, containing text: String) throws {
        let y = try #require(s.lines.firstIndex { $0.contains(text) })
        s.send(.mouse(MouseEvent(kind: .press, location: Point(x: 2, y: y))))
        s.send(.mouse(MouseEvent(kind: .release, location: Point(x: 2, y: y))))
    }

    @Test func inPickModeOneClickMovesTheCursorAndADoubleClickPicks() throws {
        let path = try ViewScreenTests().file("people.csv", ViewScreenTests.people)
        let (s, data) = try ViewScreenTests().screen([path, "--pick"])
        try clickRow(s, containing: "bob")
        #expect(data.picked == nil && s.window.isRunning)
        #expect(data.tableView.cursorIndexPath.map { data.row(at: $0) } == 3)
        try clickRow(s, containing: "bob")  // at once: a double click
        #expect(data.picked == [Array("bob,25,Oslo".utf8)])
    }

    @Test func inPickModeEnterAfterAClickPicksTheClickedRow() throws {
        let path = try ViewScreenTests().file("people.csv", ViewScreenTests.people)
        let (s, data) = try ViewScreenTests().screen([path, "--pick"])
        let clock = Mutex(ContinuousClock.now)
        data.tableView.clicks.now = { clock.withLock { $0 } }
        try clickRow(s, containing: "Marie")
        clock.withLock { $0 += .seconds(1) }  // too slow for a double click
        try clickRow(s, containing: "Marie")
        #expect(data.picked == nil)
        try s.press("Enter")
        #expect(data.picked == [Array("Marie-Ann,41,Lyon".utf8)])
    }

    @Test func outsidePickModeAClickOpensTheRowOnTheRelease() throws {
        let path = try ViewScreenTests().file("people.csv", ViewScreenTests.people)
        let (s, _) = try ViewScreenTests().screen([path])
        let y = try #require(s.lines.firstIndex { $0.contains("bob") })
        s.send(.mouse(MouseEvent(kind: .press, location: Point(x: 2, y: y))))
        #expect(!s.lines[0].contains("Row 4"))
        s.send(.mouse(MouseEvent(kind: .release, location: Point(x: 2, y: y))))
        #expect(s.lines[0].contains("Row 4") && s.screen.contains("Oslo"))
    }

    @Test(arguments: [(["--pick"], "a double click"), ([], "a click selects")])
    func theHelpSaysWhatAClickDoes(extra: [String], says: String) throws {
        let path = try ViewScreenTests().file("people.csv", ViewScreenTests.people)
        // 44 lines: the help shows every key and, under them, what a click does.
        let (s, _) = try ViewScreenTests().screen([path] + extra, size: Size(width: 60, height: 44))
        try s.press("?")
        #expect(s.screen.contains(says))
    }
}

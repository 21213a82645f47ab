import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import TableKitApps

/// The keyboard model: a cursor from the start, one rule for leaving, the keys people
/// bring, help on small screens, search by words; at 80×24 and at the smallest sizes.
@MainActor
@Suite struct KeyboardModelTests {
    func sections(_ size: Size = Size(width: 80, height: 24)) throws -> (ScreenDriver, IndexedListViewController) {
        let content = try ListContent.load(path: sortedNamesPath())
        let vc = IndexedListViewController(content: content, style: .plain, noun: "names")
        return (ScreenDriver(vc, size: size), vc)
    }

    nonisolated static let sizes = [
        Size(width: 80, height: 24), Size(width: 20, height: 6), Size(width: 12, height: 3),
    ]

    // MARK: A cursor from the start

    @Test(arguments: sizes)
    func theCursorStartsOnTheFirstRowWithTheSearchBarStillHidden(size: Size) throws {
        let (w, vc) = try sections(size)
        _ = w.screen
        #expect(vc.tableView.cursorIndexPath == IndexPath(row: 0, section: 0))
        #expect(vc.tableView.contentOffset.y == 1)  // the search bar stays hidden above
        #expect(w.lines.first?.hasPrefix(" A") == true)  // the section header first, no search bar
        try w.press("Down")
        #expect(vc.tableView.cursorIndexPath == IndexPath(row: 1, section: 0))
    }

    @Test func enterActsOnTheFirstRowAtOnce() throws {
        let (w, vc) = try sections()
        try w.press("Enter")
        #expect(vc.selectedRow == 0)
    }

    @Test func anUntouchedCursorStaysOnTheFirstRowShownWhenScrolledByTheWheel() throws {
        let (w, vc) = try sections()
        _ = w.screen
        w.send(.mouse(MouseEvent(kind: .wheelDown, location: Point(x: 5, y: 5))))
        _ = w.screen
        let top = try #require(vc.tableView.indexPathsForVisibleRows.first)
        #expect(
            vc.tableView.cursorIndexPath.map { vc.tableView.rectForRow(at: $0).minY >= vc.tableView.contentOffset.y }
                == true)
        #expect(vc.tableView.cursorIndexPath.map { $0 >= top } == true)
    }

    // MARK: Leaving

    /// ⌃C quits at once, one press, whatever is open.
    @Test(arguments: ["?", "/ 'ab'", "Tab", "/ 'zzzq' Enter"])
    func controlCQuitsFromAnywhere(script: String) throws {
        let (w, _) = try sections()
        try w.press(script)
        #expect(w.isRunning)
        try w.press("C-c")
        #expect(!w.isRunning)
        #expect(w.exitStatus == 130)
    }

    /// `q` ends the run with status 0; ⌃C with 130, the shell's status for an interrupt.
    @Test(arguments: [("q", Int32(0)), ("C-c", Int32(130))])
    func quittingEndsWithTheShellsStatus(key: String, status: Int32) throws {
        let (w, _) = try sections()
        #expect(w.exitStatus == 0)
        try w.press(key)
        #expect(!w.isRunning)
        #expect(w.exitStatus == status)
    }

    @Test func controlCQuitsOverAnAlert() {
        let root = ViewController()
        let w = Window(rootViewController: root, size: Size(width: 40, height: 12))
        let a = Alert(title: "Sure?", message: nil)
        a.addAction(AlertAction(title: "Delete", style: .destructive))
        root.present(a)
        w.send(.key(.character("q")))
        #expect(w.isRunning && !w.modalViews.isEmpty)  // an alert with a destructive action takes q
        w.send(.key(.ctrl("c")))
        #expect(!w.isRunning)
    }

    /// Esc closes the innermost thing, one at a time: help, then the index focus; the search.
    @Test func escClosesTheInnermostThing() throws {
        let (w, vc) = try sections()
        try w.press("Tab ?")
        #expect(w.showsFullHelp && vc.tableView.isIndexFocused)
        try w.press("Esc")
        #expect(!w.showsFullHelp && vc.tableView.isIndexFocused)
        try w.press("Esc")
        #expect(!vc.tableView.isIndexFocused && w.isRunning)
        try w.press("/ 'ab'")
        try w.press("Esc")
        #expect(!vc.searchController.isActive && w.isRunning)
        try w.press("q")
        #expect(!w.isRunning)
    }

    /// In the section index letters jump, q too; the help line says ⌃C quits there.
    @Test func inTheIndexLettersJumpAndTheHelpLineSaysHowToLeave() throws {
        let (w, vc) = try sections()
        try w.press("Tab q")
        #expect(w.isRunning && vc.tableView.isIndexFocused)
        #expect(vc.tableView.shownIndexTitles[vc.tableView.indexCursor] == "Q")
        let help = String(w.lines.last ?? "")
        #expect(help.contains("Esc back to rows") && help.hasSuffix("^C quit"))
    }

    /// Every mode's help line says how to leave it, at 80 columns and at 20.
    @Test(arguments: [80, 20])
    func everyModesHelpLineShowsHowToLeave(width: Int) throws {
        let (w, _) = try sections(Size(width: width, height: 10))
        #expect(w.lines.last?.contains("q quit") == true, "rows")
        try w.press("Tab")
        #expect(w.lines.last?.contains("Esc") == true && w.lines.last?.contains("quit") == true, "index")
        try w.press("Esc / 'a'")
        #expect(w.lines.last?.contains("Esc") == true && w.lines.last?.contains("^C quit") == true, "search")
    }

    // MARK: Help on small screens

    @Test func theHelpLineKeepsTheLeaveAndQuitKeysFirst() {
        let b = [
            KeyBinding([.up], help: "up"), KeyBinding([.enter], "Enter", help: "select"),
            KeyBinding([.escape], "Esc", help: "back"), KeyBinding([.character("?")], help: "help"),
            KeyBinding([.character("q")], help: "quit"),
        ]
        #expect(KeyBinding.shortHelp(b, width: 80, keepingLast: 2) == "↑ up  Enter select  Esc back  ? help  q quit")
        #expect(KeyBinding.shortHelp(b, width: 30, keepingLast: 2) == "↑ up  Esc back  ? help  q quit")
        #expect(KeyBinding.shortHelp(b, width: 25, keepingLast: 2) == "Esc back  ? help  q quit")
        #expect(KeyBinding.shortHelp(b, width: 16, keepingLast: 2) == "? help  q quit")
    }

    @Test(arguments: [Size(width: 40, height: 12), Size(width: 20, height: 6), Size(width: 12, height: 3)])
    func fullHelpThatDoesNotFitScrollsAndSaysHowToClose(size: Size) throws {
        let (w, _) = try sections(size)
        try w.press("?")
        let first = w.screen
        #expect(first.contains("Esc"), "the close line at \(size)")
        try w.press("End")
        #expect(w.showsFullHelp && w.fullHelpOffset > 0)
        if size.height >= 6 { #expect(w.screen.contains("button."), "the last line reached (word-wrapped)") }
        try w.press("Esc")
        #expect(!w.showsFullHelp && w.isRunning)
    }

    @Test func fullHelpAt40x12() throws {
        let (w, _) = try sections(Size(width: 40, height: 12))
        try w.press("? Down Down")
        assertSnapshot(w.canvas, named: "help-scrolled-40x12")
    }

    // MARK: Keys people bring

    @Test func halfPagesAndPagesWithControlKeys() throws {
        let (w, vc) = try sections()
        try w.press("C-d")
        #expect(vc.tableView.contentOffset.y == 1 + 22 / 2)
        try w.press("C-u")
        #expect(vc.tableView.contentOffset.y == 1)
        try w.press("C-f")
        #expect(vc.tableView.contentOffset.y == 1 + 21)
        try w.press("C-b")
        #expect(vc.tableView.contentOffset.y <= 1)
    }

    @Test func nAndShiftNGoToTheMatchesOfTheQueryKeptAfterChoosing() throws {
        let content = ListContent(sections: [
            .init(title: "A", rows: ["Ann", "Bob", "Anna", "Cy", "Hannah"].map { .init(text: $0) })
        ])
        let vc = IndexedListViewController(content: content, style: .plain)
        let w = ScreenDriver(vc, size: Size(width: 30, height: 10))
        try w.press("/ 'ann' Enter Enter")  // done typing, then Enter chooses Ann
        #expect(!vc.searchController.isActive && vc.keptQuery == "ann" && vc.selectedRow == 0)
        try w.press("n")
        #expect(vc.tableView.cursorIndexPath == IndexPath(row: 2, section: 0))
        try w.press("n")
        #expect(vc.tableView.cursorIndexPath == IndexPath(row: 4, section: 0))
        try w.press("n")  // the last match: stays
        #expect(vc.tableView.cursorIndexPath == IndexPath(row: 4, section: 0))
        try w.press("N N")
        #expect(vc.tableView.cursorIndexPath == IndexPath(row: 0, section: 0))
        #expect(KeyBinding.fullHelp(w.window.helpBindings).contains { $0.hasSuffix("next/prev match") })
    }

    // MARK: Search as people type it

    @Test(arguments: ["  ann  ", "ann mar", "mar ann", "ANN   MAR"])
    func searchIgnoresOuterSpacesAndNeedsEveryWordInAnyOrder(query: String) throws {
        let (w, vc) = try sections()
        try w.press("/ '\(query)'")
        let n = vc.shown.reduce(0) { $0 + $1.rows.count }
        if query.lowercased().contains("mar") {
            #expect(n >= 1)
            #expect(
                vc.shown.flatMap(\.rows).allSatisfy { id in
                    let t = SearchIndex.fold(vc.content.rows[id].text)
                    return t.contains("ann") && t.contains("mar")
                })
        } else {
            #expect(n == vc.content.filtered("ann").reduce(0) { $0 + $1.rows.count })
        }
        #expect(w.screen.contains("\(n.formatted()) of 1,950 names"))
    }

    @Test func noMatchesSaysZeroOfAllBesideNoResults() throws {
        let (w, _) = try sections()
        try w.press("/ 'zzzq'")
        #expect(w.screen.contains("No Results"))
        #expect(w.screen.contains("0 of 1,950 names"))
    }

    @Test func searchingTheDetailTextIsAnOption() throws {
        let content = ListContent(sections: [
            .init(
                title: nil,
                rows: [
                    .init(text: "Kolkata", detail: "GMT+5:30"), .init(text: "Tokyo", detail: "GMT+9"),
                    .init(text: "Austin", detail: "Texas"),
                ])
        ])
        let vc = IndexedListViewController(content: content, style: .plain, noun: "rows")
        let w = ScreenDriver(vc, size: Size(width: 40, height: 8))
        try w.press("/ '+5:30'")
        #expect(vc.shown.isEmpty)
        vc.searchesDetailText = true
        #expect(vc.shown.flatMap(\.rows) == [0])
        try w.press("C-u 'tex aus'")
        #expect(vc.shown.flatMap(\.rows) == [2])
    }
}

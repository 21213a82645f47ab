import Foundation
import TableKitTestSupport
import Testing

@testable import SimpleTable
@testable import TableKit

@MainActor
@Suite struct SimpleTableAppTests {
    static let names = ["Doc", "Grumpy", "Happy", "Sleepy", "Bashful", "Sneezy", "Dopey", "Dwalin"]

    func window(_ options: SimpleTableViewController.Options = .init(), height: Int = 8) -> (
        Window, SimpleTableViewController
    ) {
        let vc = SimpleTableViewController(names: Self.names, options: options)
        return (Window(rootViewController: vc, size: Size(width: 40, height: height)), vc)
    }

    @Test func plainScreenShowsEachNameWithItsImage() {
        let (w, _) = window()
        #expect(
            CellsScreen.lines(w) == [
                " ★ Doc",
                " ★ Grumpy",
                " ★ Happy",
                " ★ Sleepy",
                " ★ Bashful",
                " ★ Sneezy",
                " ★ Dopey",
                "↑↓ move  Enter select  ? help  q quit",
            ])
    }

    @Test func indentedRowsStartOneLevelFurtherPerRow() {
        let (w, _) = window(.init(indent: true), height: 5)
        #expect(
            CellsScreen.lines(w) == [
                " ★ Doc",
                "   ★ Grumpy",
                "     ★ Happy",
                "       ★ Sleepy",
                "↑↓ move  Enter select  ? help  q quit",
            ])
    }

    @Test func largeRowsTakeThreeLinesFromHeightForRow() {
        let (w, vc) = window(.init(large: true))
        _ = w.render()
        #expect(vc.tableView.rectForRow(at: IndexPath(row: 1, section: 0)) == Rect(x: 0, y: 3, width: 40, height: 3))
        #expect(
            CellsScreen.lines(w) == [
                "   ┏━━━━━━━┓",
                " ★ ┃ D O C ┃",
                "   ┗━━━━━━━┛",
                "   ┏━━━━━━━━━━━━━┓",
                " ★ ┃ G R U M P Y ┃",
                "   ┗━━━━━━━━━━━━━┛",
                "   ┏━━━━━━━━━━━┓",
                "↑↓ move  Enter select  ? help  q quit",
            ])
    }

    @Test func firstRowCannotBeSelected() {
        let (w, vc) = window()
        CellsScreen.press("Enter", in: w)
        #expect(vc.tableView.cursorIndexPath == IndexPath(row: 0, section: 0))
        #expect(vc.tableView.indexPathForSelectedRow == nil)
        #expect(w.modalViews.isEmpty)
    }

    @Test(arguments: [(1, "Grumpy"), (2, "Happy"), (6, "Dopey")])
    func selectingRowShowsAlertNamingIt(row: Int, name: String) throws {
        let (w, vc) = window()
        CellsScreen.press(Array(repeating: "Down", count: row).joined(separator: " ") + " Enter", in: w)
        let alert = try #require(vc.shownAlert)
        #expect(alert.isPresented)
        #expect(alert.title == "Row Selected!")
        #expect(alert.message == "You selected \(name)")
        #expect(alert.actions.map(\.title) == ["Yes I Did"])
        #expect(CellsScreen.lines(w).contains { $0.contains("│ You selected \(name) │") })
    }

    @Test func alertIsDrawnCentredOverTheTable() {
        let (w, _) = window(height: 10)
        CellsScreen.press("Down Enter", in: w)
        #expect(
            CellsScreen.lines(w) == [
                " ★ Doc",
                "▌★ Grump╭─────────────────────╮",
                " ★ Happy│    Row Selected!    │",
                " ★ Sleep│                     │",
                " ★ Bashf│ You selected Grumpy │",
                " ★ Sneez│                     │",
                " ★ Dopey│    [ Yes I Did ]    │",
                " ★ Dwali╰─────────────────────╯",
                "",
                "Enter/Esc Yes I Did  q quit",  // q quits from an alert
            ])
        // The focused button is in reverse video, the title bold.
        #expect(CellsScreen.style(w, x: 13, y: 6).attributes.contains(.reverse))
        #expect(CellsScreen.style(w, x: 13, y: 2).attributes.contains(.bold))
        #expect(!CellsScreen.style(w, x: 13, y: 4).attributes.contains(.bold))
    }

    @Test func enterDismissesAlertAndDeselectsRow() {
        let (w, vc) = window()
        CellsScreen.press("Down Enter", in: w)
        #expect(vc.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        CellsScreen.press("Enter", in: w)
        #expect(w.modalViews.isEmpty)
        #expect(vc.shownAlert?.isPresented != true)
        #expect(vc.tableView.indexPathForSelectedRow == nil)
        #expect(!CellsScreen.lines(w).joined().contains("Row Selected!"))
    }

    @Test func alertSwallowsKeysMeantForTheTable() {
        let (w, vc) = window()
        CellsScreen.press("Down Enter Down Down", in: w)
        #expect(vc.tableView.cursorIndexPath == IndexPath(row: 1, section: 0))
        #expect(w.isRunning)
        #expect(!w.modalViews.isEmpty)
        CellsScreen.press("q", in: w)  // q quits, as wherever text is not being typed
        #expect(!w.isRunning)
    }

    @Test func multipleSelectionTogglesCheckmarksWithSpace() {
        let (w, vc) = window(.init(multipleSelection: true))
        CellsScreen.press("Down Space Down Down Space Down Space Space", in: w)
        #expect(
            vc.tableView.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
        let lines = CellsScreen.lines(w)
        #expect(lines[1] == "▌★ Grumpy" + String(repeating: " ", count: 30) + "✓")
        #expect(lines[3] == "▌★ Sleepy" + String(repeating: " ", count: 30) + "✓")
        #expect(lines[4] == " ★ Bashful")
        #expect(lines[6] == " 2 of 8 selected")
        #expect(w.modalViews.isEmpty)
    }

    @Test func loadingNamesSkipsBlankLinesAndRejectsEmptyFile() throws {
        let dir = try TemporaryFiles.directory(prefix: "simple-table")
        defer { try? FileManager.default.removeItem(at: dir) }
        let good = dir.appendingPathComponent("names.txt")
        try "Doc\n\n  Grumpy \n".write(to: good, atomically: true, encoding: .utf8)
        #expect(try NameList.load(contentsOf: good) == ["Doc", "Grumpy"])
        let empty = dir.appendingPathComponent("empty.txt")
        try "\n \n".write(to: empty, atomically: true, encoding: .utf8)
        #expect(throws: AppError.self) { try NameList.load(contentsOf: empty) }
        #expect(throws: AppError.self) { try NameList.load(contentsOf: dir.appendingPathComponent("missing.txt")) }
    }
}

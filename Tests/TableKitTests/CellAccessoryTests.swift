import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

/// Accessory views, the detail (disclosure) button and its delegate call.
@MainActor
@Suite struct CellAccessoryTests {
    func ip(_ r: Int) -> IndexPath { IndexPath(row: r, section: 0) }

    func cell(_ width: Int = 24, height: Int = 1, _ setUp: (TableViewCell) -> Void) -> [String] {
        let c = TableViewCell(style: .default, reuseIdentifier: nil)
        c.textLabel?.text = "Wi-Fi"
        setUp(c)
        c.frame = Rect(x: 0, y: 0, width: width, height: height)
        c.setNeedsLayout()
        return TextRenderer.lines(c.renderedCanvas())
    }

    @Test func anAccessoryViewIsDrawnAtTheTrailingEdgeInsteadOfTheGlyph() {
        let lines = cell { c in
            c.accessoryType = .disclosureIndicator
            c.accessoryView = Label(text: "[On]")
        }
        #expect(lines == [" Wi-Fi              [On]"])
    }

    @Test func anAccessoryViewTakesItsSizeThatFitsAndCutsTheText() {
        let c = TableViewCell(style: .default, reuseIdentifier: nil)
        c.textLabel?.text = "A long network name"
        c.accessoryView = Label(text: "Connected")
        c.frame = Rect(x: 0, y: 0, width: 20, height: 1)
        c.layoutIfNeeded()
        #expect(c.accessoryView?.frame == Rect(x: 11, y: 0, width: 9, height: 1))
        #expect(c.contentView.frame == Rect(x: 1, y: 0, width: 9, height: 1))
        #expect(TextRenderer.lines(c.renderedCanvas()) == [" A long n… Connected"])
    }

    @Test(arguments: [1, 2, 5, 10, 21])
    func aWideAccessoryViewIsClampedToHalfTheRow(width: Int) {
        let c = TableViewCell(style: .default, reuseIdentifier: nil)
        c.textLabel?.text = "Text"
        c.accessoryView = Label(text: String(repeating: "x", count: 100))
        c.frame = Rect(x: 0, y: 0, width: width, height: 3)
        c.layoutIfNeeded()
        let f = c.accessoryView!.frame
        #expect(f.width == (width - 1) / 2)
        #expect(f.maxX == width && f.height == 1)
        #expect(c.contentView.frame.width >= (width - 1) / 2 - 1)
    }

    @Test func theEditingAccessoryViewReplacesTheAccessoryViewWhileEditing() {
        let c = TableViewCell(style: .default, reuseIdentifier: nil)
        c.textLabel?.text = "Item"
        c.accessoryView = Label(text: "12")
        c.editingAccessoryView = Label(text: "edit")
        c.frame = Rect(x: 0, y: 0, width: 16, height: 1)
        #expect(TextRenderer.lines(c.renderedCanvas()) == [" Item         12"])
        c.isEditing = true
        c.setNeedsLayout()
        #expect(TextRenderer.lines(c.renderedCanvas()) == [" Item       edit"])
        #expect(c.accessoryView?.isHidden == true && c.editingAccessoryView?.isHidden == false)
    }

    @Test func withoutAnEditingAccessoryViewEditingShowsTheEditingAccessoryType() {
        let lines = cell(12) { c in
            c.accessoryView = Label(text: "12")
            c.editingAccessoryType = .checkmark
            c.isEditing = true
        }
        #expect(lines == [" Wi-Fi     ✓"])
    }

    @Test(arguments: [
        (TableViewCell.AccessoryType.detailButton, " Wi-Fi     ⓘ"),
        (.detailDisclosureButton, " Wi-Fi    ⓘ›"),
        (.disclosureIndicator, " Wi-Fi     ›"),
    ])
    func detailButtonsAreDrawnAtTheTrailingEdge(type: TableViewCell.AccessoryType, expected: String) {
        #expect(cell(12) { $0.accessoryType = type } == [expected])
    }

    @Test func theDetailKeyOnTheCursorRowReachesTheDelegateWithoutSelecting() {
        let model = CellsModel(["a", "b", "c"]) { c, ip in
            c.accessoryType = ip.row == 1 ? .detailDisclosureButton : .none
        }
        let table = model.makeTable()
        table.moveCursor(to: ip(1))
        table.layoutIfNeeded()
        #expect(table.keyBindings.contains { $0.help == "details" })
        #expect(table.handle(.key(.character("i"))))
        #expect(model.accessoryTaps == [ip(1)])
        #expect(model.selections.isEmpty && table.indexPathForSelectedRow == nil)
        // A row without a detail button: the key goes on and help does not list it.
        table.moveCursor(to: ip(2))
        table.layoutIfNeeded()
        #expect(!table.keyBindings.contains { $0.help == "details" })
        #expect(!table.handle(.key(.character("i"))))
        #expect(model.accessoryTaps == [ip(1)])
    }

    @Test func aClickOnTheDetailButtonReachesTheDelegateAndOnTheRestSelects() {
        let model = CellsModel(["a", "b", "c"]) { c, _ in c.accessoryType = .detailDisclosureButton }
        let table = model.makeTable(Size(width: 20, height: 5))
        // "ⓘ›" in the last two columns: the ⓘ is column 18.
        #expect(screenLines(table)[2] == " c                ⓘ›")
        #expect(table.handle(.mouse(MouseEvent(kind: .press, location: Point(x: 18, y: 2)))))
        #expect(model.accessoryTaps == [ip(2)] && model.selections.isEmpty)
        #expect(table.cursorIndexPath == ip(2))
        // The › is the row's disclosure: a click there selects, as on the text.
        _ = table.handle(.mouse(MouseEvent(kind: .press, location: Point(x: 19, y: 0))))
        _ = table.handle(.mouse(MouseEvent(kind: .release, location: Point(x: 19, y: 0))))
        #expect(model.accessoryTaps == [ip(2)] && model.selections == [ip(0)])
    }

    @Test func aClickOnAnAccessoryButtonPressesIt() {
        var pressed: [IndexPath] = []
        let model = CellsModel(["a", "b"]) { c, ip in
            let b = Button(title: "Go") { pressed.append(ip) }
            c.accessoryView = b
        }
        let table = model.makeTable(Size(width: 20, height: 4))
        let line = screenLines(table)[1]
        let x = line.distance(from: line.startIndex, to: line.firstIndex(of: "G")!)
        _ = table.handle(.mouse(MouseEvent(kind: .press, location: Point(x: x, y: 1))))
        #expect(pressed.isEmpty)  // a button presses on the release inside it (UIKit's touch up inside)
        _ = table.handle(.mouse(MouseEvent(kind: .release, location: Point(x: x, y: 1))))
        #expect(pressed == [ip(1)])
        #expect(model.selections.isEmpty)
    }

    /// A controller of three rows with detail buttons, recording taps and selections.
    final class DetailsController: TableViewController {
        var taps: [IndexPath] = []
        var selections: [IndexPath] = []
        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let c = TableViewCell(style: .default, reuseIdentifier: nil)
            c.textLabel?.text = ["a", "b", "c"][indexPath.row]
            c.accessoryType = .detailButton
            return c
        }
        override func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
            taps.append(indexPath)
        }
        override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
            selections.append(indexPath)
        }
    }

    @Test func aClickOnTheDetailButtonThroughTheWindowReachesTheController() {
        let vc = DetailsController()
        let window = Window(rootViewController: vc, size: Size(width: 20, height: 5))
        #expect(CellsScreen.lines(window)[1] == " b                 ⓘ")
        _ = window.send(.mouse(MouseEvent(kind: .press, location: Point(x: 19, y: 1))))
        #expect(vc.taps == [ip(1)] && vc.selections.isEmpty)
        _ = window.send(.mouse(MouseEvent(kind: .press, location: Point(x: 3, y: 2))))
        _ = window.send(.mouse(MouseEvent(kind: .release, location: Point(x: 3, y: 2))))
        #expect(vc.taps == [ip(1)] && vc.selections == [ip(2)])
    }

    @Test func aTallAccessoryViewMakesASelfSizingRowTaller() {
        let c = TableViewCell(style: .default, reuseIdentifier: nil)
        c.textLabel?.text = "Note"
        let tall = Label(text: "one two three")
        tall.numberOfLines = 0
        c.accessoryView = tall
        // 21 columns: the accessory may take 10, wraps to "one two" and "three" and takes 7.
        #expect(c.sizeThatFits(Size(width: 21, height: .max)).height == 2)
        c.frame = Rect(x: 0, y: 0, width: 21, height: 2)
        #expect(TextRenderer.lines(c.renderedCanvas()) == [" Note         one two", "              three"])
    }

    @Test func theDetailKeyThroughTheWindowReachesTheControllerAndHelpListsIt() {
        let vc = DetailsController()
        let window = Window(rootViewController: vc, size: Size(width: 60, height: 5))
        vc.tableView.moveCursor(to: ip(2))
        expectScreen(
            CellsScreen.lines(window),
            [
                " a                                                         ⓘ",
                " b                                                         ⓘ",
                " c                                                         ⓘ",
                "",
                "↑↓ move  Enter select  i details  ? help  q quit",
            ])
        _ = window.send(.key(.character("i")))
        #expect(vc.taps == [ip(2)] && vc.selections.isEmpty)
    }
}

import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

/// Separators as underlines, and background views as the selection look.
@MainActor
@Suite struct CellSeparatorTests {
    func ip(_ r: Int) -> IndexPath { IndexPath(row: r, section: 0) }

    /// For each screen line, the columns drawn underlined, as a string of `_` and `.`.
    func underlines(_ table: TableView) -> [String] {
        table.layoutIfNeeded()
        let canvas = table.renderedCanvas()
        return (0..<canvas.size.height).map { y in
            String((0..<canvas.size.width).map { canvas[$0, y].style.attributes.contains(.underline) ? "_" : "." })
        }
    }

    @Test func theDefaultIsNoSeparatorAndTheScreenIsUnchanged() {
        let table = CellsModel(["a", "b"]).makeTable(Size(width: 8, height: 3))
        #expect(table.separatorStyle == .none)
        #expect(table.separatorInset == EdgeInsets(left: 1))
        #expect(underlines(table) == ["........", "........", "........"])
        #expect(screenLines(table) == [" a", " b", ""])
    }

    @Test func singleLineUnderlinesEachRowFromTheInsetWithoutChangingTheText() {
        let table = CellsModel(["a", "b"]).makeTable(Size(width: 8, height: 3))
        let before = screenLines(table)
        table.separatorStyle = .singleLine
        #expect(underlines(table) == ["._______", "._______", "........"])
        #expect(screenLines(table) == before)
    }

    @Test func theTableAndCellInsetsLeaveColumnsBare() {
        let model = CellsModel(["a", "b", "c"]) { c, ip in
            if ip.row == 2 { c.separatorInset = EdgeInsets(left: 0, right: 0) }
        }
        let table = model.makeTable(Size(width: 8, height: 3))
        table.separatorStyle = .singleLine
        table.separatorInset = EdgeInsets(left: 2, right: 3)
        #expect(underlines(table) == ["..___...", "..___...", "________"])
    }

    @Test func aSeparatorIsOnTheLastLineOfATallRow() {
        let model = CellsModel(["a"], style: .subtitle) { c, _ in c.detailTextLabel?.text = "d" }
        let table = model.makeTable(Size(width: 6, height: 3))
        table.rowHeight = .lines(2)
        table.reloadData()
        table.separatorStyle = .singleLine
        #expect(underlines(table) == ["......", "._____", "......"])
        #expect(screenLines(table) == [" a", " d", ""])
    }

    @Test func theSeparatorIsKeptOnTheCursorRow() {
        let table = CellsModel(["a", "b"]).makeTable(Size(width: 6, height: 2))
        table.separatorStyle = .singleLine
        table.moveCursor(to: ip(0))
        table.layoutIfNeeded()
        let canvas = table.renderedCanvas()
        #expect(canvas[1, 0].style.attributes == [.reverse, .underline])
        #expect(canvas[0, 0].style.attributes == [.reverse])
    }

    @Test func aSelectedBackgroundViewIsTheSelectionLook() {
        let bg = View()
        bg.backgroundStyle = Style(foreground: .white, background: .blue)
        let model = CellsModel(["a", "b"]) { c, _ in c.selectedBackgroundView = bg }
        let table = model.makeTable(Size(width: 6, height: 2))
        table.moveCursor(to: ip(0))
        table.layoutIfNeeded()
        let canvas = table.renderedCanvas()
        // Every column of the cursor row is white on blue, the text included; no reverse.
        for x in 0..<6 { #expect(canvas[x, 0].style == Style(foreground: .white, background: .blue), "column \(x)") }
        expectScreen(
            canvas,
            [
                " a",
                " b",
            ])
        // The other row is plain.
        #expect(canvas[1, 1].style == .plain)
    }

    @Test func aSelectedRowWithASelectedBackgroundViewKeepsItsMarker() {
        let bg = View()
        bg.backgroundStyle = Style(background: .blue)
        let model = CellsModel(["a", "b"]) { c, _ in c.selectedBackgroundView = bg }
        let table = model.makeTable(Size(width: 6, height: 2))
        table.selectRow(at: ip(1), animated: false, scrollPosition: .none)
        table.moveCursor(to: nil)  // no cursor row: only the selection shows
        table.layoutIfNeeded()
        let canvas = table.renderedCanvas()
        #expect(canvas[0, 1].grapheme == "▌")
        #expect(canvas[3, 1].style.background == .blue)
        #expect(canvas[3, 0].style.background == nil)
    }

    @Test func aBackgroundViewIsDrawnBehindTheContentOfEveryRow() {
        let bg = Label(text: "······")
        bg.backgroundStyle = Style(background: .green)
        let model = CellsModel(["a"]) { c, _ in
            c.backgroundView = bg
            c.selectionStyle = .none
        }
        let table = model.makeTable(Size(width: 6, height: 1))
        let canvas = table.renderedCanvas()
        #expect(canvas.line(0) == "·a····")
        #expect((0..<6).allSatisfy { canvas[$0, 0].style.background == .green })
    }

    @Test func selectionStyleNoneIgnoresTheSelectedBackgroundView() {
        let bg = View()
        bg.backgroundStyle = Style(background: .blue)
        let model = CellsModel(["a"]) { c, _ in
            c.selectedBackgroundView = bg
            c.selectionStyle = .none
        }
        let table = model.makeTable(Size(width: 4, height: 1))
        table.moveCursor(to: ip(0))
        table.layoutIfNeeded()
        #expect(table.renderedCanvas()[2, 0].style == .plain)
    }

    @Test(arguments: [TableViewCell.SelectionStyle.default, .blue, .gray])
    func uikitsBlueAndGrayLookLikeTheDefault(style: TableViewCell.SelectionStyle) {
        let table = CellsModel(["a", "b"]) { c, _ in c.selectionStyle = style }.makeTable(Size(width: 4, height: 2))
        table.selectRow(at: ip(1), animated: false, scrollPosition: .none)
        table.moveCursor(to: ip(0))
        table.layoutIfNeeded()
        let canvas = table.renderedCanvas()
        #expect(canvas[1, 0].style == .reverse)
        #expect(canvas[1, 1].style == .bold && canvas[0, 1].grapheme == "▌")
    }
}

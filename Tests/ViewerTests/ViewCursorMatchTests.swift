import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import tablekit

/// A search's matches stay marked in the cursor's row: the match style reversed inside
/// the reversed row, in the table and in a row's detail.
@Suite("tablekit view matches under the cursor")
@MainActor
struct ViewCursorMatchTests {
    @Test func theCursorRowMarksItsMatchesInsideItsReverseVideo() throws {
        let path = try ViewScreenTests().file("people.csv", ViewScreenTests.people)
        let (s, data) = try ViewScreenTests().screen([path, "--search", "par"])
        let canvas = s.window.render()
        let cursor = try #require(data.tableView.cursorIndexPath)
        #expect(data.row(at: cursor) == 2)  // Zoë's row, the only one, under the cursor
        let y = try #require((0..<canvas.size.height).first { canvas.line($0).contains("Paris") })
        let line = canvas.line(y)
        let px = line[..<(try #require(line.range(of: "Paris")).lowerBound)].displayWidth
        let match = TableViewColumnCell(style: .default, reuseIdentifier: nil).matchStyle
        #expect((px..<px + 3).allSatisfy { canvas[$0, y].style == match.adding(.reverse) })
        #expect(canvas[px + 3, y].style == .reverse && canvas[px - 1, y].style == .reverse)
    }

    /// "zoe par": Zoë in the name under the detail's cursor (its first row), reversed;
    /// Par in Paris, plain.
    @Test func aRowOpenedFromASearchMarksItsMatchesInTheDetail() throws {
        let path = try ViewScreenTests().file("people.csv", ViewScreenTests.people)
        let (s, _) = try ViewScreenTests().screen([path, "--search", "zoe par"], size: Size(width: 40, height: 14))
        try s.press("Enter Enter")  // end the search, open the row
        let canvas = s.window.render()
        #expect(canvas.line(0).contains("Row 3"))
        let match = TableViewColumnCell(style: .default, reuseIdentifier: nil).matchStyle
        let py = try #require((0..<canvas.size.height).first { canvas.line($0).contains("Paris") })
        #expect((1..<4).allSatisfy { canvas[$0, py].style == match } && canvas[4, py].style == .plain)
        let zy = try #require((0..<canvas.size.height).first { canvas.line($0).contains("Zoë") })
        #expect(
            (1..<4).allSatisfy { canvas[$0, zy].style == match.adding(.reverse) } && canvas[4, zy].style == .reverse)
    }
}

/// `TableViewCell.drawOverSelection(in:)` is called after the cursor's look, for the
/// cursor's row and selected rows only.
@Suite @MainActor struct DrawOverSelectionTests {
    final class MarkingCell: TableViewCell {
        static var calls: [String] = []
        override func drawOverSelection(in context: inout DrawContext) {
            Self.calls.append(textLabel?.text ?? "")
            context.setStyle(.underline, in: Rect(x: 1, y: 0, width: 1, height: 1))
        }
    }
    final class Rows: NSObject, TableViewDataSource {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let c = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
            c.textLabel?.text = "row\(indexPath.row)"
            return c
        }
    }

    @Test func itIsCalledForTheCursorRowAndSelectedRowsAfterTheirLook() {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 10, height: 3))
        table.register(MarkingCell.self, forCellReuseIdentifier: "c")
        let rows = Rows()
        table.dataSource = rows
        table.allowsMultipleSelection = true
        table.reloadData()
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        table.moveCursor(to: IndexPath(row: 1, section: 0))
        MarkingCell.calls = []
        let canvas = table.renderedCanvas()
        #expect(MarkingCell.calls.sorted() == ["row1", "row2"])
        #expect(canvas[1, 1].style == .underline && canvas[2, 1].style == .reverse)  // over the reverse video
        #expect(canvas[1, 0].style == .plain)
    }
}

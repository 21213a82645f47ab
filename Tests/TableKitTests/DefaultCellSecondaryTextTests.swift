import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

/// A `.default` cell's `defaultContentConfiguration()` (UIKit's `.cell()`) with a
/// `secondaryText`: UIKit stacks it under the text; TableKit does from 2 lines and puts it
/// beside the text on 1 line (it was once never drawn).
@MainActor
@Suite struct DefaultCellSecondaryTextTests {
    func cell(text: String = "Fruit 1", secondary: String? = "sweet", image: String? = nil) -> TableViewCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = text
        content.secondaryText = secondary
        content.image = image
        cell.contentConfiguration = content
        return cell
    }

    func render(_ cell: TableViewCell, width: Int = 20, height: Int) -> [String] {
        cell.frame = Rect(x: 0, y: 0, width: width, height: height)
        cell.setNeedsLayout()
        return TextRenderer.lines(cell.renderedCanvas())
    }

    @Test func theSecondaryTextShowsUnderTheTextFromTwoLines() {
        let c = cell()
        #expect(render(c, height: 2) == [" Fruit 1", " sweet"])
        #expect(render(c, height: 3) == [" Fruit 1", " sweet", ""])
        #expect(c.detailTextLabel?.text == "sweet" && c.detailTextLabel?.style == .dim)
    }

    @Test func theSecondaryTextShowsBesideTheTextOnOneLineAndIsCutFirst() {
        let c = cell()
        #expect(render(c, height: 1) == [" Fruit 1       sweet"])
        #expect(render(c, width: 12, height: 1) == [" Fruit 1 sw…"])
        #expect(render(c, width: 9, height: 1) == [" Fruit 1"])  // no column left: hidden
    }

    @Test func anImageStaysBeforeBothTexts() {
        let c = cell(image: "★")
        #expect(render(c, height: 2) == [" ★ Fruit 1", "   sweet"])
    }

    @Test func aSelfSizingRowTakesTwoLinesForTheSecondaryText() {
        #expect(cell().sizeThatFits(Size(width: 20, height: .max)).height == 2)
        #expect(cell(secondary: nil).sizeThatFits(Size(width: 20, height: .max)).height == 1)
        #expect(cell(secondary: "").sizeThatFits(Size(width: 20, height: .max)).height == 1)
    }

    @Test func withoutASecondaryTextTheCellIsAsBefore() {
        let c = cell(secondary: nil)
        #expect(c.detailTextLabel == nil)  // a .default cell has none, as in UIKit
        #expect(render(c, height: 2) == [" Fruit 1", ""])
        #expect(c.textLabel?.frame.height == 2)
    }

    @Test func aReusedCellDropsTheSecondaryTextWithItsConfiguration() {
        let c = cell()
        _ = render(c, height: 2)
        var plain = c.defaultContentConfiguration()
        plain.text = "Fruit 2"
        c.contentConfiguration = plain
        #expect(render(c, height: 2) == [" Fruit 2", ""])
    }

    /// The port from the report: `register(TableViewCell.self…)`, the configuration set in
    /// `cellForRowAt`, `heightForRowAt` giving row 1 two lines.
    final class Foods: TableViewDataSource, TableViewDelegate {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Fruit \(indexPath.row)"
            content.secondaryText = "sweet"
            cell.contentConfiguration = content
            return cell
        }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> RowHeight? {
            indexPath.row == 1 ? .lines(2) : nil
        }
    }

    @Test func aPortedTableShowsTheSecondaryTextInEveryRow() {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 20, height: 5))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        let foods = Foods()
        keepAlive.append(foods)
        table.dataSource = foods
        table.delegate = foods
        table.reloadData()
        #expect(screenLines(table) == [" Fruit 0       sweet", " Fruit 1", " sweet", " Fruit 2       sweet", ""])
    }
}

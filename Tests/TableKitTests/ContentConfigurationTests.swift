import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

/// `defaultContentConfiguration()` and `contentConfiguration`, as modern UIKit code uses
/// them.
@MainActor
@Suite struct ContentConfigurationTests {
    func render(_ cell: TableViewCell, width: Int = 24, height: Int = 1) -> [String] {
        cell.frame = Rect(x: 0, y: 0, width: width, height: height)
        cell.setNeedsLayout()
        return TextRenderer.lines(cell.renderedCanvas())
    }

    /// The shape of `cellForRowAt` in an iOS 14+ port, line for line.
    final class Cities: TableViewDataSource {
        let cities = [("Kyiv", "UTC+2"), ("Kathmandu", "UTC+5:45")]
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { cities.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "city", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = cities[indexPath.row].0
            content.secondaryText = cities[indexPath.row].1
            content.image = "🕑"
            content.secondaryTextProperties.color = .cyan
            cell.contentConfiguration = content
            return cell
        }
    }

    @Test func aPortedCellForRowAtDrivesTheLabels() {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 24, height: 3))
        table.register(TableViewCell.self, forCellReuseIdentifier: "city", style: .value1)
        let ds = Cities()
        keepAlive.append(ds)
        table.dataSource = ds
        table.reloadData()
        table.layoutIfNeeded()
        #expect(screenLines(table) == [" 🕑 Kyiv           UTC+2", " 🕑 Kathmandu   UTC+5:45", ""])
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(cell.textLabel?.text == "Kathmandu" && cell.detailTextLabel?.text == "UTC+5:45")
        #expect(cell.detailTextLabel?.style == Style(foreground: .cyan, attributes: .dim))
        #expect(cell.imageView.image == "🕑")
    }

    @Test(arguments: [
        (TableViewCell.CellStyle.default, TableViewCell.CellStyle.default),
        (.subtitle, .subtitle), (.value1, .value1), (.value2, .value2),
    ])
    func theDefaultConfigurationFollowsTheCellStyle(style: TableViewCell.CellStyle, layout: TableViewCell.CellStyle) {
        let config = TableViewCell(style: style, reuseIdentifier: nil).defaultContentConfiguration()
        #expect(config.layout == layout)
        #expect(config.text == nil && config.secondaryText == nil && config.image == nil)
    }

    @Test func theFactoriesMatchUIKitsLayouts() {
        #expect(ListContentConfiguration.cell().layout == .default)
        #expect(ListContentConfiguration.subtitleCell().layout == .subtitle)
        #expect(ListContentConfiguration.valueCell().layout == .value1)
        #expect(ListContentConfiguration.valueCell().secondaryTextProperties.alignment == .right)
        #expect(ListContentConfiguration.subtitleCell().secondaryTextProperties.style == .dim)
    }

    @Test func aConfigurationLaysOutADefaultStyleCellAsItsOwnLayout() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        var content = ListContentConfiguration.subtitleCell()
        content.text = "Harbor at Dawn"
        content.secondaryText = "Nikon D850"
        cell.contentConfiguration = content
        #expect(render(cell, height: 2) == [" Harbor at Dawn", " Nikon D850"])
        #expect(cell.sizeThatFits(Size(width: 24, height: .max)).height == 2)

        var value = ListContentConfiguration.valueCell()
        value.text = "Name"
        value.secondaryText = "Doc"
        cell.contentConfiguration = value
        #expect(render(cell) == [" Name                Doc"])
    }

    @Test func theCellLayoutPutsTheSecondaryTextBesideTheTextOnOneLine() {
        // Beside on 1 line, under from 2 lines
        // (DefaultCellSecondaryTextTests).
        let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
        var content = ListContentConfiguration.cell()
        content.text = "Only"
        content.secondaryText = "beside"
        cell.contentConfiguration = content
        #expect(render(cell) == [" Only             beside"])
    }

    @Test func textPropertiesSetLinesStyleAndAlignment() {
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "one two three four"
        content.textProperties.numberOfLines = 0
        content.textProperties.style = .bold
        content.secondaryText = "end"
        content.secondaryTextProperties.alignment = .right
        cell.contentConfiguration = content
        #expect(cell.textLabel?.numberOfLines == 0 && cell.textLabel?.style == .bold)
        #expect(render(cell, width: 10, height: 3) == [" one two", " three", " four"])
        #expect(cell.sizeThatFits(Size(width: 10, height: .max)).height == 4)
        #expect(render(cell, width: 10, height: 4) == [" one two", " three", " four", "       end"])
    }

    @Test func clearingTheConfigurationGoesBackToTheCellStyle() {
        let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
        cell.contentConfiguration = .subtitleCell()
        #expect(cell.layoutStyle == .subtitle)
        cell.contentConfiguration = nil
        #expect(cell.layoutStyle == .value1)
    }
}

import Foundation
import TableKitTestSupport
import Testing

@testable import SimpleTable
@testable import TableKit

/// Small screens, cell parts: the text label keeps priority and the
/// detail is cut first; indentation never pushes the text out of the row.
@MainActor
@Suite struct CellSmallScreenTests {
    func render(_ cell: TableViewCell, width: Int, height: Int = 1) -> [String] {
        cell.frame = Rect(x: 0, y: 0, width: width, height: height)
        cell.setNeedsLayout()
        return TextRenderer.lines(cell.renderedCanvas())
    }

    func value(_ style: TableViewCell.CellStyle, _ text: String, _ detail: String) -> TableViewCell {
        let c = TableViewCell(style: style, reuseIdentifier: nil)
        c.textLabel?.text = text
        c.detailTextLabel?.text = detail
        return c
    }

    @Test(arguments: [
        (24, " MacBook Pro Space Grey…"),
        (20, " MacBook Pro Space …"),
        (15, " MacBook Pro S…"),
        (14, " MacBook Pro …"),
        (13, " MacBook Pro"),
        (12, " MacBook Pro"),
        (10, " MacBook …"),
        (2, " …"),
    ])
    func value1CutsTheDetailBeforeTheText(width: Int, expected: String) {
        let c = value(.value1, "MacBook Pro", "Space Grey Aluminium")
        #expect(render(c, width: width) == [expected])
    }

    @Test func value1StillShowsBothWhenTheyFit() {
        #expect(render(value(.value1, "MacBook", "White"), width: 24) == [" MacBook           White"])
    }

    @Test(arguments: [
        (41, "Zip", "        Zip 1 Long Avenue North"),  // the usual column: a quarter of 40
        (30, "Postcode", " Postcode 1 Long Avenue North"),  // widened from 7 to 8
        (20, "Postcode", " Postcode 1 Long Av…"),
        (12, "Postcode", " Postcode 1…"),
        (10, "Postcode", " Postcode"),
        (7, "Postcode", " Postc…"),
    ])
    func value2WidensTheLabelColumnAndCutsTheDetailFirst(width: Int, text: String, expected: String) {
        let c = value(.value2, text, "1 Long Avenue North")
        #expect(render(c, width: width) == [expected])
    }

    @Test func subtitleKeepsTheTextOnARowOfOneLine() {
        let c = value(.subtitle, "Harbor at Dawn", "Nikon D850")
        #expect(render(c, width: 10) == [" Harbor a…"])
    }

    @Test(arguments: Array(1...40))
    func deepIndentationNeverHidesTheText(width: Int) {
        for style in [TableViewCell.CellStyle.default, .value1, .subtitle] {
            let c = value(style, "Thorin", "king")
            c.indentationLevel = 30
            c.accessoryType = .checkmark
            let line = render(c, width: width, height: style == .subtitle ? 2 : 1)[0]
            #expect(line.displayWidth <= width)
            if width >= 5 {
                // The margin, the checkmark and its blank leave width - 3 columns; the text
                // gets more than half of them: at least 2 from width 5 (its first letter).
                #expect(line.contains("T"), "\(style) at \(width): '\(line)'")
            }
            if width >= 14 { #expect(line.contains("Thorin"), "\(style) at \(width): '\(line)'") }
        }
    }

    @Test func indentationIsKeptWhenThereIsRoom() {
        let c = value(.default, "Doc", "")
        c.indentationLevel = 3
        #expect(render(c, width: 20) == ["       Doc"])
        #expect(c.leadingContentInset == 7)
    }

    /// `simple-table --indent` at width 20, the app's own controller and dwarves: row n is
    /// indented n levels; every row shows its whole name, the deep ones at the clamp.
    @Test func everyRowOfSimpleTableIndentShowsItsNameAtWidth20() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Examples/SimpleTable/Resources/dwarves.txt").standardized
        let names = try NameList.load(contentsOf: url)
        #expect(names.count == 20)
        let vc = SimpleTableViewController(names: names, options: .init(indent: true))
        let lines = CellsScreen.lines(Window(rootViewController: vc, size: Size(width: 20, height: 22)))
        for (i, name) in names.enumerated() {
            #expect(lines[i].hasSuffix("★ " + name), "row \(i): '\(lines[i])'")
        }
        #expect(lines[4] == "         ★ Bashful")  // 4 levels: 8 columns, under the clamp
        #expect(lines[19] == "          ★ Thorin")  // 19 levels: clamped to 9 of 38 columns
    }
}

import Foundation
import TableKitTestSupport
import Testing

@_spi(Testing) @testable import TableKit

@MainActor
@Suite final class SelfSizingTests {
    /// The tables' data sources, kept alive for the test (a table holds its data source
    /// weakly, as in UIKit).
    var sources: [WrappingTextSource] = []

    /// A self-sizing table of `rows` rows at `width`×`height`, laid out.
    func table(rows: Int, width: Int = 40, height: Int = 12, estimate: Int = 2) -> (TableView, WrappingTextSource) {
        let source = WrappingTextSource(count: rows)
        sources.append(source)
        return (source.makeTable(frame: Rect(x: 0, y: 0, width: width, height: height), estimate: estimate), source)
    }

    /// Lines the text of `row` wraps to in a default cell `width` columns wide (one column
    /// goes to the selection margin).
    func expectedHeight(_ row: Int, width: Int) -> Int {
        TextWrapping.wrap(WrappingTextSource.text(row), width: width - 1).count
    }

    /// The screen line of every visible row.
    func screenLines(_ t: TableView) -> [IndexPath: Int] {
        var out: [IndexPath: Int] = [:]
        for ip in t.indexPathsForVisibleRows { out[ip] = t.rectForRow(at: ip).minY - t.contentOffset.y }
        return out
    }

    @Test func visibleRowsTakeTheLinesTheirTextWrapsTo() {
        let (t, _) = table(rows: 50)
        #expect(t.indexPathsForVisibleRows.count >= 3)
        for ip in t.indexPathsForVisibleRows {
            #expect(t.rectForRow(at: ip).height == expectedHeight(ip.row, width: 40), "row \(ip.row)")
        }
        // The cell is framed at its measured height and draws every line.
        let ip = IndexPath(row: 1, section: 0)
        #expect(t.cellForRow(at: ip)?.frame.height == expectedHeight(1, width: 40))
    }

    @Test(arguments: [1, 3, 11])
    func scrollingDownNeverMovesRowsOnScreenByMoreThanTheScroll(step: Int) {
        let (t, _) = table(rows: 2_000)
        for _ in 0..<150 {
            let before = screenLines(t)
            let offset = t.contentOffset.y
            t.scroll(by: step)
            t.layoutIfNeeded()
            let moved = t.contentOffset.y - offset
            #expect(moved == step || t.contentOffset.y == t.maximumContentOffset)
            for (ip, y) in screenLines(t) {
                if let old = before[ip] { #expect(y == old - moved, "row \(ip.row) jumped") }
            }
        }
    }

    @Test(arguments: [1, 3, 11])
    func scrollingUpNeverMovesRowsOnScreenByMoreThanTheScroll(step: Int) {
        let (t, _) = table(rows: 2_000)
        t.contentOffset = Point(x: 0, y: 2_000)
        t.layoutIfNeeded()
        for _ in 0..<150 {
            let before = screenLines(t)
            t.scroll(by: -step)
            t.layoutIfNeeded()
            let after = screenLines(t)
            let common = after.keys.filter { before[$0] != nil }
            #expect(!common.isEmpty)
            for ip in common { #expect(after[ip]! == before[ip]! + step, "row \(ip.row) jumped") }
        }
    }

    @Test(
        arguments: [TableView.ScrollPosition.top, .middle, .bottom, .none],
        [3, 777, 5_000, 9_998, 9_999])
    func scrollToRowLandsExactlyWhereAsked(position: TableView.ScrollPosition, row: Int) {
        let (t, _) = table(rows: 10_000, estimate: 1)
        let ip = IndexPath(row: row, section: 0)
        t.scrollToRow(at: ip, at: position, animated: false)
        t.layoutIfNeeded()
        let r = t.rectForRow(at: ip)
        #expect(r.height == expectedHeight(row, width: 40))
        let y = r.minY - t.contentOffset.y
        let atEnd = t.contentOffset.y == t.maximumContentOffset
        switch position {
        case .top: #expect(y == 0 || atEnd)
        case .middle: #expect(y == (12 - r.height) / 2 || atEnd)
        case .bottom: #expect(y + r.height == 12 || t.contentOffset.y == 0)
        case .none: #expect(y >= 0 && y + r.height <= 12)
        }
        // The cell is on screen where the geometry says.
        #expect(t.cellForRow(at: ip)?.frame.minY == y)
    }

    @Test func scrollToRowAfterScrollingStillLandsExactly() {
        let (t, _) = table(rows: 10_000, estimate: 3)
        for target in [400, 100, 8_000, 7_990, 20] {
            let ip = IndexPath(row: target, section: 0)
            t.scrollToRow(at: ip, at: .top, animated: false)
            t.layoutIfNeeded()
            #expect(t.rectForRow(at: ip).minY == t.contentOffset.y, "row \(target)")
        }
    }

    @Test func widthChangeMeasuresRowsAgainKeepingTheTopRow() {
        let (t, _) = table(rows: 500)
        t.scrollToRow(at: IndexPath(row: 100, section: 0), at: .top, animated: false)
        t.layoutIfNeeded()
        t.frame = Rect(x: 0, y: 0, width: 20, height: 12)
        t.layoutIfNeeded()
        for ip in t.indexPathsForVisibleRows {
            #expect(t.rectForRow(at: ip).height == expectedHeight(ip.row, width: 20), "row \(ip.row)")
        }
        #expect(t.indexPathsForVisibleRows.first == IndexPath(row: 100, section: 0))
        #expect(t.rectForRow(at: IndexPath(row: 100, section: 0)).minY == t.contentOffset.y)
        t.frame = Rect(x: 0, y: 0, width: 60, height: 12)
        t.layoutIfNeeded()
        for ip in t.indexPathsForVisibleRows {
            #expect(t.rectForRow(at: ip).height == expectedHeight(ip.row, width: 60), "row \(ip.row)")
        }
    }

    @Test func rowsMeasuredStayProportionalToRowsShown() {
        let (t, _) = table(rows: 200_000)
        var shown = Set<IndexPath>(t.indexPathsForVisibleRows)
        for _ in 0..<100 {
            t.scroll(by: 11)
            t.layoutIfNeeded()
            shown.formUnion(t.indexPathsForVisibleRows)
        }
        t.scrollToRow(at: IndexPath(row: 199_999, section: 0), at: .bottom, animated: false)
        t.layoutIfNeeded()
        shown.formUnion(t.indexPathsForVisibleRows)
        #expect(t.layoutState.measuredRows.count <= shown.count + 12)
        #expect(t.liveCellCount <= 12 + 4)
    }

    @Test func subtitleCellWithWrappingTextPutsDetailBelowAllItsLines() {
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.numberOfLines = 0
        cell.textLabel?.text = "one two three four five six"
        cell.detailTextLabel?.text = "detail"
        let size = cell.sizeThatFits(Size(width: 11, height: .max))
        #expect(size.height == 4)
        cell.frame = Rect(x: 0, y: 0, width: 11, height: size.height)
        #expect(TextRenderer.lines(cell.renderedCanvas()) == [" one two", " three four", " five six", " detail"])
    }

    @Test(arguments: [(TableViewCell.AccessoryType.none, 14, 2), (.disclosureIndicator, 14, 4), (.none, 30, 1)])
    func cellSizeLeavesRoomForImageAndAccessory(accessory: TableViewCell.AccessoryType, width: Int, lines: Int) {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.imageView.image = "★"
        cell.accessoryType = accessory
        cell.textLabel?.numberOfLines = 0
        cell.textLabel?.text = "alpha beta gamma delta"
        // Text columns: width − 1 (selection margin) − 2 (glyph and space) − 2 (accessory).
        let size = cell.sizeThatFits(Size(width: width, height: .max))
        #expect(size.height == lines)
        cell.frame = Rect(x: 0, y: 0, width: width, height: size.height)
        let drawn = TextRenderer.lines(cell.renderedCanvas()).filter {
            !$0.trimmingCharacters(in: .whitespaces).isEmpty
        }
        #expect(drawn.count == lines)
    }

    /// Delegate heights mixed with automatic ones: odd rows say 3 lines, even rows ask to
    /// be measured; with an estimate, only rows on screen are asked.
    @MainActor final class MixedHeights: TableViewDelegate {
        var asked: Set<Int> = []
        var providesRowHeights: Bool { true }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> RowHeight? {
            asked.insert(indexPath.row)
            return indexPath.row % 2 == 1 ? 3 : TableView.automaticDimension
        }
    }

    @Test func delegateHeightsWithEstimateAreAskedOnlyForRowsShown() {
        let (t, _) = table(rows: 100_000)
        let d = MixedHeights()
        t.delegate = d
        t.reloadData()
        t.layoutIfNeeded()
        #expect(d.asked.count < 30)
        for ip in t.indexPathsForVisibleRows {
            let h = ip.row % 2 == 1 ? 3 : expectedHeight(ip.row, width: 40)
            #expect(t.rectForRow(at: ip).height == h, "row \(ip.row)")
        }
    }

    @Test func invalidatingMeasuredHeightsMeasuresTheVisibleRowsAgain() {
        let (t, _) = table(rows: 1_000)
        t.scroll(by: 40)
        t.layoutIfNeeded()
        let top = t.indexPathsForVisibleRows[1]
        let line = t.rectForRow(at: top).minY - t.contentOffset.y
        t.invalidateMeasuredHeights()
        #expect(t.numberOfMeasuredRows == 0)
        t.layoutIfNeeded()
        #expect(t.numberOfMeasuredRows >= t.indexPathsForVisibleRows.count)
        #expect(t.rectForRow(at: top).minY - t.contentOffset.y == line)
    }

    /// A custom cell: a bold "Note:" label and a wrapping label beside it, laid out in
    /// `layoutContentView()`.
    @MainActor final class NoteCell: TableViewCell {
        let note = Label()
        required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            note.numberOfLines = 0
            contentView.addSubview(note)
        }
        override func layoutContentView() {
            super.layoutContentView()
            note.frame = Rect(
                x: 6, y: 1, width: max(0, contentView.bounds.width - 6), height: max(0, contentView.bounds.height - 1))
        }
    }

    @Test func customSubviewsSizeTheCellFromTheirContent() throws {
        let cell = NoteCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Title"
        cell.note.text = "one two three four"
        cell.frame = Rect(x: 0, y: 0, width: 15, height: 1)
        cell.layoutIfNeeded()
        // 15 − 1 margin − 6 = 8 columns: "one two" / "three" / "four", below line 0.
        #expect(cell.sizeThatFits(Size(width: 15, height: .max)).height == 4)

        let layout = try CellLayout(data: Data(#"{"height": 3, "views": []}"#.utf8))
        let laid = TableViewCell(style: .default, reuseIdentifier: nil)
        laid.contentView.addSubview(layout.instantiate())
        #expect(laid.sizeThatFits(Size(width: 20, height: .max)).height == 3)
    }
}

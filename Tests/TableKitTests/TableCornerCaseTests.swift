import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import TableKitApps

/// Corner cases of the table and its controllers: each failed before its fix.
@MainActor
@Suite struct TableCornerCaseTests {
    /// Reloads with fewer rows from inside cellForRowAt, once.
    final class ShrinkingDataSource: TableViewDataSource {
        var count = 10
        var shrunk = false
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            if indexPath.row == 1 && !shrunk {
                shrunk = true
                count = 2
                tableView.reloadData()
            }
            let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
            cell.textLabel?.text = "row \(indexPath.row)"
            return cell
        }
    }

    @Test func reloadingWithFewerRowsFromACellCallbackDoesNotTrap() {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 20, height: 6))
        table.register(TableViewCell.self, forCellReuseIdentifier: "c")
        let ds = ShrinkingDataSource()
        table.dataSource = ds
        keepAlive.append(ds)
        table.reloadData()
        #expect(render(table, Size(width: 20, height: 6)) == [" row 0", " row 1", "", "", "", ""])
        #expect(table.indexPathsForVisibleRows.count == 2)
    }

    @Test func settingAnUnchangedUniformHeightKeepsTheSection() {
        var g = RowGeometry(sections: [.init(header: 0, footer: 0, rowCount: 5, rows: .uniform(2))])
        #expect(g.setHeight(2, forRowAt: IndexPath(row: 3, section: 0)) == 0)
        #expect(g.contentHeight == 10)
        #expect(g.rowRange(IndexPath(row: 4, section: 0)) == 8..<10)
    }

    final class FirstRowDefault: TableViewDelegate {
        var providesRowHeights: Bool { true }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> RowHeight? {
            indexPath.row == 0 ? nil : 3
        }
    }

    @Test func delegateHeightsCountEvenWhenTheFirstRowUsesTheDefault() {
        let table = threeRowTable(delegate: FirstRowDefault())
        table.reloadData()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 1)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 3)
    }

    @Test func aClickOnThePinnedHeaderSelectsNothing() {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 20, height: 6))
        let ds = CountingDataSource(counts: [10], titles: ["A"])
        ds.register(in: table)
        keepAlive.append(ds)
        table.reloadData()
        table.contentOffset = Point(x: 0, y: 3)
        table.layoutIfNeeded()
        _ = table.handle(.mouse(MouseEvent(kind: .press, location: Point(x: 3, y: 0))))
        _ = table.handle(.mouse(MouseEvent(kind: .release, location: Point(x: 3, y: 0))))
        #expect(table.indexPathForSelectedRow == nil)
        _ = table.handle(.mouse(MouseEvent(kind: .press, location: Point(x: 3, y: 1))))
        _ = table.handle(.mouse(MouseEvent(kind: .release, location: Point(x: 3, y: 1))))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    }

    @Test func batchUpdateMarksFadeUnderATableViewController() throws {
        let vc = NamesTableViewController(style: .plain)
        let w = Window(rootViewController: vc, size: Size(width: 20, height: 6))
        _ = w.render()
        vc.names.insert("new", at: 0)
        try vc.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(vc.tableView.isMarkedChanged(IndexPath(row: 0, section: 0)))
        for _ in 0..<30 { w.send(.tick) }
        #expect(!vc.tableView.isMarkedChanged(IndexPath(row: 0, section: 0)))
    }

    @Test(arguments: [("en_US.UTF-8", "en_US"), ("de_DE.UTF-8@euro", "de_DE"), ("sv_SE", "sv_SE")])
    func posixLocaleNamesAsLANGCarriesThemAreAccepted(given: String, canonical: String) throws {
        #expect(try IndexedCollation(locale: given).localeIdentifier == canonical)
    }

    @Test func aChangedRowUnderTheCursorKeepsItsMark() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "x"
        cell.frame = Rect(x: 0, y: 0, width: 5, height: 1)
        cell.setHighlighted(true, animated: false)
        cell.isMarkedChanged = true
        var ctx = DrawContext(canvas: Canvas(width: 5, height: 1))
        cell.drawStateOverlay(in: &ctx)
        #expect(ctx.canvas[2, 0].style == Style(foreground: .yellow, attributes: [.reverse, .bold]))
    }

    @Test func aResizeKeepsTheCursorRowOnScreen() throws {
        let content = try ListContent.load(path: sortedNamesPath())
        let vc = IndexedListViewController(content: content, style: .plain, noun: "names")
        let w = Window(rootViewController: vc, size: Size(width: 80, height: 24))
        _ = w.render()
        w.send(.key(.character("G")))
        _ = w.render()
        let cursor = try #require(vc.tableView.cursorIndexPath)
        w.send(.resize(Size(width: 40, height: 12)))
        _ = w.render()
        #expect(vc.tableView.indexPathsForVisibleRows.contains(cursor))
    }

    @Test(arguments: ["C", "C.UTF-8", "POSIX"])
    func theCAndPOSIXLocalesCollateAsICUsRoot(id: String) throws {
        // Not ICU's en_US_POSIX, whose code-point order filed every name under Z.
        #expect(try IndexedCollation(locale: id).localeIdentifier == "en")
    }

    @Test func enterInTheSearchBarPutsTheCursorOnTheFirstResult() throws {
        let content = try ListContent.load(path: sortedNamesPath())
        let vc = IndexedListViewController(content: content, style: .plain, noun: "names")
        let w = Window(rootViewController: vc, size: Size(width: 80, height: 24))
        for e in try KeyScript.parse("/ 'ab' Enter") { w.send(e) }
        #expect(vc.tableView.cursorIndexPath == IndexPath(row: 0, section: 0))
        w.send(.key(.enter))
        #expect(vc.selectedRow.map { vc.content.rows[$0].text } == "Abbie")
    }
}

@MainActor
@Suite struct TableViewControllerGeometryTests {
    @Test func aTableViewControllerWithoutHeightsKeepsUniformGeometry() {
        let vc = NamesTableViewController(style: .plain)
        _ = vc.view
        vc.tableView.frame = Rect(x: 0, y: 0, width: 20, height: 6)
        vc.tableView.reloadData()
        _ = vc.tableView.numberOfSections
        #expect(!vc.tableView.data.usesDelegateRowHeights)
        #expect(vc.tableView.data.geometry.sections.first?.rows == .uniform(1))
    }
}

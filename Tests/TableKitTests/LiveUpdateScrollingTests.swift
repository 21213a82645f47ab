import Foundation
import Testing

@testable import TableKit

/// What live updates keep on screen (``TableView/UpdateScrollBehavior``): a 30-row list
/// re-sorted with the cursor mid-screen, through a diffable apply, batch updates and
/// reloadData; a list at its top with its search bar hidden by the offset; the other
/// behaviours an app can choose.
@MainActor
@Suite struct LiveUpdateScrollingTests {
    /// How the re-sorted rows reach the table.
    enum Route: String, CaseIterable, Sendable {
        case diffableApply, batchUpdates, reloadData
    }

    /// A list of processes "p00"… shown in a 12×10 table, updated through `route`.
    @MainActor final class ProcessList: TableViewDataSource {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 12, height: 10))
        let route: Route
        var items: [String]
        var diffable: TableViewDiffableDataSource<Int, String>?

        init(route: Route, count: Int = 30, header: View? = nil) {
            self.route = route
            items = (0..<count).map { String(format: "p%02d", $0) }
            table.register(TableViewCell.self, forCellReuseIdentifier: "c")
            table.tableHeaderView = header
            if route == .diffableApply {
                diffable = TableViewDiffableDataSource(tableView: table) { table, ip, item in
                    let cell = table.dequeueReusableCell(withIdentifier: "c", for: ip)
                    cell.textLabel?.text = item
                    return cell
                }
                diffable?.apply(snapshot())
            } else {
                table.dataSource = self
                table.reloadData()
            }
            table.layoutIfNeeded()
            keepAlive.append(self)
        }

        func snapshot() -> Snapshot<Int, String> {
            var s = Snapshot<Int, String>()
            s.appendSections([0])
            s.appendItems(items, toSection: 0)
            return s
        }

        /// Shows `order` (the same items re-sorted, or with items added or removed).
        func update(to order: [String]) throws {
            let before = snapshot()
            items = order
            switch route {
            case .diffableApply:
                diffable?.apply(snapshot())
            case .batchUpdates:
                let update = before.batchUpdate(to: snapshot())
                let table = self.table
                try table.performBatchUpdates { () throws(BatchUpdateError) in
                    for ip in update.deletedRows { try table.deleteRows(at: [ip], with: .automatic) }
                    for ip in update.insertedRows { try table.insertRows(at: [ip], with: .automatic) }
                    for m in update.movedRows { try table.moveRow(at: m.from, to: m.to) }
                }
            case .reloadData:
                table.reloadData()
            }
        }

        var screen: [String] {
            table.layoutIfNeeded()
            return TextRenderer.lines(table.renderedCanvas())
        }

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
            cell.textLabel?.text = items[indexPath.row]
            return cell
        }
    }

    func row(_ r: Int) -> IndexPath { IndexPath(row: r, section: 0) }

    /// `items` with `item` moved to `index` (its new place in the sort).
    func moving(_ item: String, to index: Int, in items: [String]) -> [String] {
        var out = items.filter { $0 != item }
        out.insert(item, at: index)
        return out
    }

    @Test(arguments: [Route.diffableApply, .batchUpdates])
    func aResortKeepsTheCursorsRowOnItsLine(route: Route) throws {
        let list = ProcessList(route: route)
        list.table.contentOffset = Point(x: 0, y: 10)
        list.table.moveCursor(to: row(14))  // line 4 of rows 10…19
        // p14's value rises past eight others; p25 (below the screen) jumps to the top.
        try list.update(to: moving("p25", to: 2, in: moving("p14", to: 22, in: list.items)))
        #expect(list.table.cursorIndexPath == row(23))
        #expect(list.screen == [" p19", " p20", " p21", " p22", " p14", " p23", " p24", " p26", " p27", " p28"])
    }

    @Test func aReloadKeepsTheCursorOnItsRowAndLine() throws {
        let list = ProcessList(route: .reloadData)
        list.table.contentOffset = Point(x: 0, y: 10)
        list.table.moveCursor(to: row(14))
        // A reload knows no identities: the cursor keeps its index path and its line.
        try list.update(to: moving("p14", to: 22, in: list.items))
        #expect(list.table.cursorIndexPath == row(14))
        #expect(list.table.contentOffset.y == 10)
        #expect(list.screen == [" p10", " p11", " p12", " p13", " p15", " p16", " p17", " p18", " p19", " p20"])
    }

    @Test(arguments: Route.allCases)
    func aRowInsertedAtTheTopShowsWhenTheSearchBarIsHiddenByTheOffset(route: Route) throws {
        let bar = SearchBar(frame: Rect(x: 0, y: 0, width: 12, height: 1))
        let list = ProcessList(route: route, header: bar)
        list.table.contentOffset = Point(x: 0, y: 1)  // the samples' pattern: the bar hidden
        list.table.moveCursor(to: row(0))
        try list.update(to: ["new"] + list.items)
        #expect(list.table.contentOffset.y == 1)
        #expect(list.screen == [" new", " p00", " p01", " p02", " p03", " p04", " p05", " p06", " p07", " p08"])
    }

    @Test(arguments: [Route.diffableApply, .batchUpdates])
    func aListAtOffsetZeroStaysAtItsTopWithTheCursorOnScreen(route: Route) throws {
        let list = ProcessList(route: route)
        list.table.moveCursor(to: row(3))
        try list.update(to: ["new"] + list.items)
        #expect(list.table.contentOffset.y == 0)
        #expect(list.table.cursorIndexPath == row(4))  // still on p03, a line lower
        #expect(list.screen.prefix(3) == [" new", " p00", " p01"])
    }

    @Test(arguments: [Route.diffableApply, .batchUpdates])
    func withoutTheCursorOnScreenTheFirstVisibleRowKeepsItsLine(route: Route) throws {
        let list = ProcessList(route: route)
        list.table.contentOffset = Point(x: 0, y: 10)
        list.table.moveCursor(to: row(25))  // below the screen
        try list.update(to: moving("p12", to: 0, in: list.items))
        // p10 stays on line 0; p12 left for the top, p25 is still the cursor.
        #expect(list.table.cursorIndexPath == row(25))
        #expect(list.screen == [" p10", " p11", " p13", " p14", " p15", " p16", " p17", " p18", " p19", " p20"])
    }

    @Test func keepingTheFirstVisibleRowLetsTheCursorLeaveTheScreen() throws {
        let list = ProcessList(route: .diffableApply)
        list.table.updateScrollBehavior = .keepsFirstVisibleRow
        list.table.contentOffset = Point(x: 0, y: 10)
        list.table.moveCursor(to: row(14))
        try list.update(to: moving("p14", to: 22, in: list.items))
        #expect(list.table.cursorIndexPath == row(22))
        #expect(list.screen == [" p10", " p11", " p12", " p13", " p15", " p16", " p17", " p18", " p19", " p20"])
    }

    @Test func keepingTheCursorLinePutsTheCursorOnTheRowNowThere() throws {
        let list = ProcessList(route: .diffableApply)
        list.table.updateScrollBehavior = .keepsCursorLine
        list.table.contentOffset = Point(x: 0, y: 10)
        list.table.moveCursor(to: row(14))
        list.table.selectRow(at: row(14), animated: false, scrollPosition: .none)
        try list.update(to: moving("p14", to: 22, in: list.items))
        #expect(list.table.contentOffset.y == 10)
        #expect(list.table.cursorIndexPath == row(14))  // line 4: now p15
        #expect(list.table.indexPathForSelectedRow == row(22))  // the selection stays on p14
        #expect(list.screen == [" p10", " p11", " p12", " p13", " p15", " p16", " p17", " p18", " p19", " p20"])
    }

    @Test func followingTheCursorItemScrollsAListAtItsTopToShowIt() throws {
        let list = ProcessList(route: .diffableApply)
        list.table.updateScrollBehavior = .followsCursorItem
        list.table.moveCursor(to: row(2))
        try list.update(to: moving("p02", to: 15, in: list.items))
        // At its top the list would stay; following, it scrolls just enough to show p02.
        #expect(list.table.cursorIndexPath == row(15))
        #expect(list.table.contentOffset.y == 6)
        #expect(list.screen.last == " p02")
    }

    @Test func theAutomaticBehaviourAtTheTopLetsTheCursorItemGo() throws {
        let list = ProcessList(route: .diffableApply)
        list.table.moveCursor(to: row(2))
        try list.update(to: moving("p02", to: 15, in: list.items))
        #expect(list.table.cursorIndexPath == row(15))
        #expect(list.table.contentOffset.y == 0)
        #expect(list.screen.first == " p00")
    }
}

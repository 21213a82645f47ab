import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import TableKitApps

/// A cell that counts how often it was prepared for reuse.
@MainActor
final class CountingCell: TableViewCell {
    var prepared = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        prepared += 1
    }
}

/// The diffable data source through a real table: apply computes the update, reload and
/// reconfigure differ as in UIKit, and editing goes through its closures.
@MainActor
@Suite struct DiffableDataSourceTests {
    typealias DataSource = TableViewDiffableDataSource<String, String>
    typealias Shot = Snapshot<String, String>

    func ip(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

    /// A table and a data source whose cells show `text[item] ?? item`; `calls` lists the
    /// items the provider was asked for, with the cell it returned.
    @MainActor final class Fixture {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 30, height: 10))
        var dataSource: DataSource!
        var text: [String: String] = [:]
        var calls: [(String, TableViewCell)] = []
    }

    func makeFixture() -> Fixture {
        let f = Fixture()
        f.table.register(CountingCell.self, forCellReuseIdentifier: "c")
        f.dataSource = DataSource(tableView: f.table) { [unowned f] table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "c", for: indexPath)
            cell.textLabel?.text = f.text[item] ?? item
            f.calls.append((item, cell))
            return cell
        }
        f.dataSource.titleForHeader = { _, _, section in section }
        keepAlive.append(f)
        return f
    }

    func snapshot(_ sections: [(String, [String])]) throws -> Shot {
        var s = Shot()
        for (section, items) in sections {
            s.appendSections([section])
            s.appendItems(items, toSection: section)
        }
        return s
    }

    @Test func applyComputesTheUpdateAndKeepsCellsOfRowsThatStay() throws {
        let f = makeFixture()
        f.dataSource.apply(try snapshot([("A", ["a", "b", "c", "d"])]))
        #expect(render(f.table, Size(width: 30, height: 10)).prefix(5) == [" A", " a", " b", " c", " d"])
        let cellC = try #require(f.table.cellForRow(at: ip(0, 2)))
        f.table.selectRow(at: ip(0, 2), animated: false, scrollPosition: .none)
        f.calls.removeAll()
        f.dataSource.apply(try snapshot([("A", ["x", "c", "a"]), ("B", ["d"])]))
        #expect(shownTexts(f.table) == ["x", "c", "a", "d"])
        #expect(f.calls.map(\.0) == ["x"])  // only the new item was asked for
        #expect(f.table.cellForRow(at: ip(0, 1)) === cellC)
        #expect(f.table.indexPathForSelectedRow == ip(0, 1))  // the selection followed "c"
        #expect(f.table.isMarkedChanged(ip(0, 0)))
        #expect(f.dataSource.itemIdentifier(for: ip(1, 0)) == "d")
        #expect(f.dataSource.indexPath(for: "a") == ip(0, 2))
        #expect(f.dataSource.sectionIdentifier(for: 1) == "B" && f.dataSource.index(for: "B") == 1)
        #expect(f.dataSource.itemIdentifier(for: ip(5, 0)) == nil)
    }

    @Test func theFirstApplyReloadsAndANonAnimatedApplyDiffsWithoutMarks() throws {
        let f = makeFixture()
        f.dataSource.apply(try snapshot([("A", ["a", "b"])]), animatingDifferences: true)
        f.table.selectRow(at: ip(0, 0), animated: false, scrollPosition: .none)
        var done = false
        f.dataSource.apply(try snapshot([("A", ["a", "b", "c"])]), animatingDifferences: false) { done = true }
        #expect(done)
        #expect(shownTexts(f.table) == ["a", "b", "c"])
        #expect(f.table.indexPathForSelectedRow == ip(0, 0))  // a diff, as UIKit's since iOS 15
        #expect(!f.table.isMarkedChanged(ip(0, 2)))
    }

    @Test func reloadedItemsGetANewCellAndReconfiguredItemsKeepTheirs() throws {
        let f = makeFixture()
        f.dataSource.apply(try snapshot([("A", ["a", "b", "c"])]))
        f.table.layoutIfNeeded()
        let cellA = try #require(f.table.cellForRow(at: ip(0, 0)) as? CountingCell)
        let cellB = try #require(f.table.cellForRow(at: ip(0, 1)) as? CountingCell)
        let preparedA = cellA.prepared
        let preparedB = cellB.prepared
        f.calls.removeAll()
        f.text = ["a": "A!", "b": "B!"]
        var next = f.dataSource.snapshot()
        next.reconfigureItems(["a"])
        next.reloadItems(["b"])
        f.dataSource.apply(next)
        #expect(shownTexts(f.table) == ["A!", "B!", "c"])
        // Reconfigured: the provider got the same cell back, not prepared for reuse.
        let reconfigured = try #require(f.calls.first { $0.0 == "a" })
        #expect(reconfigured.1 === cellA && cellA.prepared == preparedA)
        #expect(f.table.cellForRow(at: ip(0, 0)) === cellA)
        // Reloaded: the provider was called with a cell from the reuse pool (prepared).
        let reloaded = try #require(f.calls.first { $0.0 == "b" })
        let newB = try #require(reloaded.1 as? CountingCell)
        // The old cell went back to the pool and came out again, prepared for reuse.
        #expect(newB === cellB && cellB.prepared == preparedB + 1)
        #expect(f.table.isMarkedChanged(ip(0, 1)) && !f.table.isMarkedChanged(ip(0, 0)))
        // The data source keeps no marks: applying the same snapshot again changes nothing.
        #expect(f.dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
        f.calls.removeAll()
        f.dataSource.apply(f.dataSource.snapshot())
        #expect(f.calls.isEmpty)
    }

    @Test func duplicatesAreRejectedBeforeTheyReachTheTable() throws {
        let f = makeFixture()
        f.dataSource.apply(try snapshot([("A", ["a", "b"])]))
        var next = f.dataSource.snapshot()
        #expect(
            throws: SnapshotError.duplicateItemInInput(
                item: "x", operation: "appendItems(_:toSection:)", firstIndex: 0, secondIndex: 1)
        ) {
            try next.checkedAppendItems(["x", "x"], toSection: "A")
        }
        #expect(throws: SnapshotError.self) { try next.checkedAppendSections(["A"]) }
        #expect(throws: SnapshotError.self) { try next.checkedInsertItems(["a"], beforeItem: "b") }
        #expect(next == f.dataSource.snapshot())  // unchanged by the failed calls
        f.dataSource.apply(next)
        #expect(shownTexts(f.table) == ["a", "b"])
    }

    @Test func editingGoesThroughTheClosures() throws {
        let f = makeFixture()
        f.dataSource.apply(try snapshot([("A", ["a", "b", "c"]), ("B", ["d"])]))
        f.dataSource.canMoveRow = { _, _, item in item != "d" }
        var moved: [(String, IndexPath, IndexPath)] = []
        f.dataSource.didMoveRow = { _, item, from, to in moved.append((item, from, to)) }
        f.dataSource.commitEditing = { [unowned f] _, style, _, item in
            guard style == .delete else { return }
            var s = f.dataSource.snapshot()
            s.deleteItems([item])
            f.dataSource.apply(s)
        }
        #expect(f.table.editingStyleForRow(at: ip(0, 0)) == .delete)
        f.table.setEditing(true, animated: false)
        for e in try KeyScript.parse("Down J J J") { _ = f.table.handle(e) }  // a: down, down, into B
        #expect(moved.map(\.0) == ["a", "a", "a"])
        #expect(moved.last.map { [$0.1, $0.2] } == [ip(0, 2), ip(1, 0)])
        #expect(f.dataSource.snapshot().itemIdentifiers(inSection: "B") == ["a", "d"])
        #expect(shownTexts(f.table) == ["b", "c", "a", "d"])
        for e in try KeyScript.parse("d y") { _ = f.table.handle(e) }
        #expect(shownTexts(f.table) == ["b", "c", "d"])
        #expect(f.dataSource.snapshot().itemIdentifiers == ["b", "c", "d"])
    }

    @Test func headerTitlesAndSectionsComeFromTheSnapshot() throws {
        let f = makeFixture()
        f.dataSource.apply(try snapshot([("Fruit", ["apple"]), ("Veg", ["leek"])]))
        #expect(render(f.table, Size(width: 30, height: 10)).prefix(4) == [" Fruit", " apple", " Veg", " leek"])
        var next = f.dataSource.snapshot()
        next.deleteSections(["Fruit"])
        next.appendSections(["Nuts"])
        next.appendItems(["pecan"], toSection: "Nuts")
        f.dataSource.apply(next)
        #expect(render(f.table, Size(width: 30, height: 10)).prefix(4) == [" Veg", " leek", " Nuts", " pecan"])
    }
}

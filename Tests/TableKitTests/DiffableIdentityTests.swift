import Foundation
import Testing

@testable import TableKit

/// The diffable data source as UIKit's since iOS 15: every apply diffs (not animating only
/// leaves rows unmarked), applySnapshotUsingReloadData reloads, and the selection and the
/// cursor follow their items through both, and through a snapshot applied in `moveRowAt`.
@MainActor
@Suite struct DiffableIdentityTests {
    typealias Shot = Snapshot<String, String>

    /// A diffable data source whose model is sections of items; `moveRowAt` updates the
    /// model and applies a new snapshot without calling super (Apple's TableViewEditing
    /// sample).
    /// The items the cell provider was asked for, in order.
    @MainActor final class CallLog {
        var items: [String] = []
    }

    @MainActor final class ModelDataSource: TableViewDiffableDataSource<String, String> {
        var model: [(String, [String])] = []
        var log = CallLog()
        var providerCalls: [String] {
            get { log.items }
            set { log.items = newValue }
        }

        func modelSnapshot() -> Shot {
            var s = Shot()
            for (section, items) in model {
                s.appendSections([section])
                s.appendItems(items, toSection: section)
            }
            return s
        }

        override func tableView(
            _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
            to destinationIndexPath: IndexPath
        ) {
            guard sourceIndexPath != destinationIndexPath else { return }
            let item = model[sourceIndexPath.section].1.remove(at: sourceIndexPath.row)
            model[destinationIndexPath.section].1.insert(item, at: destinationIndexPath.row)
            apply(modelSnapshot(), animatingDifferences: false)
        }
    }

    func ip(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

    func makeTable(_ model: [(String, [String])]) -> (TableView, ModelDataSource) {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 14, height: 8))
        table.register(TableViewCell.self, forCellReuseIdentifier: "c")
        let log = CallLog()
        let source = ModelDataSource(tableView: table) { table, indexPath, item in
            log.items.append(item)
            let cell = table.dequeueReusableCell(withIdentifier: "c", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        source.log = log
        source.titleForHeader = { _, _, section in section }
        source.canMoveRow = { _, _, _ in true }
        source.model = model
        source.apply(source.modelSnapshot())
        table.layoutIfNeeded()
        keepAlive.append(source)
        return (table, source)
    }

    func screen(_ table: TableView) -> [String] {
        table.layoutIfNeeded()
        return TextRenderer.lines(table.renderedCanvas())
    }

    @Test func applyingWithoutAnimatingDiffsAndKeepsCellsSelectionAndCursor() throws {
        let (table, source) = makeTable([("A", ["a", "b", "c", "d"])])
        let cellC = try #require(table.cellForRow(at: ip(0, 2)))
        table.selectRow(at: ip(0, 2), animated: false, scrollPosition: .none)
        table.moveCursor(to: ip(0, 3))
        source.providerCalls.removeAll()
        source.model = [("A", ["x", "c", "a"]), ("B", ["d"])]
        source.apply(source.modelSnapshot(), animatingDifferences: false)
        #expect(screen(table) == [" A", " x", "▌c", " a", " B", " d", "", ""])  // ▌: selected
        #expect(source.providerCalls == ["x"])  // a diff: only the new item was asked for
        #expect(table.cellForRow(at: ip(0, 1)) === cellC)
        #expect(table.indexPathForSelectedRow == ip(0, 1))  // on "c"
        #expect(table.cursorIndexPath == ip(1, 0))  // on "d"
        #expect(!table.isMarkedChanged(ip(0, 0)) && !table.isMarkedChanged(ip(1, 0)))
    }

    @Test func applyingWithAnimationMarksTheChangedRows() throws {
        let (table, source) = makeTable([("A", ["a", "b"])])
        source.model = [("A", ["b", "a", "n"])]
        source.apply(source.modelSnapshot())
        #expect(table.isMarkedChanged(ip(0, 2)))
    }

    @Test func applyingUsingReloadDataAsksForEveryCellAndCarriesSelectionAndCursorByItem() throws {
        let (table, source) = makeTable([("A", ["a", "b", "c", "d"])])
        table.selectRow(at: ip(0, 2), animated: false, scrollPosition: .none)
        table.moveCursor(to: ip(0, 1))
        source.providerCalls.removeAll()
        source.model = [("A", ["c", "z", "b"])]
        source.applySnapshotUsingReloadData(source.modelSnapshot())
        #expect(screen(table) == [" A", "▌c", " z", " b", "", "", "", ""])
        #expect(source.providerCalls == ["c", "z", "b"])  // a reload: every visible row again
        #expect(table.indexPathForSelectedRow == ip(0, 0))  // on "c"
        #expect(table.cursorIndexPath == ip(0, 2))  // on "b"
        #expect(!table.isMarkedChanged(ip(0, 1)))
    }

    @Test func anItemGoneFromTheReloadedSnapshotDropsTheSelectionAndTheCursor() throws {
        let (table, source) = makeTable([("A", ["a", "b"])])
        table.selectRow(at: ip(0, 1), animated: false, scrollPosition: .none)
        table.moveCursor(to: ip(0, 1))
        source.model = [("A", ["a"])]
        source.applySnapshotUsingReloadData(source.modelSnapshot())
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.cursorIndexPath == nil)
    }

    /// A user's move of `from` by `delta` rows, the data source applying a snapshot in
    /// `moveRowAt`: within a section and into the next one.
    struct MoveCase: Sendable, CustomTestStringConvertible {
        var from: IndexPath
        var delta: Int
        var landed: IndexPath
        var screen: [String]
        var testDescription: String { "\(from) by \(delta)" }
    }

    /// `≡`: the reorder control of rows in editing mode; `▌`: the selected row.
    nonisolated static let moves: [MoveCase] = [
        MoveCase(
            from: IndexPath(row: 0, section: 0), delta: 1, landed: IndexPath(row: 1, section: 0),
            screen: [
                " A", " b           ≡", "▌a           ≡", " c           ≡",
                " B", " d           ≡", " e           ≡", "",
            ]),
        MoveCase(
            from: IndexPath(row: 2, section: 0), delta: 1, landed: IndexPath(row: 0, section: 1),
            screen: [
                " A", " a           ≡", " b           ≡",
                " B", "▌c           ≡", " d           ≡", " e           ≡", "",
            ]),
        MoveCase(
            from: IndexPath(row: 0, section: 1), delta: -1, landed: IndexPath(row: 3, section: 0),
            screen: [
                " A", " a           ≡", " b           ≡", " c           ≡", "▌d           ≡",
                " B", " e           ≡", "",
            ]),
    ]

    @Test(arguments: DiffableIdentityTests.moves)
    func aSnapshotAppliedInMoveRowAtKeepsTheCursorAndSelectionOnTheMovedItem(_ move: MoveCase) throws {
        let (table, source) = makeTable([("A", ["a", "b", "c"]), ("B", ["d", "e"])])
        let item = try #require(source.itemIdentifier(for: move.from))
        table.setEditing(true, animated: false)
        table.moveCursor(to: move.from)
        table.selectRow(at: move.from, animated: false, scrollPosition: .none)
        let landed = table.moveRowByUser(at: move.from, by: move.delta)
        #expect(landed == move.landed)
        #expect(table.cursorIndexPath == move.landed)
        #expect(table.indexPathForSelectedRow == move.landed)
        #expect(source.itemIdentifier(for: move.landed) == item)
        #expect(source.snapshot() == source.modelSnapshot())  // moved once, by the data source
        #expect(screen(table) == move.screen)
    }
}

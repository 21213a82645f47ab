import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

/// The table keeps its standard key rows between keys: a change of ``KeyMaps/current`` or
/// of the selection mode after they were built still takes effect at the next key, and
/// keeping them holds no cycle (the table goes away with its controller).
@MainActor
@Suite struct StandardKeyActionsCacheTests {
    final class Rows: TableViewController {
        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 40 }
        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let c = TableViewCell(style: .default, reuseIdentifier: nil)
            c.textLabel?.text = "row \(indexPath.row)"
            return c
        }
    }

    func cursorRow(_ w: Window, _ vc: Rows) -> Int? { vc.tableView.cursorIndexPath?.row }

    @Test func aRemapAfterTheFirstKeyTakesEffectAtTheNextKey() {
        let vc = Rows()
        let w = Window(rootViewController: vc, size: Size(width: 30, height: 8))
        w.send(.key(.down))
        #expect(cursorRow(w, vc) == 1)
        withKeyMaps({ $0.table.down.remap([.character("n")], label: "n") }) {
            w.send(.key(.down))
            #expect(cursorRow(w, vc) == 1)
            w.send(.key(.character("n")))
            #expect(cursorRow(w, vc) == 2)
            #expect(TextRenderer.render(w.render()).hasSuffix("\n↑/k/n move  ? help  q quit"))
        }
        w.send(.key(.down))
        #expect(cursorRow(w, vc) == 3)
    }

    @Test func turningOnMultipleSelectionMakesSpaceToggleInsteadOfPaging() {
        let vc = Rows()
        let w = Window(rootViewController: vc, size: Size(width: 30, height: 8))
        w.send(.key(.character(" ")))
        #expect(vc.tableView.indexPathsForSelectedRows == nil && vc.tableView.contentOffset.y > 0)
        vc.tableView.allowsMultipleSelection = true
        w.send(.key(.character(" ")))
        #expect(vc.tableView.indexPathsForSelectedRows?.count == 1)
    }

    @Test func aTableThatHandledKeysGoesAwayWithItsController() {
        weak var table: TableView?
        do {
            let vc = Rows()
            let w = Window(rootViewController: vc, size: Size(width: 30, height: 8))
            w.send(.key(.down))
            _ = w.render()
            table = vc.tableView
            #expect(table != nil)
        }
        #expect(table == nil)
    }
}

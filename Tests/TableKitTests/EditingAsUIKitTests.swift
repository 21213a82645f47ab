import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import TableKitApps

/// Rows and a table for the data sources below, which each declare the conformance
/// themselves: a subclass's methods are never witnesses of a protocol its superclass
/// already conforms to (the superclass's defaults would be called), the Swift rule that
/// makes ``TableViewController`` declare every data source method `open`.
@MainActor
class MinimalDataSource {
    var rows: [String]
    var moveCalls: [(IndexPath, IndexPath)] = []
    var commitCalls: [(TableViewCell.EditingStyle, IndexPath)] = []
    init(_ rows: [String]) { self.rows = rows }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    /// A table of `size` over this data source, loaded and laid out, the cursor on row 0.
    func makeTable(
        _ size: Size = Size(width: 20, height: 5), delegate: TableViewDelegate? = nil,
        cell: TableViewCell.Type = TableViewCell.self
    ) -> TableView {
        let table = TableView(frame: Rect(origin: .zero, size: size))
        table.register(cell, forCellReuseIdentifier: "c")
        table.dataSource = self as? TableViewDataSource
        table.delegate = delegate
        keepAlive.append(self)
        if let delegate { keepAlive.append(delegate) }
        table.reloadData()
        table.moveCursor(to: IndexPath(row: 0, section: 0))
        table.layoutIfNeeded()
        return table
    }
}

/// Implements counts and cells only: a read-only list.
final class ReadOnlyDataSource: MinimalDataSource, TableViewDataSource {}

/// Implements `moveRowAt` only: UIKit shows reorder controls for it.
final class MovingOnlyDataSource: MinimalDataSource, TableViewDataSource {
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moveCalls.append((sourceIndexPath, destinationIndexPath))
        guard sourceIndexPath != destinationIndexPath else { return }
        rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
}

/// Implements `moveRowAt` and `commit`, as the BNR Homepwner does.
final class MovingDeletingDataSource: MinimalDataSource, TableViewDataSource {
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moveCalls.append((sourceIndexPath, destinationIndexPath))
    }
    func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        commitCalls.append((editingStyle, indexPath))
        rows.remove(at: indexPath.row)
        try? tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}

/// Implements `canEditRowAt` and `commit`: a swipe-to-delete list.
final class DeletingDataSource: MinimalDataSource, TableViewDataSource {
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        commitCalls.append((editingStyle, indexPath))
        rows.remove(at: indexPath.row)
        try? tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}

/// Implements `canEditRowAt` but forgot `commit`.
final class ForgotCommitDataSource: MinimalDataSource, TableViewDataSource {
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
}

/// Records the editing delegate calls in order.
@MainActor
final class EditingLog: TableViewDelegate {
    var log: [String] = []
    var indents = true
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
        log.append("willBegin \(indexPath.row)")
    }
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
        log.append("didEnd \(indexPath.map { String($0.row) } ?? "nil")")
    }
    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { indents }
}

/// A cell that records the table's `setEditing(_:animated:)` calls.
final class EditingRecordingCell: TableViewCell {
    var editingCalls: [Bool] = []
    override func setEditing(_ editing: Bool, animated: Bool) {
        editingCalls.append(editing)
        super.setEditing(editing, animated: animated)
    }
}

/// Editing as UIKit does it, without any opt-in beyond the UIKit methods.
@MainActor
@Suite struct EditingAsUIKitTests {
    func ip(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }
    let size = Size(width: 20, height: 5)

    func press(_ table: TableView, _ script: String) throws {
        for e in try KeyScript.parse(script) { _ = table.handle(e) }
        table.layoutIfNeeded()
    }

    @Test func aDataSourceWithOnlyMoveRowAtShowsReorderControls() throws {
        let ds = MovingOnlyDataSource(["a", "b", "c"])
        let table = ds.makeTable(size)
        table.setEditing(true, animated: false)
        #expect(
            render(table, size).prefix(3) == [" ⊖ a               ≡", " ⊖ b               ≡", " ⊖ c               ≡"])
        // Learned by one call that moves nothing, as UIKit's drop where a drag began.
        #expect(ds.moveCalls.count == 1 && ds.moveCalls[0].0 == ds.moveCalls[0].1)
        try press(table, "J")
        #expect(ds.rows == ["b", "a", "c"] && ds.moveCalls.count == 2)
        table.setEditing(false, animated: false)
        table.setEditing(true, animated: false)
        #expect(ds.moveCalls.count == 2)  // learned once per data source
    }

    @Test func aDataSourceWithoutMoveRowAtShowsNoReorderControl() throws {
        let ds = ReadOnlyDataSource(["a", "b"])
        let table = ds.makeTable(size)
        table.setEditing(true, animated: false)
        #expect(render(table, size).prefix(2) == [" ⊖ a", " ⊖ b"])
        #expect(!table.showsReorderControl(forRowAt: ip(0)))
        try press(table, "J")
        #expect(ds.rows == ["a", "b"])
        #expect(!table.keyBindings.map(\.help).contains("move row"))
    }

    @Test func aTableViewControllerOverridingMoveRowAtShowsReorderControls() {
        final class Mover: TableViewController {
            var items = ["x", "y"]
            override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }
            override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
                cell.textLabel?.text = items[indexPath.row]
                return cell
            }
            override func tableView(
                _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
            ) {
                items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
            }
        }
        final class Still: TableViewController {
            override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
            override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
                cell.textLabel?.text = "s\(indexPath.row)"
                return cell
            }
        }
        for (vc, glyph) in [(Mover() as TableViewController, true), (Still(), false)] {
            vc.tableView.register(TableViewCell.self, forCellReuseIdentifier: "c")
            let w = Window(rootViewController: vc, size: Size(width: 20, height: 6))
            vc.isEditing = true
            let lines = TextRenderer.lines(w.render())
            #expect(lines.prefix(2).allSatisfy { $0.hasSuffix("≡") } == glyph, "\(type(of: vc)): \(lines)")
        }
    }

    @Test func canMoveRowAtFalseHidesTheControlOfThatRow() {
        final class Partial: MinimalDataSource, TableViewDataSource {
            func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { indexPath.row != 0 }
            func tableView(
                _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
            ) {}
        }
        let table = Partial(["a", "b"]).makeTable(size)
        table.isEditing = true
        #expect(render(table, size).prefix(2) == [" ⊖ a", " ⊖ b               ≡"])
    }

    @Test func dOutsideEditingAsksThenCommitsTheDelete() throws {
        let ds = MovingDeletingDataSource(["a", "b", "c"])
        let log = EditingLog()
        let table = ds.makeTable(size, delegate: log)
        #expect(table.keyBindings.map(\.help).contains("delete"))
        try press(table, "Down d")
        #expect(table.indexPathForOpenRowActions == ip(1) && ds.commitCalls.isEmpty)
        #expect(render(table, size)[1] == " b          [Delete]")
        #expect(log.log == ["willBegin 1"])
        try press(table, "y")
        #expect(ds.commitCalls.map(\.0) == [.delete] && ds.commitCalls.map(\.1) == [ip(1)])
        #expect(shownTexts(table) == ["a", "c"])
        #expect(log.log == ["willBegin 1", "didEnd nil"] || log.log == ["willBegin 1", "didEnd 1"])
        try press(table, "d Esc")
        #expect(ds.rows == ["a", "c"] && log.log.suffix(2) == ["willBegin 1", "didEnd 1"])
        #expect(!table.isEditing)
    }

    @Test func aSwipeToDeleteListNeedsOnlyCanEditRowAtAndCommit() throws {
        let ds = DeletingDataSource(["a", "b"])
        let table = ds.makeTable(size)
        try press(table, "d Enter")
        #expect(ds.rows == ["b"] && ds.commitCalls.count == 1)
    }

    @Test func aReadOnlyDataSourceIsNeverOfferedDeleteOutsideEditing() throws {
        let ds = ReadOnlyDataSource(["a", "b"])
        let table = ds.makeTable(size)
        #expect(!table.keyBindings.map(\.help).contains("delete"))
        #expect(!table.canSwipeToDeleteRow(at: ip(0)))
        try press(table, "d")
        #expect(table.indexPathForOpenRowActions == nil)
    }

    @Test func commitIsNeverCalledToFindOut() throws {
        let ds = MovingDeletingDataSource(["a", "b", "c"])
        let table = ds.makeTable(size)
        table.setEditing(true, animated: false)
        try press(table, "Down Up J K d Esc")
        table.setEditing(false, animated: false)
        try press(table, "d Esc Down d n")
        _ = render(table, size)
        #expect(ds.commitCalls.isEmpty)
    }

    @Test func aDefaultCommitIsLearnedAtTheFirstConfirmedDeleteAndNotOfferedAgain() throws {
        let ds = ForgotCommitDataSource(["a", "b"])
        let table = ds.makeTable(size)
        #expect(table.canSwipeToDeleteRow(at: ip(0)))
        try press(table, "d y")
        #expect(ds.rows == ["a", "b"] && table.indexPathForOpenRowActions == nil)
        #expect(!table.canSwipeToDeleteRow(at: ip(0)))
        #expect(!table.keyBindings.map(\.help).contains("delete"))
        table.setEditing(true, animated: false)
        #expect(!table.showDeleteConfirmation(forRowAt: ip(0)))
    }

    @Test func isEditingIsSettableOnTheTableAndBothControllers() {
        let table = MovingOnlyDataSource(["a"]).makeTable(size)
        table.isEditing = true
        #expect(table.isEditing && render(table, size)[0] == " ⊖ a               ≡")
        table.isEditing = false
        #expect(!table.isEditing && render(table, size)[0] == " a")

        let tvc = TableViewController()
        let item = tvc.editButtonItem
        tvc.isEditing = true
        #expect(tvc.tableView.isEditing && item.title == "Done")
        tvc.setEditing(false, animated: true)
        #expect(!tvc.tableView.isEditing && !tvc.isEditing && item.title == "Edit")
        tvc.tableView.isEditing = true
        #expect(tvc.isEditing)  // the controller reads its table's state

        let vc = ViewController()
        vc.isEditing = true
        #expect(vc.isEditing && vc.editButtonItem.title == "Done")
        vc.editButtonItem.action?()
        #expect(!vc.isEditing && vc.editButtonItem.title == "Edit")
    }

    @Test func selectionDuringEditingFollowsUIKitsDefaults() throws {
        let ds = ModelDataSource([["a", "b", "c"]])
        ds.editingStyle = { _ in .none }
        let table = ds.makeTable(size)
        #expect(!table.allowsSelectionDuringEditing && !table.allowsMultipleSelectionDuringEditing)
        table.setEditing(true, animated: false)
        table.moveCursor(to: IndexPath(row: 0, section: 0))
        try press(table, "Enter")
        #expect(table.indexPathForSelectedRow == nil)
        #expect(!table.keyBindings.map(\.help).contains("select"))
        table.allowsSelectionDuringEditing = true
        try press(table, "Enter")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        table.allowsMultipleSelectionDuringEditing = true
        try press(table, "Down Space Down Space")
        #expect(table.indexPathsForSelectedRows?.map(\.row) == [0, 1, 2])
        table.setEditing(false, animated: false)
        try press(table, "Enter")  // outside editing: single selection again
        #expect(table.indexPathsForSelectedRows?.map(\.row) == [2])
    }

    @Test func enterOnADeleteRowStillAsksWhenSelectionDuringEditingIsOff() throws {
        let ds = ModelDataSource([["a", "b"]])
        let table = ds.makeTable(size)
        table.setEditing(true, animated: false)
        table.moveCursor(to: IndexPath(row: 0, section: 0))
        try press(table, "Enter")
        #expect(table.indexPathForOpenRowActions == IndexPath(row: 0, section: 0))
    }

    @Test func shouldIndentWhileEditingFalseKeepsTheContentInPlace() {
        let log = EditingLog()
        log.indents = false
        let ds = ReadOnlyDataSource(["abc"])
        let table = ds.makeTable(size, delegate: log)
        table.setEditing(true, animated: false)
        #expect(render(table, size)[0] == " abc")
        #expect(table.visibleCells[0].leadingContentInset == 1)
        log.indents = true
        table.setEditing(false, animated: false)
        table.setEditing(true, animated: false)
        #expect(render(table, size)[0] == " ⊖ abc")
    }

    @Test func cellsHearSetEditingWhenEditingChangesAndWhenDequeuedWhileEditing() throws {
        let ds = ReadOnlyDataSource((0..<20).map { "r\($0)" })
        let table = ds.makeTable(size, cell: EditingRecordingCell.self)
        let first = try #require(table.visibleCells.first as? EditingRecordingCell)
        #expect(first.editingCalls.isEmpty)
        table.setEditing(true, animated: true)
        #expect(first.editingCalls == [true])
        try press(table, "G")  // rows dequeued while editing
        let last = try #require(table.visibleCells.last as? EditingRecordingCell)
        #expect(last.isEditing && last.editingCalls.last == true)
        table.setEditing(false, animated: false)
        #expect(
            table.visibleCells.allSatisfy { ($0 as? EditingRecordingCell)?.editingCalls.last == false && !$0.isEditing }
        )
    }

    @Test func leadingActionsOpenWithShiftAAtTheLeadingEdge() throws {
        let ds = ModelDataSource([["mail", "news"]])
        var ran: [String] = []
        final class Leading: TableViewDelegate {
            var ran: (String) -> Void = { _ in }
            func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
                -> SwipeActionsConfiguration?
            {
                let read = ContextualAction(style: .normal, title: "Read") { [unowned self] _, done in
                    self.ran("Read")
                    done(true)
                }
                read.backgroundColor = .blue
                read.image = "✓"
                let pin = ContextualAction(style: .normal, title: "Pin") { [unowned self] _, done in
                    self.ran("Pin")
                    done(true)
                }
                return SwipeActionsConfiguration(actions: [read, pin])
            }
        }
        let delegate = Leading()
        delegate.ran = { ran.append($0) }
        keepAlive.append(delegate)
        let table = ds.makeTable(Size(width: 24, height: 4))
        table.delegate = delegate
        table.moveCursor(to: IndexPath(row: 0, section: 0))
        table.layoutIfNeeded()
        #expect(table.keyBindings.map(\.help).contains("leading actions"))
        try press(table, "A")
        #expect(table.openRowActionTitles == ["Read", "Pin"])
        #expect(render(table, Size(width: 24, height: 4))[0] == " [✓ Read]  Pin  mail")
        let canvas = table.renderedCanvas()
        #expect(canvas[2, 0].style.background == .blue && canvas[2, 0].style.foreground == .white)
        #expect(canvas[11, 0].style.background == .cyan)
        try press(table, "Right")
        #expect(render(table, Size(width: 24, height: 4))[0] == "  ✓ Read  [Pin] mail")
        try press(table, "Enter")
        #expect(ran == ["Pin"] && table.indexPathForOpenRowActions == nil)
    }

    @Test func imageOnlyActionsShowTheirGlyph() {
        let action = ContextualAction(style: .destructive, title: nil) { _, done in done(true) }
        action.image = "🗑"
        #expect(action.label == "🗑")
        action.title = "Trash"
        #expect(action.label == "🗑 Trash")
    }

    @Test func rowActionsOutsideEditingAreOneRowsEditingAndInsideAreNot() throws {
        let ds = ModelDataSource([["mail", "news"]])
        ds.swipeActions = { _ in
            SwipeActionsConfiguration(actions: [
                ContextualAction(style: .normal, title: "Flag") { _, done in done(true) }
            ])
        }
        let log = EditingLog()
        keepAlive.append(log)
        let table = ds.makeTable(size)
        // A delegate that gives the model's actions and logs the per-row editing calls.
        final class Both: TableViewDelegate {
            let actions: ModelDataSource, log: EditingLog
            init(_ a: ModelDataSource, _ l: EditingLog) {
                actions = a
                log = l
            }
            func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
                -> SwipeActionsConfiguration?
            {
                actions.swipeActions?(indexPath)
            }
            func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
                log.log.append("willBegin \(indexPath.row)")
            }
            func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
                log.log.append("didEnd \(indexPath?.row ?? -1)")
            }
        }
        let both = Both(ds, log)
        keepAlive.append(both)
        table.delegate = both
        table.moveCursor(to: IndexPath(row: 1, section: 0))
        try press(table, "a Esc a Enter")
        #expect(log.log == ["willBegin 1", "didEnd 1", "willBegin 1", "didEnd 1"])
        table.setEditing(true, animated: false)
        try press(table, "d Esc a Esc")
        #expect(log.log.count == 4)  // in editing mode the whole table is editing: no per-row calls
    }

    @Test func aTableViewControllerHearsTheNewDelegateMethods() throws {
        final class Controller: TableViewController {
            var log: [String] = []
            override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
            override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
                cell.textLabel?.text = "row \(indexPath.row)"
                return cell
            }
            override func tableView(
                _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
            ) -> SwipeActionsConfiguration? {
                SwipeActionsConfiguration(actions: [
                    ContextualAction(style: .normal, title: "Pin") { [unowned self] _, done in
                        self.log.append("pin \(indexPath.row)")
                        done(true)
                    }
                ])
            }
            override func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
                log.append("willBegin")
            }
            override func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
                log.append("didEnd")
            }
            override func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
            {
                log.append("indent?")
                return false
            }
        }
        let vc = Controller()
        vc.tableView.register(TableViewCell.self, forCellReuseIdentifier: "c")
        let w = Window(rootViewController: vc, size: Size(width: 20, height: 5))
        _ = w.render()
        vc.tableView.moveCursor(to: IndexPath(row: 0, section: 0))
        for e in try KeyScript.parse("A Enter") { w.send(e) }
        #expect(vc.log == ["willBegin", "pin 0", "didEnd"])
        vc.setEditing(true, animated: false)
        _ = w.render()
        #expect(vc.log.last == "indent?")
    }
}

import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

/// A UIKit port's plain view controller whose view holds a table (a subview, not the view
/// itself), its data source, passing `setEditing` on to the table as UIKit apps write it.
@MainActor
final class PlainEditingController: ViewController, TableViewDataSource {
    let tableView = TableView(style: .plain)
    var items = ["Ann", "Bob", "Cy"]
    /// Whether `setEditing` is passed on to the table (some ports only edit the table).
    var passesEditingToTable = true

    override func viewDidLoad() {
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "c")
        tableView.dataSource = self
        view.addSubview(tableView)
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        if passesEditingToTable { tableView.setEditing(editing, animated: animated) }
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
}

/// Change marks fade and Esc ends editing in a plain `ViewController` with a table
/// subview, as in a `TableViewController`.
@MainActor
@Suite struct PlainControllerEditingTests {
    let size = Size(width: 30, height: 8)

    @Test func changeMarksFadeInAPlainViewControllersTable() throws {
        let vc = PlainEditingController()
        let w = ScreenDriver(vc, size: size)
        #expect(w.lines.prefix(3) == [" Ann", " Bob", " Cy"])
        vc.items.insert("Al", at: 1)
        try vc.tableView.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        #expect(vc.tableView.isMarkedChanged(IndexPath(row: 1, section: 0)))
        #expect(vc.needsTicks, "the controller asks for ticks while its table has marks to fade")
        var ticks = 0
        while vc.tableView.hasChangeMarks && ticks < 100 {
            w.send(.tick)
            ticks += 1
        }
        #expect(ticks == TableState.changeMarkTicks)
        #expect(!vc.tableView.hasChangeMarks && !vc.needsTicks, "idle again once faded")
        #expect(!vc.tableView.isMarkedChanged(IndexPath(row: 1, section: 0)))
    }

    @Test(arguments: [true, false])
    func escEndsEditingInAPlainViewController(passesEditingToTable: Bool) throws {
        let vc = PlainEditingController()
        vc.passesEditingToTable = passesEditingToTable
        let w = ScreenDriver(vc, size: size)
        if passesEditingToTable {
            vc.setEditing(true, animated: false)
        } else {
            vc.tableView.setEditing(true, animated: false)
        }
        #expect(vc.tableView.isEditing)
        #expect(w.window.helpBindings.contains { $0.help == "end editing" })
        try w.press("Esc")
        #expect(!vc.tableView.isEditing && !vc.isEditing)
        #expect(!w.window.helpBindings.contains { $0.help == "end editing" })
        #expect(w.window.isRunning)
    }
}

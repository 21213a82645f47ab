import Foundation
import Testing

@testable import TableKit
@testable import TableKitApps

/// A subclass of the library's `ArrayDataSource` adding what objc.io's readers add: titles,
/// an index, swipe to delete and moving (the subclass trap: overriding a method the base class does not declare).
@MainActor
final class EditableArrayDataSource: ArrayDataSource<String, TableViewCell> {
    var calls: [String] = []

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        calls.append("titleForHeader")
        return "Fruit"
    }
    override func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        calls.append("titleForFooter")
        return "\(items.count) kinds"
    }
    override func sectionIndexTitles(for tableView: TableView) -> [String]? {
        calls.append("sectionIndexTitles")
        return ["F"]
    }
    override func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        calls.append("sectionForSectionIndexTitle")
        return 0
    }
    override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        calls.append("canEditRowAt")
        return true
    }
    override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        calls.append("canMoveRowAt")
        return indexPath.row > 0
    }
    override func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        calls.append("commit")
        items.remove(at: indexPath.row)
        try? tableView.deleteRows(at: [indexPath], with: .automatic)
    }
    override func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        calls.append("moveRowAt")
        items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
}

@MainActor
@Suite struct ArrayDataSourceSubclassTests {
    func table(_ ds: ArrayDataSource<String, TableViewCell>) -> TableView {
        let t = TableView(frame: Rect(x: 0, y: 0, width: 24, height: 6))
        t.register(TableViewCell.self, forCellReuseIdentifier: "c")
        keepAlive.append(ds)
        t.dataSource = ds
        t.reloadData()
        t.moveCursor(to: IndexPath(row: 0, section: 0))
        t.layoutIfNeeded()
        return t
    }

    func makeSource() -> EditableArrayDataSource {
        EditableArrayDataSource(items: ["Apple", "Pear", "Plum"], cellIdentifier: "c") { $0.textLabel?.text = $1 }
    }

    /// Each optional method, called as the table calls it (through the protocol), reaches
    /// the subclass's override.
    @Test(arguments: [
        "titleForHeader", "titleForFooter", "sectionIndexTitles", "sectionForSectionIndexTitle",
        "canEditRowAt", "canMoveRowAt", "commit", "moveRowAt",
    ])
    func aSubclassOverrideIsCalledThroughTheProtocol(method: String) {
        let ds = makeSource()
        let t = table(ds)
        ds.calls = []
        let source: any TableViewDataSource = ds
        let ip = IndexPath(row: 1, section: 0)
        switch method {
        case "titleForHeader": #expect(source.tableView(t, titleForHeaderInSection: 0) == "Fruit")
        case "titleForFooter": #expect(source.tableView(t, titleForFooterInSection: 0) == "3 kinds")
        case "sectionIndexTitles": #expect(source.sectionIndexTitles(for: t) == ["F"])
        case "sectionForSectionIndexTitle": #expect(source.tableView(t, sectionForSectionIndexTitle: "F", at: 0) == 0)
        case "canEditRowAt": #expect(source.tableView(t, canEditRowAt: ip))
        case "canMoveRowAt": #expect(!source.tableView(t, canMoveRowAt: IndexPath(row: 0, section: 0)))
        case "commit":
            source.tableView(t, commit: .delete, forRowAt: ip)
            #expect(ds.items == ["Apple", "Plum"])
        case "moveRowAt":
            source.tableView(t, moveRowAt: ip, to: IndexPath(row: 2, section: 0))
            #expect(ds.items == ["Apple", "Plum", "Pear"])
        default: Issue.record("no case for \(method)")
        }
        #expect(ds.calls.first == method)  // commit's deleteRows then asks titles and counts again
    }

    @Test func theTableShowsTheSubclassTitlesAndDeletesWithD() throws {
        let ds = makeSource()
        let t = table(ds)
        #expect(screenLines(t).prefix(5) == [" Fruit", " Apple", " Pear                  F", " Plum", " 3 kinds"])
        #expect(t.canSwipeToDeleteRow(at: IndexPath(row: 0, section: 0)))  // canEditRowAt is overridden
        for e in try KeyScript.parse("d Enter") { _ = t.handle(e) }
        t.layoutIfNeeded()
        #expect(ds.calls.contains("commit"))
        #expect(ds.items == ["Pear", "Plum"])
        #expect(screenLines(t).prefix(3) == [" Fruit", " Pear", " Plum                  F"])
    }

    @Test func theTableShowsReorderControlsForASubclassThatMoves() {
        let ds = makeSource()
        let t = table(ds)
        #expect(t.probeDataSourceImplementsMoveRowAt())
        #expect(!t.showsReorderControl(forRowAt: IndexPath(row: 0, section: 0)))  // canMoveRowAt says no
        #expect(t.showsReorderControl(forRowAt: IndexPath(row: 1, section: 0)))
    }

    @Test func thePlainArrayDataSourceKeepsTheProtocolDefaults() {
        let ds = ArrayDataSource<String, TableViewCell>(items: ["a", "b"], cellIdentifier: "c") {
            $0.textLabel?.text = $1
        }
        let t = table(ds)
        #expect(screenLines(t).prefix(3) == [" a", " b", ""])
        #expect(ds.tableView(t, titleForHeaderInSection: 0) == nil && ds.sectionIndexTitles(for: t) == nil)
        #expect(!t.probeDataSourceImplementsMoveRowAt())  // the default answered the probe
        #expect(!t.canSwipeToDeleteRow(at: IndexPath(row: 0, section: 0)))  // nothing is offered to delete
        #expect(t.keyBindings.allSatisfy { $0.help != "delete" })
    }
}

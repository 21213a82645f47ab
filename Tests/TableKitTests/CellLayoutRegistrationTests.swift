import Foundation
import Testing

@testable import TableKit

/// A cell whose outlets come from a layout file registered with the table.
@MainActor
final class LayoutOwnedCell: TableViewCell, LayoutOwner {
    var nameLabel: Label?
    var starButton: Button?
    var starred = 0

    func connect(outlet: String, to view: View) -> Bool {
        switch outlet {
        case "name":
            nameLabel = view as? Label
            return nameLabel != nil
        case "star":
            starButton = view as? Button
            return starButton != nil
        default: return false
        }
    }

    func action(named name: String) -> (@MainActor () -> Void)? {
        guard name == "star" else { return nil }
        return { [unowned self] in starred += 1 }
    }
}

@MainActor
final class LayoutCellSource: TableViewDataSource {
    let names = ["Ada", "Grace", "Edsger"]
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "person", for: indexPath)
        (cell as? LayoutOwnedCell)?.nameLabel?.text = names[indexPath.row]
        return cell
    }
}

@MainActor
@Suite struct CellLayoutRegistrationTests {
    static let cell = """
        { "height": 1,
          "views": [
            { "class": "Label", "outlet": "name", "frame": { "x": 0, "y": 0, "width": "fill", "trailing": 6 } },
            { "class": "Button", "outlet": "star", "title": "★", "action": "star", "frame": { "trailing": 0, "y": 0 } } ] }
        """

    @Test func aRegisteredLayoutFillsEachCellAndConnectsItsOutlets() throws {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 20, height: 3))
        let source = LayoutCellSource()
        try table.register(
            layout: ViewLayout(data: Data(Self.cell.utf8), source: "Person.json"),
            cellClass: LayoutOwnedCell.self, forCellReuseIdentifier: "person")
        table.dataSource = source
        table.reloadData()
        let canvas = table.renderedCanvas()
        #expect(TextRenderer.lines(canvas) == [" Ada           [ ★ ]", " Grace         [ ★ ]", " Edsger        [ ★ ]"])
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? LayoutOwnedCell)
        #expect(cell.layoutFileView?.outlet("name", as: Label.self) === cell.nameLabel)
        cell.starButton?.sendAction()
        #expect(cell.starred == 1)
    }

    @Test func aCellClassMissingAnOutletFailsAtRegistrationWithThePlace() throws {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 20, height: 3))
        let json = Self.cell.replacingOccurrences(of: "\"outlet\": \"name\"", with: "\"outlet\": \"nmae\"")
        let layout = try ViewLayout(data: Data(json.utf8), source: "Person.json")
        do {
            try table.register(layout: layout, cellClass: LayoutOwnedCell.self, forCellReuseIdentifier: "person")
            Issue.record("registered")
        } catch {
            #expect(
                error.description
                    == "Person.json:3:35: views[0].outlet: the owner LayoutOwnedCell has no outlet 'nmae' for a Label")
        }
    }

    @Test func registeringAClassAgainDropsTheLayout() throws {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 20, height: 3))
        try table.register(
            layout: ViewLayout(data: Data(Self.cell.utf8)), cellClass: LayoutOwnedCell.self,
            forCellReuseIdentifier: "person")
        table.register(TableViewCell.self, forCellReuseIdentifier: "person")
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "person"))
        #expect(cell.layoutFileView == nil)
    }

    @Test func aCellLayoutFileRegistersTheSameWay() throws {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 20, height: 3))
        let json =
            #"{"height": 1, "views": [{"class": "Label", "outlet": "name", "frame": {"x": 0, "y": 0, "width": "fill", "trailing": 6, "height": 1}}]}"#
        let cellLayout = try CellLayout(data: Data(json.utf8), source: "Cell.json")
        final class NameCell: TableViewCell, LayoutOwner {
            var name: Label?
            func connect(outlet: String, to view: View) -> Bool {
                name = view as? Label
                return outlet == "name" && name != nil
            }
            func action(named name: String) -> (@MainActor () -> Void)? { nil }
        }
        try table.register(layout: cellLayout, cellClass: NameCell.self, forCellReuseIdentifier: "n")
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "n") as? NameCell)
        cell.frame = Rect(x: 0, y: 0, width: 20, height: 1)
        cell.layoutIfNeeded()
        #expect(cell.name?.frame == Rect(x: 0, y: 0, width: 13, height: 1))  // 19 content columns less 6
    }
}

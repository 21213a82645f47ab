import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

@Suite("Column sortability and direction")
@MainActor
struct ColumnSortabilityTests {
    let rows = [["b", "1", "x"], ["a", "3", "y"], ["c", "2", "z"]]
    let size = Size(width: 30, height: 5)

    func makeTable(_ model: ColumnsModel) -> TableView {
        let table = model.makeTable(["Name", "N", "Tag"], size: size)
        table.columnLayout = ColumnLayout(columns: [
            TableColumn(title: "Name"),
            TableColumn(title: "N", defaultSortOrder: .reverse),
            TableColumn(title: "Tag", isSortable: false),
        ])
        _ = render(table, size)
        return table
    }

    @Test func sOnAColumnThatIsNotSortableIsNotTheTablesAndIsNotListed() {
        let model = ColumnsModel([rows])
        let table = makeTable(model)
        #expect(table.keyBindings.contains { $0.help == "sort" })
        table.selectedColumn = 2
        #expect(!table.handle(.key(.character("s"))))
        #expect(table.sortDescriptor == nil && model.sorts.isEmpty)
        #expect(!table.keyBindings.contains { $0.help == "sort" })
        table.sortByColumn(2)
        #expect(table.sortDescriptor == nil && model.sorts.isEmpty)
    }

    @Test func aClickOnTheTitleOfAColumnThatIsNotSortableDoesNothing() {
        let model = ColumnsModel([rows])
        let table = makeTable(model)
        let tagX = table.columnFrames[2].x + table.columnContentX
        #expect(table.handle(.mouse(MouseEvent(kind: .press, location: Point(x: tagX, y: 0)))))
        #expect(table.selectedColumn == 0 && table.sortDescriptor == nil && model.sorts.isEmpty)
    }

    /// No arrow (and no room kept for one) on a column that is not sortable, even when the
    /// app sets the sort descriptor to it.
    @Test func aColumnThatIsNotSortableShowsNoArrow() {
        let model = ColumnsModel([rows])
        let table = makeTable(model)
        #expect(render(table, size)[0] == " Name     N Tag")
        table.sortDescriptor = ColumnSortDescriptor(column: 2)
        #expect(render(table, size)[0] == " Name     N Tag")
        table.sortDescriptor = ColumnSortDescriptor(column: 0)
        #expect(render(table, size)[0] == " Name ▲   N Tag")
    }

    /// The first sort by a column goes its default direction; again reverses.
    @Test func theFirstSortGoesTheColumnsDefaultDirection() {
        let model = ColumnsModel([rows])
        let table = makeTable(model)
        table.selectedColumn = 1
        #expect(table.handle(.key(.character("s"))))
        #expect(table.sortDescriptor == ColumnSortDescriptor(column: 1, ascending: false))
        #expect(model.sections[0].map { $0[1] } == ["3", "2", "1"])
        #expect(table.handle(.key(.character("s"))))
        #expect(table.sortDescriptor == ColumnSortDescriptor(column: 1, ascending: true))
        table.selectedColumn = 0
        #expect(table.handle(.key(.character("s"))))
        #expect(table.sortDescriptor == ColumnSortDescriptor(column: 0, ascending: true))
        #expect(
            model.sorts == [
                nil, ColumnSortDescriptor(column: 1, ascending: false),
                ColumnSortDescriptor(column: 1, ascending: true),
            ])
    }
}

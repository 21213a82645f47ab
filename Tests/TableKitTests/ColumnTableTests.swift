import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

/// A data source of rows of fields in sections, drawn in columns, sorting itself (stable,
/// numbers numerically, text case-insensitively) when the user sorts.
@MainActor
class ColumnsModel: TableViewDataSource, TableViewColumnsDataSource, TableViewColumnsDelegate {
    var titles: [String?]
    var sections: [[[String]]]
    var sorts: [ColumnSortDescriptor?] = []

    init(_ sections: [[[String]]], titles: [String?]? = nil) {
        self.sections = sections
        self.titles = titles ?? sections.map { _ in nil }
    }

    func makeTable(_ columns: [String], size: Size) -> TableView {
        let table = TableView(frame: Rect(origin: .zero, size: size))
        table.register(TableViewColumnCell.self, forCellReuseIdentifier: "row")
        table.columnLayout = ColumnLayout(titles: columns)
        table.dataSource = self
        table.delegate = self
        keepAlive.append(self)
        table.reloadData()
        return table
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! TableViewColumnCell
        cell.fields = sections[indexPath.section][indexPath.row]
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { titles[section] }
    func tableView(_ tableView: TableView, textForColumn column: Int, at indexPath: IndexPath) -> String {
        sections[indexPath.section][indexPath.row][column]
    }
    func tableView(_ tableView: TableView, sortDescriptorDidChange oldDescriptor: ColumnSortDescriptor?) {
        sorts.append(oldDescriptor)
        guard let d = tableView.sortDescriptor else { return }
        for s in sections.indices {
            let numeric = sections[s].allSatisfy { ColumnLayout.looksNumeric($0[d.column]) }
            let keyed = sections[s].enumerated().map { ($0.offset, $0.element) }
            sections[s] = keyed.sorted { a, b in
                let x = a.1[d.column]
                let y = b.1[d.column]
                let order: ComparisonResult =
                    numeric
                    ? (Double(x)! < Double(y)!
                        ? .orderedAscending : Double(x)! > Double(y)! ? .orderedDescending : .orderedSame)
                    : x.compare(y, options: .caseInsensitive)
                if order == .orderedSame { return a.0 < b.0 }  // stable
                return d.ascending ? order == .orderedAscending : order == .orderedDescending
            }.map(\.1)
        }
        tableView.reloadData()
    }
}

@Suite("Table columns")
@MainActor
struct ColumnTableTests {
    let people = [
        ["Ann", "25", "New York, NY"], ["张伟", "7", "北京"], ["Zoë 👩‍💻", "130", "Paris"], ["bob", "25", "Oslo"],
    ]

    @Test func fieldsAreDrawnInColumnsUnderAPinnedHeaderWithNumbersRightAligned() {
        let table = ColumnsModel([people]).makeTable(["Name", "Age", "City"], size: Size(width: 34, height: 6))
        #expect(
            render(table, Size(width: 34, height: 6)) == [
                " Name     Age City",
                " Ann       25 New York, NY",
                " 张伟       7 北京",
                " Zoë 👩‍💻   130 Paris",
                " bob       25 Oslo",
                "",
            ])
        #expect(table.columnFrames.map(\.width) == [6, 5, 12])
    }

    @Test func wideColumnsScrollHorizontallyByColumnWithTheFirstFrozen() {
        let model = ColumnsModel([[["id1", String(repeating: "a", count: 12), String(repeating: "b", count: 12), "c"]]])
        let table = model.makeTable(["id", "A", "B", "C"], size: Size(width: 24, height: 3))
        #expect(
            render(table, Size(width: 24, height: 3))[0...1] == [
                " id   A            B   ›", " id1  aaaaaaaaaaaa bbbb…",
            ])
        #expect(table.handle(.key(.right)) && table.handle(.key(.right)))
        #expect(table.selectedColumn == 2)
        #expect(render(table, Size(width: 24, height: 3))[0...1] == [" id  ‹B            C", " id1  bbbbbbbbbbbb c"])
        // ← comes back; at the first column it is not the table's (a navigation's back).
        #expect(table.handle(.key(.left)))
        _ = render(table, Size(width: 24, height: 3))
        #expect(table.firstScrolledColumn == 1)
        #expect(table.handle(.key(.left)))
        #expect(!table.handle(.key(.left)))
    }

    /// Shift-wheel scrolls what is shown, as the wheel scrolls rows (a fresh user expected
    /// the view to move, not a cursor): up to where the last column shows whole, back to
    /// the first unfrozen one, the column cursor moving only to stay on screen.
    @Test func shiftWheelScrollsTheColumnsSidewaysAndTheCursorStaysOnScreen() {
        let model = ColumnsModel([[["id1", String(repeating: "a", count: 12), String(repeating: "b", count: 12), "c"]]])
        let table = model.makeTable(["id", "A", "B", "C"], size: Size(width: 24, height: 3))
        let size = Size(width: 24, height: 3)
        func wheel(_ kind: MouseEvent.Kind, _ times: Int) {
            for _ in 0..<times { #expect(table.handle(.mouse(MouseEvent(kind: kind, location: Point(x: 5, y: 1))))) }
            _ = render(table, size)
        }
        _ = render(table, size)
        wheel(.wheelRight, 3)  // stops where C, the last column, shows whole
        #expect(table.firstScrolledColumn == 2 && table.selectedColumn == 0)  // a frozen cursor stays
        #expect(render(table, size)[0...1] == [" id  ‹B            C", " id1  bbbbbbbbbbbb c"])
        wheel(.wheelLeft, 5)  // stops at the first unfrozen column
        #expect(table.firstScrolledColumn == 1 && table.selectedColumn == 0)
        #expect(table.handle(.key(.right)))  // the cursor on A
        wheel(.wheelRight, 1)  // A scrolls away: the cursor moves to B, the first shown whole
        #expect(table.firstScrolledColumn == 2 && table.selectedColumn == 2)
        wheel(.wheelLeft, 1)  // B is cut at the right edge: the cursor comes back to A
        #expect(table.firstScrolledColumn == 1 && table.selectedColumn == 1)
    }

    @Test func sKeySortsByTheCursorColumnAndAgainReversesStably() {
        let model = ColumnsModel([people])
        let table = model.makeTable(["Name", "Age", "City"], size: Size(width: 34, height: 6))
        _ = table.handle(.key(.right))
        _ = table.handle(.key(.character("s")))
        #expect(table.sortDescriptor == ColumnSortDescriptor(column: 1, ascending: true))
        #expect(
            render(table, Size(width: 34, height: 6))[0...4] == [
                " Name   Age ▲ City",
                " 张伟       7 北京",
                " Ann       25 New York, NY",
                " bob       25 Oslo",
                " Zoë 👩‍💻   130 Paris",
            ])
        _ = table.handle(.key(.character("s")))
        #expect(table.sortDescriptor == ColumnSortDescriptor(column: 1, ascending: false))
        #expect(model.sections[0].map { $0[0] } == ["Zoë 👩‍💻", "Ann", "bob", "张伟"])
        #expect(model.sorts == [nil, ColumnSortDescriptor(column: 1, ascending: true)])
    }

    @Test func aClickOnATitleSortsByItsColumn() {
        let model = ColumnsModel([people])
        let table = model.makeTable(["Name", "Age", "City"], size: Size(width: 34, height: 6))
        _ = render(table, Size(width: 34, height: 6))
        #expect(table.handle(.mouse(MouseEvent(kind: .press, location: Point(x: 16, y: 0)))))
        #expect(table.selectedColumn == 2)
        #expect(table.sortDescriptor == ColumnSortDescriptor(column: 2))
        #expect(model.sections[0].map { $0[2] } == ["New York, NY", "Oslo", "Paris", "北京"])
    }

    /// Scrolled into the second section, the column header is pinned on the first line and
    /// the section's header under it; the cursor row stays below both.
    @Test func theColumnHeaderStaysAboveAPinnedSectionHeader() {
        let a = (0..<6).map { ["a\($0)", "\($0)"] }
        let b = (0..<6).map { ["b\($0)", "\($0 * 10)"] }
        let model = ColumnsModel([a, b], titles: ["A", "B"])
        let table = model.makeTable(["Key", "N"], size: Size(width: 20, height: 5))
        table.setContentOffset(Point(x: 0, y: 9), animated: false)
        #expect(
            render(table, Size(width: 20, height: 5)) == [" Key     N", " B", " b2     20", " b3     30", " b4     40"])
        table.moveCursor(to: IndexPath(row: 0, section: 1))
        table.scrollToRow(at: IndexPath(row: 0, section: 1), at: .none, animated: false)
        #expect(render(table, Size(width: 20, height: 5))[0...2] == [" Key     N", " B", " b0      0"])
    }
}

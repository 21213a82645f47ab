import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

/// A process as a tool lists it: identified by its pid alone, so that new values for the
/// same process are the same item.
struct ProcessRow: Hashable, Sendable {
    var pid: Int
    var name: String
    var cpu: Double
    static func == (a: ProcessRow, b: ProcessRow) -> Bool { a.pid == b.pid }
    func hash(into hasher: inout Hasher) { hasher.combine(pid) }
    var fields: [String] { [String(pid), name, String(format: "%.1f", cpu)] }
}

@Suite("Diffable data source sorting by column")
@MainActor
struct DiffableColumnSortingTests {
    typealias DataSource = TableViewDiffableDataSource<Int, ProcessRow>
    let size = Size(width: 30, height: 6)
    let processes = [
        ProcessRow(pid: 1, name: "init", cpu: 0.3), ProcessRow(pid: 42, name: "bash", cpu: 12.5),
        ProcessRow(pid: 7, name: "Xorg", cpu: 40), ProcessRow(pid: 9, name: "émacs", cpu: 0.3),
    ]

    /// A table of processes in columns PID, Command, CPU% (descending first) with a data
    /// source whose cells show the fields and that serves them as column texts.
    func makeTable(comparators: [TableColumn.SortComparator?] = [nil, nil, nil]) -> (TableView, DataSource) {
        let table = TableView(frame: Rect(origin: .zero, size: size))
        table.register(TableViewColumnCell.self, forCellReuseIdentifier: "row")
        table.columnLayout = ColumnLayout(columns: [
            TableColumn(title: "PID", sortComparator: comparators[0]),
            TableColumn(title: "Command", sortComparator: comparators[1]),
            TableColumn(title: "CPU%", sortComparator: comparators[2], defaultSortOrder: .reverse),
        ])
        let dataSource = DataSource(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! TableViewColumnCell
            cell.fields = item.fields
            return cell
        }
        dataSource.columnTexts = { _, item in item.fields }
        keepAlive.append(dataSource)
        return (table, dataSource)
    }

    func snapshot(_ rows: [ProcessRow]) -> Snapshot<Int, ProcessRow> {
        var s = Snapshot<Int, ProcessRow>()
        s.appendSections([0])
        s.appendItems(rows, toSection: 0)
        return s
    }

    func pids(_ dataSource: DataSource) -> [Int] { dataSource.snapshot().itemIdentifiers.map(\.pid) }

    @Test func aKeyPathSortsTheRowsWithoutADelegateInTheColumnsDefaultDirection() {
        let (table, dataSource) = makeTable()
        dataSource.setSortKeyPath(\.cpu, forColumn: 2)
        dataSource.apply(snapshot(processes))
        table.selectedColumn = 2
        #expect(table.handle(.key(.character("s"))))
        #expect(table.sortDescriptor == ColumnSortDescriptor(column: 2, ascending: false))
        #expect(
            render(table, size) == [
                "   PID Command   CPU% ▼", "     7 Xorg        40.0", "    42 bash        12.5",
                "     1 init         0.3", "     9 émacs        0.3", "",
            ])
        #expect(table.handle(.key(.character("s"))))  // ascending; equal values keep their order
        #expect(pids(dataSource) == [1, 9, 42, 7])
    }

    /// A string key path sorts by the collation: case and accents do not split the
    /// alphabet as code points would (`Xorg` before `bash`, `émacs` after `init`).
    @Test func aStringKeyPathSortsByTheCollation() {
        let (table, dataSource) = makeTable()
        dataSource.setSortKeyPath(\.name, forColumn: 1)
        dataSource.apply(snapshot(processes))
        table.sortByColumn(1)
        #expect(dataSource.snapshot().itemIdentifiers.map(\.name) == ["bash", "émacs", "init", "Xorg"])
        table.sortByColumn(1)
        #expect(dataSource.snapshot().itemIdentifiers.map(\.name) == ["Xorg", "init", "émacs", "bash"])
    }

    /// Equal texts keep the rows' order in both directions.
    @Test(arguments: [(true, [1, 9, 42, 7]), (false, [42, 7, 1, 9])])
    func aComparatorSortsByTheColumnTextsStably(ascending: Bool, expected: [Int]) {
        let byLength: TableColumn.SortComparator = { a, b in
            a.count < b.count ? .orderedAscending : a.count > b.count ? .orderedDescending : .orderedSame
        }
        let (table, dataSource) = makeTable(comparators: [nil, nil, byLength])
        dataSource.apply(snapshot(processes))
        table.sortDescriptor = ColumnSortDescriptor(column: 2, ascending: ascending)
        #expect(pids(dataSource) == expected)
    }

    @Test func theSortSurvivesApplyNewItemsLandInOrderAndTheCursorFollowsItsItem() {
        let (table, dataSource) = makeTable()
        dataSource.setSortKeyPath(\.cpu, forColumn: 2)
        dataSource.apply(snapshot(processes))
        table.sortByColumn(2)
        _ = render(table, size)
        table.moveCursor(to: dataSource.indexPath(for: processes[1])!)  // bash, 12.5
        var next = processes
        next[1].cpu = 0.1  // bash goes idle
        next.append(ProcessRow(pid: 5, name: "make", cpu: 90))
        var changed = snapshot(next)
        changed.reconfigureItems([next[1]])
        dataSource.apply(changed)
        #expect(pids(dataSource) == [5, 7, 1, 9, 42])
        #expect(table.cursorIndexPath.flatMap { dataSource.itemIdentifier(for: $0) }?.pid == 42)
        #expect(
            render(table, size)[1...5] == [
                "     5 make        90.0", "     7 Xorg        40.0", "     1 init         0.3",
                "     9 émacs        0.3",
                "    42 bash         0.1",
            ])
    }

    /// Without a comparator or key path the data source leaves the order to a delegate
    /// that sorts itself, which is told as before.
    @Test func withoutAComparatorTheOrderIsTheDelegates() {
        final class Delegate: TableViewColumnsDelegate {
            var told: [ColumnSortDescriptor?] = []
            func tableView(_ tableView: TableView, sortDescriptorDidChange oldDescriptor: ColumnSortDescriptor?) {
                told.append(tableView.sortDescriptor)
            }
        }
        let (table, dataSource) = makeTable()
        let delegate = Delegate()
        table.delegate = delegate
        dataSource.apply(snapshot(processes))
        table.sortByColumn(1)
        #expect(pids(dataSource) == [1, 42, 7, 9])
        #expect(delegate.told == [ColumnSortDescriptor(column: 1)])
    }

    /// Numbers by value before text, text by the collation, blank last.
    @Test func theStandardComparatorOrdersNumbersByValueThenTextByCollation() {
        let texts = ["b", "10", "", "9", "Émile", "1,024", "adam", "-3.5", "12%"]
        let sorted = texts.sorted { TableColumn.standardComparator($0, $1) == .orderedAscending }
        #expect(sorted == ["-3.5", "9", "10", "12%", "1,024", "adam", "b", "Émile", ""])
    }

    /// With ``TableViewDiffableDataSource/columnTexts`` the rows around the screen are
    /// measured, not only the cells on it: a long name two screens down widens its column.
    @Test func columnTextsServeTheWidthsWithoutASubclass() {
        let (table, dataSource) = makeTable()
        var rows = (0..<8).map { ProcessRow(pid: $0 + 100, name: "p", cpu: 1) }
        rows[7].name = "a-long-command"
        dataSource.apply(snapshot(rows))
        _ = render(table, size)
        #expect(table.columnFrames.map(\.width) == [5, 14, 6])
        dataSource.columnTexts = nil
        table.columnLayout = table.columnLayout
        dataSource.apply(snapshot(rows))
        _ = render(table, size)
        #expect(table.columnFrames.map(\.width) == [5, 9, 6])
    }
}

import Foundation
import TableKit

/// One row of the column-sort bench: identified by `id`, with its fields kept as text.
private struct SortRow: Hashable, Sendable {
    var id: Int
    var cpu: Double
    var fields: [String]
    static func == (a: SortRow, b: SortRow) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// Sorting 1,000,000 rows of a diffable data source by a column, as the table does when
/// the user sorts: by a ``TableColumn/sortComparator`` over the column's texts and by a
/// key path to a `Double`, each against sorting the same array with the same comparator
/// in the same run (`TableViewDiffableDataSource.sortedSnapshot(_:)` against `sorted(by:)`),
/// alternately, best of 5. Also the whole user sort (sort, diff, the table's update).
@MainActor
func columnSortBenchmarks() -> [Measure] {
    let count = 1_000_000
    var seed: UInt64 = 2026
    func next() -> UInt64 {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return seed >> 33
    }
    let rows = (0..<count).map { id -> SortRow in
        let cpu = Double(next() % 10_000) / 100
        return SortRow(id: id, cpu: cpu, fields: [String(id), "cmd-\(next() % 500_000)", String(cpu)])
    }
    let byText: TableColumn.SortComparator = { a, b in
        a < b ? .orderedAscending : b < a ? .orderedDescending : .orderedSame
    }
    let table = TableView(frame: Rect(x: 0, y: 0, width: 80, height: 24))
    table.register(TableViewColumnCell.self, forCellReuseIdentifier: "row")
    table.columnLayout = ColumnLayout(columns: [
        TableColumn(title: "ID"), TableColumn(title: "Command", sortComparator: byText), TableColumn(title: "CPU%"),
    ])
    let dataSource = TableViewDiffableDataSource<Int, SortRow>(tableView: table) { table, indexPath, row in
        let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath) as? TableViewColumnCell
        cell?.fields = row.fields
        return cell
    }
    dataSource.columnTexts = { _, row in row.fields }
    dataSource.setSortKeyPath(\.cpu, forColumn: 2)
    var snapshot = Snapshot<Int, SortRow>()
    snapshot.appendSections([0])
    snapshot.appendItems(rows, toSection: 0)
    let texts = rows.map { $0.fields[1] }

    // Nothing applied yet: the sort descriptor only says what `sortedSnapshot` sorts by.
    table.sortDescriptor = ColumnSortDescriptor(column: 1)
    let comparator = timeMillisAlternating(
        repeats: 5, baseline: { blackHole(texts.sorted { byText($0, $1) == .orderedAscending }) },
        subject: { blackHole(dataSource.sortedSnapshot(snapshot)) })
    table.sortDescriptor = ColumnSortDescriptor(column: 2)
    let keyPath = timeMillisAlternating(
        repeats: 5, baseline: { blackHole(rows.sorted { $0.cpu < $1.cpu }) },
        subject: { blackHole(dataSource.sortedSnapshot(snapshot)) })

    // The whole sort a user asks for: the rows applied, then sorted by CPU% and back.
    table.sortDescriptor = nil
    dataSource.apply(snapshot, animatingDifferences: false)
    table.layoutIfNeeded()
    var ascending = true
    let whole = timeMillis(repeats: 3) {
        table.sortDescriptor = ColumnSortDescriptor(column: 2, ascending: ascending)
        ascending.toggle()
    }
    let keyBaseline = keyPath.baseline
    return [
        Measure(
            "columnsort.1M.comparator.vs-array-sorted-same-comparator", comparator.subject, unit: "ms",
            baseline: comparator.baseline, baselineName: "texts.sorted(by: the same comparator)"),
        Measure(
            "columnsort.1M.keypath-double.vs-array-sorted-by-value", keyPath.subject, unit: "ms",
            baseline: keyPath.baseline, baselineName: "rows.sorted { $0.cpu < $1.cpu }"),
        Measure(
            "columnsort.1M.keypath-double.sort-diff-and-table-update.vs-array-sorted-by-value", whole, unit: "ms",
            baseline: keyBaseline, baselineName: "rows.sorted { $0.cpu < $1.cpu }"),
    ]
}

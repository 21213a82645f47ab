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
/// alternately, best of 5, CPU time of the thread (the sorts are single-threaded; the
/// machine is shared). The comparator's baseline calls the closure the column holds, as
/// the table must; the same sort with the closure written inline (which the optimiser
/// inlines) is measured too. The comparator sort is broken into its parts: reading each
/// row's text through ``TableViewDiffableDataSource/columnTexts``, sorting the
/// `(text, row)` pairs, and the rest (moving the items and their locations). Also the
/// whole user sort (sort, diff, the table's update).
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

    // The closure as the table holds it: opaque to the optimiser, as any app's is.
    let stored = table.columnLayout?.columns[1].sortComparator ?? byText
    let columnTexts = dataSource.columnTexts ?? { _, row in row.fields }

    // Nothing applied yet: the sort descriptor only says what `sortedSnapshot` sorts by.
    table.sortDescriptor = ColumnSortDescriptor(column: 1)
    let comparator = timeMillisAlternating(
        repeats: 5, clock: .thread, baseline: { blackHole(texts.sorted { stored($0, $1) == .orderedAscending }) },
        subject: { blackHole(dataSource.sortedSnapshot(snapshot)) })
    let inlined = timeMillisAlternating(
        repeats: 5, clock: .thread, baseline: { blackHole(texts.sorted { byText($0, $1) == .orderedAscending }) },
        subject: { blackHole(texts.sorted { stored($0, $1) == .orderedAscending }) })
    let pairs = rows.enumerated().map { (text: $0.element.fields[1], row: $0.offset) }
    let parts = timeMillisAlternating(
        repeats: 5, clock: .thread,
        baseline: { blackHole(rows.map { columnTexts(table, $0)[1] }) },
        subject: { blackHole(pairs.sorted { stored($0.text, $1.text) == .orderedAscending }) })
    table.sortDescriptor = ColumnSortDescriptor(column: 2)
    let keyPath = timeMillisAlternating(
        repeats: 5, clock: .thread, baseline: { blackHole(rows.sorted { $0.cpu < $1.cpu }) },
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
    // Wall time like `whole` (which may use other threads).
    let keyBaseline = timeMillis(repeats: 3) { blackHole(rows.sorted { $0.cpu < $1.cpu }) }
    let rest = comparator.subject - parts.baseline - parts.subject
    return [
        Measure(
            "columnsort.1M.comparator.vs-array-sorted-same-comparator", comparator.subject, unit: "ms",
            baseline: comparator.baseline, baselineName: "texts.sorted(by: the column's comparator)"),
        Measure(
            "columnsort.1M.array-sorted.column-comparator.vs-inlined", inlined.subject, unit: "ms",
            baseline: inlined.baseline, baselineName: "texts.sorted(by: the comparator written inline)"),
        Measure(
            "columnsort.1M.comparator.part.read-texts", parts.baseline, unit: "ms", baseline: comparator.subject,
            baselineName: "the whole sortedSnapshot"),
        Measure(
            "columnsort.1M.comparator.part.sort-text-row-pairs", parts.subject, unit: "ms",
            baseline: comparator.subject, baselineName: "the whole sortedSnapshot"),
        Measure(
            "columnsort.1M.comparator.part.move-items-and-locations", rest, unit: "ms",
            baseline: comparator.subject, baselineName: "the whole sortedSnapshot"),
        Measure(
            "columnsort.1M.keypath-double.vs-array-sorted-by-value", keyPath.subject, unit: "ms",
            baseline: keyPath.baseline, baselineName: "rows.sorted { $0.cpu < $1.cpu }"),
        Measure(
            "columnsort.1M.keypath-double.sort-diff-and-table-update.vs-array-sorted-by-value", whole, unit: "ms",
            baseline: keyBaseline, baselineName: "rows.sorted { $0.cpu < $1.cpu }"),
    ]
}

// A live list refreshed through a diffable data source. Run:
//   swift run -c release tablekit-bench --filter liveupdate
import Foundation
import TableKit

/// A 20,000-row process list in a headless 80×24 table, scrolled to its middle with the
/// cursor mid-screen, refreshed where every row changes: a snapshot re-sorted by a new
/// value (every item moves) with every item reconfigured, applied, then laid out and
/// rendered. Also the same refresh as `applySnapshotUsingReloadData`, the diff alone, and
/// a re-sort without reconfigured items, animating and not. Times are the best of 12 runs
/// in CPU time of the measuring thread (the table is single-threaded; the machine's load
/// inflates wall time many times over).
@MainActor
func liveUpdateBenchmarks() -> [Measure] {
    let rows = 20_000
    let table = TableView(frame: Rect(x: 0, y: 0, width: 80, height: 24))
    table.register(TableViewCell.self, forCellReuseIdentifier: "c")
    var values = [Int](repeating: 0, count: rows)
    let source = TableViewDiffableDataSource<Int, Int>(tableView: table) { table, ip, item in
        let cell = table.dequeueReusableCell(withIdentifier: "c", for: ip)
        cell.textLabel?.text = "pid \(item)  cpu \(values[item])"
        return cell
    }
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Int {  // SplitMix64: the same values every run
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % 100_000)
    }
    /// New values for every row, sorted by them (descending): every row changes.
    func refreshed() -> Snapshot<Int, Int> {
        for i in 0..<rows { values[i] = next() }
        let order = (0..<rows).sorted { (values[$0], $0) > (values[$1], $1) }
        var s = Snapshot<Int, Int>()
        s.appendSections([0])
        s.appendItems(order, toSection: 0)
        s.reconfigureItems(order)
        return s
    }
    source.apply(refreshed(), animatingDifferences: false)
    table.layoutIfNeeded()
    let middle = IndexPath(row: rows / 2, section: 0)
    table.scrollToRow(at: middle, at: .middle, animated: false)
    table.moveCursor(to: middle)
    table.layoutIfNeeded()

    var snapshots: [Snapshot<Int, Int>] = []
    for _ in 0..<24 { snapshots.append(refreshed()) }
    var k = 0
    let apply = threadMillis(repeats: 12) {
        source.apply(snapshots[k], animatingDifferences: true)
        k += 1
        table.layoutIfNeeded()
        blackHole(table.renderedCanvas())
    }
    let reload = threadMillis(repeats: 12) {
        source.applySnapshotUsingReloadData(snapshots[k])
        k += 1
        table.layoutIfNeeded()
        blackHole(table.renderedCanvas())
    }
    var previous = snapshots[0]
    let diff = threadMillis(repeats: 12) {
        blackHole(previous.batchUpdate(to: snapshots[k % snapshots.count]))
        previous = snapshots[k % snapshots.count]
        k += 1
    }
    var unmarked = snapshots.map { s -> Snapshot<Int, Int> in
        var t = Snapshot<Int, Int>()
        t.appendSections([0])
        t.appendItems(s.itemIdentifiers, toSection: 0)
        return t
    }
    let moves = threadMillis(repeats: 12) {
        source.apply(unmarked[k % unmarked.count], animatingDifferences: true)
        k += 1
        table.layoutIfNeeded()
        blackHole(table.renderedCanvas())
    }
    let quiet = threadMillis(repeats: 12) {
        source.apply(unmarked[k % unmarked.count], animatingDifferences: false)
        k += 1
        table.layoutIfNeeded()
        blackHole(table.renderedCanvas())
    }
    unmarked.removeAll()
    withExtendedLifetime(source) {}
    return [
        Measure("liveupdate.20000rows.everyRowChanges.diff.ms", diff, unit: "ms"),
        Measure("liveupdate.20000rows.everyRowMoves.apply+layout+render.ms", moves, unit: "ms"),
        Measure("liveupdate.20000rows.everyRowMoves.applyNotAnimating+layout+render.ms", quiet, unit: "ms"),
        Measure("liveupdate.20000rows.everyRowChanges.apply+layout+render.ms", apply, unit: "ms"),
        Measure(
            "liveupdate.20000rows.everyRowChanges.applySnapshotUsingReloadData+layout+render.ms", reload,
            unit: "ms"),
    ]
}

/// The best CPU time of the calling thread over `repeats` runs of `body`, in milliseconds.
private func threadMillis(repeats: Int, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<max(1, repeats) {
        let t0 = nanoseconds(.thread)
        body()
        best = min(best, Double(nanoseconds(.thread) - t0) / 1e6)
    }
    return best
}

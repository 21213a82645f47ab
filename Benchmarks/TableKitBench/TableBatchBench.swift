// Batch updates through a headless TableView. Run:
//   swift run -c release tablekit-bench --filter table
import Foundation
import TableKit
import TableKitTestSupport

/// A data source of `counts` rows per section whose cells read "s.r".
@MainActor
private final class BenchDataSource: TableViewDataSource {
    var counts: [Int]
    init(counts: [Int]) { self.counts = counts }
    func numberOfSections(in tableView: TableView) -> Int { counts.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
        return cell
    }
}

/// 1,000 scattered changes that keep every section's count: 400 deletes, 400 inserts and
/// 200 moves at distinct random places (SplitMix64, seeded).
private func scatteredChanges(counts: [Int], seed: UInt64) -> (
    deletes: [IndexPath], inserts: [IndexPath], moves: [(IndexPath, IndexPath)]
) {
    var rng = SeededRandom(seed: seed)
    func next(_ n: Int) -> Int { Int(rng.next() % UInt64(n)) }
    var usedOld = Set<IndexPath>()
    var usedNew = Set<IndexPath>()
    func fresh(_ used: inout Set<IndexPath>, section: Int) -> IndexPath {
        while true {
            let ip = IndexPath(row: next(counts[section]), section: section)
            if used.insert(ip).inserted { return ip }
        }
    }
    var deletes: [IndexPath] = []
    var inserts: [IndexPath] = []
    var moves: [(IndexPath, IndexPath)] = []
    for _ in 0..<400 {
        let s = next(counts.count)  // a delete and an insert in the same section keep its count
        deletes.append(fresh(&usedOld, section: s))
        inserts.append(fresh(&usedNew, section: s))
    }
    for _ in 0..<200 {
        let s = next(counts.count)
        moves.append((fresh(&usedOld, section: s), fresh(&usedNew, section: s)))
    }
    return (deletes, inserts, moves)
}

/// `performBatchUpdates` of 1,000 scattered changes (recorded call by call) on a headless
/// 80×24 table, against `reloadData()` plus layout on the same table in the same run.
@MainActor
private func batchBenchmark(counts: [Int], label: String) -> [Measure] {
    let table = TableView(frame: Rect(x: 0, y: 0, width: 80, height: 24))
    let ds = BenchDataSource(counts: counts)
    table.register(TableViewCell.self, forCellReuseIdentifier: "c")
    table.dataSource = ds
    table.reloadData()
    table.layoutIfNeeded()
    let changes = scatteredChanges(counts: counts, seed: 1998)
    let middle = IndexPath(row: counts[counts.count / 2] / 2, section: counts.count / 2)
    func prepare() {
        table.scrollToRow(at: middle, at: .middle, animated: false)
        table.selectRow(at: middle, animated: false, scrollPosition: .none)
        table.layoutIfNeeded()
    }
    var failures = 0
    prepare()
    let batch = timeMillis(repeats: 7) {
        do {
            try table.performBatchUpdates { () throws(BatchUpdateError) in
                try table.deleteRows(at: changes.deletes, with: .automatic)
                try table.insertRows(at: changes.inserts, with: .automatic)
                for (from, to) in changes.moves { try table.moveRow(at: from, to: to) }
            }
        } catch {
            failures += 1
        }
    }
    precondition(failures == 0, "the benchmark's batch was rejected")
    prepare()
    let reload = timeMillis(repeats: 7) {
        table.reloadData()
        table.layoutIfNeeded()
    }
    let rows = counts.reduce(0, +)
    return [
        Measure(
            "table.performBatchUpdates.\(label).\(rows)rows.1000changes.ms", batch, unit: "ms",
            baseline: reload, baselineName: "table.reloadData+layout.\(label).\(rows)rows.ms")
    ]
}

/// The table-view batch-update benchmarks.
@MainActor
func tableBatchBenchmarks() -> [Measure] {
    batchBenchmark(counts: [1_000_000], label: "1section")
        + batchBenchmark(counts: [10_000], label: "1section")  // the same changes on 100× fewer rows
        + batchBenchmark(counts: Array(repeating: 1_000, count: 1_000), label: "1000sections")
}

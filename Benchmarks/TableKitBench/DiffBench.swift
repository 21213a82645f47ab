// Diffing snapshots and validating batch updates. Run:
//   swift run -c release tablekit-bench --filter diff
import Foundation
import TableKit
import TableKitTestSupport

/// The seeded generator the tests use (SplitMix64), so that every run diffs the same input.
typealias BenchRandom = SeededRandom

/// A before/after pair: `count` items in `sections` sections; then 10% deleted, 10%
/// inserted, 10% moved (anywhere, across sections too) and 10% updated (reconfigured).
struct DiffWorkload {
    var before: [[Int]]
    var after: [[Int]]
    var updated: [Int]
    var movesMade: Int

    init(count: Int, sections: Int, seed: UInt64) {
        var rng = BenchRandom(seed: seed)
        let perSection = count / sections
        before = (0..<sections).map { s in Array(s * perSection..<(s + 1) * perSection) }
        var after = before
        let tenth = count / 10
        // Delete 10%.
        var all = before.flatMap { $0 }
        all.shuffle(using: &rng)
        let deleted = Set(all.prefix(tenth))
        after = after.map { $0.filter { !deleted.contains($0) } }
        let survivors = Array(all.dropFirst(tenth))
        // Move 10% of the survivors: remove each and put it at a random place.
        let movedSet = Set(survivors.prefix(tenth))
        after = after.map { $0.filter { !movedSet.contains($0) } }
        for id in survivors.prefix(tenth) {
            let s = Int.random(in: 0..<sections, using: &rng)
            after[s].insert(id, at: Int.random(in: 0...after[s].count, using: &rng))
        }
        // Insert 10% new identifiers at random places.
        for k in 0..<tenth {
            let s = Int.random(in: 0..<sections, using: &rng)
            after[s].insert(count + k, at: Int.random(in: 0...after[s].count, using: &rng))
        }
        self.after = after
        updated = Array(survivors.dropFirst(tenth).prefix(tenth))
        movesMade = tenth
    }

    /// A snapshot of `model` as an app builds one: `appendSections` once, then
    /// `appendItems` once per section.
    static func snapshot(of model: [[Int]]) -> Snapshot<Int, Int> {
        var s = Snapshot<Int, Int>()
        s.appendSections(Array(0..<model.count))
        for (i, rows) in model.enumerated() { s.appendItems(rows, toSection: i) }
        return s
    }

    /// Both snapshots, the `updated` items marked with `reconfigureItems` in the second.
    func snapshots() -> (Snapshot<Int, Int>, Snapshot<Int, Int>) {
        var b = Self.snapshot(of: after)
        b.reconfigureItems(updated)
        return (Self.snapshot(of: before), b)
    }
}

func diffBenchmarks() -> [Measure] {
    var out = [Measure]()
    for (count, sections) in [(10_000, 1), (10_000, 100), (100_000, 1), (100_000, 100)] {
        let shape = sections == 1 ? "flat" : "\(sections)sections"
        let name = "diff.\(shape).\(count)"
        let w = DiffWorkload(count: count, sections: sections, seed: 1998)
        let (a, b) = w.snapshots()
        let oldFlat = w.before.flatMap { $0 }
        let newFlat = w.after.flatMap { $0 }

        // Floor: any identifier-based diff hashes both sides' identifiers. Floor and
        // subject alternate, best of 15, as CPU time of this (the only) thread.
        let fill = {
            var da = [Int: Int](minimumCapacity: oldFlat.count)
            var db = [Int: Int](minimumCapacity: newFlat.count)
            for (i, id) in oldFlat.enumerated() { da[id] = i }
            for (i, id) in newFlat.enumerated() { db[id] = i }
            blackHole((da, db))
        }
        var update = BatchUpdate()
        resetPeakMemory()
        let (floor, diff) = timeMillisAlternating(
            repeats: 15, clock: .thread, baseline: fill,
            subject: { update = a.batchUpdate(to: b) })
        let peak = peakMemoryMiB()
        let (floor2, buildAndDiff) = timeMillisAlternating(
            repeats: 15, clock: .thread, baseline: fill,
            subject: {
                let (x, y) = w.snapshots()
                blackHole(x.batchUpdate(to: y))
            })
        let floorName = "Dictionary of both sides' identifiers; thread CPU time"
        out.append(Measure("\(name).ms", diff, unit: "ms", baseline: floor, baselineName: floorName))
        out.append(
            Measure(
                "\(name).buildSnapshots+diff.ms", buildAndDiff, unit: "ms", baseline: floor2, baselineName: floorName))
        if count <= 10_000 {
            var cd = 0
            let std = timeMillis(repeats: 1) { cd = newFlat.difference(from: oldFlat).inferringMoves().count }
            blackHole(cd)
            out.append(
                Measure(
                    "\(name).ms", diff, unit: "ms", baseline: std,
                    baselineName: "CollectionDifference.inferringMoves (flattened)"))
        }
        out.append(
            Measure(
                "\(name).movesEmitted", Double(update.movedRows.count), unit: "moves",
                baseline: Double(w.movesMade), baselineName: "moves made"))
        out.append(Measure("\(name).peakMemory", peak, unit: "MiB"))
        // The diff must be valid; a benchmark of a wrong answer is worthless.
        do {
            _ = try update.validate(oldRowCounts: a.rowCounts, newRowCounts: b.rowCounts)
        } catch {
            fatalError("diff bench produced an invalid update: \(error)")
        }
    }

    // Validating and mapping 1,000 scattered changes on a 1,000,000-row table.
    var rng = BenchRandom(seed: 7)
    var rows = Array(0..<1_000_000)
    rows.shuffle(using: &rng)
    var u = BatchUpdate()
    u.deleteRows(at: rows.prefix(400).map { IndexPath(row: $0, section: 0) })
    u.insertRows(at: rows.dropFirst(400).prefix(400).map { IndexPath(row: $0, section: 0) })
    for k in 0..<200 {
        u.moveRow(at: IndexPath(row: rows[800 + k], section: 0), to: IndexPath(row: rows[1_000 + k], section: 0))
    }
    let probes = (0..<1_000).map { _ in IndexPath(row: Int.random(in: 0..<1_000_000, using: &rng), section: 0) }
    var mapped = 0
    let validate = timeMillis {
        let m = try! u.validate(oldRowCounts: [1_000_000], newRowCounts: [1_000_000])
        mapped = probes.reduce(0) { $0 + (m.newIndexPath(forOld: $1) == nil ? 0 : 1) }
    }
    blackHole(mapped)
    out.append(Measure("batch.validate+map1000.1000000rows.1000changes.ms", validate, unit: "ms"))
    return out
}

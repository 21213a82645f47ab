// Building snapshots from arrays, looking items up, and arrays → batch update.
// Run:
//   swift run -c release tablekit-bench --filter snapshot
import Foundation
import TableKit
import TableKitTestSupport

/// The floor of every measure here is a plain `Dictionary<Int, Int>` (identifier → row),
/// created with `minimumCapacity` and filled from the same identifiers in the same order:
/// what any identifier-keyed structure pays to exist. Floor and subject run alternately,
/// best of 31 each, timed as CPU time of the (one) measuring thread, so that the time the
/// thread waited for a core on this shared machine does not count.
func snapshotBenchmarks() -> [Measure] {
    var out: [Measure] = []
    let floorName = "Dictionary<Int, Int>(minimumCapacity:) filled with the same identifiers; thread CPU time"
    let bothName = "two Dictionary<Int, Int>(minimumCapacity:) of both sides' identifiers; thread CPU time"
    for (count, sections) in [(10_000, 1), (10_000, 100), (100_000, 1), (100_000, 100)] {
        let shape = sections == 1 ? "flat" : "\(sections)sections"
        let name = "snapshot.\(shape).\(count)"
        let w = DiffWorkload(count: count, sections: sections, seed: 1998)
        let oldFlat = w.before.flatMap { $0 }
        let newFlat = w.after.flatMap { $0 }

        // Building one snapshot: appendSections once, appendItems once per section.
        let build = timeMillisAlternating(
            clock: .thread, baseline: { blackHole(fillDictionary(oldFlat)) },
            subject: { blackHole(DiffWorkload.snapshot(of: w.before)) })
        out.append(
            Measure("\(name).build.ms", build.subject, unit: "ms", baseline: build.baseline, baselineName: floorName))

        // indexPath(ofItem:) for every item, in a shuffled order, against the same lookups
        // in the floor's dictionary.
        var rng = BenchRandom(seed: 42)
        let probes = oldFlat.shuffled(using: &rng)
        let snapshot = DiffWorkload.snapshot(of: w.before)
        let dictionary = fillDictionary(oldFlat)
        let lookup = timeMillisAlternating(
            clock: .thread,
            baseline: {
                var sum = 0
                for p in probes { sum &+= dictionary[p]! }
                blackHole(sum)
            },
            subject: {
                var sum = 0
                for p in probes { sum &+= snapshot.indexPath(ofItem: p)!.row }
                blackHole(sum)
            })
        let perLookup = { (ms: Double) in ms * 1e6 / Double(probes.count) }
        out.append(
            Measure(
                "\(name).indexPathOfItem.ns", perLookup(lookup.subject), unit: "ns",
                baseline: perLookup(lookup.baseline),
                baselineName: "Dictionary<Int, Int> subscript, same probes; thread CPU time"))

        // From two arrays to a batch update: build both snapshots, mark 10% of the items
        // changed (reconfigureItems), diff. The update is valid by construction; it is
        // validated here once, outside the timing, and validation is timed on its own.
        var update = BatchUpdate()
        let pipeline = timeMillisAlternating(
            clock: .thread, baseline: { blackHole((fillDictionary(oldFlat), fillDictionary(newFlat))) },
            subject: {
                let (a, b) = w.snapshots()
                update = a.batchUpdate(to: b)
            })
        out.append(
            Measure(
                "\(name).arraysToBatchUpdate.ms", pipeline.subject, unit: "ms", baseline: pipeline.baseline,
                baselineName: bothName))
        let (a, b) = w.snapshots()
        let parts = [
            (
                "buildBothAndMark",
                timeMillisAlternating(
                    clock: .thread, baseline: { blackHole((fillDictionary(oldFlat), fillDictionary(newFlat))) },
                    subject: { blackHole(w.snapshots()) })
            ),
            (
                "diff",
                timeMillisAlternating(
                    clock: .thread, baseline: { blackHole((fillDictionary(oldFlat), fillDictionary(newFlat))) },
                    subject: { blackHole(a.batchUpdate(to: b)) })
            ),
            (
                "validate",
                timeMillisAlternating(
                    clock: .thread, baseline: { blackHole((fillDictionary(oldFlat), fillDictionary(newFlat))) },
                    subject: { blackHole(try! update.validate(oldRowCounts: a.rowCounts, newRowCounts: b.rowCounts)) })
            ),
        ]
        for (part, time) in parts {
            out.append(
                Measure(
                    "\(name).arraysToBatchUpdate.part.\(part).ms", time.subject, unit: "ms",
                    baseline: time.baseline, baselineName: bothName))
        }

        // The same pipeline with String identifiers ("item 123"), against two
        // Dictionary<String, Int>: keys that go through Hasher in the snapshot too.
        if count == 100_000 {
            let label = { (ids: [[Int]]) in ids.map { $0.map { "item \($0)" } } }
            let before = label(w.before)
            let after = label(w.after)
            let updated = w.updated.map { "item \($0)" }
            let oldLabels = before.flatMap { $0 }
            let newLabels = after.flatMap { $0 }
            func snapshot(of model: [[String]]) -> Snapshot<Int, String> {
                var s = Snapshot<Int, String>()
                s.appendSections(Array(0..<model.count))
                for (i, rows) in model.enumerated() { s.appendItems(rows, toSection: i) }
                return s
            }
            let strings = timeMillisAlternating(
                clock: .thread, baseline: { blackHole((fillDictionary(oldLabels), fillDictionary(newLabels))) },
                subject: {
                    var b = snapshot(of: after)
                    b.reconfigureItems(updated)
                    blackHole(snapshot(of: before).batchUpdate(to: b))
                })
            out.append(
                Measure(
                    "\(name).stringKeys.arraysToBatchUpdate.ms", strings.subject, unit: "ms",
                    baseline: strings.baseline,
                    baselineName:
                        "two Dictionary<String, Int>(minimumCapacity:) of both sides' identifiers; thread CPU time"))
        }
    }
    return out
}

/// `[id: row]` for `ids`, reserved up front: the floor.
@inline(never)
private func fillDictionary<ID: Hashable>(_ ids: [ID]) -> [ID: Int] {
    var d = [ID: Int](minimumCapacity: ids.count)
    for (i, id) in ids.enumerated() { d[id] = i }
    return d
}

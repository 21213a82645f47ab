import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

/// Random before/after snapshots, the after one made from the before one by the snapshot
/// API: items deleted, inserted, moved within and across sections; sections inserted,
/// deleted and moved; reload and reconfigure marks. Set TABLEKIT_SEED to replay a seed.
@Suite struct DiffPropertyTests {
    typealias Snap = Snapshot<Int, Int>

    static func randomPair(seed: UInt64) throws -> (Snap, Snap) {
        var rng = SeededRandom(seed: seed)
        var nextID = 0
        func fresh() -> Int {
            nextID += 1
            return nextID
        }
        var a = Snap()
        let sectionCount = Int.random(in: 0...6, using: &rng)
        a.appendSections((0..<sectionCount).map { _ in fresh() })
        for s in a.sectionIdentifiers {
            a.appendItems((0..<Int.random(in: 0...12, using: &rng)).map { _ in fresh() }, toSection: s)
        }
        var b = a
        for _ in 0..<Int.random(in: 0...14, using: &rng) {
            let items = b.itemIdentifiers
            let sections = b.sectionIdentifiers
            switch Int.random(in: 0..<11, using: &rng) {
            case 0 where !items.isEmpty: b.deleteItems([items.randomElement(using: &rng)!])
            case 1 where !sections.isEmpty:
                b.appendItems([fresh(), fresh()], toSection: sections.randomElement(using: &rng)!)
            case 2 where !items.isEmpty: b.insertItems([fresh()], beforeItem: items.randomElement(using: &rng)!)
            case 3 where items.count > 1:
                let x = items.randomElement(using: &rng)!
                let y = items.randomElement(using: &rng)!
                if x != y { b.moveItem(x, afterItem: y) }
            case 4 where !items.isEmpty && !sections.isEmpty:
                b.appendItems([items.randomElement(using: &rng)!], toSection: sections.randomElement(using: &rng)!)
            case 5 where !sections.isEmpty: b.deleteSections([sections.randomElement(using: &rng)!])
            case 6:
                let s = fresh()
                if let anchor = sections.randomElement(using: &rng) {
                    b.insertSections([s], afterSection: anchor)
                } else {
                    b.appendSections([s])
                }
                if Bool.random(using: &rng), let x = items.randomElement(using: &rng) {
                    b.appendItems([x], toSection: s)
                }
            case 7 where sections.count > 1:
                let x = sections.randomElement(using: &rng)!
                let y = sections.randomElement(using: &rng)!
                if x != y { b.moveSection(x, beforeSection: y) }
            case 8 where !items.isEmpty: b.reloadItems([items.randomElement(using: &rng)!])
            case 9 where !items.isEmpty: b.reconfigureItems([items.randomElement(using: &rng)!])
            case 10 where !sections.isEmpty: b.reloadSections([sections.randomElement(using: &rng)!])
            default: break
            }
            b.checkInvariants()
        }
        return (a, b)
    }

    static var seeds: [UInt64] {
        if let s = ProcessInfo.processInfo.environment["TABLEKIT_SEED"], let v = UInt64(s) { return [v] }
        return (0..<400).map { 0xC0FFEE &+ UInt64($0) }
    }

    @Test func diffValidatesAppliesToTargetAndMapsEverySurvivorOnce() throws {
        var kinds = [String: Int]()
        for seed in Self.seeds {
            let (a, b) = try Self.randomPair(seed: seed)
            let update = a.batchUpdate(to: b)
            for (kind, present) in [
                ("moveRow", !update.movedRows.isEmpty),
                ("moveRowAcrossSections", update.movedRows.contains { $0.from.section != $0.to.section }),
                ("insertRows", !update.insertedRows.isEmpty), ("deleteRows", !update.deletedRows.isEmpty),
                ("reloadRows", !update.reloadedRows.isEmpty), ("reconfigureRows", !update.reconfiguredRows.isEmpty),
                ("insertSections", !update.insertedSections.isEmpty),
                ("deleteSections", !update.deletedSections.isEmpty),
                ("moveSection", !update.movedSections.isEmpty), ("reloadSections", !update.reloadedSections.isEmpty),
            ]
            where present { kinds[kind, default: 0] += 1 }
            let mapping: UpdateMapping
            do {
                mapping = try update.validate(oldRowCounts: a.rowCounts, newRowCounts: b.rowCounts)
            } catch {
                Issue.record("seed \(seed): \(error)\n\(update)")
                continue
            }
            let applied = mapping.apply(to: a.itemIdentifiersBySection) { b.itemIdentifier(at: $0)! }
            #expect(applied == b.itemIdentifiersBySection, "seed \(seed): \(update)")

            var seen = Set<IndexPath>()
            for (s, rows) in a.itemIdentifiersBySection.enumerated() {
                for (r, item) in rows.enumerated() {
                    let old = IndexPath(row: r, section: s)
                    guard let new = mapping.newIndexPath(forOld: old) else {
                        // Only items that leave, or whose section or own reload replaces them.
                        let carried =
                            b.indexPath(ofItem: item) != nil
                            && !b.isReloaded(section: a.sectionIdentifiers[s])
                            && !b.isReloaded(section: b.sectionIdentifier(containingItem: item)!)
                            && b.indexOfSection(a.sectionIdentifiers[s]) != nil
                            && !b.isReloaded(item)
                        #expect(!carried, "seed \(seed): surviving item \(item) at \(old) was not mapped")
                        continue
                    }
                    #expect(seen.insert(new).inserted, "seed \(seed): \(new) mapped twice")
                    #expect(
                        b.itemIdentifier(at: new) == item,
                        "seed \(seed): \(old) mapped to \(new), which holds another item")
                    #expect(mapping.oldIndexPath(forNew: new) == old, "seed \(seed): inverse of \(new) is not \(old)")
                }
            }
        }
        // The generator must not be vacuous: every kind of change shows up in some case.
        if Self.seeds.count > 1 {
            for kind in [
                "moveRow", "moveRowAcrossSections", "insertRows", "deleteRows", "reloadRows", "reconfigureRows",
                "insertSections", "deleteSections", "moveSection", "reloadSections",
            ] {
                #expect(kinds[kind, default: 0] > 5, "only \(kinds[kind, default: 0]) cases with \(kind)")
            }
        }
    }
}

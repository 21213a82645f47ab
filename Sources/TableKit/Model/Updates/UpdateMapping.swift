import Foundation

/// A row position as two plain integers: hashing it is much cheaper than hashing a
/// Foundation `IndexPath`, which matters for batches of many thousands of changes.
struct RowKey: Hashable, Sendable, Comparable {
    var section: Int
    var row: Int
    init(_ section: Int, _ row: Int) {
        self.section = section
        self.row = row
    }
    init(_ ip: IndexPath) { self.init(ip.section, ip.row) }
    var indexPath: IndexPath { IndexPath(row: row, section: section) }
    static func < (a: RowKey, b: RowKey) -> Bool { (a.section, a.row) < (b.section, b.row) }
}

/// How a validated ``BatchUpdate`` carries positions from before the update to after it.
///
/// The table view uses it to move its selection and its scroll anchor through an update
/// (a moved row stays selected, a deleted one is deselected) and to mark the rows whose
/// cells must be built again (inserted, reloaded) or refreshed (reconfigured).
///
/// It never holds one entry per row: it keeps, per changed section, the sorted rows that
/// leave it (deleted, moved out) and the sorted rows that are placed in it (inserted,
/// moved in). A surviving row's new position is its rank among the rows that stay,
/// placed into the k-th slot not taken by an inserted or moved-in row; both steps are
/// binary searches.
///
/// - Complexity: building it is O(c log c + s) for c changes and s sections; each lookup
///   is O(log c). Memory is O(c + s), whatever the number of rows.
public struct UpdateMapping: Sendable {
    /// Row counts per section before the update (one element per old section).
    public let oldRowCounts: [Int]
    /// Row counts per section after the update (one element per new section).
    public let newRowCounts: [Int]

    /// Old section → new section, or -1 when the section is deleted.
    let oldToNewSection: [Int]
    /// New section → old section, or -1 when the section is inserted.
    let newToOldSection: [Int]
    /// Sections (before the update) deleted by the batch.
    public let deletedSections: IndexSet
    /// Sections (after the update) inserted by the batch: all their rows are new, except
    /// rows moved into them.
    public let insertedSections: IndexSet
    /// Sections (after the update) reloaded by the batch: all their rows are new.
    public let reloadedSections: IndexSet

    struct OldSectionChanges: Sendable {
        /// Rows leaving the section (deleted or moved out), sorted, distinct.
        var removed: [Int] = []
        /// Moved-out row → its destination after the update.
        var movedOut: [Int: RowKey] = [:]
    }
    struct NewSectionChanges: Sendable {
        /// Rows placed explicitly (inserted or moved in), sorted, distinct.
        var placed: [Int] = []
        /// Moved-in row → its source before the update.
        var movedIn: [Int: RowKey] = [:]
    }
    let oldChanges: [Int: OldSectionChanges]
    let newChanges: [Int: NewSectionChanges]
    private(set) var reloadedRows: Set<RowKey> = []
    private(set) var reconfiguredRows: Set<RowKey> = []

    /// Rows inserted by `insertRows`, after the update, sorted.
    public let insertedIndexPaths: [IndexPath]
    /// Rows deleted by `deleteRows`, before the update, sorted.
    public let deletedIndexPaths: [IndexPath]
    /// Rows moved by `moveRow`: `from` before, `to` after the update, sorted by `from`.
    public let movedIndexPaths: [BatchUpdate.Move<IndexPath>]
    /// Rows reloaded by `reloadRows`, at their positions after the update, sorted.
    public private(set) var reloadedIndexPaths: [IndexPath] = []
    /// Rows reconfigured by `reconfigureRows`, at their positions after the update, sorted.
    public private(set) var reconfiguredIndexPaths: [IndexPath] = []

    init(
        oldRowCounts: [Int], newRowCounts: [Int], oldToNewSection: [Int], newToOldSection: [Int],
        deletedSections: IndexSet, insertedSections: IndexSet, reloadedSections: IndexSet,
        oldChanges: [Int: OldSectionChanges], newChanges: [Int: NewSectionChanges],
        deleted: [IndexPath], inserted: [IndexPath], moved: [BatchUpdate.Move<IndexPath>],
        reloadedOld: [IndexPath], reconfiguredOld: [IndexPath]
    ) {
        self.oldRowCounts = oldRowCounts
        self.newRowCounts = newRowCounts
        self.oldToNewSection = oldToNewSection
        self.newToOldSection = newToOldSection
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        self.reloadedSections = reloadedSections
        self.oldChanges = oldChanges
        self.newChanges = newChanges
        self.deletedIndexPaths = deleted.sorted { RowKey($0) < RowKey($1) }
        self.insertedIndexPaths = inserted.sorted { RowKey($0) < RowKey($1) }
        self.movedIndexPaths = moved.sorted { RowKey($0.from) < RowKey($1.from) }
        // Reloaded and reconfigured rows are survivors (reconfigured ones may also move):
        // map them now so that the table can ask about new positions.
        let rl = reloadedOld.compactMap { self.newIndexPath(forOld: $0) }.map(RowKey.init).sorted()
        let rc = reconfiguredOld.compactMap { self.newIndexPath(forOld: $0) }.map(RowKey.init).sorted()
        self.reloadedRows = Set(rl)
        self.reconfiguredRows = Set(rc)
        self.reloadedIndexPaths = rl.map(\.indexPath)
        self.reconfiguredIndexPaths = rc.map(\.indexPath)
        _checkInvariants()
    }

    /// The number of sections before the update.
    public var oldSectionCount: Int { oldRowCounts.count }
    /// The number of sections after the update.
    public var newSectionCount: Int { newRowCounts.count }

    /// The index after the update of old section `section`, or nil when it is deleted.
    /// A reloaded section keeps a new index although its rows are all replaced.
    /// Traps when `section` is not in `0..<oldSectionCount`.
    public func newSection(forOld section: Int) -> Int? {
        precondition(
            section >= 0 && section < oldToNewSection.count,
            "UpdateMapping.newSection(forOld:): section \(section) is not in 0..<\(oldToNewSection.count)")
        let t = oldToNewSection[section]
        return t < 0 ? nil : t
    }

    /// The index before the update of new section `section`, or nil when it is inserted.
    /// Traps when `section` is not in `0..<newSectionCount`.
    public func oldSection(forNew section: Int) -> Int? {
        precondition(
            section >= 0 && section < newToOldSection.count,
            "UpdateMapping.oldSection(forNew:): section \(section) is not in 0..<\(newToOldSection.count)")
        let s = newToOldSection[section]
        return s < 0 ? nil : s
    }

    /// Where the row at `indexPath` (before the update) is after it: its move destination,
    /// its shifted position, or nil when it is deleted (by `deleteRows`, or with its
    /// section by `deleteSections` or `reloadSections`).
    ///
    /// Traps when `indexPath` does not exist before the update.
    /// - Complexity: O(log c) for c changes in the sections involved.
    public func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
        let s = indexPath.section
        let r = indexPath.row
        precondition(
            s >= 0 && s < oldRowCounts.count && r >= 0 && r < oldRowCounts[s],
            "UpdateMapping.newIndexPath(forOld:): \(BatchUpdateError.path(indexPath)) does not exist before the update")
        let t = oldToNewSection[s]
        if t < 0 || reloadedSections.contains(t) { return nil }
        var rank = r
        if let c = oldChanges[s] {
            if let dest = c.movedOut[r] { return dest.indexPath }
            let below = Self.countLess(c.removed, r)
            if below < c.removed.count && c.removed[below] == r { return nil }
            rank = r - below
        }
        guard let placed = newChanges[t]?.placed else { return IndexPath(row: rank, section: t) }
        return IndexPath(row: Self.slot(rank, skipping: placed), section: t)
    }

    /// Where the row at `indexPath` (after the update) was before it, or nil when it is
    /// new (inserted, or in an inserted or reloaded section and not moved there).
    ///
    /// Traps when `indexPath` does not exist after the update.
    /// - Complexity: O(log c).
    public func oldIndexPath(forNew indexPath: IndexPath) -> IndexPath? {
        let t = indexPath.section
        let r = indexPath.row
        precondition(
            t >= 0 && t < newRowCounts.count && r >= 0 && r < newRowCounts[t],
            "UpdateMapping.oldIndexPath(forNew:): \(BatchUpdateError.path(indexPath)) does not exist after the update")
        if reloadedSections.contains(t) { return nil }
        if let c = newChanges[t], let src = c.movedIn[r] { return src.indexPath }
        let s = newToOldSection[t]
        if s < 0 { return nil }
        var rank = r
        if let c = newChanges[t] {
            let below = Self.countLess(c.placed, r)
            if below < c.placed.count && c.placed[below] == r { return nil }  // inserted
            rank = r - below
        }
        guard let removed = oldChanges[s]?.removed else { return IndexPath(row: rank, section: s) }
        return IndexPath(row: Self.slot(rank, skipping: removed), section: s)
    }

    /// True when the row at `indexPath` (after the update) needs a new cell because it
    /// did not exist before: inserted, or in an inserted or reloaded section and not moved
    /// there. Reloaded rows are reported by ``isReloaded(_:)``.
    public func isInserted(_ indexPath: IndexPath) -> Bool {
        oldIndexPath(forNew: indexPath) == nil
    }

    /// True when the row at `indexPath` (after the update) was named by `reloadRows`.
    public func isReloaded(_ indexPath: IndexPath) -> Bool {
        reloadedRows.contains(RowKey(indexPath))
    }

    /// True when the row at `indexPath` (after the update) was named by `reconfigureRows`.
    public func isReconfigured(_ indexPath: IndexPath) -> Bool {
        reconfiguredRows.contains(RowKey(indexPath))
    }

    /// The number of elements of `sorted` that are less than `value` (binary search).
    static func countLess(_ sorted: [Int], _ value: Int) -> Int {
        var lo = 0
        var hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if sorted[mid] < value { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The position of the `rank`-th (0-based) slot that is not in `taken` (sorted,
    /// distinct). Slot `taken[j]` is before the answer exactly when `taken[j] - j <= rank`,
    /// and that predicate is monotone in j, so one binary search finds how many taken
    /// slots precede the answer.
    static func slot(_ rank: Int, skipping taken: [Int]) -> Int {
        var lo = 0
        var hi = taken.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if taken[mid] - mid <= rank { lo = mid + 1 } else { hi = mid }
        }
        return rank + lo
    }
}

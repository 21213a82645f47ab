import Foundation

extension Snapshot {
    /// The batch update that turns this snapshot into `target`: TableKit's counterpart of
    /// what `UITableViewDiffableDataSource.apply(_:animatingDifferences:)` computes.
    ///
    /// Identity comes from the identifiers alone; content changes come from `target`'s
    /// marks: ``reloadItems(_:)`` becomes `reloadRows`, ``reconfigureItems(_:)`` becomes
    /// `reconfigureRows`, ``reloadSections(_:)`` becomes `reloadSections`.
    ///
    /// Algorithm (hash-based, in the spirit of Heckel 1978, "A technique for isolating
    /// differences between files"): every identifier is looked up in the other snapshot's
    /// location table, so sections and items are classified as deleted, inserted or common
    /// in one pass each. Among the common sections, and among the common items that stay
    /// in the same section, a longest increasing subsequence of their new positions stays
    /// in place and only the others are moved; an item that changes section is always a
    /// move. This gives the fewest moves for what stays in a section, so random moves are
    /// reported close to one-for-one.
    ///
    /// Rules that keep the result valid (see ``BatchUpdate``): rows of deleted or reloaded
    /// sections go with the section, rows of inserted sections come with it, an item moved
    /// into an inserted section is a move (it keeps its selection), an item moved into or
    /// out of a reloaded section is a delete and an insert, a section that is both moved
    /// and reloaded is deleted and inserted, and an item that is both moved and reloaded
    /// is deleted and inserted (UIKit cannot reload and move one row).
    ///
    /// The result always passes ``BatchUpdate/validate(oldRowCounts:newRowCounts:)`` with
    /// this snapshot's ``rowCounts`` and `target`'s, and applying its mapping to this
    /// snapshot's items gives `target`'s.
    ///
    /// - Complexity: O(n + m log m) for n items in both snapshots and m common items (the
    ///   log comes from the increasing subsequence), plus O(s log s) for s sections. One
    ///   hash lookup per old item; the target is walked with plain arrays.
    @inlinable  // specialised in the caller's module: no generic dictionary lookups
    public func batchUpdate(to target: Snapshot) -> BatchUpdate {
        var update = BatchUpdate()
        let oldSections = sectionIdentifiers
        let newSections = target.sectionIdentifiers

        // Sections: old → new index (-1 when deleted), and which common ones stay.
        var oldToNew = [Int](repeating: -1, count: oldSections.count)
        var newToOld = [Int](repeating: -1, count: newSections.count)
        var commonOld = [Int]()
        var commonNew = [Int]()
        for (i, id) in oldSections.enumerated() {
            if let j = target.sectionIndex[id] {
                oldToNew[i] = j
                newToOld[j] = i
                commonOld.append(i)
                commonNew.append(j)
            }
        }
        let keptSections = longestIncreasingSubsequenceMask(commonNew)
        // What may happen to rows of each section. `rowsOld[i]`: rows of old section i may
        // be deleted/moved/reloaded one by one. `newState[j]` says how new section j's
        // rows arrive.
        var rowsOld = [Bool](repeating: false, count: oldSections.count)
        var newState = [DiffSectionState](repeating: .inserted, count: newSections.count)
        var deletedSections = IndexSet()
        var insertedSections = IndexSet()
        for (i, j) in oldToNew.enumerated() where j < 0 { deletedSections.insert(i) }
        for (j, i) in newToOld.enumerated() where i < 0 { insertedSections.insert(j) }
        for (k, i) in commonOld.enumerated() {
            let j = commonNew[k]
            let reloaded = target.reloadedSectionSet.contains(oldSections[i])
            if reloaded && !keptSections[k] {
                deletedSections.insert(i)  // moved and reloaded: replace it
                insertedSections.insert(j)
                newState[j] = .inserted
            } else if reloaded {
                update.reloadSections([i])
                newState[j] = .reloaded
            } else {
                if !keptSections[k] { update.moveSection(i, toSection: j) }
                rowsOld[i] = true
                newState[j] = .rowByRow
            }
        }
        update.deleteSections(deletedSections)
        update.insertSections(insertedSections)

        // Items, walking the old snapshot: deletes, moves, and the same-section survivors
        // whose longest increasing run of new rows stays in place.
        var deletes = [IndexPath]()
        var inserts = [IndexPath]()
        var reloads = [IndexPath]()
        var reconfigures = [IndexPath]()
        var stayRows = [Int32]()
        var stayNewRows = [Int32]()  // rows fit: a Location is two Int32s
        let marksReload = !target.reloadedItemSet.isEmpty
        let marksReconfigure = !target.reconfiguredItemSet.isEmpty
        /// A move between two row-by-row sections; a reloaded item cannot move in UIKit,
        /// so it is deleted and inserted; a reconfigured one moves and is reconfigured.
        func move(_ item: ItemIdentifier, from: IndexPath, to: IndexPath) {
            if marksReload, target.reloadedItemSet.contains(item) {
                deletes.append(from)
                inserts.append(to)
            } else {
                update.moveRow(at: from, to: to)
                if marksReconfigure, target.reconfiguredItemSet.contains(item) { reconfigures.append(from) }
            }
        }

        // Positions after the update, flattened: `carried` marks rows that come from a
        // row-by-row old section (stay or move), `stayedFrom` holds the old row of those
        // that stay in place (-1 for the others). Plain arrays, so the target walk and the
        // marks below need no hashing of old positions.
        var newOffset = [Int](repeating: 0, count: newSections.count + 1)
        for j in 0..<newSections.count { newOffset[j + 1] = newOffset[j] + target.itemsBySection[j].count }
        var carried = [Bool](repeating: false, count: newOffset[newSections.count])
        var stayedFrom = [Int32](repeating: -1, count: newOffset[newSections.count])

        for i in 0..<oldSections.count where rowsOld[i] {
            let home = oldToNew[i]
            let rows = itemsBySection[i]
            stayRows.removeAll(keepingCapacity: true)
            stayNewRows.removeAll(keepingCapacity: true)
            for r in 0..<rows.count {
                guard let to = target.location[rows[r]] else {
                    deletes.append(IndexPath(row: r, section: i))
                    continue
                }
                switch newState[to.section] {
                case .reloaded:
                    deletes.append(IndexPath(row: r, section: i))  // it returns with the reload
                case .inserted:
                    update.moveRow(at: IndexPath(row: r, section: i), to: IndexPath(row: to.row, section: to.section))
                case .rowByRow:
                    carried[newOffset[to.section] + to.row] = true
                    if to.section == home {
                        stayRows.append(Int32(truncatingIfNeeded: r))
                        stayNewRows.append(to.storedRow)
                    } else {
                        move(
                            rows[r], from: IndexPath(row: r, section: i),
                            to: IndexPath(row: to.row, section: to.section))
                    }
                }
            }
            let stays = longestIncreasingSubsequenceMask(stayNewRows)
            for k in 0..<stayRows.count {
                if stays[k] {
                    stayedFrom[newOffset[home] + Int(stayNewRows[k])] = stayRows[k]
                } else {
                    move(
                        rows[Int(stayRows[k])], from: IndexPath(row: Int(stayRows[k]), section: i),
                        to: IndexPath(row: Int(stayNewRows[k]), section: home))
                }
            }
        }

        // Marks on items that stay in place (marks on moved items were handled by move).
        // A stayed item is in the same section before and after: its old section is
        // `newToOld[to.section]`, its old row is in `stayedFrom`.
        for item in target.reloadedItemList {
            if let to = target.location[item], newState[to.section] == .rowByRow {
                let row = stayedFrom[newOffset[to.section] + to.row]
                if row >= 0 { reloads.append(IndexPath(row: Int(row), section: newToOld[to.section])) }
            }
        }
        for item in target.reconfiguredItemList where !(marksReload && target.reloadedItemSet.contains(item)) {
            if let to = target.location[item], newState[to.section] == .rowByRow {
                let row = stayedFrom[newOffset[to.section] + to.row]
                if row >= 0 { reconfigures.append(IndexPath(row: Int(row), section: newToOld[to.section])) }
            }
        }

        // Items, walking the target: inserts into row-by-row sections of every row that
        // was not carried over from a row-by-row old section.
        for j in 0..<newSections.count where newState[j] == .rowByRow {
            let base = newOffset[j]
            for r in 0..<target.itemsBySection[j].count where !carried[base + r] {
                inserts.append(IndexPath(row: r, section: j))
            }
        }

        update.deleteRows(at: deletes)
        update.insertRows(at: inserts)
        update.reloadRows(at: reloads)
        update.reconfigureRows(at: reconfigures)
        return update
    }
}

/// How the rows of a section after the update arrive, for ``Snapshot/batchUpdate(to:)``.
@usableFromInline
enum DiffSectionState {
    /// A common section: rows are inserted, deleted and moved one by one.
    case rowByRow
    /// An inserted section: its rows come with it (rows may be moved into it).
    case inserted
    /// A reloaded section: all its rows are replaced.
    case reloaded
}

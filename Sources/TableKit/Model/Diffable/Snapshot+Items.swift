import Foundation

extension Snapshot {
    /// Appends items at the end of `section`, or of the last section when nil (UIKit's
    /// `appendItems(_:toSection:)`).
    ///
    /// An item that is already in the snapshot is **moved** to its new place (its reload
    /// and reconfigure marks are kept).
    /// - Throws: ``SnapshotError/duplicateItemInInput(item:operation:firstIndex:secondIndex:)``
    ///   when one identifier appears twice in `identifiers` (where should it go?),
    ///   ``SnapshotError/sectionNotFound(section:operation:)``, or
    ///   ``SnapshotError/noSectionToAppendTo(operation:)``. Unchanged when it throws.
    /// - Complexity: O(k) for k new items; moving present items adds O(length of the
    ///   sections they leave).
    @inlinable  // specialised in the caller's module: building large snapshots is hot
    public mutating func checkedAppendItems(
        _ identifiers: [ItemIdentifier], toSection section: SectionIdentifier? = nil
    )
        throws(SnapshotError)
    {
        let op = "appendItems(_:toSection:)"
        let s: Int
        if let section {
            guard let i = sectionIndex[section] else { throw .sectionNotFound(section: "\(section)", operation: op) }
            s = i
        } else {
            guard !sectionIdentifiers.isEmpty else { throw .noSectionToAppendTo(operation: op) }
            s = sectionIdentifiers.count - 1
        }
        // Fast path, one hash operation per item: every identifier is new. The table
        // grows at least twofold, never by exactly what this call needs: one exact
        // reservation per section would rehash every item already placed, per section.
        reserveLocations(identifiers.count, appendingTo: s)
        let start = itemsBySection[s].count
        var placed = 0
        for item in identifiers {
            if let previous = location.updateValue(Location(section: s, row: start + placed), forKey: item) {
                // Present already (or twice in the input): undo, then take the slow path.
                location[item] = previous
                for undone in identifiers.prefix(placed) { location[undone] = nil }
                placed = -1
                break
            }
            placed += 1
        }
        if placed >= 0 {
            // An empty section shares the caller's array (copied on write) instead of
            // copying it.
            if itemsBySection[s].isEmpty {
                itemsBySection[s] = identifiers
            } else {
                itemsBySection[s].append(contentsOf: identifiers)
            }
            return
        }
        try checkDistinct(identifiers, op)
        let present = identifiers.filter { location[$0] != nil }
        if !present.isEmpty { removeLocated(present) }
        itemsBySection[s].reserveCapacity(itemsBySection[s].count + identifiers.count)
        for item in identifiers {
            location[item] = Location(section: s, row: itemsBySection[s].count)
            itemsBySection[s].append(item)
        }
    }

    /// Inserts new items just before `anchor`, in its section (UIKit's
    /// `insertItems(_:beforeItem:)`).
    /// - Throws: ``SnapshotError/itemNotFound(item:operation:)`` for the anchor,
    ///   ``SnapshotError/itemAlreadyPresent(item:operation:section:index:)`` (use
    ///   `moveItem`), or a duplicate within `identifiers`.
    /// - Complexity: O(k + length of the anchor's section).
    public mutating func checkedInsertItems(_ identifiers: [ItemIdentifier], beforeItem anchor: ItemIdentifier)
        throws(SnapshotError)
    {
        try insertItems(identifiers, relativeTo: anchor, after: false, "insertItems(_:beforeItem:)")
    }

    /// Inserts new items just after `anchor`, in its section (UIKit's
    /// `insertItems(_:afterItem:)`). Throws and costs as ``checkedInsertItems(_:beforeItem:)``.
    public mutating func checkedInsertItems(_ identifiers: [ItemIdentifier], afterItem anchor: ItemIdentifier)
        throws(SnapshotError)
    {
        try insertItems(identifiers, relativeTo: anchor, after: true, "insertItems(_:afterItem:)")
    }

    /// Deletes items (UIKit's `deleteItems(_:)`), with their reload and reconfigure marks.
    /// - Throws: ``SnapshotError/itemNotFound(item:operation:)`` or a duplicate within
    ///   `identifiers`. Unchanged when it throws.
    /// - Complexity: O(k + length of the sections they leave).
    public mutating func checkedDeleteItems(_ identifiers: [ItemIdentifier]) throws(SnapshotError) {
        let op = "deleteItems(_:)"
        try checkDistinct(identifiers, op)
        for item in identifiers where location[item] == nil { throw .itemNotFound(item: "\(item)", operation: op) }
        removeLocated(identifiers)
        unmark(items: identifiers)
    }

    /// Deletes every item **and every section**, and all marks: the snapshot becomes
    /// empty, as UIKit's `deleteAllItems()` does. O(1) amortised (storage is released).
    public mutating func deleteAllItems() {
        self = Snapshot()
    }

    /// Moves `item` to just before `anchor`, across sections if needed (UIKit's
    /// `moveItem(_:beforeItem:)`).
    /// - Throws: ``SnapshotError/itemNotFound(item:operation:)`` or
    ///   ``SnapshotError/anchorIsMoved(identifier:operation:)`` when both are the same.
    /// - Complexity: O(length of the sections involved).
    public mutating func checkedMoveItem(_ item: ItemIdentifier, beforeItem anchor: ItemIdentifier)
        throws(SnapshotError)
    {
        try moveItem(item, relativeTo: anchor, after: false, "moveItem(_:beforeItem:)")
    }

    /// Moves `item` to just after `anchor` (UIKit's `moveItem(_:afterItem:)`). Throws and
    /// costs as ``checkedMoveItem(_:beforeItem:)``.
    public mutating func checkedMoveItem(_ item: ItemIdentifier, afterItem anchor: ItemIdentifier) throws(SnapshotError)
    {
        try moveItem(item, relativeTo: anchor, after: true, "moveItem(_:afterItem:)")
    }

    /// Marks items so that applying the snapshot replaces their cells (UIKit's
    /// `reloadItems(_:)`). Read by ``batchUpdate(to:)`` on the target snapshot.
    /// - Throws: ``SnapshotError/itemNotFound(item:operation:)``.
    @inlinable
    public mutating func checkedReloadItems(_ identifiers: [ItemIdentifier]) throws(SnapshotError) {
        for item in identifiers where location[item] == nil {
            throw .itemNotFound(item: "\(item)", operation: "reloadItems(_:)")
        }
        Self.reserve(&reloadedItemSet, identifiers.count)
        for item in identifiers where reloadedItemSet.insert(item).inserted { reloadedItemList.append(item) }
    }

    /// Marks items so that applying the snapshot refreshes their existing cells (UIKit's
    /// `reconfigureItems(_:)`). Unlike a reload, it survives a move of the item.
    /// - Throws: ``SnapshotError/itemNotFound(item:operation:)``.
    @inlinable
    public mutating func checkedReconfigureItems(_ identifiers: [ItemIdentifier]) throws(SnapshotError) {
        for item in identifiers where location[item] == nil {
            throw .itemNotFound(item: "\(item)", operation: "reconfigureItems(_:)")
        }
        Self.reserve(&reconfiguredItemSet, identifiers.count)
        for item in identifiers where reconfiguredItemSet.insert(item).inserted { reconfiguredItemList.append(item) }
    }

    // MARK: Internals

    /// Makes room for `extra` more marks in `set`, at least doubling it, rehashing in
    /// specialised code (see ``reserveLocations(_:appendingTo:)``).
    @inlinable
    static func reserve(_ set: inout Set<ItemIdentifier>, _ extra: Int) {
        let needed = set.count + extra
        guard set.capacity < needed else { return }
        var grown = Set<ItemIdentifier>(minimumCapacity: Swift.max(needed, 2 * set.capacity))
        for item in set { grown.insert(item) }
        set = grown
    }

    /// Makes room for `extra` more items, about to be appended to section `s`, in the
    /// location table.
    ///
    /// Apps build snapshots by appending every section, then each section's items, so
    /// when the table must grow it grows to what the sections still empty after `s`
    /// forecast (as many items each as this call brings), at least twofold, with the
    /// forecast's extra capped at max(4 × needed, 2¹⁸) entries so that a wrong forecast
    /// (a big section followed by many that stay empty) wastes a bounded amount. The rehash
    /// runs specialised, in ``SnapshotLocationTable/reserveCapacity(_:)``.
    @inlinable
    mutating func reserveLocations(_ extra: Int, appendingTo s: Int) {
        let needed = location.count + extra
        guard location.capacity < needed else { return }
        var emptyAfter = 0
        while s + 1 + emptyAfter < itemsBySection.count && itemsBySection[s + 1 + emptyAfter].isEmpty {
            emptyAfter += 1
        }
        let (product, overflow) = extra.multipliedReportingOverflow(by: emptyAfter)
        let forecast = needed + Swift.min(overflow ? Int.max : product, Swift.max(4 * needed, 1 << 18))
        location.reserveCapacity(Swift.max(forecast, 2 * location.capacity))
    }

    @usableFromInline
    func checkDistinct(_ identifiers: [ItemIdentifier], _ op: String) throws(SnapshotError) {
        guard identifiers.count > 1 else { return }
        var seen = [ItemIdentifier: Int](minimumCapacity: identifiers.count)
        for (i, item) in identifiers.enumerated() {
            if let j = seen.updateValue(i, forKey: item) {
                throw .duplicateItemInInput(item: "\(item)", operation: op, firstIndex: j, secondIndex: i)
            }
        }
    }

    mutating func insertItems(
        _ identifiers: [ItemIdentifier], relativeTo anchor: ItemIdentifier, after: Bool, _ op: String
    ) throws(SnapshotError) {
        guard let at = location[anchor] else { throw .itemNotFound(item: "\(anchor)", operation: op) }
        try checkDistinct(identifiers, op)
        for item in identifiers {
            if let l = location[item] {
                throw .itemAlreadyPresent(
                    item: "\(item)", operation: op, section: "\(sectionIdentifiers[l.section])", index: l.row)
            }
        }
        let row = after ? at.row + 1 : at.row
        itemsBySection[at.section].insert(contentsOf: identifiers, at: row)
        renumberRows(inSection: at.section, from: row)
    }

    mutating func moveItem(_ item: ItemIdentifier, relativeTo anchor: ItemIdentifier, after: Bool, _ op: String)
        throws(SnapshotError)
    {
        guard location[item] != nil else { throw .itemNotFound(item: "\(item)", operation: op) }
        guard location[anchor] != nil else { throw .itemNotFound(item: "\(anchor)", operation: op) }
        if item == anchor { throw .anchorIsMoved(identifier: "item \(item)", operation: op) }
        removeLocated([item])
        let at = location[anchor]!
        let row = after ? at.row + 1 : at.row
        itemsBySection[at.section].insert(item, at: row)
        renumberRows(inSection: at.section, from: row)
    }

    /// Removes items that are known to be present from their sections and from the
    /// location table, renumbering only the sections they leave.
    @usableFromInline
    mutating func removeLocated(_ items: [ItemIdentifier]) {
        var rowsBySection = [Int: [Int]]()
        for item in items {
            let l = location.removeValue(forKey: item)!
            rowsBySection[l.section, default: []].append(l.row)
        }
        for (s, rows) in rowsBySection {
            let first = rows.min()!
            if rows.count == 1 {
                itemsBySection[s].remove(at: first)
            } else {
                let doomed = Set(rows)
                var kept = [ItemIdentifier]()
                kept.reserveCapacity(itemsBySection[s].count - rows.count)
                for (r, item) in itemsBySection[s].enumerated() where !doomed.contains(r) { kept.append(item) }
                itemsBySection[s] = kept
            }
            renumberRows(inSection: s, from: first)
        }
    }

    @usableFromInline
    mutating func renumberRows(inSection s: Int, from row: Int) {
        let rows = itemsBySection[s]
        for r in row..<rows.count { location[rows[r]] = Location(section: s, row: r) }
    }

    mutating func unmark(items: [ItemIdentifier]) {
        guard !reloadedItemSet.isEmpty || !reconfiguredItemSet.isEmpty else { return }
        var gone = false
        for item in items {
            if reloadedItemSet.remove(item) != nil { gone = true }
            if reconfiguredItemSet.remove(item) != nil { gone = true }
        }
        if gone {
            reloadedItemList.removeAll { !reloadedItemSet.contains($0) }
            reconfiguredItemList.removeAll { !reconfiguredItemSet.contains($0) }
        }
    }

    /// Checks that the location table, the section index and the arrays agree, and that
    /// marks name present identifiers. O(items); called by tests after mutations.
    func checkInvariants() {
        precondition(
            sectionIdentifiers.count == itemsBySection.count, "snapshot: sections and item arrays differ in count")
        precondition(sectionIndex.count == sectionIdentifiers.count, "snapshot: section index out of sync")
        var total = 0
        for (s, id) in sectionIdentifiers.enumerated() {
            precondition(
                sectionIndex[id] == s,
                "snapshot: section \(id) indexed at \(String(describing: sectionIndex[id])), is at \(s)")
            for (r, item) in itemsBySection[s].enumerated() {
                precondition(location[item] == Location(section: s, row: r), "snapshot: item \(item) located wrongly")
                total += 1
            }
        }
        precondition(location.count == total, "snapshot: \(location.count) located items, \(total) in sections")
        precondition(
            reloadedItemSet.allSatisfy { location[$0] != nil } && reloadedItemSet.count == reloadedItemIdentifiers.count
        )
        precondition(
            reconfiguredItemSet.allSatisfy { location[$0] != nil }
                && reconfiguredItemSet.count == reconfiguredItemIdentifiers.count)
        precondition(reloadedSectionSet.allSatisfy { sectionIndex[$0] != nil })
        location._checkInvariants()
    }
}

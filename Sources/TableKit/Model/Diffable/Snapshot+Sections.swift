import Foundation

extension Snapshot {
    /// Appends sections, with no items, after the last one (UIKit's `appendSections(_:)`).
    /// - Throws: ``SnapshotError/duplicateSectionInInput(section:operation:firstIndex:secondIndex:)``
    ///   or ``SnapshotError/sectionAlreadyPresent(section:operation:index:)``; the snapshot
    ///   is unchanged when it throws.
    /// - Complexity: O(k) for k sections: one hash insert each (amortised).
    @inlinable  // specialised in the caller's module: building snapshots is hot
    public mutating func checkedAppendSections(_ identifiers: [SectionIdentifier]) throws(SnapshotError) {
        let start = sectionList.count
        if sectionIndex.capacity < start + identifiers.count {
            sectionIndex.reserveCapacity(Swift.max(start + identifiers.count, 2 * sectionIndex.capacity))
        }
        // One hash operation per section; the first one already present undoes the rest.
        for (k, id) in identifiers.enumerated() {
            if let previous = sectionIndex.updateValue(start + k, forKey: id) {
                sectionIndex[id] = previous
                for undone in identifiers.prefix(k) { sectionIndex[undone] = nil }
                if previous >= start {
                    throw .duplicateSectionInInput(
                        section: "\(id)", operation: "appendSections(_:)",
                        firstIndex: previous - start, secondIndex: k)
                }
                throw .sectionAlreadyPresent(section: "\(id)", operation: "appendSections(_:)", index: previous)
            }
        }
        sectionList.append(contentsOf: identifiers)
        itemsBySection.append(contentsOf: repeatElement([], count: identifiers.count))
    }

    /// Inserts sections, with no items, before `anchor` (UIKit's
    /// `insertSections(_:beforeSection:)`).
    /// - Throws: as ``checkedAppendSections(_:)``, or ``SnapshotError/sectionNotFound(section:operation:)``
    ///   when `anchor` is not in the snapshot.
    /// - Complexity: O(k + items in the sections after the anchor).
    public mutating func checkedInsertSections(
        _ identifiers: [SectionIdentifier], beforeSection anchor: SectionIdentifier
    )
        throws(SnapshotError)
    {
        let op = "insertSections(_:beforeSection:)"
        guard let at = sectionIndex[anchor] else { throw .sectionNotFound(section: "\(anchor)", operation: op) }
        try checkNewSections(identifiers, op)
        insertSections(identifiers, at: at)
    }

    /// Inserts sections, with no items, after `anchor` (UIKit's
    /// `insertSections(_:afterSection:)`). Throws and costs as
    /// ``checkedInsertSections(_:beforeSection:)``.
    public mutating func checkedInsertSections(
        _ identifiers: [SectionIdentifier], afterSection anchor: SectionIdentifier
    )
        throws(SnapshotError)
    {
        let op = "insertSections(_:afterSection:)"
        guard let at = sectionIndex[anchor] else { throw .sectionNotFound(section: "\(anchor)", operation: op) }
        try checkNewSections(identifiers, op)
        insertSections(identifiers, at: at + 1)
    }

    /// Deletes sections and all their items (UIKit's `deleteSections(_:)`).
    /// - Throws: ``SnapshotError/sectionNotFound(section:operation:)`` for an unknown
    ///   section (UIKit ignores it; here it is a mistake worth hearing about).
    /// - Complexity: O(k + items of the deleted sections and of the sections after them).
    public mutating func checkedDeleteSections(_ identifiers: [SectionIdentifier]) throws(SnapshotError) {
        let op = "deleteSections(_:)"
        var doomed = Set<Int>()
        for id in identifiers {
            guard let s = sectionIndex[id] else { throw .sectionNotFound(section: "\(id)", operation: op) }
            doomed.insert(s)
        }
        guard let first = doomed.min() else { return }
        var removedItems = [ItemIdentifier]()
        for s in doomed.sorted(by: >) {
            for item in itemsBySection[s] {
                location[item] = nil
                removedItems.append(item)
            }
            sectionIndex[sectionIdentifiers[s]] = nil
            unmark(section: sectionIdentifiers[s])
            sectionList.remove(at: s)
            itemsBySection.remove(at: s)
        }
        unmark(items: removedItems)
        renumberSections(from: first)
    }

    /// Moves `identifier` so that it sits just before `anchor` (UIKit's
    /// `moveSection(_:beforeSection:)`), with its items.
    /// - Throws: ``SnapshotError/sectionNotFound(section:operation:)``, or
    ///   ``SnapshotError/anchorIsMoved(identifier:operation:)`` when both are the same.
    /// - Complexity: O(items in the sections between the two positions).
    public mutating func checkedMoveSection(_ identifier: SectionIdentifier, beforeSection anchor: SectionIdentifier)
        throws(SnapshotError)
    {
        try moveSection(identifier, relativeTo: anchor, after: false, "moveSection(_:beforeSection:)")
    }

    /// Moves `identifier` so that it sits just after `anchor` (UIKit's
    /// `moveSection(_:afterSection:)`). Throws and costs as ``checkedMoveSection(_:beforeSection:)``.
    public mutating func checkedMoveSection(_ identifier: SectionIdentifier, afterSection anchor: SectionIdentifier)
        throws(SnapshotError)
    {
        try moveSection(identifier, relativeTo: anchor, after: true, "moveSection(_:afterSection:)")
    }

    /// Marks sections so that applying the snapshot replaces all their cells (UIKit's
    /// `reloadSections(_:)`). The marks travel with the snapshot and are read by
    /// ``batchUpdate(to:)`` on the *target* snapshot.
    /// - Throws: ``SnapshotError/sectionNotFound(section:operation:)``.
    public mutating func checkedReloadSections(_ identifiers: [SectionIdentifier]) throws(SnapshotError) {
        for id in identifiers where sectionIndex[id] == nil {
            throw .sectionNotFound(section: "\(id)", operation: "reloadSections(_:)")
        }
        for id in identifiers where reloadedSectionSet.insert(id).inserted {
            reloadedSectionIdentifiers.append(id)
        }
    }

    // MARK: Internals

    func checkNewSections(_ identifiers: [SectionIdentifier], _ op: String) throws(SnapshotError) {
        var seen = [SectionIdentifier: Int]()
        for (i, id) in identifiers.enumerated() {
            if let j = seen[id] {
                throw .duplicateSectionInInput(section: "\(id)", operation: op, firstIndex: j, secondIndex: i)
            }
            if let s = sectionIndex[id] { throw .sectionAlreadyPresent(section: "\(id)", operation: op, index: s) }
            seen[id] = i
        }
    }

    mutating func insertSections(_ identifiers: [SectionIdentifier], at index: Int) {
        sectionList.insert(contentsOf: identifiers, at: index)
        itemsBySection.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: index)
        renumberSections(from: index)
    }

    mutating func moveSection(_ id: SectionIdentifier, relativeTo anchor: SectionIdentifier, after: Bool, _ op: String)
        throws(SnapshotError)
    {
        guard let from = sectionIndex[id] else { throw .sectionNotFound(section: "\(id)", operation: op) }
        guard let anchorIndex = sectionIndex[anchor] else {
            throw .sectionNotFound(section: "\(anchor)", operation: op)
        }
        if id == anchor { throw .anchorIsMoved(identifier: "section \(id)", operation: op) }
        let items = itemsBySection.remove(at: from)
        sectionList.remove(at: from)
        var to = anchorIndex > from ? anchorIndex - 1 : anchorIndex
        if after { to += 1 }
        sectionList.insert(id, at: to)
        itemsBySection.insert(items, at: to)
        renumberSections(from: min(from, to), through: max(from, to))
    }

    /// Rewrites the index of every section in `from...through` (default: to the end) and
    /// the section of every item in them.
    mutating func renumberSections(from: Int, through: Int? = nil) {
        let last = min(through ?? (sectionIdentifiers.count - 1), sectionIdentifiers.count - 1)
        guard from <= last else { return }
        for s in from...last {
            sectionIndex[sectionIdentifiers[s]] = s
            for (r, item) in itemsBySection[s].enumerated() { location[item] = Location(section: s, row: r) }
        }
    }

    mutating func unmark(section: SectionIdentifier) {
        if reloadedSectionSet.remove(section) != nil { reloadedSectionIdentifiers.removeAll { $0 == section } }
    }
}

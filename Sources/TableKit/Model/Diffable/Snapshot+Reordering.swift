extension Snapshot {
    /// Puts the items of the section at index `section` in the order `order` gives: element
    /// k is the row (before the call) of the item that goes to row k. Marks are kept.
    /// - Precondition: `order` is a permutation of the section's rows.
    /// - Complexity: O(items in the section).
    mutating func reorderItems(inSectionAt section: Int, by order: [Int]) {
        let old = itemsBySection[section]
        precondition(order.count == old.count, "snapshot: reordering \(old.count) items by \(order.count) rows")
        itemsBySection[section] = []
        let new = order.map { old[$0] }
        for (row, item) in new.enumerated() {
            _ = location.updateValue(Location(section: section, row: row), forKey: item)
        }
        itemsBySection[section] = new
    }
}

extension Snapshot {
    /// Puts the items of the section at index `section` in the order `order` gives: element
    /// k is the row (before the call) of the item that goes to row k. Marks are kept.
    /// - Precondition: `order` is a permutation of the section's rows.
    /// - Complexity: O(items in the section) lookups in the location table; for a section
    ///   holding a quarter of the items or more, one pass over the table's slots instead,
    ///   without hashing (a sort of one large section moves every item).
    mutating func reorderItems(inSectionAt section: Int, by order: [Int]) {
        let old = itemsBySection[section]
        precondition(order.count == old.count, "snapshot: reordering \(old.count) items by \(order.count) rows")
        itemsBySection[section] = []
        let new = order.map { old[$0] }
        if old.count * 4 >= location.count {
            var newRow = [Int](repeating: 0, count: order.count)
            for (row, was) in order.enumerated() { newRow[was] = row }
            location.remapRows(inSection: section, to: newRow)
        } else {
            for (row, item) in new.enumerated() {
                _ = location.updateValue(Location(section: section, row: row), forKey: item)
            }
        }
        itemsBySection[section] = new
    }
}

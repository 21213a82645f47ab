import Foundation

extension TableViewDiffableDataSource: TableViewColumnsDataSource {
    /// Field `column` of ``columnTexts`` for the item at `indexPath`; "" when the closure is
    /// unset, gives fewer fields or there is no item there.
    public func tableView(_ tableView: TableView, textForColumn column: Int, at indexPath: IndexPath) -> String {
        let texts = self.tableView(tableView, textsForColumnsAt: indexPath)
        return column >= 0 && column < texts.count ? texts[column] : ""
    }

    /// ``columnTexts`` for the item at `indexPath`; empty when the closure is unset or there
    /// is no item there.
    public func tableView(_ tableView: TableView, textsForColumnsAt indexPath: IndexPath) -> [String] {
        guard let columnTexts, let item = current.itemIdentifier(at: indexPath) else { return [] }
        return columnTexts(tableView, item)
    }
}

extension TableViewDiffableDataSource {
    /// A section's items and a direction (true: ascending) to the order that sorts them
    /// stably: element k is the index of the item that goes to row k.
    typealias RowOrdering = @MainActor (_ items: [ItemIdentifier], _ ascending: Bool) -> [Int]

    /// Sorts the rows by the item's value at `keyPath` when the table is sorted by
    /// `column`: numbers and other `Comparable` values by `<`, stably; the data source
    /// reorders its rows at each sort by the column and at each apply while the table is
    /// sorted by it. A key path wins over the column's ``TableColumn/sortComparator``.
    /// SwiftUI's `TableColumn(_:value:)`; AppKit's `sortDescriptorPrototype` with a key.
    /// - Parameter column: an index into the table's ``TableView/columnLayout``, `>= 0`.
    /// - Complexity: a sort is O(n log n) comparisons of values read once per item.
    public func setSortKeyPath<Value: Comparable>(_ keyPath: KeyPath<ItemIdentifier, Value>, forColumn column: Int) {
        sortKeys[column] = { items, ascending in
            let values = items.map { $0[keyPath: keyPath] }
            var order = Array(values.indices)
            // The standard library's sort is stable.
            if ascending {
                order.sort { values[$0] < values[$1] }
            } else {
                order.sort { values[$1] < values[$0] }
            }
            return order
        }
        resortIfSortedBy(column)
    }

    /// Sorts the rows by the string at `keyPath` in the collation of the process's locale
    /// (`IndexedCollation.current`, ICU: `é` beside `e`, case after letters), stably; see
    /// the `Comparable` form of `setSortKeyPath(_:forColumn:)`.
    /// - Complexity: ICU sort keys for the strings, then a radix sort (as
    ///   ``IndexedCollation/sortedArray(from:collationString:)``).
    public func setSortKeyPath(_ keyPath: KeyPath<ItemIdentifier, String>, forColumn column: Int) {
        sortKeys[column] = { [unowned self] items, ascending in
            let collation = self.collation ?? IndexedCollation.current
            self.collation = collation
            return Self.collatedOrder(items.count, ascending: ascending, collation: collation) {
                items[$0][keyPath: keyPath]
            }
        }
        resortIfSortedBy(column)
    }

    /// The stable order of `count` strings by `collation`, descending when not `ascending`
    /// (equal strings keep their order either way: a stable ascending sort of the reversed
    /// input, read backwards).
    static func collatedOrder(
        _ count: Int, ascending: Bool, collation: IndexedCollation, _ string: (Int) -> String
    ) -> [Int] {
        if ascending { return collation.sortedOrder(count: count, string) }
        return collation.sortedOrder(count: count) { string(count - 1 - $0) }.reversed().map { count - 1 - $0 }
    }

    /// How the table's sort orders a section's items, or nil when the data source cannot
    /// sort by the sort column (no key path, no comparator with ``columnTexts``).
    func ordering(for table: TableView) -> ((_ items: [ItemIdentifier]) -> [Int])? {
        guard let sort = table.sortDescriptor, let layout = table.columnLayout,
            layout.columns.indices.contains(sort.column), layout.columns[sort.column].isSortable
        else { return nil }
        if let key = sortKeys[sort.column] { return { key($0, sort.ascending) } }
        guard let comparator = layout.columns[sort.column].sortComparator, let columnTexts else { return nil }
        return { items in
            let texts = items.map { item in
                let fields = columnTexts(table, item)
                return sort.column < fields.count ? fields[sort.column] : ""
            }
            var order = Array(texts.indices)
            let wanted: ComparisonResult = sort.ascending ? .orderedAscending : .orderedDescending
            order.sort { comparator(texts[$0], texts[$1]) == wanted }
            return order
        }
    }

    /// `snapshot` with each section's items in the table's sort order: by the key path
    /// (`setSortKeyPath(_:forColumn:)`) or the
    /// ``TableColumn/sortComparator`` of the ``TableView/sortDescriptor``'s column, stably;
    /// `snapshot` unchanged when the table is not sorted or the data source cannot sort by
    /// that column (no key path; no comparator or no ``columnTexts``). Sections keep their
    /// order, items their sections, and reload and reconfigure marks are kept.
    /// ``apply(_:animatingDifferences:completion:)`` applies this.
    /// - Complexity: O(n log n) comparisons for n items, each value or text read once,
    ///   plus O(n) to move the items.
    public func sortedSnapshot(_ snapshot: Snapshot<SectionIdentifier, ItemIdentifier>) -> Snapshot<
        SectionIdentifier, ItemIdentifier
    > {
        guard let table = tableView, let ordering = ordering(for: table) else { return snapshot }
        var sorted = snapshot
        for s in 0..<sorted.numberOfSections where sorted.itemsBySection[s].count > 1 {
            sorted.reorderItems(inSectionAt: s, by: ordering(sorted.itemsBySection[s]))
        }
        return sorted
    }

    /// Sorts the shown rows again when the table is sorted by `column`.
    private func resortIfSortedBy(_ column: Int) {
        guard hasApplied, let table = tableView, table.sortDescriptor?.column == column else { return }
        tableViewSortDescriptorDidChange(table)
    }
}

extension TableViewDiffableDataSource: TableViewRowSorting {
    /// Applies the shown snapshot in the new sort order (rows move, cells stay, the cursor
    /// and the selection follow their items), when the data source can sort by the column.
    func tableViewSortDescriptorDidChange(_ tableView: TableView) {
        guard hasApplied, ordering(for: tableView) != nil else { return }
        applyInOrder(sortedSnapshot(current), animatingDifferences: false, completion: nil)
    }
}

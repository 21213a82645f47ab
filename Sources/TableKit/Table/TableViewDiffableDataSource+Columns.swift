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
    @usableFromInline typealias RowOrdering = @MainActor (_ items: [ItemIdentifier], _ ascending: Bool) -> [Int]

    /// Sorts the rows by the item's value at `keyPath` when the table is sorted by
    /// `column`: numbers and other `Comparable` values by `<`, stably; the data source
    /// reorders its rows at each sort by the column and at each apply while the table is
    /// sorted by it. A key path wins over the column's ``TableColumn/sortComparator``.
    /// SwiftUI's `TableColumn(_:value:)`; AppKit's `sortDescriptorPrototype` with a key.
    /// - Parameters:
    ///   - keyPath: the item's value to sort by.
    ///   - column: an index into the table's ``TableView/columnLayout``, `>= 0`.
    /// - Complexity: a sort is O(n log n) comparisons of values read once per item.
    ///   Inlinable, so that the sort is compiled for the app's item and value types (a
    ///   `Double`'s `<` inline, not through the generic witness).
    @inlinable
    public func setSortKeyPath<Value: Comparable>(_ keyPath: KeyPath<ItemIdentifier, Value>, forColumn column: Int) {
        setRowOrdering(forColumn: column) { items, ascending in
            // Each value beside its row, sorted together (no lookup per comparison); the
            // standard library's sort is stable.
            var keyed = items.enumerated().map { (value: $0.element[keyPath: keyPath], row: $0.offset) }
            if ascending {
                keyed.sort { $0.value < $1.value }
            } else {
                keyed.sort { $1.value < $0.value }
            }
            return keyed.map(\.row)
        }
    }

    /// Sorts by `ordering` when the table is sorted by `column`, and sorts the shown rows
    /// again now if it is.
    @usableFromInline
    func setRowOrdering(forColumn column: Int, _ ordering: @escaping RowOrdering) {
        sortKeys[column] = ordering
        resortIfSortedBy(column)
    }

    /// Sorts the rows by the string at `keyPath` in the collation of the process's locale
    /// (`IndexedCollation.current`, ICU: `é` beside `e`, case after letters), stably; see
    /// the `Comparable` form of `setSortKeyPath(_:forColumn:)`.
    /// - Parameters:
    ///   - keyPath: the item's string to sort by.
    ///   - column: an index into the table's ``TableView/columnLayout``, `>= 0`.
    /// - Complexity: ICU sort keys for the strings, then a radix sort (as
    ///   ``IndexedCollation/sortedArray(from:collationString:)``).
    public func setSortKeyPath(_ keyPath: KeyPath<ItemIdentifier, String>, forColumn column: Int) {
        setRowOrdering(forColumn: column) { [unowned self] items, ascending in
            let collation = self.collation ?? IndexedCollation.current
            self.collation = collation
            return Self.collatedOrder(items.count, ascending: ascending, collation: collation) {
                items[$0][keyPath: keyPath]
            }
        }
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
            var keyed = items.enumerated().map { row, item in
                let fields = columnTexts(table, item)
                return (text: sort.column < fields.count ? fields[sort.column] : "", row: row)
            }
            let wanted: ComparisonResult = sort.ascending ? .orderedAscending : .orderedDescending
            keyed.sort { comparator($0.text, $1.text) == wanted }
            return keyed.map(\.row)
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

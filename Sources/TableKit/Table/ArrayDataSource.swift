import Foundation

/// A table data source over an array: one section, one row per item, each cell dequeued
/// with one reuse identifier and filled in by a closure. It takes the data source code out
/// of the view controller (objc.io's "Lighter View Controllers" pattern).
///
/// The table holds its data source weakly, as in UIKit: keep the ``ArrayDataSource``
/// alive (a property of the controller) for as long as the table uses it.
///
/// Subclass it to add titles, editing or moving: every ``TableViewDataSource`` method is
/// declared `open` here, answering through the protocol's own default, so an `override` in
/// a subclass is called (a method a subclass adds without one never would be: Swift calls
/// the conforming class's witness). The list is ``DataSourceViewController``'s data source
/// part, which is a view controller and so cannot be this class's superclass; a test checks
/// that both declare every protocol method.
@MainActor
open class ArrayDataSource<Item, Cell: TableViewCell>: TableViewDataSource {
    /// The rows, in order. Changing them does not reload the table: call `reloadData()`.
    public var items: [Item]
    /// The reuse identifier every cell is dequeued with; a class must be registered for it.
    public let cellIdentifier: String
    /// Fills in a dequeued cell for an item.
    public let configure: @MainActor (Cell, Item) -> Void

    /// A data source showing `items` as one section, each row's cell configured by `configure`.
    /// - Parameters:
    ///   - items: the rows, in order.
    ///   - cellIdentifier: the reuse identifier, registered with the table for a class
    ///     that is `Cell` or a subclass of it.
    ///   - configure: called for each visible row with its cell and item.
    public init(items: [Item], cellIdentifier: String, configure: @escaping @MainActor (Cell, Item) -> Void) {
        self.items = items
        self.cellIdentifier = cellIdentifier
        self.configure = configure
    }

    /// The item shown at `indexPath`. Traps when the row is out of range.
    public func item(at indexPath: IndexPath) -> Item {
        precondition(
            indexPath.section == 0 && indexPath.row >= 0 && indexPath.row < items.count,
            "ArrayDataSource: \(indexPath) is out of range (one section of \(items.count) rows)")
        return items[indexPath.row]
    }

    /// One section.
    open func numberOfSections(in tableView: TableView) -> Int { 1 }

    /// One row per item: `items.count`, whatever the section.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }

    /// Dequeues a cell and configures it. Traps, naming both classes, when the class
    /// registered for ``cellIdentifier`` is not a `Cell`.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let dequeued = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
        guard let cell = dequeued as? Cell else {
            preconditionFailure(
                "ArrayDataSource: the cell registered for '\(cellIdentifier)' is a \(type(of: dequeued)), not a \(Cell.self)"
            )
        }
        configure(cell, item(at: indexPath))
        return cell
    }

    // MARK: The protocol's other methods, open so that subclasses can override them

    /// No header title (the protocol's default): nil.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        ProtocolDefaults.shared.tableView(tableView, titleForHeaderInSection: section)
    }
    /// No footer title (the protocol's default): nil.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        ProtocolDefaults.shared.tableView(tableView, titleForFooterInSection: section)
    }
    /// No section index (the protocol's default): nil.
    open func sectionIndexTitles(for tableView: TableView) -> [String]? {
        ProtocolDefaults.shared.sectionIndexTitles(for: tableView)
    }
    /// One index title per section (the protocol's default): `index`, or `index - 1` after
    /// the search entry (``TableView/indexSearch``).
    open func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        ProtocolDefaults.shared.tableView(tableView, sectionForSectionIndexTitle: title, at: index)
    }
    /// Every row is editable (the protocol's default: true); the table learns that this
    /// method is not overridden.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        ProtocolDefaults.shared.tableView(tableView, canEditRowAt: indexPath)
    }
    /// Every row can move when ``tableView(_:moveRowAt:to:)`` is overridden (the
    /// protocol's default, UIKit's: true).
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        ProtocolDefaults.shared.tableView(tableView, canMoveRowAt: indexPath)
    }
    /// Does nothing (the protocol's default); the table learns that nothing is committed,
    /// so `d` is not offered. Override to remove the item from ``items`` and delete the row.
    open func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        ProtocolDefaults.shared.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
    }
    /// Does nothing (the protocol's default); the table learns that rows cannot move.
    /// Override to move the item in ``items``: the reorder control then shows while editing.
    open func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        ProtocolDefaults.shared.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
    }
}

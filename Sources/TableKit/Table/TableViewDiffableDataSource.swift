import Foundation

/// A table's data source driven by snapshots of identifiers (UIKit's
/// `UITableViewDiffableDataSource`): describe what the table should show with a
/// ``Snapshot`` and ``apply(_:animatingDifferences:completion:)`` it; the data source works
/// out the ``BatchUpdate`` from the identifiers (``Snapshot/batchUpdate(to:)``) and runs it
/// through the table's ``TableView/apply(_:with:)``, so cells of rows
/// that stay are kept, and the selection and cursor follow their items.
///
/// The cell provider makes the cell for an item, usually with
/// `dequeueReusableCell(withIdentifier:for:)`. Items marked with
/// ``Snapshot/reloadItems(_:)`` get a new cell (the provider is called with a cell from the
/// reuse pool); items marked with ``Snapshot/reconfigureItems(_:)`` keep their cell: the
/// provider is called again and its `dequeueReusableCell` returns the item's own cell, not
/// prepared for reuse, as in UIKit.
///
/// The init makes this object the table's ``TableView/dataSource``. The table holds its data
/// source weakly (as UIKit does), so keep a strong reference to this object.
///
/// Subclass it to override the data source methods (header titles, editing), or set the
/// closures below.
@MainActor
open class TableViewDiffableDataSource<SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable>:
    TableViewDataSource
{
    /// Makes the cell for `itemIdentifier` at `indexPath`. Returning nil traps (as UIKit
    /// does): a table row must have a cell.
    public typealias CellProvider =
        @MainActor (_ tableView: TableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifier) -> TableViewCell?

    /// The table this data source feeds.
    public private(set) weak var tableView: TableView?
    private let cellProvider: CellProvider
    var current = Snapshot<SectionIdentifier, ItemIdentifier>()
    var hasApplied = false

    /// The animation for applied differences (UIKit's `defaultRowAnimation`): every value
    /// but `.none` marks changed rows briefly.
    public var defaultRowAnimation: TableView.RowAnimation = .automatic
    /// A section's header title; nil for none. Used by ``tableView(_:titleForHeaderInSection:)``.
    public var titleForHeader:
        (@MainActor (_ tableView: TableView, _ section: Int, _ sectionIdentifier: SectionIdentifier) -> String?)?
    /// A section's footer title; nil for none.
    public var titleForFooter:
        (@MainActor (_ tableView: TableView, _ section: Int, _ sectionIdentifier: SectionIdentifier) -> String?)?
    /// The section index titles (one per section unless `sectionForSectionIndexTitle` says
    /// otherwise); nil for no index.
    public var sectionIndexTitles: (@MainActor (_ tableView: TableView) -> [String]?)?
    /// Whether a row shows editing controls. Default: editable exactly when
    /// ``commitEditing`` is set.
    public var canEditRow:
        (@MainActor (_ tableView: TableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifier) -> Bool)?
    /// Whether a row shows the reorder handle. Default: no.
    public var canMoveRow:
        (@MainActor (_ tableView: TableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifier) -> Bool)?
    /// Called for a confirmed delete or an insert (UIKit's `commit(_:forRowAt:)`): change
    /// the model and apply a new snapshot.
    public var commitEditing:
        (
            @MainActor (
                _ tableView: TableView, _ editingStyle: TableViewCell.EditingStyle, _ indexPath: IndexPath,
                _ itemIdentifier: ItemIdentifier
            ) -> Void
        )?
    /// Called after the user moved a row and the data source moved the item in its own
    /// snapshot (UIKit's diffable data source does the same): update the model here.
    public var didMoveRow:
        (
            @MainActor (
                _ tableView: TableView, _ itemIdentifier: ItemIdentifier, _ source: IndexPath, _ destination: IndexPath
            ) -> Void
        )?

    /// The texts of an item's fields, one per column of the table's
    /// ``TableView/columnLayout``, as its cell shows them; nil for none. Set, it makes this
    /// data source serve ``TableViewColumnsDataSource`` without a subclass: fit-to-content
    /// columns are measured over the rows near the screen, and a column's
    /// ``TableColumn/sortComparator`` orders the rows by these texts.
    public var columnTexts: (@MainActor (_ tableView: TableView, _ itemIdentifier: ItemIdentifier) -> [String])?
    /// The row orders by column from `setSortKeyPath(_:forColumn:)`.
    var sortKeys: [Int: RowOrdering] = [:]
    /// The collation string key paths sort by, opened at the first such sort.
    var collation: IndexedCollation?

    /// Makes the data source and sets it as `tableView`'s data source
    /// (UIKit's `init(tableView:cellProvider:)`).
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of what the table shows now, without reload or reconfigure marks.
    public func snapshot() -> Snapshot<SectionIdentifier, ItemIdentifier> { current }

    /// Makes the table show `snapshot` (UIKit's `apply(_:animatingDifferences:completion:)`,
    /// with its semantics since iOS 15).
    ///
    /// The batch update between the current snapshot and `snapshot` is computed from the
    /// identifiers and applied, animating or not: rows that stay keep their cells, the
    /// selection and the cursor follow their items, reloaded items get new cells and
    /// reconfigured items keep theirs. `animatingDifferences` only says whether changed
    /// rows are marked briefly (with ``defaultRowAnimation``; false marks none). The first
    /// apply loads the table (``TableView/reloadData()``). What stays on screen follows the
    /// table's ``TableView/updateScrollBehavior``. `completion` runs afterwards, on the main
    /// actor.
    ///
    /// Applied inside ``tableView(_:moveRowAt:to:)`` (the user's move already shown, the
    /// model and a snapshot updated there, as Apple's TableViewEditing sample does), the
    /// update stands for the move: the table does not move the row again, and the cursor
    /// and the selection stay on the moved item, within or across sections.
    ///
    /// While the table is sorted by a column the data source can sort by (a key path or a
    /// ``TableColumn/sortComparator``), `snapshot`'s items are first put in that order
    /// (``sortedSnapshot(_:)``): new items land in order and moved ones move.
    ///
    /// The computed update is always valid for the table's counts; should the table
    /// disagree (its rows were changed behind this data source's back), it reloads from the
    /// snapshot, so it never shows anything else.
    /// - Complexity: the diff's, O(n + m log m) for n items and m common ones (see
    ///   ``Snapshot/batchUpdate(to:)``), plus the table's update, O(changes + sections).
    public func apply(
        _ snapshot: Snapshot<SectionIdentifier, ItemIdentifier>, animatingDifferences: Bool = true,
        completion: (@MainActor () -> Void)? = nil
    ) {
        applyInOrder(sortedSnapshot(snapshot), animatingDifferences: animatingDifferences, completion: completion)
    }

    /// ``apply(_:animatingDifferences:completion:)`` of a snapshot already in the table's sort order.
    func applyInOrder(
        _ snapshot: Snapshot<SectionIdentifier, ItemIdentifier>, animatingDifferences: Bool,
        completion: (@MainActor () -> Void)?
    ) {
        guard hasApplied, let table = tableView else {
            applySnapshotUsingReloadData(snapshot, completion: completion)
            return
        }
        let update = current.batchUpdate(to: snapshot)
        current = snapshot
        current.clearMarks()
        do {
            try table.apply(update, with: animatingDifferences ? defaultRowAnimation : .none)
        } catch {
            // Only possible when the table's rows were changed behind our back; the table
            // has reloaded from `current`.
        }
        completion?()
    }

    /// Replaces what the table shows with `snapshot` and reloads the table, without
    /// computing differences (UIKit's `applySnapshotUsingReloadData(_:completion:)`): every
    /// visible row gets a new cell, no row is marked. The selection and the cursor follow
    /// their items (an item no longer in `snapshot` drops out); what stays on screen
    /// follows the table's ``TableView/updateScrollBehavior``.
    /// - Complexity: O(sections + selected rows) plus the table's reload.
    public func applySnapshotUsingReloadData(
        _ snapshot: Snapshot<SectionIdentifier, ItemIdentifier>,
        completion: (@MainActor () -> Void)? = nil
    ) {
        let old = current
        current = sortedSnapshot(snapshot)
        current.clearMarks()
        hasApplied = true
        let new = current
        tableView?.reloadData(carryingRowsThrough: { ip in
            old.itemIdentifier(at: ip).flatMap { new.indexPath(ofItem: $0) }
        })
        completion?()
    }

    /// The item at `indexPath`, or nil when there is no such row (UIKit's
    /// `itemIdentifier(for:)`). O(1).
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifier? { current.itemIdentifier(at: indexPath) }

    /// Where `itemIdentifier` is shown, or nil (UIKit's `indexPath(for:)`). O(1).
    public func indexPath(for itemIdentifier: ItemIdentifier) -> IndexPath? {
        current.indexPath(ofItem: itemIdentifier)
    }

    /// The section identifier at `index`, or nil (UIKit's `sectionIdentifier(for:)`).
    public func sectionIdentifier(for index: Int) -> SectionIdentifier? { current.sectionIdentifier(at: index) }

    /// The index of `sectionIdentifier`, or nil (UIKit's `index(for:)`).
    public func index(for sectionIdentifier: SectionIdentifier) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: TableViewDataSource

    /// The applied snapshot's section count.
    open func numberOfSections(in tableView: TableView) -> Int { current.numberOfSections }

    /// The applied snapshot's item count in `section`. Traps when `section` is out of range.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        current.itemIdentifiersBySection[section].count
    }

    /// The cell provider's cell for the item at `indexPath`. Traps when the applied snapshot
    /// has no item there or the provider returns nil.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let item = current.itemIdentifier(at: indexPath) else {
            preconditionFailure("TableViewDiffableDataSource: no item at \(indexPath) in the applied snapshot")
        }
        guard let cell = cellProvider(tableView, indexPath, item) else {
            preconditionFailure(
                "TableViewDiffableDataSource: the cell provider returned nil for item \(item) at \(indexPath)")
        }
        return cell
    }

    /// ``titleForHeader`` for the section; nil when it is unset or the section does not exist.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        guard let id = current.sectionIdentifier(at: section) else { return nil }
        return titleForHeader?(tableView, section, id)
    }

    /// ``titleForFooter`` for the section; nil when it is unset or the section does not exist.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        guard let id = current.sectionIdentifier(at: section) else { return nil }
        return titleForFooter?(tableView, section, id)
    }

    /// The ``sectionIndexTitles`` closure's titles; nil (no index) when it is unset.
    open func sectionIndexTitles(for tableView: TableView) -> [String]? { sectionIndexTitles?(tableView) }

    /// `index`: one index title per section. Override for another mapping.
    open func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        TableView.defaultSection(forSectionIndexTitleAt: index, in: tableView)
    }

    /// ``canEditRow`` for the item; when unset, true exactly when ``commitEditing`` is set.
    /// False for an index path with no item.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        guard let item = current.itemIdentifier(at: indexPath) else { return false }
        if let canEditRow { return canEditRow(tableView, indexPath, item) }
        return commitEditing != nil
    }

    /// ``canMoveRow`` for the item; false when unset or for an index path with no item.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        guard let item = current.itemIdentifier(at: indexPath) else { return false }
        return canMoveRow?(tableView, indexPath, item) ?? false
    }

    /// Calls ``commitEditing`` with the item; does nothing for an index path with no item.
    open func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard let item = current.itemIdentifier(at: indexPath) else { return }
        commitEditing?(tableView, editingStyle, indexPath, item)
    }

    /// Moves the item in the data source's own snapshot, then calls ``didMoveRow``.
    open func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard sourceIndexPath != destinationIndexPath else { return }  // a move that ended where it began
        guard let item = current.itemIdentifier(at: sourceIndexPath),
            let section = current.sectionIdentifier(at: destinationIndexPath.section)
        else { return }
        var others = current.itemIdentifiers(inSection: section) ?? []
        others.removeAll { $0 == item }
        // Both identifiers are in the snapshot: neither call can trap.
        if destinationIndexPath.row < others.count {
            current.moveItem(item, beforeItem: others[max(0, destinationIndexPath.row)])
        } else {
            current.appendItems([item], toSection: section)
        }
        current.clearMarks()
        didMoveRow?(tableView, item, sourceIndexPath, destinationIndexPath)
    }
}

extension Snapshot {
    /// Drops every reload and reconfigure mark: what a data source keeps after applying.
    mutating func clearMarks() {
        guard
            !(reloadedSectionIdentifiers.isEmpty && reloadedItemIdentifiers.isEmpty
                && reconfiguredItemIdentifiers.isEmpty)
        else { return }
        reloadedSectionIdentifiers = []
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
        reloadedSectionSet = []
        reloadedItemSet = []
        reconfiguredItemSet = []
    }
}

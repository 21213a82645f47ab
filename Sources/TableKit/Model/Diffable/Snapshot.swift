import Foundation

/// The identifiers of a table's sections and items, in order: TableKit's
/// `NSDiffableDataSourceSnapshot`.
///
/// Shape: an ordered list of distinct section identifiers, each with an ordered list of
/// item identifiers; an item identifier appears at most once in the whole snapshot.
/// Identifiers name *identity*; whether an item's content changed is said by
/// ``reloadItems(_:)`` (new cell) or ``reconfigureItems(_:)`` (same cell, new content).
/// ``batchUpdate(to:)`` turns two snapshots into the ``BatchUpdate`` between them.
///
/// The mutators have UIKit's spellings and, as in UIKit, do not throw: a mistake (a
/// duplicate or unknown identifier) traps with a message that names the identifier
/// (``SnapshotError/trapMessage``). Each has a `checked` form
/// (``checkedAppendItems(_:toSection:)``, ``checkedDeleteItems(_:)``, …) that throws
/// ``SnapshotError`` instead and leaves the snapshot unchanged, for identifiers that come
/// from outside (a file, a server).
///
/// Differences from UIKit, on purpose:
/// - appending an item that is already in the snapshot **moves** it to the end of the
///   target section (what UIKit does in practice); a duplicate *within one call* is
///   rejected, because its intended position is ambiguous. Inserting (`insertItems`) an
///   item that is already present is rejected: use `moveItem`.
/// - appending or inserting a section that is already present is rejected: use
///   `moveSection`.
///
/// - Complexity: lookups (`indexOfItem`, `sectionIdentifier(containingItem:)`,
///   `indexOfSection`, `itemIdentifier(at:)`) are O(1): the snapshot keeps a hash table
///   of its own from each item to its (section, row) in sync. Appends are O(k) for k identifiers;
///   inserting, deleting or moving in the middle of a section is O(length of that
///   section); inserting, deleting or moving a section is O(items in the sections after
///   it), like shifting an array.
public struct Snapshot<SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable>: Sendable {
    /// Where an item is: a section and a row, 8 bytes (see ``SnapshotLocation``).
    @usableFromInline typealias Location = SnapshotLocation

    /// The section identifiers, in order.
    @inlinable public var sectionIdentifiers: [SectionIdentifier] { sectionList }
    @usableFromInline var sectionList: [SectionIdentifier] = []
    @usableFromInline var itemsBySection: [[ItemIdentifier]] = []
    @usableFromInline var sectionIndex: [SectionIdentifier: Int] = [:]
    @usableFromInline var location = SnapshotLocationTable<ItemIdentifier>()

    /// Sections marked by ``reloadSections(_:)``, in the order they were marked.
    public internal(set) var reloadedSectionIdentifiers: [SectionIdentifier] = []
    /// Items marked by ``reloadItems(_:)``, in the order they were marked.
    @inlinable public internal(set) var reloadedItemIdentifiers: [ItemIdentifier] {
        get { reloadedItemList }
        set { reloadedItemList = newValue }
    }
    /// Items marked by ``reconfigureItems(_:)``, in the order they were marked.
    @inlinable public internal(set) var reconfiguredItemIdentifiers: [ItemIdentifier] {
        get { reconfiguredItemList }
        set { reconfiguredItemList = newValue }
    }
    @usableFromInline var reloadedItemList: [ItemIdentifier] = []
    @usableFromInline var reconfiguredItemList: [ItemIdentifier] = []
    @usableFromInline var reloadedSectionSet: Set<SectionIdentifier> = []
    @usableFromInline var reloadedItemSet: Set<ItemIdentifier> = []
    @usableFromInline var reconfiguredItemSet: Set<ItemIdentifier> = []

    /// An empty snapshot.
    public init() {}

    // MARK: Queries

    /// The number of sections.
    public var numberOfSections: Int { sectionIdentifiers.count }
    /// The number of items in all sections. O(1).
    public var numberOfItems: Int { location.count }

    /// All item identifiers, section after section. O(items).
    public var itemIdentifiers: [ItemIdentifier] { Array(itemsBySection.joined()) }

    /// The number of items in `section`, or nil when the section is not in the snapshot.
    public func numberOfItems(inSection section: SectionIdentifier) -> Int? {
        sectionIndex[section].map { itemsBySection[$0].count }
    }

    /// The item identifiers of `section` in order, or nil when it is not in the snapshot.
    public func itemIdentifiers(inSection section: SectionIdentifier) -> [ItemIdentifier]? {
        sectionIndex[section].map { itemsBySection[$0] }
    }

    /// The item identifiers of every section in order: one array per section. This is
    /// the array-of-arrays model that ``UpdateMapping/apply(to:inserted:)`` works on.
    public var itemIdentifiersBySection: [[ItemIdentifier]] { itemsBySection }

    /// The section that contains `item`, or nil. O(1).
    @inlinable
    public func sectionIdentifier(containingItem item: ItemIdentifier) -> SectionIdentifier? {
        location[item].map { sectionIdentifiers[$0.section] }
    }

    /// The index of `item` within its section, or nil (UIKit's `indexOfItem(_:)`). O(1).
    @inlinable
    public func indexOfItem(_ item: ItemIdentifier) -> Int? { location[item]?.row }

    /// The index path of `item`, or nil. O(1): one hash lookup.
    @inlinable  // specialised in the caller's module: a lookup, not a generic call
    public func indexPath(ofItem item: ItemIdentifier) -> IndexPath? {
        location[item].map { IndexPath(row: $0.row, section: $0.section) }
    }

    /// The index of `section`, or nil (UIKit's `indexOfSection(_:)`). O(1).
    @inlinable
    public func indexOfSection(_ section: SectionIdentifier) -> Int? { sectionIndex[section] }

    /// The item at `indexPath`, or nil when there is no such row (UIKit's
    /// `UITableViewDiffableDataSource.itemIdentifier(for:)`). O(1).
    public func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifier? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < itemsBySection.count else { return nil }
        let rows = itemsBySection[indexPath.section]
        return indexPath.row >= 0 && indexPath.row < rows.count ? rows[indexPath.row] : nil
    }

    /// The section identifier at `index`, or nil when out of range.
    public func sectionIdentifier(at index: Int) -> SectionIdentifier? {
        index >= 0 && index < sectionIdentifiers.count ? sectionIdentifiers[index] : nil
    }

    /// Row counts per section, one element per section: what a data source returns.
    public var rowCounts: [Int] { itemsBySection.map(\.count) }

    /// True when `item` is marked by ``reloadItems(_:)``.
    public func isReloaded(_ item: ItemIdentifier) -> Bool { reloadedItemSet.contains(item) }
    /// True when `item` is marked by ``reconfigureItems(_:)``.
    public func isReconfigured(_ item: ItemIdentifier) -> Bool { reconfiguredItemSet.contains(item) }
    /// True when `section` is marked by ``reloadSections(_:)``.
    public func isReloaded(section: SectionIdentifier) -> Bool { reloadedSectionSet.contains(section) }
}

extension Snapshot: Equatable {
    /// Two snapshots are equal when they hold the same sections and items in the same
    /// order and the same reload and reconfigure marks.
    public static func == (a: Snapshot, b: Snapshot) -> Bool {
        a.sectionIdentifiers == b.sectionIdentifiers && a.itemsBySection == b.itemsBySection
            && a.reloadedSectionSet == b.reloadedSectionSet && a.reloadedItemSet == b.reloadedItemSet
            && a.reconfiguredItemSet == b.reconfiguredItemSet
    }
}

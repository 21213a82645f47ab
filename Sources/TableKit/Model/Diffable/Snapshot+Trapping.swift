import Foundation

/// The snapshot's mutators in UIKit's spellings (`NSDiffableDataSourceSnapshot`): they do
/// not throw, so ported code needs no `try`. A mistake (an identifier twice in the input,
/// an item or section already present or not found) is a programmer error and traps with
/// ``SnapshotError/trapMessage``, which names the operation and the identifier, as UIKit's
/// `NSInternalInconsistencyException` does. Code that builds snapshots from outside data
/// and wants to recover calls the `checked` forms (``checkedAppendItems(_:toSection:)``
/// and the rest), which throw ``SnapshotError`` and leave the snapshot unchanged.
extension Snapshot {
    /// Appends items at the end of `section`, or of the last section when nil (UIKit's
    /// `appendItems(_:toSection:)`); an item already present moves to its new place.
    /// Traps where ``checkedAppendItems(_:toSection:)`` throws: an identifier twice in
    /// `identifiers`, an unknown `section`, or no section at all.
    /// - Complexity: O(k) for k new items, as ``checkedAppendItems(_:toSection:)``.
    @inlinable
    public mutating func appendItems(_ identifiers: [ItemIdentifier], toSection section: SectionIdentifier? = nil) {
        do throws(SnapshotError) { try checkedAppendItems(identifiers, toSection: section) } catch { Self.trap(error) }
    }

    /// Inserts new items just before `anchor` (UIKit's `insertItems(_:beforeItem:)`).
    /// Traps where ``checkedInsertItems(_:beforeItem:)`` throws: an unknown anchor, an item
    /// already present or twice in `identifiers`.
    public mutating func insertItems(_ identifiers: [ItemIdentifier], beforeItem anchor: ItemIdentifier) {
        do throws(SnapshotError) { try checkedInsertItems(identifiers, beforeItem: anchor) } catch { Self.trap(error) }
    }

    /// Inserts new items just after `anchor` (UIKit's `insertItems(_:afterItem:)`). Traps
    /// where ``checkedInsertItems(_:afterItem:)`` throws.
    public mutating func insertItems(_ identifiers: [ItemIdentifier], afterItem anchor: ItemIdentifier) {
        do throws(SnapshotError) { try checkedInsertItems(identifiers, afterItem: anchor) } catch { Self.trap(error) }
    }

    /// Deletes items with their marks (UIKit's `deleteItems(_:)`). Traps where
    /// ``checkedDeleteItems(_:)`` throws: an unknown item or one twice in `identifiers`.
    public mutating func deleteItems(_ identifiers: [ItemIdentifier]) {
        do throws(SnapshotError) { try checkedDeleteItems(identifiers) } catch { Self.trap(error) }
    }

    /// Moves `item` to just before `anchor` (UIKit's `moveItem(_:beforeItem:)`). Traps
    /// where ``checkedMoveItem(_:beforeItem:)`` throws: either unknown, or both the same.
    public mutating func moveItem(_ item: ItemIdentifier, beforeItem anchor: ItemIdentifier) {
        do throws(SnapshotError) { try checkedMoveItem(item, beforeItem: anchor) } catch { Self.trap(error) }
    }

    /// Moves `item` to just after `anchor` (UIKit's `moveItem(_:afterItem:)`). Traps where
    /// ``checkedMoveItem(_:afterItem:)`` throws.
    public mutating func moveItem(_ item: ItemIdentifier, afterItem anchor: ItemIdentifier) {
        do throws(SnapshotError) { try checkedMoveItem(item, afterItem: anchor) } catch { Self.trap(error) }
    }

    /// Marks items to get new cells when applied (UIKit's `reloadItems(_:)`). Traps on an
    /// unknown item, where ``checkedReloadItems(_:)`` throws.
    @inlinable
    public mutating func reloadItems(_ identifiers: [ItemIdentifier]) {
        do throws(SnapshotError) { try checkedReloadItems(identifiers) } catch { Self.trap(error) }
    }

    /// Marks items to have their cells refreshed when applied (UIKit's
    /// `reconfigureItems(_:)`). Traps on an unknown item, where
    /// ``checkedReconfigureItems(_:)`` throws.
    @inlinable
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifier]) {
        do throws(SnapshotError) { try checkedReconfigureItems(identifiers) } catch { Self.trap(error) }
    }

    /// Appends sections with no items (UIKit's `appendSections(_:)`). Traps where
    /// ``checkedAppendSections(_:)`` throws: a section already present or twice in
    /// `identifiers`.
    /// - Complexity: O(k) for k sections.
    @inlinable
    public mutating func appendSections(_ identifiers: [SectionIdentifier]) {
        do throws(SnapshotError) { try checkedAppendSections(identifiers) } catch { Self.trap(error) }
    }

    /// Inserts sections before `anchor` (UIKit's `insertSections(_:beforeSection:)`). Traps
    /// where ``checkedInsertSections(_:beforeSection:)`` throws.
    public mutating func insertSections(_ identifiers: [SectionIdentifier], beforeSection anchor: SectionIdentifier) {
        do throws(SnapshotError) { try checkedInsertSections(identifiers, beforeSection: anchor) } catch {
            Self.trap(error)
        }
    }

    /// Inserts sections after `anchor` (UIKit's `insertSections(_:afterSection:)`). Traps
    /// where ``checkedInsertSections(_:afterSection:)`` throws.
    public mutating func insertSections(_ identifiers: [SectionIdentifier], afterSection anchor: SectionIdentifier) {
        do throws(SnapshotError) { try checkedInsertSections(identifiers, afterSection: anchor) } catch {
            Self.trap(error)
        }
    }

    /// Deletes sections and their items (UIKit's `deleteSections(_:)`). Traps on an unknown
    /// section, where ``checkedDeleteSections(_:)`` throws.
    public mutating func deleteSections(_ identifiers: [SectionIdentifier]) {
        do throws(SnapshotError) { try checkedDeleteSections(identifiers) } catch { Self.trap(error) }
    }

    /// Moves a section before `anchor` (UIKit's `moveSection(_:beforeSection:)`). Traps
    /// where ``checkedMoveSection(_:beforeSection:)`` throws.
    public mutating func moveSection(_ identifier: SectionIdentifier, beforeSection anchor: SectionIdentifier) {
        do throws(SnapshotError) { try checkedMoveSection(identifier, beforeSection: anchor) } catch {
            Self.trap(error)
        }
    }

    /// Moves a section after `anchor` (UIKit's `moveSection(_:afterSection:)`). Traps where
    /// ``checkedMoveSection(_:afterSection:)`` throws.
    public mutating func moveSection(_ identifier: SectionIdentifier, afterSection anchor: SectionIdentifier) {
        do throws(SnapshotError) { try checkedMoveSection(identifier, afterSection: anchor) } catch {
            Self.trap(error)
        }
    }

    /// Marks sections to get new cells when applied (UIKit's `reloadSections(_:)`). Traps
    /// on an unknown section, where ``checkedReloadSections(_:)`` throws.
    public mutating func reloadSections(_ identifiers: [SectionIdentifier]) {
        do throws(SnapshotError) { try checkedReloadSections(identifiers) } catch { Self.trap(error) }
    }

    /// Stops the program with the error's ``SnapshotError/trapMessage``.
    @usableFromInline
    static func trap(_ error: SnapshotError) -> Never { fatalError(error.trapMessage) }
}

extension SnapshotError {
    /// What a UIKit-spelled snapshot mutator traps with: "Invalid snapshot update: " and
    /// the ``description`` (the operation, the identifier and what is wrong), as UIKit's
    /// `NSInternalInconsistencyException` names the identifier.
    public var trapMessage: String { "Invalid snapshot update: \(description)" }
}

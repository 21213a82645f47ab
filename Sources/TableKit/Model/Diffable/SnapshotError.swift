import Foundation

/// Why a ``Snapshot`` refused a change.
///
/// The `checked` mutators (``Snapshot/checkedAppendItems(_:toSection:)`` and the rest)
/// throw it and leave the snapshot unchanged, so that data from outside (a file, a
/// server) cannot crash the app; the mutators in UIKit's spellings
/// (``Snapshot/appendItems(_:toSection:)``) trap with its ``trapMessage``, as UIKit's
/// `NSDiffableDataSourceSnapshot` does. Identifiers are shown with `String(describing:)`.
public enum SnapshotError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The same item identifier appears twice in the identifiers given to one call.
    case duplicateItemInInput(item: String, operation: String, firstIndex: Int, secondIndex: Int)
    /// An item identifier given to an insert is already in the snapshot.
    case itemAlreadyPresent(item: String, operation: String, section: String, index: Int)
    /// The same section identifier appears twice in the identifiers given to one call.
    case duplicateSectionInInput(section: String, operation: String, firstIndex: Int, secondIndex: Int)
    /// A section identifier given to an append or insert is already in the snapshot.
    case sectionAlreadyPresent(section: String, operation: String, index: Int)
    /// An operation names a section that is not in the snapshot.
    case sectionNotFound(section: String, operation: String)
    /// An operation names an item that is not in the snapshot.
    case itemNotFound(item: String, operation: String)
    /// `appendItems(_:)` without a section, but the snapshot has no section yet.
    case noSectionToAppendTo(operation: String)
    /// An insert or move is anchored on an item or section that is itself being moved or
    /// inserted (e.g. `moveItem(x, beforeItem: x)`).
    case anchorIsMoved(identifier: String, operation: String)

    /// One sentence naming the operation, the identifier and what is wrong.
    public var description: String {
        switch self {
        case let .duplicateItemInInput(item, op, first, second):
            return
                "\(op): item \(item) appears twice in the identifiers given (at positions \(first) and \(second)); each item may appear once."
        case let .itemAlreadyPresent(item, op, section, index):
            return
                "\(op): item \(item) is already in the snapshot, in section \(section) at index \(index); delete or move it instead."
        case let .duplicateSectionInInput(section, op, first, second):
            return
                "\(op): section \(section) appears twice in the identifiers given (at positions \(first) and \(second)); each section may appear once."
        case let .sectionAlreadyPresent(section, op, index):
            return "\(op): section \(section) is already in the snapshot at index \(index); use moveSection to move it."
        case let .sectionNotFound(section, op):
            return "\(op): section \(section) is not in the snapshot."
        case let .itemNotFound(item, op):
            return "\(op): item \(item) is not in the snapshot."
        case let .noSectionToAppendTo(op):
            return "\(op): the snapshot has no section to append items to; append a section first."
        case let .anchorIsMoved(identifier, op):
            return "\(op): \(identifier) cannot be placed relative to itself."
        }
    }
}

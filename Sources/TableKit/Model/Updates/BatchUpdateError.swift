import Foundation

/// Why a ``BatchUpdate`` was rejected by ``BatchUpdate/validate(oldRowCounts:newRowCounts:)``.
///
/// UIKit raises `NSInternalInconsistencyException` ("Invalid update: invalid number of rows
/// in section 0 …"); TableKit throws this typed error instead, and its ``description`` is
/// one readable sentence carrying every number a reader needs: the section, the count
/// before, the count after (what the data source returned), the inserted, deleted, moved-in
/// and moved-out rows, the expected count, and the offending index paths.
/// Index paths in messages are written `(section,row)`.
public enum BatchUpdateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The number of sections after the update is not `before − deleted + inserted`.
    case invalidNumberOfSections(before: Int, after: Int, inserted: [Int], deleted: [Int])

    /// A section that survives the update (and is neither inserted nor reloaded) has a row
    /// count after the update that is not `before + inserted − deleted + movedIn − movedOut`.
    /// `section` is the index after the update, `oldSection` the index before it (they
    /// differ when sections were moved, inserted or deleted). The arrays hold the offending
    /// index paths: `inserted` and `movedIn` after the update, `deleted` and `movedOut`
    /// before it.
    case invalidNumberOfRows(
        section: Int, oldSection: Int, before: Int, after: Int,
        inserted: [IndexPath], deleted: [IndexPath], movedIn: [IndexPath], movedOut: [IndexPath])

    /// An operation names a row that does not exist at the time it refers to
    /// (`rowCount` is nil when the section itself does not exist).
    case rowOutOfRange(BatchUpdate.Operation, IndexPath, sectionCount: Int, rowCount: Int?)

    /// An operation names a section that does not exist at the time it refers to.
    case sectionOutOfRange(BatchUpdate.Operation, section: Int, sectionCount: Int)

    /// Two operations (or the same one twice) name the same row at the same time
    /// (both before or both after the update), e.g. a row deleted twice, deleted and
    /// reloaded, inserted twice, or inserted where a moved row lands.
    case conflictingRowOperations(IndexPath, BatchUpdate.Operation, BatchUpdate.Operation)

    /// Two operations (or the same one twice) name the same section at the same time.
    case conflictingSectionOperations(section: Int, BatchUpdate.Operation, BatchUpdate.Operation)

    /// A row operation names a row inside a section that the same batch deletes, reloads
    /// or inserts, so the row operation has no meaning (the section's rows go or come
    /// with it).
    case rowInChangedSection(BatchUpdate.Operation, IndexPath, sectionOperation: BatchUpdate.Operation)

    /// The expected number of rows for `invalidNumberOfRows`, or of sections for
    /// `invalidNumberOfSections`; nil for the other cases.
    public var expectedCount: Int? {
        switch self {
        case let .invalidNumberOfSections(before, _, inserted, deleted):
            return before - deleted.count + inserted.count
        case let .invalidNumberOfRows(_, _, before, _, inserted, deleted, movedIn, movedOut):
            return before + inserted.count - deleted.count + movedIn.count - movedOut.count
        default:
            return nil
        }
    }

    /// "Invalid update: …", after UIKit's exception for an inconsistent batch, with the numbers a
    /// reader needs: the counts before and after, what was inserted, deleted and moved, and the
    /// index paths or sections at fault.
    public var description: String {
        switch self {
        case let .invalidNumberOfSections(before, after, inserted, deleted):
            var s =
                "Invalid update: the data source returned \(after) section\(after == 1 ? "" : "s") after the update, "
                + "but \(expectedCount!) were expected: \(before) before − \(deleted.count) deleted + \(inserted.count) inserted = \(expectedCount!)."
            if !deleted.isEmpty { s += " Deleted sections (before the update): \(Self.list(deleted))." }
            if !inserted.isEmpty { s += " Inserted sections (after the update): \(Self.list(inserted))." }
            if deleted.isEmpty && inserted.isEmpty {
                s +=
                    " No section was inserted or deleted: call insertSections/deleteSections for sections added to or removed from the model."
            }
            return s
        case let .invalidNumberOfRows(section, oldSection, before, after, inserted, deleted, movedIn, movedOut):
            let name =
                section == oldSection
                ? "section \(section)" : "section \(section) (section \(oldSection) before the update)"
            var s =
                "Invalid update: \(name) has \(after) row\(after == 1 ? "" : "s") after the update (returned by the data source), "
                + "but \(expectedCount!) were expected: \(before) before + \(inserted.count) inserted − \(deleted.count) deleted"
                + " + \(movedIn.count) moved in − \(movedOut.count) moved out = \(expectedCount!)."
            if !inserted.isEmpty { s += " Inserted (after the update): \(Self.list(inserted))." }
            if !deleted.isEmpty { s += " Deleted (before the update): \(Self.list(deleted))." }
            if !movedIn.isEmpty { s += " Moved in (after the update): \(Self.list(movedIn))." }
            if !movedOut.isEmpty { s += " Moved out (before the update): \(Self.list(movedOut))." }
            return s
        case let .rowOutOfRange(op, ip, sectionCount, rowCount):
            let when = op.namesIndexPathsAfterUpdate ? "after" : "before"
            if let rowCount {
                return "Invalid update: \(op) names row \(ip.row) in section \(ip.section) \(Self.path(ip)), "
                    + "but that section has only \(rowCount) row\(rowCount == 1 ? "" : "s") \(when) the update."
            }
            return "Invalid update: \(op) names row \(ip.row) in section \(ip.section) \(Self.path(ip)), "
                + "but there \(sectionCount == 1 ? "is" : "are") only \(sectionCount) section\(sectionCount == 1 ? "" : "s") \(when) the update."
        case let .sectionOutOfRange(op, section, sectionCount):
            let when = op.namesIndexPathsAfterUpdate ? "after" : "before"
            return "Invalid update: \(op) names section \(section), but there \(sectionCount == 1 ? "is" : "are") only "
                + "\(sectionCount) section\(sectionCount == 1 ? "" : "s") \(when) the update."
        case let .conflictingRowOperations(ip, first, second):
            let when = first.namesIndexPathsAfterUpdate ? "after" : "before"
            if first == second {
                return
                    "Invalid update: \(first) names row \(ip.row) in section \(ip.section) \(Self.path(ip)) twice (\(when) the update)."
            }
            return
                "Invalid update: \(first) and \(second) both name row \(ip.row) in section \(ip.section) \(Self.path(ip)) \(when) the update."
        case let .conflictingSectionOperations(section, first, second):
            let when = first.namesIndexPathsAfterUpdate ? "after" : "before"
            if first == second {
                return "Invalid update: \(first) names section \(section) twice (\(when) the update)."
            }
            return "Invalid update: \(first) and \(second) both name section \(section) \(when) the update."
        case let .rowInChangedSection(op, ip, sectionOp):
            return "Invalid update: \(op) names row \(ip.row) in section \(ip.section) \(Self.path(ip)), "
                + "but the same batch also calls \(sectionOp) on section \(ip.section), which takes all of its rows with it."
        }
    }

    static func path(_ ip: IndexPath) -> String { "(\(ip.section),\(ip.row))" }

    /// At most 20 entries, then "and N more", so that a huge batch stays readable.
    static func list(_ ips: [IndexPath]) -> String {
        let shown = ips.prefix(20).map(path).joined(separator: " ")
        return ips.count > 20 ? shown + " and \(ips.count - 20) more" : shown
    }

    static func list(_ sections: [Int]) -> String {
        let shown = sections.prefix(20).map(String.init).joined(separator: " ")
        return sections.count > 20 ? shown + " and \(sections.count - 20) more" : shown
    }
}

extension BatchUpdate {
    /// The recorded operation an error talks about. Its description is the UIKit call.
    public enum Operation: String, Sendable, Hashable, CustomStringConvertible {
        /// `insertRows(at:)`; names index paths after the update.
        case insertRows = "insertRows(at:)"
        /// `deleteRows(at:)`; names index paths before the update.
        case deleteRows = "deleteRows(at:)"
        /// `reloadRows(at:)`; names index paths before the update.
        case reloadRows = "reloadRows(at:)"
        /// `reconfigureRows(at:)`; names index paths before the update.
        case reconfigureRows = "reconfigureRows(at:)"
        /// The source of `moveRow(at:to:)`.
        case moveRowSource = "moveRow(at:) (source)"
        /// The destination of `moveRow(at:to:)`.
        case moveRowDestination = "moveRow(to:) (destination)"
        /// `insertSections(_:)`; names sections after the update.
        case insertSections = "insertSections(_:)"
        /// `deleteSections(_:)`; names sections before the update.
        case deleteSections = "deleteSections(_:)"
        /// `reloadSections(_:)`; names sections before the update.
        case reloadSections = "reloadSections(_:)"
        /// The source of `moveSection(_:toSection:)`.
        case moveSectionSource = "moveSection(_:) (source)"
        /// The destination of `moveSection(_:toSection:)`.
        case moveSectionDestination = "moveSection(toSection:) (destination)"

        /// The call named, e.g. `insertSections(_:)`.
        public var description: String { rawValue }

        /// True for inserts and move destinations, which name positions after the update.
        public var namesIndexPathsAfterUpdate: Bool {
            switch self {
            case .insertRows, .moveRowDestination, .insertSections, .moveSectionDestination: return true
            default: return false
            }
        }
    }
}

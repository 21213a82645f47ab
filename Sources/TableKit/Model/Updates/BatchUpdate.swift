import Foundation

/// A description of one batch of row and section changes, recorded in any order, as the
/// calls inside UIKit's `UITableView.performBatchUpdates(_:completion:)`.
///
/// UIKit's rules, which this value follows:
/// - deletes and reloads (rows and sections) name index paths **before** the update;
/// - inserts name index paths **after** the update;
/// - a move names its source before the update and its destination after it;
/// - the order of the calls does not matter: all deletes happen before all inserts.
///
/// The value only records. ``validate(oldRowCounts:newRowCounts:)`` checks it against the
/// counts before and after the update and returns an ``UpdateMapping`` that carries every
/// old index path to its new one.
///
/// Rules that are stricter than UIKit, so that every accepted batch has one meaning:
/// - a row may not be deleted, reloaded or moved out of a section that the same batch
///   deletes or reloads (the section's rows go with it);
/// - a row may not be inserted into a section that the same batch inserts or reloads
///   (that section's rows all come from the data source); a row may be *moved* into an
///   inserted section, so that it keeps its selection;
/// - a reloaded row may not also be deleted or moved (UIKit's rule); a reconfigured row
///   may be moved: reconfiguring keeps the cell, so it travels with the row.
public struct BatchUpdate: Sendable, Hashable {
    /// Rows inserted, named after the update, in call order (duplicates kept so that
    /// validation can report them).
    public private(set) var insertedRows: [IndexPath] = []
    /// Rows deleted, named before the update, in call order.
    public private(set) var deletedRows: [IndexPath] = []
    /// Rows reloaded (cell replaced), named before the update, in call order.
    public private(set) var reloadedRows: [IndexPath] = []
    /// Rows reconfigured (cell kept, contents refreshed), named before the update.
    public private(set) var reconfiguredRows: [IndexPath] = []
    /// Row moves: `from` before the update, `to` after it, in call order.
    public private(set) var movedRows: [Move<IndexPath>] = []
    /// Sections inserted, named after the update, in call order.
    public private(set) var insertedSections: [Int] = []
    /// Sections deleted, named before the update, in call order.
    public private(set) var deletedSections: [Int] = []
    /// Sections reloaded, named before the update, in call order.
    public private(set) var reloadedSections: [Int] = []
    /// Section moves: `from` before the update, `to` after it, in call order.
    public private(set) var movedSections: [Move<Int>] = []

    /// One move of a row or a section: `from` names it before the update, `to` after.
    public struct Move<Position: Hashable & Sendable>: Hashable, Sendable {
        /// Where the row or section was, before the update.
        public var from: Position
        /// Where the row or section goes, after the update.
        public var to: Position
        /// A move from `from` (before the update) to `to` (after it).
        public init(from: Position, to: Position) {
            self.from = from
            self.to = to
        }
    }

    /// An empty batch.
    public init() {}

    /// True when the batch records no change at all.
    public var isEmpty: Bool {
        insertedRows.isEmpty && deletedRows.isEmpty && reloadedRows.isEmpty
            && reconfiguredRows.isEmpty && movedRows.isEmpty && insertedSections.isEmpty
            && deletedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
    }

    /// The number of recorded operations (a moved row or section counts once).
    public var changeCount: Int {
        insertedRows.count + deletedRows.count + reloadedRows.count + reconfiguredRows.count
            + movedRows.count + insertedSections.count + deletedSections.count
            + reloadedSections.count + movedSections.count
    }

    /// Records rows to insert, named **after** the update (UIKit's `insertRows(at:with:)`).
    public mutating func insertRows(at indexPaths: [IndexPath]) {
        insertedRows.append(contentsOf: indexPaths)
    }

    /// Records rows to delete, named **before** the update (UIKit's `deleteRows(at:with:)`).
    public mutating func deleteRows(at indexPaths: [IndexPath]) {
        deletedRows.append(contentsOf: indexPaths)
    }

    /// Records rows whose cells are replaced, named **before** the update (UIKit's
    /// `reloadRows(at:with:)`). The row keeps its place among the surviving rows.
    public mutating func reloadRows(at indexPaths: [IndexPath]) {
        reloadedRows.append(contentsOf: indexPaths)
    }

    /// Records rows whose cells are refreshed in place, named **before** the update
    /// (UIKit's `reconfigureRows(at:)`). Unlike a reload it may be combined with a move.
    public mutating func reconfigureRows(at indexPaths: [IndexPath]) {
        reconfiguredRows.append(contentsOf: indexPaths)
    }

    /// Records a row move from `indexPath` (before) to `newIndexPath` (after), across
    /// sections if they differ (UIKit's `moveRow(at:to:)`).
    public mutating func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        movedRows.append(Move(from: indexPath, to: newIndexPath))
    }

    /// Records sections to insert, named **after** the update (UIKit's
    /// `insertSections(_:with:)`). Their rows all come from the data source.
    public mutating func insertSections(_ sections: IndexSet) {
        insertedSections.append(contentsOf: sections)
    }

    /// Records sections to delete, with all their rows, named **before** the update
    /// (UIKit's `deleteSections(_:with:)`).
    public mutating func deleteSections(_ sections: IndexSet) {
        deletedSections.append(contentsOf: sections)
    }

    /// Records sections whose rows are all replaced, named **before** the update (UIKit's
    /// `reloadSections(_:with:)`). The section keeps its place among the surviving ones.
    public mutating func reloadSections(_ sections: IndexSet) {
        reloadedSections.append(contentsOf: sections)
    }

    /// Records a section move from `section` (before) to `newSection` (after), rows
    /// included (UIKit's `moveSection(_:toSection:)`).
    public mutating func moveSection(_ section: Int, toSection newSection: Int) {
        movedSections.append(Move(from: section, to: newSection))
    }
}

extension BatchUpdate: CustomStringConvertible {
    /// A short listing of the recorded operations, for logs and test failures.
    public var description: String {
        func ips(_ a: [IndexPath]) -> String { a.map { "(\($0.section),\($0.row))" }.joined(separator: " ") }
        var parts: [String] = []
        if !deletedSections.isEmpty { parts.append("deleteSections \(deletedSections)") }
        if !insertedSections.isEmpty { parts.append("insertSections \(insertedSections)") }
        if !reloadedSections.isEmpty { parts.append("reloadSections \(reloadedSections)") }
        if !movedSections.isEmpty {
            parts.append("moveSections " + movedSections.map { "\($0.from)->\($0.to)" }.joined(separator: " "))
        }
        if !deletedRows.isEmpty { parts.append("deleteRows " + ips(deletedRows)) }
        if !insertedRows.isEmpty { parts.append("insertRows " + ips(insertedRows)) }
        if !reloadedRows.isEmpty { parts.append("reloadRows " + ips(reloadedRows)) }
        if !reconfiguredRows.isEmpty { parts.append("reconfigureRows " + ips(reconfiguredRows)) }
        if !movedRows.isEmpty {
            parts.append(
                "moveRows "
                    + movedRows.map { "(\($0.from.section),\($0.from.row))->(\($0.to.section),\($0.to.row))" }.joined(
                        separator: " "))
        }
        return parts.isEmpty ? "BatchUpdate(empty)" : "BatchUpdate(" + parts.joined(separator: "; ") + ")"
    }
}

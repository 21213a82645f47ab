import Foundation

/// What the table has learned about its data source's editing methods, and the editing
/// options that UIKit keeps on the table. Facts are per data source: a new data source
/// starts unknown again.
struct EditingSupport {
    /// The data source the facts below are about.
    weak var dataSource: AnyObject?
    /// Whether each method is implemented (true), left to its default (false), or not known yet (absent).
    var implements: [DefaultMethod: Bool] = [:]
    /// UIKit's `allowsSelectionDuringEditing` (default false).
    var allowsSelectionDuringEditing = false
    /// UIKit's `allowsMultipleSelectionDuringEditing` (default false).
    var allowsMultipleSelectionDuringEditing = false
    /// The row being edited on its own (a swipe: an open delete confirmation or row actions
    /// outside editing mode), between `willBeginEditingRowAt` and `didEndEditingRowAt`.
    var rowBeingEdited: IndexPath?
    /// Data sources already told (on standard error) that they do not commit deletes.
    var warnedAboutCommit = false
}

extension TableView {
    /// The facts about the current data source, starting over when it changed.
    func syncEditingFacts() {
        if editingSupport.dataSource !== dataSource {
            editingSupport.dataSource = dataSource
            editingSupport.implements = [:]
            editingSupport.warnedAboutCommit = false
        }
    }

    /// Whether the data source implements `tableView(_:moveRowAt:to:)` (UIKit asks
    /// `respondsToSelector`), as far as the table knows: nil until probed for this data source.
    var dataSourceImplementsMoveRowAt: Bool? {
        editingSupport.dataSource === dataSource ? editingSupport.implements[.moveRowAt] : nil
    }

    /// Whether the data source implements `tableView(_:moveRowAt:to:)`, probing it the
    /// first time for a data source: the table calls `moveRowAt` once with the same index
    /// path as source and destination, for a real row, the call UIKit makes when a drag
    /// ends where it began, so a data source must treat it as nothing to do. False, without
    /// a call, while the table has no rows.
    func probeDataSourceImplementsMoveRowAt() -> Bool {
        syncEditingFacts()
        if let known = editingSupport.implements[.moveRowAt] { return known }
        guard let ds = dataSource, !data.geometryIsStale, let probe = data.geometry.firstRow(fromSection: 0) else {
            return false
        }
        learning(.moveRowAt) { ds.tableView(self, moveRowAt: probe, to: probe) }
        return editingSupport.implements[.moveRowAt] ?? false
    }

    /// Whether the row shows the reorder control `≡` while editing, UIKit's rule: the data
    /// source implements `moveRowAt` and its `canMoveRowAt` (default true) says yes. The
    /// first call for a data source probes `moveRowAt` (a move from the first row to itself).
    public func showsReorderControl(forRowAt indexPath: IndexPath) -> Bool {
        guard let ds = dataSource, probeDataSourceImplementsMoveRowAt() else { return false }
        return ds.tableView(self, canMoveRowAt: indexPath)
    }

    /// The data source's `canEditRowAt`, learning on the way whether it implements it.
    func dataSourceCanEditRow(at indexPath: IndexPath) -> Bool {
        guard let ds = dataSource else { return false }
        return learning(.canEditRowAt) { ds.tableView(self, canEditRowAt: indexPath) }
    }
}

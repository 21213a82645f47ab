import Foundation

/// A data source or delegate method whose default implementation TableKit can see being
/// reached: Swift has no `respondsToSelector`, so the protocol extensions' defaults (and
/// ``TableViewController``'s base implementations) record on the table that they ran.
enum DefaultMethod: Hashable, Sendable {
    /// The delegate's `tableView(_:heightForRowAt:)`.
    case heightForRowAt
    /// The delegate's `tableView(_:estimatedHeightForRowAt:)`.
    case estimatedHeightForRowAt
    /// `tableView(_:moveRowAt:to:)`.
    case moveRowAt
    /// `tableView(_:commit:forRowAt:)`.
    case commit
    /// `tableView(_:canEditRowAt:)`.
    case canEditRowAt
}

/// What the table has learned about its data source's editing methods, and the editing
/// options that UIKit keeps on the table. Facts are per data source: a new data source
/// starts unknown again.
struct EditingSupport {
    /// The data source the facts below are about.
    weak var dataSource: AnyObject?
    /// Whether each method is implemented (true), left to its default (false), or not known yet (absent).
    var implements: [DefaultMethod: Bool] = [:]
    /// The default implementations reached since the last ``EditingSupport/clearReached()``.
    var reached: Set<DefaultMethod> = []
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
    /// Records that a data source or delegate default implementation ran (called by the
    /// defaults themselves).
    func reachedDefault(_ method: DefaultMethod) {
        editingSupport.reached.insert(method)
    }

    /// Whether `call` (one call of `method` on the delegate or data source) reached someone's
    /// own implementation rather than the protocol's default.
    func implements(_ method: DefaultMethod, by call: () -> Void) -> Bool {
        editingSupport.reached.remove(method)
        call()
        defer { editingSupport.reached.remove(method) }
        return !editingSupport.reached.contains(method)
    }

    /// Whether any of the calls `call(probe)`, made in order, reached someone's own
    /// implementation of `method`: stops at the first that did. A method an override
    /// leaves to `super` for some arguments (the first row, section 0) still counts as
    /// implemented when it answers itself for a later one.
    /// - Complexity: O(probes) calls at most.
    func implements<Probe>(_ method: DefaultMethod, askingAny probes: some Sequence<Probe>,
                           by call: (Probe) -> Void) -> Bool {
        probes.contains { probe in implements(method) { call(probe) } }
    }

    /// The facts about the current data source, starting over when it changed.
    func syncEditingFacts() {
        if editingSupport.dataSource !== dataSource {
            editingSupport.dataSource = dataSource
            editingSupport.implements = [:]
            editingSupport.warnedAboutCommit = false
        }
    }

    /// Calls `body` (a call of `method` on the data source) and learns from it whether the
    /// data source implements `method`: it does unless the default was reached.
    func learning<T>(_ method: DefaultMethod, _ body: () -> T) -> T {
        syncEditingFacts()
        editingSupport.reached.remove(method)
        let result = body()
        editingSupport.implements[method] = !editingSupport.reached.contains(method)
        editingSupport.reached.remove(method)
        return result
    }

    /// Whether the data source implements `tableView(_:moveRowAt:to:)` (UIKit asks
    /// `respondsToSelector`). The first time for a data source, the table learns it by
    /// calling `moveRowAt` once with the same index path as source and destination, for a
    /// real row: the call UIKit makes when a drag ends where it began, so a data source
    /// must treat it as nothing to do. False while the table has no rows.
    var dataSourceImplementsMoveRowAt: Bool {
        syncEditingFacts()
        if let known = editingSupport.implements[.moveRowAt] { return known }
        guard let ds = dataSource, !data.geometryIsStale, let probe = data.geometry.firstRow(fromSection: 0) else { return false }
        learning(.moveRowAt) { ds.tableView(self, moveRowAt: probe, to: probe) }
        return editingSupport.implements[.moveRowAt] ?? false
    }

    /// Whether the row shows the reorder control `≡` while editing, UIKit's rule: the data
    /// source implements `moveRowAt` and its `canMoveRowAt` (default true) says yes.
    public func showsReorderControl(forRowAt indexPath: IndexPath) -> Bool {
        guard let ds = dataSource, dataSourceImplementsMoveRowAt else { return false }
        return ds.tableView(self, canMoveRowAt: indexPath)
    }

    /// The data source's `canEditRowAt`, learning on the way whether it implements it.
    func dataSourceCanEditRow(at indexPath: IndexPath) -> Bool {
        guard let ds = dataSource else { return false }
        return learning(.canEditRowAt) { ds.tableView(self, canEditRowAt: indexPath) }
    }
}

import Foundation

/// A row's open delete confirmation or trailing actions: the terminal's swipe.
struct RowActionsState {
    enum Kind { case deleteConfirmation, trailingActions }
    var indexPath: IndexPath
    var kind: Kind
    /// The actions, the first drawn at the trailing edge.
    var actions: [ContextualAction]
    /// The chosen action, an index into ``actions``.
    var chosen = 0
    /// True once the chosen action's handler ran and its completion is awaited.
    var isRunning = false
}

extension TableView {
    // MARK: Confirmation and trailing actions

    /// The row whose delete confirmation or trailing actions are open, or nil.
    public var indexPathForOpenRowActions: IndexPath? { rowActions?.indexPath }

    /// The titles of the open row actions, the one at the trailing edge first; empty when
    /// none are open.
    public var openRowActionTitles: [String] { rowActions?.actions.map { $0.title ?? "" } ?? [] }

    /// Asks to confirm deleting a row while editing: the row shows a button titled by the
    /// delegate's `titleForDeleteConfirmationButtonForRowAt` (default "Delete") at its
    /// trailing edge, as UIKit shows its red Delete button. Enter or `y` (or a click on the
    /// button) then commits with the data source's `commit(.delete, forRowAt:)`; Esc or `n`
    /// cancels. Returns false, doing nothing, when not editing or when the row's editing
    /// style is not `.delete`. Traps when `indexPath` is out of range.
    @discardableResult
    public func showDeleteConfirmation(forRowAt indexPath: IndexPath) -> Bool {
        ensureGeometry()
        precondition(isValid(indexPath), "showDeleteConfirmation(forRowAt:): \(indexPath) is out of range")
        guard isEditing, editingStyleForRow(at: indexPath) == .delete else { return false }
        let title = delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let confirm = ContextualAction(style: .destructive, title: title) { [weak self] _, done in
            done(true)
            self?.commitEditing(.delete, forRowAt: indexPath)
        }
        rowActions = RowActionsState(indexPath: indexPath, kind: .deleteConfirmation, actions: [confirm])
        moveCursor(to: indexPath)
        setNeedsLayout()
        return true
    }

    /// Opens a row's trailing actions from the delegate's
    /// `trailingSwipeActionsConfigurationForRowAt` (what a swipe reveals in UIKit): the
    /// first action at the trailing edge and chosen; ←/→ choose, Enter runs, Esc closes.
    /// Returns false when the delegate gives no actions. Traps when `indexPath` is out of
    /// range.
    @discardableResult
    public func showTrailingActions(forRowAt indexPath: IndexPath) -> Bool {
        ensureGeometry()
        precondition(isValid(indexPath), "showTrailingActions(forRowAt:): \(indexPath) is out of range")
        guard let config = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath),
              !config.actions.isEmpty else { return false }
        rowActions = RowActionsState(indexPath: indexPath, kind: .trailingActions, actions: config.actions)
        moveCursor(to: indexPath)
        setNeedsLayout()
        return true
    }

    /// Closes an open delete confirmation or trailing actions without running anything.
    public func closeRowActions() {
        guard rowActions != nil else { return }
        rowActions = nil
        setNeedsLayout()
    }

    /// Runs the chosen row action: calls its handler, and closes the actions when the
    /// handler calls its completion.
    func runChosenRowAction() {
        guard var state = rowActions, !state.isRunning else { return }
        let action = state.actions[state.chosen]
        state.isRunning = true
        rowActions = state
        action.handler(action) { [weak self] _ in
            guard let self, let current = self.rowActions, current.actions[current.chosen] === action else { return }
            self.rowActions = nil
            self.setNeedsLayout()
        }
    }

    // MARK: Drawing

    /// Where each open row action is drawn, in the table's coordinates, one element per
    /// action in ``RowActionsState/actions`` order (right to left), fewer when the row is
    /// too narrow. Buttons are ` Title ` with the chosen one `[Title]`, one column apart.
    func rowActionFrames() -> [(Int, Rect)] {
        guard let state = rowActions, let cell = visibleCellsByIndexPath[state.indexPath] else { return [] }
        let f = cell.frame
        var x = f.maxX
        var out: [(Int, Rect)] = []
        for (i, action) in state.actions.enumerated() {
            let w = (action.title ?? "").displayWidth + 2
            x -= w
            if x < f.minX + 1 { break }
            out.append((i, Rect(x: x, y: f.minY, width: w, height: f.height)))
            x -= 1
        }
        return out
    }
}

import Foundation

/// A row's open delete confirmation or leading or trailing actions: the terminal's swipe.
struct RowActionsState {
    enum Kind { case deleteConfirmation, trailingActions, leadingActions }
    var indexPath: IndexPath
    var kind: Kind
    /// The actions, the first drawn at the strip's edge (trailing, or leading for
    /// ``Kind/leadingActions``).
    var actions: [ContextualAction]
    /// The chosen action, an index into ``actions``.
    var chosen = 0
    /// True once the chosen action's handler ran and its completion is awaited.
    var isRunning = false
    /// True when opened outside editing mode: the row is edited on its own (UIKit's swipe),
    /// between `willBeginEditingRowAt` and `didEndEditingRowAt`.
    var isSwipeEditing = false
}

extension TableView {
    // MARK: Confirmation and row actions

    /// The row whose delete confirmation or row actions are open, or nil.
    public var indexPathForOpenRowActions: IndexPath? { rowActionsView.state?.indexPath }

    /// The titles of the open row actions, the one at the strip's edge first; empty when
    /// none are open.
    public var openRowActionTitles: [String] { rowActionsView.state?.actions.map { $0.title ?? "" } ?? [] }

    /// Asks to confirm deleting a row: the row shows a button titled by the delegate's
    /// `titleForDeleteConfirmationButtonForRowAt` (default "Delete") at its trailing edge,
    /// as UIKit shows its red Delete button. Enter or `y` (or a click on the button) then
    /// commits with the data source's `commit(.delete, forRowAt:)`; Esc or `n` cancels.
    /// While editing, the row's editing style must be `.delete`; outside editing (UIKit's
    /// swipe to delete) the row must also be one the data source deletes
    /// (``canSwipeToDeleteRow(at:)``). Returns false, doing nothing, otherwise. Traps when
    /// `indexPath` is out of range.
    @discardableResult
    public func showDeleteConfirmation(forRowAt indexPath: IndexPath) -> Bool {
        ensureGeometry()
        precondition(isValid(indexPath), "showDeleteConfirmation(forRowAt:): \(indexPath) is out of range")
        guard isEditing ? canDeleteWhileEditing(at: indexPath) : canSwipeToDeleteRow(at: indexPath) else {
            return false
        }
        let title = delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let confirm = ContextualAction(style: .destructive, title: title) { [weak self] _, done in
            done(true)
            self?.commitEditing(.delete, forRowAt: indexPath)
        }
        openRowActions(RowActionsState(indexPath: indexPath, kind: .deleteConfirmation, actions: [confirm]))
        return true
    }

    /// Opens a row's trailing actions from the delegate's
    /// `trailingSwipeActionsConfigurationForRowAt` (what a swipe to the left reveals in
    /// UIKit): the first action at the trailing edge and chosen; ←/→ choose, Enter runs, Esc
    /// closes. Returns false when the delegate gives no actions. Traps when `indexPath` is
    /// out of range.
    @discardableResult
    public func showTrailingActions(forRowAt indexPath: IndexPath) -> Bool {
        ensureGeometry()
        precondition(isValid(indexPath), "showTrailingActions(forRowAt:): \(indexPath) is out of range")
        guard let config = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath),
            !config.actions.isEmpty
        else { return false }
        openRowActions(RowActionsState(indexPath: indexPath, kind: .trailingActions, actions: config.actions))
        return true
    }

    /// Opens a row's leading actions from the delegate's
    /// `leadingSwipeActionsConfigurationForRowAt` (what a swipe to the right reveals in
    /// UIKit): the first action at the leading edge and chosen; ←/→ choose, Enter runs, Esc
    /// closes. Returns false when the delegate gives no actions. Traps when `indexPath` is
    /// out of range.
    @discardableResult
    public func showLeadingActions(forRowAt indexPath: IndexPath) -> Bool {
        ensureGeometry()
        precondition(isValid(indexPath), "showLeadingActions(forRowAt:): \(indexPath) is out of range")
        guard let config = delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath),
            !config.actions.isEmpty
        else { return false }
        openRowActions(RowActionsState(indexPath: indexPath, kind: .leadingActions, actions: config.actions))
        return true
    }

    /// Closes an open delete confirmation or row actions without running anything.
    public func closeRowActions() {
        guard rowActionsView.state != nil else { return }
        rowActionsView.state = nil
        setNeedsLayout()
    }

    /// Opens `state` (closing what was open), moves the cursor to its row and, outside
    /// editing mode, tells the delegate the row begins editing on its own.
    func openRowActions(_ state: RowActionsState) {
        rowActionsView.state = nil
        var state = state
        state.isSwipeEditing = !isEditing
        if state.isSwipeEditing {
            editingSupport.rowBeingEdited = state.indexPath
            delegate?.tableView(self, willBeginEditingRowAt: state.indexPath)
        }
        rowActionsView.state = state
        moveCursor(to: state.indexPath)
        setNeedsLayout()
    }

    /// Called by the strip when what is open changes: a row edited on its own that closed
    /// gets `didEndEditingRowAt` (nil when the row no longer exists).
    func rowActionsDidChange(from old: RowActionsState?, to new: RowActionsState?) {
        guard let old, old.isSwipeEditing, let row = editingSupport.rowBeingEdited,
            new == nil || new?.indexPath != old.indexPath || new?.kind != old.kind
        else { return }
        editingSupport.rowBeingEdited = nil
        delegate?.tableView(self, didEndEditingRowAt: isValid(row) ? row : nil)
    }

    /// Runs the chosen row action: calls its handler, and closes the actions when the
    /// handler calls its completion.
    func runChosenRowAction() {
        guard var state = rowActionsView.state, !state.isRunning else { return }
        let action = state.actions[state.chosen]
        state.isRunning = true
        rowActionsView.state = state
        action.handler(action) { [weak self] _ in
            guard let self, let current = self.rowActionsView.state, current.actions[current.chosen] === action else {
                return
            }
            self.rowActionsView.state = nil
            self.setNeedsLayout()
        }
    }

    // MARK: Drawing

    /// The open strip's layout in its row (``RowActionsLayout``), and the row's frame in the
    /// table's coordinates; nil when nothing is open or the row is off screen.
    func rowActionsLayout() -> (layout: RowActionsLayout, row: Rect)? {
        guard let state = rowActionsView.state, let cell = cells.visible[state.indexPath] else { return nil }
        let labels = state.actions.map(\.label)
        return (
            RowActionsLayout.make(labels: labels, rowWidth: cell.frame.width, leading: state.kind == .leadingActions),
            cell.frame
        )
    }

    /// Where each shown row action is drawn, in the table's coordinates, one element per
    /// button in ``RowActionsState/actions`` order, fewer when the row is too narrow.
    func rowActionFrames() -> [(Int, Rect)] {
        guard let (layout, row) = rowActionsLayout() else { return [] }
        return layout.buttons.map { b in
            (b.index, Rect(x: row.minX + b.x, y: row.minY, width: b.width, height: row.height))
        }
    }
}

extension ContextualAction {
    /// The button's label: the image glyph, a space, then the title.
    var label: String {
        switch (image, title) {
        case let (image?, title?) where !image.isEmpty && !title.isEmpty: image + " " + title
        case let (image?, _) where !image.isEmpty: image
        default: title ?? ""
        }
    }
}

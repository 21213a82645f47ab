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
    // MARK: Editing mode

    /// Enters or leaves editing mode (UIKit's `setEditing(_:animated:)`). While editing,
    /// each row shows the control of its editing style: `⊖` delete, `⊕` insert or none
    /// (the data source's `canEditRowAt` and the delegate's `editingStyleForRowAt`), and
    /// `≡` at the trailing edge where `canMoveRowAt` is true. Any open confirmation or row
    /// actions close. A terminal does not animate; `animated` is accepted for UIKit's shape.
    ///
    /// Keys while editing: `d` or Delete asks to confirm deleting the row under the cursor
    /// (Enter on a `⊖` row too), Enter on a `⊕` row commits an insert, ⇧↑/⇧↓ or `K`/`J`
    /// move the row. Toggling editing with a key (`e`) is the controller's to bind.
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditing else { return }
        isEditing = editing
        rowActions = nil
        for (ip, cell) in visibleCellsByIndexPath {
            configure(cell, at: ip)
            cell.setNeedsLayout()
        }
        if rowsAreMeasured { invalidateMeasuredHeights() }  // the content is narrower now
        setNeedsLayout()
    }

    /// The editing control a row shows while editing: `.none` when the data source says it
    /// cannot be edited, else the delegate's `editingStyleForRowAt` (default `.delete`).
    public func editingStyleForRow(at indexPath: IndexPath) -> TableViewCell.EditingStyle {
        guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else { return .none }
        return delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    }

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

    /// Commits an editing action through the data source (UIKit calls
    /// `tableView(_:commit:forRowAt:)` when the Delete button or the `⊕` control is
    /// tapped); the data source changes its model and calls ``deleteRows(at:with:)`` or
    /// ``insertRows(at:with:)``.
    func commitEditing(_ style: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        rowActions = nil
        guard isValid(indexPath), let ds = dataSource else { return }
        ds.tableView(self, commit: style, forRowAt: indexPath)
        setNeedsLayout()
    }

    // MARK: Moving rows

    /// Moves a row one place up (`delta` −1) or down (+1) as a drag would (UIKit's
    /// interactive reordering): the proposed place is the next row, or the end of the
    /// previous section or the start of the next one; the delegate's
    /// `targetIndexPathForMoveFromRowAt:toProposedIndexPath:` may redirect it; the data
    /// source's `moveRowAt:to:` then updates the model, and the table moves the row on
    /// screen itself (the data source does not call ``moveRow(at:to:)``). The row keeps its
    /// selection and the cursor, and is marked as changed.
    ///
    /// Returns the row's new index path, or nil when nothing moved: not editing, the row
    /// cannot move (`canMoveRowAt`), it is at the end, or the target is the row itself or
    /// out of range. When the data source's counts do not match the move (a cross-section
    /// move it did not make), the table reloads from it and returns nil.
    @discardableResult
    public func moveRowByUser(at indexPath: IndexPath, by delta: Int) -> IndexPath? {
        ensureGeometry()
        guard isEditing, isValid(indexPath), delta != 0, let ds = dataSource,
              ds.tableView(self, canMoveRowAt: indexPath) else { return nil }
        let s = indexPath.section, r = indexPath.row
        let proposed: IndexPath
        if delta > 0 {
            if r + 1 < geometry.numberOfRows(inSection: s) {
                proposed = IndexPath(row: r + 1, section: s)
            } else if s + 1 < geometry.numberOfSections {
                proposed = IndexPath(row: 0, section: s + 1)
            } else {
                return nil
            }
        } else {
            if r > 0 {
                proposed = IndexPath(row: r - 1, section: s)
            } else if s > 0 {
                proposed = IndexPath(row: geometry.numberOfRows(inSection: s - 1), section: s - 1)
            } else {
                return nil
            }
        }
        let target = delegate?.tableView(self, targetIndexPathForMoveFromRowAt: indexPath,
                                         toProposedIndexPath: proposed) ?? proposed
        // Valid destinations, after the move: a row of the same section, or a row of
        // another section or the end of it.
        guard target.count == 2, target != indexPath, target.section >= 0, target.section < geometry.numberOfSections,
              target.row >= 0,
              target.row <= geometry.numberOfRows(inSection: target.section) - (target.section == s ? 1 : 0)
        else { return nil }
        rowActions = nil
        ds.tableView(self, moveRowAt: indexPath, to: target)
        var update = BatchUpdate()
        update.moveRow(at: indexPath, to: target)
        do {
            try apply(update)
        } catch {
            return nil  // the table reloaded from the data source
        }
        moveCursor(to: target)
        scrollToRow(at: target, at: .none, animated: false)
        return target
    }

    // MARK: Keys

    /// Bindings while a confirmation or the row actions are open.
    var rowActionKeyBindings: [KeyBinding] {
        guard let state = rowActions else { return [] }
        var b: [KeyBinding] = []
        if state.actions.count > 1 { b.append(KeyBinding([.left, .right], "←/→", help: "choose")) }
        switch state.kind {
        case .deleteConfirmation:
            b.append(KeyBinding([.enter, .character("y")], "Enter/y", help: "confirm " + (state.actions.first?.title ?? "").lowercased()))
        case .trailingActions:
            b.append(KeyBinding([.enter, .character("y")], "Enter", help: "run"))
        }
        b.append(KeyBinding([.escape, .character("n")], "Esc", help: "cancel"))
        return b
    }

    /// Bindings for editing and row actions, appended to the table's own.
    var editingKeyBindings: [KeyBinding] {
        var b: [KeyBinding] = []
        // Only what works on the row under the cursor: with no cursor, these keys do nothing.
        guard let ip = cursorIndexPath, isValid(ip) else { return b }
        if isEditing {
            if editingStyleForRow(at: ip) == .delete {
                b.append(KeyBinding([.character("d"), .delete], "d/Del", help: "delete"))
            }
            if dataSource?.tableView(self, canMoveRowAt: ip) == true {
                b.append(KeyBinding([.shiftUp, .shiftDown, .character("K"), .character("J")], "⇧↑↓/K/J", help: "move row"))
            }
        }
        if let config = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: ip), !config.actions.isEmpty {
            b.append(KeyBinding([.character("a")], help: "actions"))
        }
        return b
    }

    /// Keys for confirmations, row actions and editing. nil lets the table's other keys
    /// have the key; an open confirmation closes on any key it does not take.
    func handleEditingKey(_ key: Key) -> Bool? {
        if var state = rowActions {
            guard isValid(state.indexPath) else { rowActions = nil; return nil }
            switch key {
            case .left, .character("h"):
                if !state.isRunning { state.chosen = min(state.actions.count - 1, state.chosen + 1) }
                rowActions = state
                return true
            case .right, .character("l"):
                if !state.isRunning { state.chosen = max(0, state.chosen - 1) }
                rowActions = state
                return true
            case .enter, .character("y"):
                runChosenRowAction()
                return true
            case .escape, .character("n"):
                rowActions = nil
                return true
            case .character("?"):
                return false  // the window's help, with the actions still open
            default:
                rowActions = nil  // close and let the key do what it does
            }
        }
        guard let ip = cursorIndexPath, isValid(ip) else { return nil }
        switch key {
        case .character("a"):
            return showTrailingActions(forRowAt: ip) ? true : nil
        case .character("d") where isEditing, .delete where isEditing:
            return showDeleteConfirmation(forRowAt: ip)
        case .enter where isEditing:
            switch editingStyleForRow(at: ip) {
            case .delete: return showDeleteConfirmation(forRowAt: ip)
            case .insert:
                commitEditing(.insert, forRowAt: ip)
                return true
            case .none: return nil
            }
        case .shiftUp where isEditing, .character("K") where isEditing:
            moveRowByUser(at: ip, by: -1)
            return true
        case .shiftDown where isEditing, .character("J") where isEditing:
            moveRowByUser(at: ip, by: 1)
            return true
        default:
            return nil
        }
    }

    // MARK: Mouse

    /// Clicks on the table header view (delivered to the view under them, such as a
    /// button; false when none takes it, so the controller may), on the row actions, and on
    /// a row's editing control. nil lets the table's other mouse handling have the event.
    func handleEditingMouse(_ m: MouseEvent) -> Bool? {
        guard m.kind == .press else { return nil }
        if let state = rowActions {
            for (i, frame) in rowActionFrames() where frame.contains(m.location) {
                var chosen = state
                chosen.chosen = i
                rowActions = chosen
                runChosenRowAction()
                return true
            }
            rowActions = nil
            return true  // a click elsewhere only closes the actions, as a tap does in UIKit
        }
        let contentY = m.location.y + offsetY
        if let header = tableHeaderView, contentY < geometry.tableHeaderHeight, m.location.x < contentWidth {
            let p = Point(x: m.location.x, y: contentY)
            // Deliver to the deepest view under the click, then up to the header; when none
            // takes it, the controller may (IndexedListViewController starts searching).
            guard var hit = header.hitTest(p) else { return false }
            while true {
                let origin = hit === header ? Point.zero : hit.convert(.zero, to: header)
                let local = MouseEvent(kind: m.kind, location: Point(x: p.x - origin.x, y: p.y - origin.y))
                if hit.handle(.mouse(local)) { return true }
                guard hit !== header, let up = hit.superview else { return false }
                hit = up
            }
        }
        if isEditing, let ip = indexPathForRow(at: Point(x: m.location.x, y: contentY)),
           let cell = visibleCellsByIndexPath[ip], m.location.x >= cell.frame.minX + 1, m.location.x <= cell.frame.minX + 2 {
            switch editingStyleForRow(at: ip) {
            case .delete:
                return showDeleteConfirmation(forRowAt: ip)
            case .insert:
                commitEditing(.insert, forRowAt: ip)
                return true
            case .none:
                return nil
            }
        }
        return nil
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

    /// Draws the open confirmation or row actions over their row.
    func drawRowActions(in context: inout DrawContext) {
        guard let state = rowActions else { return }
        let frames = rowActionFrames()
        guard let leftmost = frames.last?.1 else { return }
        context.fill(Rect(x: leftmost.minX - 1, y: leftmost.minY, width: 1, height: leftmost.height))
        for (i, frame) in frames {
            let action = state.actions[i]
            var style: TableKit.Style = action.style == .destructive
                ? TableKit.Style(foreground: .white, background: .red, attributes: .bold)
                : TableKit.Style(foreground: .black, background: .cyan)
            let title = action.title ?? ""
            let text: String
            if i == state.chosen {
                text = "[" + title + "]"
                style = style.adding(.underline)
            } else {
                text = " " + title + " "
            }
            context.fill(frame, style: style)
            context.draw(text, x: frame.minX, y: frame.minY, style: style)
        }
    }
}

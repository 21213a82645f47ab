import Foundation

extension TableView {
    // MARK: Editing mode

    /// Enters or leaves editing mode (UIKit's `setEditing(_:animated:)`). While editing,
    /// each row shows the control of its editing style: `⊖` delete, `⊕` insert or none
    /// (the data source's `canEditRowAt` and the delegate's `editingStyleForRowAt`), and
    /// `≡` at the trailing edge where the data source implements `moveRowAt` and its
    /// `canMoveRowAt` (default true) allows it (``showsReorderControl(forRowAt:)``). Each
    /// visible cell gets ``TableViewCell/setEditing(_:animated:)``. Any open confirmation
    /// or row actions close, and the selection is cleared (as UIKit does). A terminal does not animate; `animated` is passed on to cells.
    ///
    /// Keys while editing: `d` or Delete asks to confirm deleting the row under the cursor
    /// (Enter on a `⊖` row too, unless ``allowsSelectionDuringEditing``), Enter on a `⊕`
    /// row commits an insert, ⇧↑/⇧↓ or `K`/`J` move the row. Toggling editing with a key
    /// (`e`) is the controller's to bind.
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditing else { return }
        rowActionsView.state = nil
        // UIKit clears the selection when editing changes: the rules of selecting change.
        for ip in state.selection { cells.visible[ip]?.setSelected(false, animated: animated) }
        state.selection.removeAll()
        state.isEditing = editing
        for (ip, cell) in cells.visible {
            configureEditing(cell, at: ip, animated: animated)
            cell.setNeedsLayout()
        }
        if rowsAreMeasured { invalidateMeasuredHeights() }  // the content is narrower now
        refreshEditingHelp()
        setNeedsLayout()
    }

    /// Sets a cell's editing state for its row: its editing style, reorder control and
    /// indentation from the data source and delegate, then
    /// ``TableViewCell/setEditing(_:animated:)`` when its editing changes (a cell made or
    /// reused while editing gets it too).
    func configureEditing(_ cell: TableViewCell, at ip: IndexPath, animated: Bool = false) {
        if isEditing {
            cell.editingStyle = editingStyleForRow(at: ip)
            cell.showsReorderControl = showsReorderControl(forRowAt: ip)
            cell.rowState.indentsWhileEditing = delegate?.tableView(self, shouldIndentWhileEditingRowAt: ip) ?? true
        } else {
            cell.editingStyle = .none
        }
        if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: animated) }
    }

    /// The editing control a row shows while editing: `.none` when the data source says it
    /// cannot be edited, else the delegate's `editingStyleForRowAt` (default `.delete`).
    public func editingStyleForRow(at indexPath: IndexPath) -> TableViewCell.EditingStyle {
        guard dataSourceCanEditRow(at: indexPath) else { return .none }
        return delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    }

    // MARK: Moving rows

    /// Moves a row one place up (`delta` −1) or down (+1) as a drag would (UIKit's
    /// interactive reordering): the proposed place is the next row, or the end of the
    /// previous section or the start of the next one; the delegate's
    /// `targetIndexPathForMoveFromRowAt:toProposedIndexPath:` may redirect it; the data
    /// source's `moveRowAt:to:` then updates the model, and the table moves the row on
    /// screen itself (the data source does not call ``moveRow(at:to:)``). The row keeps its
    /// selection and the cursor, and is marked as changed. When `moveRowAt:to:` updates the
    /// table itself (a diffable data source's snapshot applied there), that update stands
    /// for the move and the table does not move the row again.
    ///
    /// Returns the row's new index path, or nil when nothing moved: not editing, the row
    /// cannot move (`canMoveRowAt`), it is at the end, or the target is the row itself or
    /// out of range. When the data source's counts do not match the move (a cross-section
    /// move it did not make), the table reloads from it and returns nil. A row moves only
    /// where ``showsReorderControl(forRowAt:)`` is true.
    @discardableResult
    public func moveRowByUser(at indexPath: IndexPath, by delta: Int) -> IndexPath? {
        ensureGeometry()
        guard isEditing, isValid(indexPath), delta != 0, let ds = dataSource,
            showsReorderControl(forRowAt: indexPath)
        else { return nil }
        let s = indexPath.section
        let r = indexPath.row
        let proposed: IndexPath
        if delta > 0 {
            if r + 1 < data.geometry.numberOfRows(inSection: s) {
                proposed = IndexPath(row: r + 1, section: s)
            } else if s + 1 < data.geometry.numberOfSections {
                proposed = IndexPath(row: 0, section: s + 1)
            } else {
                return nil
            }
        } else {
            if r > 0 {
                proposed = IndexPath(row: r - 1, section: s)
            } else if s > 0 {
                proposed = IndexPath(row: data.geometry.numberOfRows(inSection: s - 1), section: s - 1)
            } else {
                return nil
            }
        }
        let target =
            delegate?.tableView(
                self, targetIndexPathForMoveFromRowAt: indexPath,
                toProposedIndexPath: proposed) ?? proposed
        // Valid destinations, after the move: a row of the same section, or a row of
        // another section or the end of it.
        guard target.count == 2, target != indexPath, target.section >= 0,
            target.section < data.geometry.numberOfSections,
            target.row >= 0,
            target.row <= data.geometry.numberOfRows(inSection: target.section) - (target.section == s ? 1 : 0)
        else { return nil }
        rowActionsView.state = nil
        let hadCursor = state.cursor == indexPath
        let generation = data.updateGeneration
        ds.tableView(self, moveRowAt: indexPath, to: target)
        if data.updateGeneration != generation {
            // The data source updated the table itself (a snapshot applied in moveRowAt):
            // that update is the move, and it carried the cursor with the row.
            let landed = hadCursor ? cursorIndexPath : target
            guard let landed, isValid(landed) else { return nil }
            scrollToRow(at: landed, at: .none, animated: false)
            return landed
        }
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

    // MARK: Mouse

    /// Clicks on the table header view (delivered to the view under them, such as a
    /// button; false when none takes it, so the controller may), on the row actions, and on
    /// a row's editing control. nil lets the table's other mouse handling have the event.
    func handleEditingMouse(_ m: MouseEvent) -> Bool? {
        guard m.kind == .press else { return nil }
        if rowActionsView.state != nil {
            for (i, frame) in rowActionFrames() where frame.contains(m.location) {
                runRowAction(at: i)
                return true
            }
            rowActionsView.state = nil
            return true  // a click elsewhere only closes the actions, as a tap does in UIKit
        }
        let contentY = m.location.y + state.contentOffsetY
        if let header = tableHeaderView, contentY < data.geometry.tableHeaderHeight, m.location.x < contentWidth {
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
            let cell = cells.visible[ip], m.location.x >= cell.frame.minX + 1, m.location.x <= cell.frame.minX + 2
        {
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

}

/// What the editing keys can do on the cursor's row, asked of the data source and delegate
/// when the cursor moves, editing changes or the table lays out, so that building help
/// (every frame) asks neither.
struct EditingHelp: Equatable {
    var indexPath: IndexPath
    var canDelete: Bool
    var canMove: Bool
    var hasActions: Bool
    var hasLeadingActions = false
}

extension TableView {
    /// Captures ``EditingHelp`` for the cursor's row (nil without one).
    func refreshEditingHelp() {
        guard let ip = state.cursor, !data.geometryIsStale, isValid(ip) else {
            layoutState.editingHelp = nil
            return
        }
        let actions = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: ip)
        let leading = delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: ip)
        layoutState.editingHelp = EditingHelp(
            indexPath: ip,
            canDelete: isEditing ? canDeleteWhileEditing(at: ip) : canSwipeToDeleteRow(at: ip),
            canMove: isEditing && showsReorderControl(forRowAt: ip),
            hasActions: !(actions?.actions.isEmpty ?? true),
            hasLeadingActions: !(leading?.actions.isEmpty ?? true))
    }
}

import Foundation

extension TableView {
    /// The keys the table handles now, for the help line and `?`, built from
    /// ``KeyMaps/current``: the row actions' keys while they are open, the section index's
    /// while it has the keyboard, else the rows' (with editing, row actions and columns
    /// keys when they apply to the cursor's row).
    var tableKeyBindings: [KeyBinding] {
        if rowActionsView.state != nil { return rowActionsView.keyBindings }
        if state.isIndexFocused { return indexView.keyBindings }
        let map = KeyMaps.current.table
        var pageDown = map.pageDown
        if selectsMultipleRowsNow { pageDown.keys.removeAll { map.toggle.keys.contains($0) } }
        var b = [
            KeyBinding.group([map.up, map.down], "↑↓", help: "move"),
            KeyBinding.group([map.pageUp, pageDown], "PgUp/PgDn", help: "page", short: false),
            KeyBinding.group([map.halfPageUp, map.halfPageDown], "^U/^D", help: "half page", short: false),
            KeyBinding.group([map.top, map.bottom], "g/G", help: "top/bottom", short: false),
        ]
        if selectionIsAllowedNow { b.append(map.select) }
        if selectsMultipleRowsNow { b.append(map.toggle) }
        if !shownIndexTitles.isEmpty { b.append(map.index) }
        return b + columnKeyBindings + editingKeyBindings + accessoryKeyBindings  // Cells/
    }

    /// Keys for the rows. Row actions, editing and columns have the key first.
    func handleKey(_ key: Key) -> Bool {
        if let handled = handleEditingKey(key) {  // editing, confirmations, row actions
            setNeedsLayout()
            return handled
        }
        if let handled = handleColumnKey(key) {  // ←/→ and s with columns (TableView+Columns.swift)
            setNeedsLayout()
            return handled
        }
        if let handled = handleAccessoryKey(key) {  // i on a detail button (Cells/TableView+Accessory.swift)
            setNeedsLayout()
            return handled
        }
        let map = KeyMaps.current.table
        if map.up.matches(key) {
            moveCursor(by: -1)
        } else if map.down.matches(key) {
            moveCursor(by: 1)
        } else if selectsMultipleRowsNow && map.toggle.matches(key) {
            if let ip = state.cursor { userSelectRow(at: ip) }
        } else if map.pageDown.matches(key) {
            page(1)
        } else if map.pageUp.matches(key) {
            page(-1)
        } else if map.halfPageDown.matches(key) {
            page(1, lines: max(1, bounds.height / 2))
        } else if map.halfPageUp.matches(key) {
            page(-1, lines: max(1, bounds.height / 2))
        } else if map.top.matches(key) {
            setContentOffset(.zero, animated: false)
            if let first = data.geometry.firstRow(fromSection: 0) { moveCursor(to: first) }
        } else if map.bottom.matches(key) {
            if let last = lastRow {
                moveCursor(to: last)
                scrollToRow(at: last, at: .bottom, animated: false)
            }
        } else if map.select.matches(key) {
            guard let ip = state.cursor else { return false }
            userSelectRow(at: ip)
        } else if map.index.matches(key) {
            guard !shownIndexTitles.isEmpty else { return false }
            state.isIndexFocused = true
            state.indexCursor = currentIndexTitle() ?? 0
        } else {
            return false
        }
        setNeedsLayout()
        return true
    }
}

extension TableView {
    /// Puts the keyboard cursor on the first row the table shows, at the first layout that
    /// has rows and room for them (as `less` and `fzf` start with a line under the cursor):
    /// the first ↓ then moves to the second row and Enter acts on the first at once. Until
    /// a key, a click or the app moves it, that cursor stays on the first row shown when the
    /// content is scrolled (by the wheel or by code), so it is never off screen. A row whose
    /// delegate says `shouldHighlightRowAt` false is passed over for a later row on screen.
    /// A table header view scrolled off above (a hidden search bar) stays hidden: the row
    /// is the first at or below the content offset.
    func placeFirstCursorIfNeeded() {
        guard bounds.height > 0, !data.geometryIsStale else { return }
        if layoutState.placedFirstCursor {
            guard let auto = layoutState.automaticCursor else { return }
            guard state.cursor == auto else { layoutState.automaticCursor = nil; return }  // moved since
        } else if state.cursor != nil {
            layoutState.placedFirstCursor = true  // the app put it somewhere first
            return
        }
        guard let first = data.geometry.firstRow(atOrAfterY: state.contentOffsetY) ?? lastRow else { return }
        layoutState.placedFirstCursor = true
        var ip = first
        var candidate: IndexPath? = first
        for _ in 0..<max(1, bounds.height) {
            guard let c = candidate else { break }
            if delegate?.tableView(self, shouldHighlightRowAt: c) ?? true { ip = c; break }
            candidate = row(after: c, delta: 1)
        }
        if ip != state.cursor { moveCursor(to: ip) }
        layoutState.automaticCursor = ip
    }
}

import Foundation

extension TableView {
    /// The keys the table handles now, for the help line and `?`, built from
    /// ``KeyMaps/current``: the row actions' keys while they are open, the section index's
    /// while it has the keyboard, else the rows' (with editing, row actions and columns
    /// keys when they apply to the cursor's row).
    var tableKeyBindings: [KeyBinding] {
        if rowActions != nil { return rowActionsView.keyBindings }
        if isIndexFocused { return indexView.keyBindings }
        let map = KeyMaps.current.table
        var pageDown = map.pageDown
        if selectsMultipleRowsNow { pageDown.keys.removeAll { map.toggle.keys.contains($0) } }
        var b = [
            KeyBinding.group([map.up, map.down], "↑↓", help: "move"),
            KeyBinding.group([map.pageUp, pageDown], "PgUp/PgDn", help: "page", short: false),
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
            if let ip = cursorIndexPath { userSelectRow(at: ip) }
        } else if map.pageDown.matches(key) {
            page(1)
        } else if map.pageUp.matches(key) {
            page(-1)
        } else if map.top.matches(key) {
            setContentOffset(.zero, animated: false)
            if let first = geometry.firstRow(fromSection: 0) { moveCursor(to: first) }
        } else if map.bottom.matches(key) {
            if let last = lastRow {
                moveCursor(to: last)
                scrollToRow(at: last, at: .bottom, animated: false)
            }
        } else if map.select.matches(key) {
            guard let ip = cursorIndexPath else { return false }
            userSelectRow(at: ip)
        } else if map.index.matches(key) {
            guard !shownIndexTitles.isEmpty else { return false }
            isIndexFocused = true
            indexCursor = currentIndexTitle() ?? 0
        } else {
            return false
        }
        setNeedsLayout()
        return true
    }
}

import Foundation

extension TableView {
    /// The rows' own keys (``KeyMaps/table``) as one action table, in help order: the
    /// cursor, paging, selection and the section index. Space pages down unless several
    /// rows may be selected, when it toggles the cursor's row instead.
    var rowKeyActions: KeyActionTable {
        let map = KeyMaps.current.table
        var pageDown = map.pageDown
        if selectsMultipleRowsNow { pageDown.keys.removeAll { map.toggle.keys.contains($0) } }
        let move = KeyAction.Help.group("↑↓", help: "move")
        let page = KeyAction.Help.group("PgUp/PgDn", help: "page", short: false)
        let halfPage = KeyAction.Help.group("^U/^D", help: "half page", short: false)
        let ends = KeyAction.Help.group("g/G", help: "top/bottom", short: false)
        return KeyActionTable([
            KeyAction("up", map.up, help: move) { [unowned self] _ in
                self.moveCursor(by: -1)
                return true
            },
            KeyAction("down", map.down, help: move) { [unowned self] _ in
                self.moveCursor(by: 1)
                return true
            },
            KeyAction("pageUp", map.pageUp, help: page) { [unowned self] _ in
                self.page(-1)
                return true
            },
            KeyAction("pageDown", pageDown, help: page) { [unowned self] _ in
                self.page(1)
                return true
            },
            KeyAction("halfPageUp", map.halfPageUp, help: halfPage) { [unowned self] _ in
                self.page(-1, lines: max(1, self.bounds.height / 2))
                return true
            },
            KeyAction("halfPageDown", map.halfPageDown, help: halfPage) { [unowned self] _ in
                self.page(1, lines: max(1, self.bounds.height / 2))
                return true
            },
            KeyAction("top", map.top, help: ends) { [unowned self] _ in
                self.setContentOffset(.zero, animated: false)
                if let first = self.data.geometry.firstRow(fromSection: 0) { self.moveCursor(to: first) }
                return true
            },
            KeyAction("bottom", map.bottom, help: ends) { [unowned self] _ in
                if let last = self.lastRow {
                    self.moveCursor(to: last)
                    self.scrollToRow(at: last, at: .bottom, animated: false)
                }
                return true
            },
            KeyAction(
                "select", map.select,
                listedWhen: { [unowned self] in self.selectionIsAllowedNow && !self.cursorRowActsThroughItsControl }
            ) { [unowned self] _ in
                if let committed = self.commitEditingStyleOnEnter() { return committed }  // Editing/
                guard let ip = self.cursorIndexPath else { return false }
                self.userSelectRow(at: ip)
                return true
            },
            KeyAction("toggle", map.toggle, when: { [unowned self] in self.selectsMultipleRowsNow }) {
                [unowned self] _ in
                if let ip = self.cursorIndexPath { self.userSelectRow(at: ip) }
                return true
            },
            KeyAction("index", map.index, when: { [unowned self] in !self.shownIndexTitles.isEmpty }) {
                [unowned self] _ in
                self.state.isIndexFocused = true
                self.state.indexCursor = self.currentIndexTitle() ?? 0
                return true
            },
        ])
    }

    /// The table's standard keys (``KeyMaps/table``) as one action table, in help order:
    /// the rows' (``rowKeyActions``), then the columns' (Columns/), editing and row
    /// actions' (Editing/) and the detail button's (Cells/), each applying where it works.
    /// The table is built once and kept while ``KeyMaps/current`` and the selection mode
    /// stay the same (``StandardKeyActionsCache``): every row reads the table when it runs.
    var standardKeyActions: KeyActionTable {
        let multiple = selectsMultipleRowsNow
        var table: KeyActionTable
        if let c = standardKeysCache, c.generation == KeyMaps.generation, c.selectsMultipleRows == multiple {
            table = c.table
        } else {
            table = KeyActionTable(
                rowKeyActions.actions + columnKeyActions.actions + editingKeyActions.actions
                    + accessoryKeyActions.actions)
            standardKeysCache = StandardKeyActionsCache(
                generation: KeyMaps.generation, selectsMultipleRows: multiple, table: table)
        }
        table.owner = self  // the copy handed out keeps the table alive (KeyActionTable.owner)
        return table
    }

    /// The keys the table handles now, for the help line and `?`, built from
    /// ``KeyMaps/current``: the row actions' keys while they are open, the section index's
    /// while it has the keyboard, else the table's (``keyActions``).
    var tableKeyBindings: [KeyBinding] {
        if rowActionsView.state != nil { return rowActionsView.keyBindings }
        if state.isIndexFocused { return indexView.keyBindings }
        syncRowControlFocus()
        if focusedRowControl != nil { return rowControlKeyBindings }  // Cells/TableView+RowControls.swift
        return rowControlKeyBindings + keyActions.removingKeys(removedKeys).keyBindings
    }

    /// Keys for the rows: an open confirmation or row actions have the key first, then the
    /// table's action table.
    func handleKey(_ key: Key) -> Bool {
        if let handled = handleOpenRowActionsKey(key) {
            setNeedsLayout()
            return handled
        }
        if let handled = handleRowControlKey(key) {  // Space, Tab into controls (Cells/TableView+RowControls.swift)
            setNeedsLayout()
            return handled
        }
        guard let handled = keyActions.removingKeys(removedKeys).perform(key) else { return false }
        setNeedsLayout()
        return handled
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
            guard state.cursor == auto else {
                layoutState.automaticCursor = nil
                return
            }  // moved since
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
            if delegate?.tableView(self, shouldHighlightRowAt: c) ?? true {
                ip = c
                break
            }
            candidate = row(after: c, delta: 1)
        }
        if ip != state.cursor { moveCursor(to: ip) }
        layoutState.automaticCursor = ip
    }
}

/// ``TableView/standardKeyActions`` as built for the key maps (``KeyMaps/generation``) and
/// the selection mode: it does not change while they stay the same. Its closures read the
/// table's state when they run and hold the table unowned, so keeping it makes no cycle.
struct StandardKeyActionsCache {
    /// ``KeyMaps/generation`` when the rows were built.
    var generation: Int
    /// `selectsMultipleRowsNow` when the rows were built (Space toggles or pages).
    var selectsMultipleRows: Bool
    /// The rows', the columns', editing's and the detail button's rows, in that order.
    var table: KeyActionTable
}

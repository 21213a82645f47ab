import Foundation

/// The keys of editing and of row actions on the cursor's row, as rows of the table's
/// action table (``TableView/keyActions``).
extension TableView {
    /// The cursor's row when it is a row of the table now.
    var validCursor: IndexPath? {
        guard let ip = state.cursor, isValid(ip) else { return nil }
        return ip
    }

    /// Editing and row actions keys (``KeyMaps/table``), in help order: delete (a swipe's
    /// delete, or the delete control while editing), move the row while editing, the
    /// trailing and leading row actions. Each applies while the cursor is on a row and is
    /// listed only where it works on that row, from state the table keeps
    /// (``editingHelp``), so building help asks neither the data source nor the delegate.
    /// Its closures hold the table unowned: the table keeps it (``standardKeyActions``).
    var editingKeyActions: KeyActionTable {
        let map = KeyMaps.current.table
        let move = KeyAction.Help.group("⇧↑↓/K/J", help: "move row")
        let onRow: @MainActor () -> Bool = { [unowned self] in self.validCursor != nil }
        let help: @MainActor () -> EditingHelp? = { [unowned self] in
            guard let help = self.layoutState.editingHelp, help.indexPath == self.state.cursor else { return nil }
            return help
        }
        return KeyActionTable([
            KeyAction("delete", map.delete, when: onRow, listedWhen: { help()?.canDelete ?? false }) {
                [unowned self] _ in
                guard let ip = self.validCursor else { return false }
                return self.showDeleteConfirmation(forRowAt: ip)
            },
            KeyAction(
                "moveRowUp", map.moveRowUp, help: move, when: { [unowned self] in self.isEditing && onRow() },
                listedWhen: { help()?.canMove ?? false }
            ) { [unowned self] _ in
                guard let ip = self.validCursor else { return false }
                self.moveRowByUser(at: ip, by: -1)
                return true
            },
            KeyAction(
                "moveRowDown", map.moveRowDown, help: move, when: { [unowned self] in self.isEditing && onRow() },
                listedWhen: { help()?.canMove ?? false }
            ) { [unowned self] _ in
                guard let ip = self.validCursor else { return false }
                self.moveRowByUser(at: ip, by: 1)
                return true
            },
            KeyAction("actions", map.actions, when: onRow, listedWhen: { help()?.hasActions ?? false }) {
                [unowned self] _ in
                guard let ip = self.validCursor else { return false }
                return self.showTrailingActions(forRowAt: ip)
            },
            KeyAction(
                "leadingActions", map.leadingActions, when: onRow, listedWhen: { help()?.hasLeadingActions ?? false }
            ) { [unowned self] _ in
                guard let ip = self.validCursor else { return false }
                return self.showLeadingActions(forRowAt: ip)
            },
        ])
    }

    /// Enter while editing a row that selection does not take: commits the row's editing
    /// style (asks to delete it, or inserts). nil when Enter selects instead (selection is
    /// allowed, or the row has no editing style).
    func commitEditingStyleOnEnter() -> Bool? {
        guard isEditing, !selectionIsAllowedNow, let ip = validCursor else { return nil }
        switch editingStyleForRow(at: ip) {
        case .delete: return showDeleteConfirmation(forRowAt: ip)
        case .insert:
            commitEditing(.insert, forRowAt: ip)
            return true
        case .none: return nil
        }
    }

    /// Keys while a delete confirmation or row actions are open: theirs first
    /// (``RowActionsView``); nil lets the table's keys have the key, after an open
    /// confirmation or actions closed on a key they do not take.
    func handleOpenRowActionsKey(_ key: Key) -> Bool? {
        guard let state = rowActionsView.state else { return nil }
        guard isValid(state.indexPath) else {
            rowActionsView.state = nil
            return nil
        }
        if let handled = rowActionsView.handleKey(key) { return handled }
        rowActionsView.state = nil  // close and let the key do what it does
        return nil
    }
}

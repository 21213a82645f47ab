import Foundation

extension TextField {
    /// The editing keys of ``KeyMaps/textField`` as one action table, in help order: each
    /// runs its editing command (``perform(_:)``), beginning editing first. What a search
    /// bar and an alert's fields pass their keys to.
    var editingKeyActions: KeyActionTable {
        let map = KeyMaps.current.textField
        func row(_ name: String, _ binding: KeyBinding, _ command: TextEditingState.Command) -> KeyAction {
            KeyAction(name, binding) { _ in self.performBeginningEditing(command) }
        }
        return KeyActionTable([
            row("left", map.left, .moveLeft),
            row("right", map.right, .moveRight),
            row("start", map.start, .moveToStart),
            row("end", map.end, .moveToEnd),
            row("deleteBackward", map.deleteBackward, .deleteBackward),
            row("deleteForward", map.deleteForward, .deleteForward),
            row("killToEnd", map.killToEnd, .killToEnd),
            row("killToStart", map.killToStart, .killToStart),
            row("deleteWordBackward", map.deleteWordBackward, .deleteWordBackward),
            KeyAction("type", map.type) { key in
                guard case .character(let c) = key else { return false }
                return self.performBeginningEditing(.insert(String(c)))
            },
        ])
    }

    /// The field's keys (``KeyMaps/textField``) as one action table, in help order: while
    /// editing, the editing keys, Enter (the delegate's `textFieldShouldReturn`) and Esc
    /// (stop editing); otherwise Enter begins editing ("edit"); the field-to-field moves
    /// always.
    var keyActions: KeyActionTable {
        let map = KeyMaps.current.textField
        var done = map.done
        if !isEditing { done.help = "edit" }
        let editingRows = editingKeyActions.actions.map { row in
            var row = row
            row.applies = { self.isEditing }
            return row
        }
        return KeyActionTable(
            editingRows + [
                KeyAction("done", done) { _ in
                    guard self.isEditing else { return self.becomeFirstResponder() }
                    _ = self.delegate?.textFieldShouldReturn(self)
                    return true
                },
                KeyAction("endEditing", map.endEditing, when: { self.isEditing }) { _ in
                    self.resignFirstResponder()
                    return true
                },
                KeyAction("nextField", map.nextField) { _ in self.moveToField(1) },
                KeyAction("previousField", map.previousField) { _ in self.moveToField(-1) },
            ])
    }

    /// Runs `command` after beginning editing; false when the field cannot begin.
    private func performBeginningEditing(_ command: TextEditingState.Command) -> Bool {
        guard becomeFirstResponder() else { return false }
        perform(command)
        return true
    }
}

/// An alert's keys as one action table: dispatch and help read the same rows. An alert is
/// modal: a key no row takes is swallowed.
extension Alert {
    /// The alert's keys now, in help order: ``fieldKeyActions(_:)`` while text field `i`
    /// has the keyboard, else ``buttonKeyActions``.
    var keyActions: KeyActionTable {
        if let i = focusedTextFieldIndex, fields.indices.contains(i) { return fieldKeyActions(i) }
        return buttonKeyActions
    }

    /// The keys while a button has the keyboard (``KeyMaps/alert``): Tab/⇧Tab (↓/↑) reach
    /// the fields when there are any, ←/→ choose a button, Enter or Space press it, Esc
    /// presses ``escapeAction``, and the window's quit keys pass on (return false) while
    /// ``passesQuitKeys``. A one-button alert that Esc also presses lists Enter and Esc as
    /// one entry, the button's title.
    var buttonKeyActions: KeyActionTable {
        let map = KeyMaps.current.alert
        let fieldMap = KeyMaps.current.textField
        let toFields = KeyAction.Help.group("⇧Tab", help: "to the fields", short: false)
        let choose = KeyAction.Help.group("←/→", help: "choose")
        let oneButton = actions.count == 1 && escapeAction != nil
        let pressAndCancel = KeyAction.Help.group("Enter/Esc", help: actions.first?.title ?? "")
        var press = map.press
        press.help = actions.count == 1 ? actions[0].title : "press"
        var cancel = map.cancel
        if let action = escapeAction { cancel.help = action.title }
        // With fields, Tab and ⇧Tab go across fields and buttons, not only along the buttons.
        var previous = map.previous
        var next = map.next
        if !fields.isEmpty {
            previous.keys.removeAll { fieldMap.nextField.keys.contains($0) || fieldMap.previousField.keys.contains($0) }
            next.keys.removeAll { fieldMap.nextField.keys.contains($0) || fieldMap.previousField.keys.contains($0) }
        }
        return KeyActionTable([
            KeyAction("nextField", fieldMap.nextField, help: toFields, when: { !self.fields.isEmpty }) { _ in
                self.moveFocusAcrossFields(1)
                return true
            },
            KeyAction("previousField", fieldMap.previousField, help: toFields, when: { !self.fields.isEmpty }) { _ in
                self.moveFocusAcrossFields(-1)
                return true
            },
            KeyAction("previous", previous, help: choose, listedWhen: { self.actions.count > 1 }) { _ in
                self.moveFocus(-1)
                return true
            },
            KeyAction("next", next, help: choose, listedWhen: { self.actions.count > 1 }) { _ in
                self.moveFocus(1)
                return true
            },
            KeyAction("press", press, help: oneButton ? pressAndCancel : .own) { _ in
                if let i = self.focusedIndex { self.choose(self.actions[i]) }
                return true
            },
            KeyAction(
                "cancel", cancel, help: oneButton ? pressAndCancel : .own, listedWhen: { self.escapeAction != nil }
            ) {
                _ in
                if let action = self.escapeAction { self.choose(action) }
                return true
            },
            // `q` quits, as wherever text is not being typed; the window lists it.
            KeyAction("quit", KeyMaps.current.window.quit, when: { self.passesQuitKeys }, listedWhen: { false }) { _ in
                false
            },
        ])
    }

    /// The keys while text field `i` has the keyboard: Tab/⇧Tab (↓/↑) move across fields
    /// and buttons, Enter presses ``returnAction``, Esc the cancel action, and the field's
    /// editing keys (``KeyMaps/textField``) edit it.
    func fieldKeyActions(_ i: Int) -> KeyActionTable {
        let fieldMap = KeyMaps.current.textField
        let cancelAction = actions.first { $0.style == .cancel }
        let returnAction = returnAction
        return KeyActionTable(
            [
                KeyAction("nextField", fieldMap.nextField.relabelled(help: "next")) { _ in
                    self.moveFocusAcrossFields(1)
                    return true
                },
                KeyAction("previousField", fieldMap.previousField) { _ in
                    self.moveFocusAcrossFields(-1)
                    return true
                },
                KeyAction(
                    "done", fieldMap.done.relabelled(help: returnAction?.title ?? fieldMap.done.help),
                    listedWhen: { returnAction != nil }
                ) { _ in
                    if let returnAction { self.choose(returnAction) }
                    return true
                },
                KeyAction(
                    "cancel", KeyMaps.current.alert.cancel.relabelled(help: cancelAction?.title ?? "cancel"),
                    listedWhen: { cancelAction != nil }
                ) { _ in
                    if let cancelAction { self.choose(cancelAction) }
                    return true
                },
            ]
                + fields[i].editingKeyActions.actions.map { row in
                    var row = row
                    let edit = row.perform
                    row.perform = { key in
                        _ = edit(key)
                        return true  // modal: a key the field cannot take is still the alert's
                    }
                    return row
                })
    }
}

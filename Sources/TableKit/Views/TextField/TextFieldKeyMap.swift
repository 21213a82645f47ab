/// A text field's keys while it has the keyboard (a ``TextField``, and the field of a
/// ``SearchBar``): readline's editing keys, as a shell or `fzf` takes them.
public struct TextFieldKeyMap: KeyMap {
    /// ←: the cursor one grapheme cluster back.
    public var left = KeyBinding([.left], help: "cursor left", short: false)
    /// →: the cursor one grapheme cluster forward.
    public var right = KeyBinding([.right], help: "cursor right", short: false)
    /// Home or ⌃A: the cursor to the start.
    public var start = KeyBinding([.home, .ctrl("a")], "Home/^A", help: "to start", short: false)
    /// End or ⌃E: the cursor to the end.
    public var end = KeyBinding([.end, .ctrl("e")], "End/^E", help: "to end", short: false)
    /// ⌫: delete the grapheme cluster before the cursor.
    public var deleteBackward = KeyBinding([.backspace], help: "erase", short: false)
    /// Del: delete the grapheme cluster under the cursor.
    public var deleteForward = KeyBinding([.delete], help: "delete", short: false)
    /// ⌃K: delete from the cursor to the end.
    public var killToEnd = KeyBinding([.ctrl("k")], help: "delete to end", short: false)
    /// ⌃U: delete from the start to the cursor (at the end: clear).
    public var killToStart = KeyBinding([.ctrl("u")], help: "delete to start", short: false)
    /// ⌃W: delete the word before the cursor.
    public var deleteWordBackward = KeyBinding([.ctrl("w")], help: "delete word", short: false)
    /// Any printable character: inserted at the cursor.
    public var type = KeyBinding([], "a–z", characters: .printable, help: "type", short: false)
    /// Enter: the delegate's `textFieldShouldReturn`; on a field that is not editing, begin editing.
    public var done = KeyBinding([.enter], "Enter", help: "done")
    /// Esc: stop editing (the field resigns first responder); the next Esc is the screen's.
    public var endEditing = KeyBinding([.escape], "Esc", help: "stop editing")
    /// Tab or ↓: the next text field in the same view tree (none: the key passes on).
    public var nextField = KeyBinding([.tab, .down], "Tab", help: "next field")
    /// ⇧Tab or ↑: the previous text field in the same view tree (none: the key passes on).
    public var previousField = KeyBinding([.backTab, .up], "⇧Tab", help: "previous field", short: false)

    /// The standard keys.
    public init() {}

    public var allBindings: [KeyBinding] {
        [
            left, right, start, end, deleteBackward, deleteForward, killToEnd, killToStart, deleteWordBackward, type,
            done, endEditing, nextField, previousField,
        ]
    }

    /// The editing bindings alone (no Enter, no field-to-field moves): what a search bar
    /// passes to its field.
    public var editingBindings: [KeyBinding] {
        [left, right, start, end, deleteBackward, deleteForward, killToEnd, killToStart, deleteWordBackward, type]
    }
}

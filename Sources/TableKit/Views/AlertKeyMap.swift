/// An alert's keys. An alert is modal: keys it does not bind do nothing.
public struct AlertKeyMap: KeyMap {
    /// ← or ⇧Tab: the previous enabled button.
    public var previous = KeyBinding([.left, .backTab], help: "previous button")
    /// → or Tab: the next enabled button.
    public var next = KeyBinding([.right, .tab], help: "next button")
    /// Enter or Space: press the focused button.
    public var press = KeyBinding([.enter, .character(" ")], "Enter", help: "press")
    /// Esc: press the cancel button, if there is one.
    public var cancel = KeyBinding([.escape], "Esc", help: "cancel")
    public var allBindings: [KeyBinding] { [previous, next, press, cancel] }
}

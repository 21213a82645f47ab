/// An action sheet's keys. It is modal: keys it does not bind do nothing.
public struct ActionSheetKeyMap: KeyMap {
    /// ↑ or ⇧Tab: the previous enabled action.
    public var previous = KeyBinding([.up, .backTab], help: "previous action")
    /// ↓ or Tab: the next enabled action.
    public var next = KeyBinding([.down, .tab], help: "next action")
    /// Enter or Space: choose the focused action.
    public var press = KeyBinding([.enter, .character(" ")], "Enter", help: "choose")
    /// Esc: choose the cancel action (a sheet without one is just dismissed).
    public var cancel = KeyBinding([.escape], "Esc", help: "cancel")
    public var allBindings: [KeyBinding] { [previous, next, press, cancel] }
}

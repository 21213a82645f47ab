/// A navigation controller's keys.
public struct NavigationKeyMap: KeyMap {
    /// Esc, ← or ⌫: pop to the previous controller, when the top one does not take the key.
    public var back = KeyBinding([.escape, .left, .backspace], "Esc/←", help: "back")
    /// ⇧Tab: give the navigation bar the keyboard (its back button and bar button items),
    /// when the top controller does not take the key and the bar has a button.
    public var bar = KeyBinding([.backTab], "⇧Tab", help: "bar buttons")
    public var allBindings: [KeyBinding] { [back, bar] }
}

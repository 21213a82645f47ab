/// A navigation bar's keys while it has the keyboard; other keys wait until it is left
/// (help and quit still work).
public struct NavigationBarKeyMap: KeyMap {
    /// ←: the previous button on the bar (wrapping around).
    public var previous = KeyBinding([.left], help: "previous bar button")
    /// → or Tab: the next button on the bar (wrapping around).
    public var next = KeyBinding([.right, .tab], help: "next bar button")
    /// Enter or Space: press the focused button (the back button pops).
    public var press = KeyBinding([.enter, .character(" ")], "Enter", help: "press")
    /// Esc, ↓ or ⇧Tab: give the keyboard back to the screen below the bar.
    public var leave = KeyBinding([.escape, .down, .backTab], "Esc", help: "leave bar")
    public var allBindings: [KeyBinding] { [previous, next, press, leave] }
}

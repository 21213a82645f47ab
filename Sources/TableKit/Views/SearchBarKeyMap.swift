/// A search bar's own keys while it is editing; its field's editing keys are
/// ``KeyMaps/textField``'s.
public struct SearchBarKeyMap: KeyMap {
    /// Esc: cancel searching.
    public var cancel = KeyBinding([.escape], help: "cancel")
    /// Enter: done typing, the keyboard goes to the results.
    public var done = KeyBinding([.enter], "Enter", help: "done")
    /// Tab, while the scope bar shows: the next scope (wrapping). Without a scope bar Tab
    /// is not the bar's (it goes to the results, ``SearchKeyMap/results``).
    public var nextScope = KeyBinding([.tab], "Tab", help: "next scope")
    /// ⇧Tab, while the scope bar shows: the previous scope (wrapping).
    public var previousScope = KeyBinding([.backTab], "⇧Tab", help: "previous scope", short: false)

    /// The standard keys.
    public init() {}

    public var allBindings: [KeyBinding] { [cancel, done, nextScope, previousScope] }
}

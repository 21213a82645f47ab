/// The keys of an open delete confirmation or trailing row actions
/// (``KeyMaps/rowActions``). Any other key closes them and goes on to the table.
public struct RowActionsKeyMap: KeyMap {
    /// ← or `h`: choose the action to the left.
    public var left = KeyBinding([.left, .character("h")], help: "choose left")
    /// → or `l`: choose the action to the right.
    public var right = KeyBinding([.right, .character("l")], help: "choose right")
    /// Enter or `y`: run the chosen action (confirm the delete).
    public var run = KeyBinding([.enter, .character("y")], "Enter", help: "run")
    /// Esc or `n`: close without running anything.
    public var cancel = KeyBinding([.escape, .character("n")], "Esc", help: "cancel")
    /// `?`: the window's full help, the actions staying open.
    public var help = KeyBinding([.character("?")], help: "help")

    public var allBindings: [KeyBinding] { [left, right, run, cancel, help] }
}

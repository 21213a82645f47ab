/// The keys of the full help (`?`) while it is shown over the screen. `q` and ⌃C still quit
/// (``WindowKeyMap/quit``); any other key closes the help.
public struct HelpKeyMap: KeyMap {
    /// Esc, `q`, `?` or Enter: close the help (`q` as in less; ⌃C still quits).
    public var close = KeyBinding([.escape, .character("q"), .character("?"), .enter], "Esc/q", help: "close help")
    /// ↑ or `k`: scroll the help up a line, when it does not fit.
    public var up = KeyBinding([.up, .character("k")], help: "scroll up")
    /// ↓ or `j`: scroll the help down a line.
    public var down = KeyBinding([.down, .character("j")], help: "scroll down")
    /// PgUp, ⌃B or ⌃U: scroll the help up a page.
    public var pageUp = KeyBinding([.pageUp, .ctrl("b"), .ctrl("u")], help: "page up")
    /// PgDn, Space, ⌃F or ⌃D: scroll the help down a page.
    public var pageDown = KeyBinding([.pageDown, .character(" "), .ctrl("f"), .ctrl("d")], help: "page down")
    /// Home or `g`: the top of the help.
    public var top = KeyBinding([.home, .character("g")], help: "top")
    /// End or `G`: the end of the help.
    public var bottom = KeyBinding([.end, .character("G")], help: "bottom")
    public var allBindings: [KeyBinding] { [close, up, down, pageUp, pageDown, top, bottom] }
}

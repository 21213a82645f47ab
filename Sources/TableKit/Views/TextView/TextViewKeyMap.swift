/// A text view's keys (``KeyMaps/textView``): the table's scrolling keys, ←/→ to pan
/// unwrapped lines, and less's search (`/`, `n`, `N`), with the keys of the query line
/// while a query is typed.
public struct TextViewKeyMap: KeyMap {
    /// ↑ or `k`: a row up.
    public var up = KeyBinding([.up, .character("k")], help: "up")
    /// ↓ or `j`: a row down.
    public var down = KeyBinding([.down, .character("j")], help: "down")
    /// PgUp or ⌃B: a screen up.
    public var pageUp = KeyBinding([.pageUp, .ctrl("b")], help: "page up", short: false)
    /// PgDn, ⌃F or Space: a screen down.
    public var pageDown = KeyBinding([.pageDown, .ctrl("f"), .character(" ")], help: "page down", short: false)
    /// Home or `g`: the top.
    public var top = KeyBinding([.home, .character("g")], help: "top", short: false)
    /// End or `G`: the last screen.
    public var bottom = KeyBinding([.end, .character("G")], help: "bottom", short: false)
    /// ← while lines do not wrap: half a screen left (at the left edge the key goes on).
    public var panLeft = KeyBinding([.left], help: "pan left")
    /// → while lines do not wrap: half a screen right, while a line goes on past the edge.
    public var panRight = KeyBinding([.right], help: "pan right")
    /// `/`: type a query; Enter finds it from the first row on screen.
    public var search = KeyBinding([.character("/")], help: "search")
    /// `n` after a search: the next match.
    public var nextMatch = KeyBinding([.character("n")], help: "next match")
    /// `N` after a search: the match before.
    public var previousMatch = KeyBinding([.character("N")], help: "previous match")
    /// Any printable character while a query is typed: added to it.
    public var type = KeyBinding([], "a–z", characters: .printable, help: "type the query", short: false)
    /// ⌫ while a query is typed: its last character off (on an empty query: stop typing).
    public var deleteBackward = KeyBinding([.backspace], help: "erase", short: false)
    /// Enter while a query is typed: find it.
    public var find = KeyBinding([.enter], "Enter", help: "find")
    /// Esc while a query is typed: stop typing, the match kept.
    public var cancelSearch = KeyBinding([.escape], "Esc", help: "cancel search")

    /// The standard keys.
    public init() {}

    public var allBindings: [KeyBinding] {
        [
            up, down, pageUp, pageDown, top, bottom, panLeft, panRight, search, nextMatch, previousMatch, type,
            deleteBackward, find, cancelSearch,
        ]
    }
}

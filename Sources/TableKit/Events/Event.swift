/// A key the terminal host decoded. Printable keys arrive as ``character(_:)``.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    /// The arrow keys.
    case up, down, left, right
    /// Shift with ↑ or ↓.
    case shiftUp, shiftDown
    /// The paging and jump keys.
    case pageUp, pageDown, home, end
    /// Enter (Return), Esc, Tab, Shift-Tab, Backspace and Delete.
    case enter, escape, tab, backTab, backspace, delete
    /// A printable grapheme, as typed (`"a"`, `"A"`, `"é"`, `"/"`, `" "`).
    case character(Character)
    /// Control plus a letter (`ctrl("c")` for ⌃C), lower case.
    case ctrl(Character)

    /// The key as help shows it: `↑`, `PgDn`, `Enter`, `Space`, `^C`, or the character itself.
    public var description: String {
        switch self {
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .shiftUp: "⇧↑"
        case .shiftDown: "⇧↓"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .home: "Home"
        case .end: "End"
        case .enter: "Enter"
        case .escape: "Esc"
        case .tab: "Tab"
        case .backTab: "⇧Tab"
        case .backspace: "⌫"
        case .delete: "Del"
        case .character(" "): "Space"
        case .character(let c): String(c)
        case .ctrl(let c): "^" + String(c).uppercased()
        }
    }
}

/// A mouse event at a point in columns and lines of the screen.
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did: the left button pressed or released, the wheel turned up or
    /// down, or turned with Shift held (left for up, right for down: sideways scrolling).
    public enum Kind: Hashable, Sendable { case press, release, wheelUp, wheelDown, wheelLeft, wheelRight }
    /// What the mouse did.
    public var kind: Kind
    /// Where, in screen columns and lines from the top-left corner.
    public var location: Point
    /// A mouse event of `kind` at `location` (screen columns and lines).
    public init(kind: Kind, location: Point) {
        self.kind = kind
        self.location = location
    }
}

/// Everything the host delivers to the window: input, a new terminal size, or a timer tick
/// (about every 100 ms while something animates or waits on background work).
public enum Event: Hashable, Sendable {
    /// A key press, already decoded.
    case key(Key)
    /// A mouse press, release or wheel turn.
    case mouse(MouseEvent)
    /// The terminal's new size, in columns and lines.
    case resize(Size)
    /// Text pasted at once; an editing ``SearchBar`` inserts it whole. The ncurses host does not
    /// produce it yet.
    case paste(String)
    /// A timer tick, about every 100 ms while the host waits for input.
    case tick
}

/// The keys of the section index while it has the keyboard (``KeyMaps/sectionIndex``).
public struct SectionIndexKeyMap: KeyMap {
    /// ↑: the previous title, jumping to it.
    public var up = KeyBinding([.up], help: "previous title")
    /// ↓: the next title, jumping to it.
    public var down = KeyBinding([.down], help: "next title")
    /// Home: the first title (after the search entry).
    public var first = KeyBinding([.home], help: "first title")
    /// End: the last title.
    public var last = KeyBinding([.end], help: "last title")
    /// Enter: jump to the title under the index cursor and give the keyboard back.
    public var choose = KeyBinding([.enter], "Enter", help: "choose")
    /// Esc, Tab or ⇧Tab: give the keyboard back to the rows.
    public var leave = KeyBinding([.escape, .tab, .backTab], "Esc", help: "back to rows")
    /// A typed character (a letter, or `#`): jump to the first title starting with it
    /// (with its diacritics first); a character no title starts with does nothing.
    public var jump = KeyBinding([], "A–Z", characters: .printable, help: "jump to a title")
    /// `/`: give the keyboard back and start searching (the key goes on to the controller).
    public var search = KeyBinding([.character("/")], help: "search")
    /// `?`: the window's full help (the key goes on).
    public var help = KeyBinding([.character("?")], help: "help")

    public var allBindings: [KeyBinding] { [up, down, first, last, choose, leave, jump, search, help] }
}

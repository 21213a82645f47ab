import TableKit

/// The keys of Homepwner's list, beside the table's: `e` Edit/Done, `n` New. An app's own
/// key map, remapped as the library's are (``ItemsViewController/keyMap``).
public struct ItemsKeyMap: KeyMap {
    /// `e`: editing mode on or off (the header's Edit/Done button).
    public var edit = KeyBinding([.character("e")], help: "edit")
    /// `n`: a new item at the end, scrolled to (the header's New button).
    public var newItem = KeyBinding([.character("n")], help: "new")
    public var allBindings: [KeyBinding] { [edit, newItem] }

    /// The standard keys.
    public init() {}
}

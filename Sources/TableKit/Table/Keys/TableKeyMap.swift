/// The keys of a table's rows (``KeyMaps/table``): the cursor, paging, selection, the
/// section index, editing, row actions and columns. Help groups some of them (↑ and ↓ as
/// "↑↓ move"); see `TableView+Keys.swift` for when each is listed. Paging and the ends are
/// in the full help only, so the help line keeps room for what differs between screens.
public struct TableKeyMap: KeyMap {
    /// ↑ or `k`: the cursor up a row; on the first row, scroll to the very top, then pull down.
    public var up = KeyBinding([.up, .character("k")], help: "up")
    /// ↓ or `j`: the cursor down a row.
    public var down = KeyBinding([.down, .character("j")], help: "down")
    /// PgUp or ⌃B: a page up, the cursor with it.
    public var pageUp = KeyBinding([.pageUp, .ctrl("b")], help: "page up", short: false)
    /// PgDn, ⌃F or Space (Space toggles instead with multiple selection): a page down.
    public var pageDown = KeyBinding([.pageDown, .ctrl("f"), .character(" ")], help: "page down", short: false)
    /// Home or `g`: the top, the cursor on the first row.
    public var top = KeyBinding([.home, .character("g")], help: "top", short: false)
    /// End or `G`: the cursor on the last row, scrolled into view.
    public var bottom = KeyBinding([.end, .character("G")], help: "bottom", short: false)
    /// Enter: select the cursor's row (while editing: its editing control).
    public var select = KeyBinding([.enter], "Enter", help: "select")
    /// Space with multiple selection: select or deselect the cursor's row.
    public var toggle = KeyBinding([.character(" ")], help: "toggle")
    /// Tab: give the keyboard to the section index.
    public var index = KeyBinding([.tab], help: "index")
    /// `d` or Del: ask to confirm deleting the cursor's row, while editing or, outside
    /// editing, where the data source deletes rows (UIKit's swipe to delete).
    public var delete = KeyBinding([.character("d"), .delete], "d/Del", help: "delete")
    /// ⇧↑ or `K` while editing: move the cursor's row up.
    public var moveRowUp = KeyBinding([.shiftUp, .character("K")], help: "move row up")
    /// ⇧↓ or `J` while editing: move the cursor's row down.
    public var moveRowDown = KeyBinding([.shiftDown, .character("J")], help: "move row down")
    /// `a`: open the cursor's row's trailing actions.
    public var actions = KeyBinding([.character("a")], help: "actions")
    /// ← with columns: the column cursor left (on the first column the key goes on).
    public var columnLeft = KeyBinding([.left], help: "column left")
    /// → with columns: the column cursor right.
    public var columnRight = KeyBinding([.right], help: "column right")
    /// `s` with columns: sort by the cursor's column; again reverses.
    public var sort = KeyBinding([.character("s")], help: "sort")

    // MARK: Editing as UIKit does it

    /// `A`: open the cursor's row's leading actions (UIKit's swipe to the right).
    public var leadingActions = KeyBinding([.character("A")], help: "leading actions")

    /// The keys two bindings share (Space, Tab, ←, →, Esc): which one the table runs (``KeyMap/keyNotes``).
    public var keyNotes: [String] {
        [
            "Space toggles the cursor's row where several rows may be selected, presses the cursor's row's "
                + "control where it has one, and pages down everywhere else.",
            "Tab goes into the cursor's row's controls where it has several (or one that takes more keys than "
                + "Space), moves to the next control while in them, and opens the section index everywhere else.",
            "→ goes into the cursor's row's controls as Tab does, moves to the next control while in them, and "
                + "moves a column right everywhere else.",
            "← moves to the previous control while in a row's controls, and a column left everywhere else.",
            "Esc goes back from a row's controls to the row, and ends editing everywhere else.",
        ]
    }

    public var allBindings: [KeyBinding] {
        [
            up, down, pageUp, pageDown, top, bottom, select, toggle, index, delete, moveRowUp, moveRowDown, actions,
            columnLeft, columnRight, sort, leadingActions, halfPageUp, halfPageDown,
        ] + cellBindings + [endEditing] + rowControlBindings
    }

    // MARK: Cells: the accessory button
    /// `i` on a row with a detail button `ⓘ`: UIKit's accessory button tap
    /// (`tableView(_:accessoryButtonTappedForRowWith:)`).
    public var details = KeyBinding([.character("i")], help: "details")
    /// The cells' bindings, listed after the others.
    var cellBindings: [KeyBinding] { [details] }

    // MARK: keys people bring
    /// ⌃U: half a page up, the cursor with it (vi, less).
    public var halfPageUp = KeyBinding([.ctrl("u")], help: "half page up", short: false)
    /// ⌃D: half a page down, the cursor with it.
    public var halfPageDown = KeyBinding([.ctrl("d")], help: "half page down", short: false)

    // MARK: Esc ends editing
    /// Esc while the table is editing and no confirmation or row actions are open: leave
    /// editing mode through the controller's `setEditing(false, animated: true)` (so an
    /// Edit/Done button retitles). Handled by ``TableViewController``.
    public var endEditing = KeyBinding([.escape], "Esc", help: "end editing")

    // MARK: Controls in rows

    /// Space on a row with a switch or a button (as its accessory view or in its content
    /// view): flip or press it; help shows the control's word ("Space toggle").
    public var pressControl = KeyBinding([.character(" ")], "Space", help: "toggle")
    /// Tab or → on a row with several controls, or one that takes more keys than Space:
    /// the keyboard to the row's first control.
    public var focusControls = KeyBinding([.tab, .right], "Tab/→", help: "controls")
    /// Tab or → while a row's control has the keyboard (and does not take the key): the next control.
    public var nextControl = KeyBinding([.tab, .right], "Tab/→", help: "next control")
    /// ⇧Tab or ← while a row's control has the keyboard (and does not take the key): the
    /// control before, from the first back to the row.
    public var previousControl = KeyBinding([.backTab, .left], "⇧Tab/←", help: "previous control")
    /// Esc while a row's control has the keyboard: back to the row.
    public var leaveControls = KeyBinding([.escape], "Esc", help: "back to row")
    /// The bindings of a row's controls, listed last.
    var rowControlBindings: [KeyBinding] { [pressControl, focusControls, nextControl, previousControl, leaveControls] }
}

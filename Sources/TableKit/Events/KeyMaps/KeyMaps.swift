/// A component's keys as named bindings (charmbracelet/bubbles' `KeyMap`): the component
/// dispatches by asking each binding whether it ``KeyBinding/matches(_:)-(Key)`` a key, and
/// builds its help line and `?` from the same bindings, so the two cannot drift apart.
public protocol KeyMap: Sendable {
    /// Every binding of the map, in the order full help lists them.
    var allBindings: [KeyBinding] { get }
}

/// Every component's key map: the one place an app remaps keys.
///
/// Change ``current`` before the window starts (or at any time: components read it at each
/// key), e.g. to take `q` away from quitting or give the rows vi keys:
///
/// ```swift
/// KeyMaps.current.window.quit.remap([.ctrl("c")])
/// KeyMaps.current.table.pageDown.remap([.pageDown, .ctrl("f")], label: "PgDn/^F")
/// ```
public struct KeyMaps: Sendable {
    /// The rows of a table: cursor, paging, selection, editing, row actions, columns.
    public var table = TableKeyMap()
    /// The section index while it has the keyboard (Tab).
    public var sectionIndex = SectionIndexKeyMap()
    /// An open delete confirmation or trailing row actions.
    public var rowActions = RowActionsKeyMap()
    /// A search bar while it is editing.
    public var searchBar = SearchBarKeyMap()
    /// An alert presented over the window.
    public var alert = AlertKeyMap()
    /// A navigation controller's back.
    public var navigation = NavigationKeyMap()
    /// The window's own keys: help and quit.
    public var window = WindowKeyMap()
    /// A controller with a search controller: start, go to the results, cancel.
    public var search = SearchKeyMap()
    /// A table view controller with a refresh control.
    public var refresh = RefreshKeyMap()
    /// A button that has the keyboard.
    public var button = ButtonKeyMap()

    // MARK: Presentation and navigation
    /// A navigation bar while it has the keyboard (⇧Tab).
    public var navigationBar = NavigationBarKeyMap()
    /// A view controller presented as a sheet.
    public var sheet = SheetKeyMap()
    /// An alert with the action-sheet style.
    public var actionSheet = ActionSheetKeyMap()

    /// The standard keys, as documented in each map.
    public init() {}

    /// The key maps every component reads: ``KeyMaps/init()`` until an app changes them.
    @MainActor public static var current = KeyMaps()

    /// Every map, for tests that walk them all.
    public var all: [any KeyMap] { [table, sectionIndex, rowActions, searchBar, alert, navigation, window, search, refresh, button,
                                    navigationBar, sheet, actionSheet] }
}

/// The window's keys.
public struct WindowKeyMap: KeyMap {
    /// `?`: the full help over the screen; any key closes it.
    public var help = KeyBinding([.character("?")], help: "help")
    /// `q` or ⌃C: quit. ⌃C also quits while an alert is up, whatever this binding says.
    public var quit = KeyBinding([.character("q"), .ctrl("c")], "q", help: "quit")
    public var allBindings: [KeyBinding] { [help, quit] }
}

/// The keys of a controller that owns a search controller (the list with a search bar).
public struct SearchKeyMap: KeyMap {
    /// `/`: show the search bar and start typing (UIKit's `isActive = true`).
    public var begin = KeyBinding([.character("/")], help: "search")
    /// ↓ or Tab while typing: done typing, the cursor goes to the first result.
    public var results = KeyBinding([.down, .tab], "↓", help: "to results", short: false)
    /// Esc while searching: cancel the search and show every row again.
    public var cancel = KeyBinding([.escape], "Esc", help: "cancel search")
    public var allBindings: [KeyBinding] { [begin, results, cancel] }
}

/// A button's keys while it has the keyboard (a click presses it too).
public struct ButtonKeyMap: KeyMap {
    /// Enter: press the button (UIKit's `.primaryActionTriggered`).
    public var press = KeyBinding([.enter], "Enter", help: "press button")
    public var allBindings: [KeyBinding] { [press] }
}

/// The keys of a table view controller with a refresh control.
public struct RefreshKeyMap: KeyMap {
    /// `r`: pull to refresh (UIKit's `UIRefreshControl` sending `.valueChanged`).
    public var refresh = KeyBinding([.character("r")], help: "refresh")
    public var allBindings: [KeyBinding] { [refresh] }
}

/// A navigation controller's keys.
public struct NavigationKeyMap: KeyMap {
    /// Esc, ← or ⌫: pop to the previous controller, when the top one does not take the key.
    public var back = KeyBinding([.escape, .left, .backspace], "Esc/←", help: "back")
    /// ⇧Tab: give the navigation bar the keyboard (its back button and bar button items),
    /// when the top controller does not take the key and the bar has a button.
    public var bar = KeyBinding([.backTab], "⇧Tab", help: "bar buttons")
    public var allBindings: [KeyBinding] { [back, bar] }
}

/// A search bar's keys while it is editing.
public struct SearchBarKeyMap: KeyMap {
    /// Esc: cancel searching.
    public var cancel = KeyBinding([.escape], help: "cancel")
    /// Enter: done typing, the keyboard goes to the results.
    public var done = KeyBinding([.enter], "Enter", help: "done")
    /// ⌫: erase the last character.
    public var erase = KeyBinding([.backspace], help: "erase", short: false)
    /// ⌃U: clear the query.
    public var clear = KeyBinding([.ctrl("u")], help: "clear", short: false)
    /// Any printable character: typed into the query.
    public var type = KeyBinding([], "a–z", characters: .printable, help: "type", short: false)
    public var allBindings: [KeyBinding] { [cancel, done, erase, clear, type] }
}

/// An alert's keys. An alert is modal: keys it does not bind do nothing.
public struct AlertKeyMap: KeyMap {
    /// ← or ⇧Tab: the previous enabled button.
    public var previous = KeyBinding([.left, .backTab], help: "previous button")
    /// → or Tab: the next enabled button.
    public var next = KeyBinding([.right, .tab], help: "next button")
    /// Enter or Space: press the focused button.
    public var press = KeyBinding([.enter, .character(" ")], "Enter", help: "press")
    /// Esc: press the cancel button, if there is one.
    public var cancel = KeyBinding([.escape], "Esc", help: "cancel")
    public var allBindings: [KeyBinding] { [previous, next, press, cancel] }
}

// MARK: Presentation and navigation

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

/// The keys of a view controller presented as a sheet, when the presented controller
/// does not take them.
public struct SheetKeyMap: KeyMap {
    /// Esc: dismiss the sheet (UIKit's swipe down), unless the presented controller's
    /// `isModalInPresentation` is true.
    public var dismiss = KeyBinding([.escape], "Esc", help: "close")
    public var allBindings: [KeyBinding] { [dismiss] }
}

/// An action sheet's keys. It is modal: keys it does not bind do nothing.
public struct ActionSheetKeyMap: KeyMap {
    /// ↑ or ⇧Tab: the previous enabled action.
    public var previous = KeyBinding([.up, .backTab], help: "previous action")
    /// ↓ or Tab: the next enabled action.
    public var next = KeyBinding([.down, .tab], help: "next action")
    /// Enter or Space: choose the focused action.
    public var press = KeyBinding([.enter, .character(" ")], "Enter", help: "choose")
    /// Esc: choose the cancel action (a sheet without one is just dismissed).
    public var cancel = KeyBinding([.escape], "Esc", help: "cancel")
    public var allBindings: [KeyBinding] { [previous, next, press, cancel] }
}

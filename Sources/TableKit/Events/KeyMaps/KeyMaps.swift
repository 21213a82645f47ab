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
                                    navigationBar, sheet, actionSheet, textField, help] }

    // MARK: Text fields

    /// A text field while it has the keyboard, and the field of a search bar.
    public var textField = TextFieldKeyMap()

    // MARK: keys people bring
    /// The full help (`?`) while it is shown.
    public var help = HelpKeyMap()
}

/// The window's keys.
public struct WindowKeyMap: KeyMap {
    /// `?`: the full help over the screen (``HelpKeyMap``: Esc closes it, ↑↓ scroll it).
    public var help = KeyBinding([.character("?")], help: "help")
    /// `q` or ⌃C: quit. ⌃C quits from anywhere (help, alerts, typing), whatever this binding says.
    public var quit = KeyBinding([.character("q"), .ctrl("c")], "q", help: "quit")
    public var allBindings: [KeyBinding] { [help, quit, repaint, suspend] }

    // MARK: keys people bring
    /// ⌃L, from anywhere: draw every cell again, whatever wrote over the screen (less, vim).
    public var repaint = KeyBinding([.ctrl("l")], help: "repaint", short: false)
    /// ⌃Z, from anywhere: suspend to the shell (SIGTSTP, the terminal restored); `fg` resumes
    /// with the screen drawn again.
    public var suspend = KeyBinding([.ctrl("z")], help: "suspend", short: false)
}

/// The keys of a controller that owns a search controller (the list with a search bar).
public struct SearchKeyMap: KeyMap {
    /// `/`: show the search bar and start typing (UIKit's `isActive = true`).
    public var begin = KeyBinding([.character("/")], help: "search")
    /// ↓ or Tab while typing: done typing, the cursor goes to the first result.
    public var results = KeyBinding([.down, .tab], "↓", help: "to results", short: false)
    /// Esc while searching: cancel the search and show every row again.
    public var cancel = KeyBinding([.escape], "Esc", help: "cancel search")
    public var allBindings: [KeyBinding] { [begin, results, cancel, next, previous] }

    // MARK: keys people bring
    /// `n` with the search bar closed and a query kept: the cursor to the next row that
    /// matches it (as `less` does).
    public var next = KeyBinding([.character("n")], help: "next match", short: false)
    /// `N` with the search bar closed and a query kept: the cursor to the previous match.
    public var previous = KeyBinding([.character("N")], help: "previous match", short: false)
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

/// The keys of the full help (`?`) while it is shown over the screen. `q` and ⌃C still quit
/// (``WindowKeyMap/quit``); any other key closes the help.
public struct HelpKeyMap: KeyMap {
    /// Esc, `?` or Enter: close the help.
    public var close = KeyBinding([.escape, .character("?"), .enter], "Esc", help: "close help")
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

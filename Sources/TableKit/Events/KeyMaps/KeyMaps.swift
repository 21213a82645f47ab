/// A component's keys as named bindings (charmbracelet/bubbles' `KeyMap`): the component
/// dispatches by asking each binding whether it ``KeyBinding/matches(_:)-(Key)`` a key, and
/// builds its help line and `?` from the same bindings, so the two cannot drift apart.
public protocol KeyMap: Sendable {
    /// Every binding of the map, in the order full help lists them.
    var allBindings: [KeyBinding] { get }
    /// For each key that two bindings of the map share, one sentence that starts with the
    /// key ("Space toggles…") and says which binding runs it where; the keys reference
    /// prints them under the map's table. Empty by default.
    var keyNotes: [String] { get }
}

extension KeyMap {
    /// No key is shared.
    public var keyNotes: [String] { [] }
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
    /// Each change counts in ``generation``.
    @MainActor public static var current = KeyMaps() {
        didSet { generation &+= 1 }
    }

    /// How many times ``current`` has changed: a component that keeps an action table built
    /// from the maps builds it again when this differs from the count it was built at.
    @MainActor public private(set) static var generation = 0

    /// Every map, for tests that walk them all.
    public var all: [any KeyMap] {
        [
            table, sectionIndex, rowActions, searchBar, alert, navigation, window, search, refresh, button,
            navigationBar, sheet, actionSheet, textField, help, switchControl, segmentedControl, stepper, slider,
            textView,
        ]
    }

    // MARK: Text fields

    /// A text field while it has the keyboard, and the field of a search bar.
    public var textField = TextFieldKeyMap()

    // MARK: keys people bring
    /// The full help (`?`) while it is shown.
    public var help = HelpKeyMap()

    // MARK: Controls
    /// A switch that has the keyboard; Space in a table row with a switch.
    public var switchControl = SwitchKeyMap()
    /// A segmented control that has the keyboard.
    public var segmentedControl = SegmentedControlKeyMap()
    /// A stepper that has the keyboard.
    public var stepper = StepperKeyMap()
    /// A slider that has the keyboard.
    public var slider = SliderKeyMap()

    // MARK: Text views
    /// A text view: scrolling, panning unwrapped lines, searching.
    public var textView = TextViewKeyMap()
}

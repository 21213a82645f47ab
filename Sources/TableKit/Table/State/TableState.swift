import Foundation

/// What a table's user changes, as one value: the content offset, the cursor, the
/// selection, editing, the section index's keyboard focus and the change marks. Its
/// transitions (`TableState+Transitions.swift`) are pure functions of the state and the
/// table's `RowGeometry`; ``TableView`` applies them and makes the calls to the delegate
/// and the cells that go with them.
struct TableState: Sendable, Hashable {
    /// The first content line shown, `0...maximumContentOffset`.
    var contentOffsetY = 0
    /// The cursor: the row the keyboard acts on, drawn highlighted; nil for none.
    var cursor: IndexPath?
    /// The selected rows, in the order they were selected.
    var selection: [IndexPath] = []
    /// Editing mode (UIKit's `isEditing`).
    var isEditing = false
    /// True while the section index has the keyboard (Tab).
    var isIndexFocused = false
    /// The index title under the index cursor while the index has the keyboard.
    var indexCursor = 0
    /// Rows marked as changed by recent batch updates, with the ticks left.
    var changeMarks: [IndexPath: Int] = [:]

    /// The ticks a change mark lasts (``TableView/changeMarkTicks``).
    static let changeMarkTicks = 10
}

/// The table's settings that are not views or delegates: heights and what may be selected.
struct TableConfiguration: Sendable, Hashable {
    var rowHeight: RowHeight = 1
    /// Whether the app set ``TableView/rowHeight`` (a row height left at its default lets
    /// rows whose text wraps size themselves).
    var rowHeightIsSet = false
    var estimatedRowHeight = RowHeight.automatic
    var sectionHeaderHeight = 1
    var sectionFooterHeight = 1
    var allowsSelection = true
    var allowsMultipleSelection = false
    var isSectionIndexHidden = false
    var updateScrollBehavior = TableView.UpdateScrollBehavior.automatic
}

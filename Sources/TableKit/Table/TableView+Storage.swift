import Foundation

/// What the data source said at the last reload, kept as geometry and titles, and the
/// batch being recorded.
struct TableData {
    var geometry = RowGeometry()
    /// Counts reloads, so that layout notices a `reloadData()` made from a callback.
    var generation = 0
    /// Counts reloads and updates that changed something, so that a user's move notices
    /// that its data source updated the table itself (a snapshot applied in `moveRowAt`).
    var updateGeneration = 0
    /// Whether a row at the default row height showed a cell whose text wraps: rows are
    /// then measured as they come on screen (TableView+SelfSizing.swift).
    var showedWrappingCell = false
    var geometryIsStale = true
    var headerTitles: [String?] = []
    var footerTitles: [String?] = []
    var indexTitles: [String] = []
    /// The delegate's `providesRowHeights` at the last reload.
    var usesDelegateRowHeights = false
    /// The delegate's `providesEstimatedRowHeights` at the last reload.
    var usesDelegateEstimatedRowHeights = false
    /// The batch being recorded by `performBatchUpdates` (TableView+BatchUpdates.swift).
    var batchRecording: BatchRecording?
}

/// The table's convenience closures (each called after its delegate method).
struct TableCallbacks {
    var onIndexSearch: (@MainActor () -> Void)?
    var onPullDown: (@MainActor () -> Void)?
}

/// The table's bookkeeping between layouts.
struct TableLayoutState {
    var layoutReentries = 0
    /// Rows whose heights came from measuring their cells (self-sizing or estimated).
    var measuredRows: Set<IndexPath> = []
    /// The content width the rows in `measuredRows` were measured at.
    var measuredWidth: Int?
    /// The size of the last layout, to notice a resize.
    var laidOutSize: Size?
    /// The width of the section index column, computed at layout.
    var indexWidth = 0
    /// What the editing keys can do on the cursor's row, for help (TableView+Editing.swift).
    var editingHelp: EditingHelp?
    /// True once the cursor was put on the first row the table showed (TableView+Keys.swift).
    var placedFirstCursor = false
    /// The row the cursor was put on by the table itself, while nothing else moved it since.
    var automaticCursor: IndexPath?
}

/// Names the rest of the table uses for the parts' fields; each reads and writes the
/// part in place (`_modify`), so a mutation never copies a collection.
extension TableView {
    /// The delete confirmation or trailing actions open on a row, kept by their strip.
    var rowActions: RowActionsState? {
        get { rowActionsView.state }
        _modify { yield &rowActionsView.state }
    }
    var offsetY: Int {
        get { state.contentOffsetY }
        _modify { yield &state.contentOffsetY }
    }
    /// The cursor: the row the keyboard acts on, drawn highlighted; nil for none.
    public internal(set) var cursorIndexPath: IndexPath? {
        get { state.cursor }
        _modify { yield &state.cursor }
    }
    /// The old name of ``cursorIndexPath``, kept for one release.
    @available(*, deprecated, renamed: "cursorIndexPath")
    public var highlightedIndexPath: IndexPath? { cursorIndexPath }
    var selected: [IndexPath] {
        get { state.selection }
        _modify { yield &state.selection }
    }
    /// Editing mode (UIKit's `isEditing`); setting it calls ``setEditing(_:animated:)``
    /// without animation.
    public var isEditing: Bool {
        get { state.isEditing }
        set { setEditing(newValue, animated: false) }
    }
    /// True while the section index has the keyboard (Tab).
    public internal(set) var isIndexFocused: Bool {
        get { state.isIndexFocused }
        _modify { yield &state.isIndexFocused }
    }
    /// The index title under the index cursor while the index has the keyboard.
    public internal(set) var indexCursor: Int {
        get { state.indexCursor }
        _modify { yield &state.indexCursor }
    }
    var changeMarks: [IndexPath: Int] {
        get { state.changeMarks }
        _modify { yield &state.changeMarks }
    }
    /// Cells on screen by index path.
    public internal(set) var visibleCellsByIndexPath: [IndexPath: TableViewCell] {
        get { cells.visible }
        _modify { yield &cells.visible }
    }
    var geometry: RowGeometry {
        get { data.geometry }
        _modify { yield &data.geometry }
    }
    var dataGeneration: Int {
        get { data.generation }
        _modify { yield &data.generation }
    }
    var geometryIsStale: Bool {
        get { data.geometryIsStale }
        _modify { yield &data.geometryIsStale }
    }
    var headerTitles: [String?] {
        get { data.headerTitles }
        _modify { yield &data.headerTitles }
    }
    var footerTitles: [String?] {
        get { data.footerTitles }
        _modify { yield &data.footerTitles }
    }
    var indexTitles: [String] {
        get { data.indexTitles }
        _modify { yield &data.indexTitles }
    }
    var usesDelegateRowHeights: Bool {
        get { data.usesDelegateRowHeights }
        _modify { yield &data.usesDelegateRowHeights }
    }
    var batchRecording: BatchRecording? {
        get { data.batchRecording }
        _modify { yield &data.batchRecording }
    }
    var layoutReentries: Int {
        get { layoutState.layoutReentries }
        _modify { yield &layoutState.layoutReentries }
    }
    var measuredRows: Set<IndexPath> {
        get { layoutState.measuredRows }
        _modify { yield &layoutState.measuredRows }
    }
    var measuredWidth: Int? {
        get { layoutState.measuredWidth }
        _modify { yield &layoutState.measuredWidth }
    }
    var placedFirstCursor: Bool {
        get { layoutState.placedFirstCursor }
        _modify { yield &layoutState.placedFirstCursor }
    }
    var automaticCursor: IndexPath? {
        get { layoutState.automaticCursor }
        _modify { yield &layoutState.automaticCursor }
    }
    var laidOutSize: Size? {
        get { layoutState.laidOutSize }
        _modify { yield &layoutState.laidOutSize }
    }
    var indexWidth: Int {
        get { layoutState.indexWidth }
        _modify { yield &layoutState.indexWidth }
    }
    var editingHelp: EditingHelp? {
        get { layoutState.editingHelp }
        _modify { yield &layoutState.editingHelp }
    }
}

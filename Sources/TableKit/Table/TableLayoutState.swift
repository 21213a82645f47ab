import Foundation

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

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
    /// then measured as they come on screen (Geometry/TableView+SelfSizing.swift).
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

import Foundation

/// What the data source said at the last reload, kept as geometry and titles, and the
/// batch being recorded.
struct TableData {
    var geometry = RowGeometry()
    /// Counts reloads, so that layout notices a `reloadData()` made from a callback.
    var generation = 0
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

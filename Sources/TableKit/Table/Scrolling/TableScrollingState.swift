import Foundation

/// The table's bookkeeping for what it tells about scrolling: the offset last reported to
/// the scroll delegate, the direction of the last scroll, the row the next layout keeps
/// still after a reload, and the rows handed to the prefetch data source.
@MainActor
struct TableScrollingState {
    /// The content offset `scrollViewDidScroll` last reported (0 before any).
    var reportedOffsetY = 0
    /// The content offset at the end of the last layout, to tell the scroll direction.
    var laidOutOffsetY = 0
    /// True when the last scroll went up (towards line 0); the prefetch window lies that way.
    var scrollsUp = false
    /// After a `reloadData()` with measured rows: the row whose top the next layout keeps
    /// on the same screen line, and that line.
    var pendingAnchor: (indexPath: IndexPath, screenY: Int)?
    /// Gets prefetch and cancel calls; held weakly (TableView+Prefetching.swift).
    weak var prefetchDataSource: TableViewDataSourcePrefetching?
    /// Rows handed to `prefetchRowsAt` that have neither come on screen nor been cancelled.
    var prefetched: Set<IndexPath> = []
}

import Foundation

extension TableView {
    /// Told which rows are about to come on screen and which of those no longer are; held
    /// weakly, as in UIKit (`prefetchDataSource`). Setting it forgets the rows handed to
    /// the previous one; the next layout hands over the rows ahead.
    public var prefetchDataSource: TableViewDataSourcePrefetching? {
        get { scrolling.prefetchDataSource }
        set {
            scrolling.prefetchDataSource = newValue
            scrolling.prefetched.removeAll()
            setNeedsLayout()
        }
    }

    /// The lines the prefetch window covers in content coordinates: the screenful below
    /// the screen, or above it after a scroll up.
    var prefetchWindow: Range<Int> {
        let h = max(0, bounds.height)
        return scrolling.scrollsUp
            ? max(0, state.contentOffsetY - h)..<state.contentOffsetY
            : (state.contentOffsetY + h)..<(state.contentOffsetY + 2 * h)
    }

    /// Brings the prefetched rows in line with the prefetch window, at the end of layout:
    /// rows now on screen are done with, rows that left the window unseen are cancelled,
    /// rows newly in it are handed over. Does nothing without a prefetch data source.
    /// - Complexity: O(h log n) for a window of h lines, plus the rows handed over.
    func updatePrefetching() {
        if state.contentOffsetY != scrolling.laidOutOffsetY {
            scrolling.scrollsUp = state.contentOffsetY < scrolling.laidOutOffsetY
            scrolling.laidOutOffsetY = state.contentOffsetY
        }
        guard let prefetcher = scrolling.prefetchDataSource, dataSource != nil else {
            if !scrolling.prefetched.isEmpty { scrolling.prefetched.removeAll() }
            return
        }
        let window = bounds.height > 0 ? Set(indexPathsForRows(inLines: prefetchWindow)) : []
        var cancelled: [IndexPath] = []
        var shown: [IndexPath] = []
        for ip in scrolling.prefetched {
            if cells.visible[ip] != nil { shown.append(ip) } else if !window.contains(ip) { cancelled.append(ip) }
        }
        for ip in shown + cancelled { scrolling.prefetched.remove(ip) }
        let wanted = window.filter { !scrolling.prefetched.contains($0) && cells.visible[$0] == nil }.sorted()
        scrolling.prefetched.formUnion(wanted)
        if !cancelled.isEmpty { prefetcher.tableView(self, cancelPrefetchingForRowsAt: cancelled.sorted()) }
        if !wanted.isEmpty { prefetcher.tableView(self, prefetchRowsAt: wanted) }
    }

    /// Carries the prefetched rows through a batch update; rows that do not survive it
    /// (deleted or reloaded) are forgotten.
    func carryPrefetched(through mapping: UpdateMapping) {
        guard !scrolling.prefetched.isEmpty else { return }
        let counts = mapping.oldRowCounts
        scrolling.prefetched = Set(
            scrolling.prefetched.compactMap { old in
                guard TableState.exists(old, in: counts), let ip = mapping.newIndexPath(forOld: old),
                    !mapping.isReloaded(ip)
                else { return nil }
                return ip
            })
    }
}

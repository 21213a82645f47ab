import Synchronization
import TableKit
import TableKitData

/// What a search running in the background has found so far, left by its job for the
/// screen, which shows it on the next tick (``ViewerEvent/searchProgressed(_:searched:)``).
/// The first hits wake the screen at once: it ticks then, not up to 100 ms later, so the
/// first match is on screen as soon as it is found, as `less` shows it.
final class SearchProgress: Sendable {
    /// Hits among the rows before `searched`; `stopped`: the source stopped reading there,
    /// before the rows the search was given ended.
    struct Found: Sendable, Equatable {
        var hits: RowHits
        var searched: Int
        var stopped = false
    }

    private let found = Mutex<Found?>(nil)

    /// The last found so far; nil before the first chunk is searched.
    var latest: Found? { found.withLock { $0 } }

    /// Leaves `hits` among the rows before `searched` for the screen, and wakes it when
    /// they are the first found. Any thread.
    @Sendable func publish(_ hits: RowHits, searched: Int) {
        let first = found.withLock { f in
            defer { f = Found(hits: hits, searched: searched) }
            return hits.count > 0 && (f?.hits.count ?? 0) == 0
        }
        if first { Self.wakeScreen() }
    }

    /// Makes the terminal host tick at once: a ``BackgroundWork`` that finishes wakes its
    /// run loop, which then ticks (the screen polls the search on ticks).
    static func wakeScreen() {
        Task { @MainActor in _ = BackgroundWork<Bool> { true } }
    }
}

extension DataTableViewController {
    /// Rows searched between two looks at cancellation and two reports of what was found.
    nonisolated static let searchChunkRows = 1 << 16

    /// The rows matching `query` among `among` (or in `range`), searched ``searchChunkRows``
    /// rows at a time: after each chunk `progress` gets the hits so far and the rows searched
    /// (every row before it), and a cancelled search stops (nil). A source whose reading
    /// was stopped before the end (``TabularSource/rowsSearched(by:upTo:)``) ends the search
    /// there: the result says how far it looked.
    /// - Complexity: the source's search of the rows, plus O(rows / 64) a chunk to join the hits.
    nonisolated static func searchInChunks(
        _ source: any TabularSource, _ query: RowQuery, among: RowHits?, in range: Range<Int>,
        onlyIn columns: [Int]? = nil, chunk: Int = searchChunkRows,
        progress: (RowHits, Int) -> Void = { _, _ in }
    ) -> SearchProgress.Found? {
        var found = RowHits(universe: among?.universe ?? 0)
        var lo = among == nil ? range.lowerBound : 0
        let end = among?.universe ?? range.upperBound
        while lo < end {
            if Task.isCancelled { return nil }
            let hi = min(lo + max(1, chunk), end)
            let part =
                among.map { hits(source, query, among: $0.restricted(to: lo..<hi), onlyIn: columns) }
                ?? hits(source, query, among: nil, in: lo..<hi, onlyIn: columns)
            found = found.union(part)
            if Task.isCancelled { return nil }
            let reached = source.rowsSearched(by: query, upTo: hi)
            if reached < hi { return SearchProgress.Found(hits: found, searched: max(lo, reached), stopped: true) }
            lo = hi
            if lo < end { progress(found, lo) }
        }
        return SearchProgress.Found(hits: found, searched: end)
    }
}

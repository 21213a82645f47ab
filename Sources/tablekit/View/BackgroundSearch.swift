import Synchronization
import TableKit
import TableKitData

/// What a search running in the background has found so far, left by its job for the
/// screen, which shows it on the next tick (``ViewerEvent/searchProgressed(_:searched:)``).
/// The first hits wake the screen at once: it ticks then, not up to 100 ms later, so the
/// first match is on screen as soon as it is found, as `less` shows it.
final class SearchProgress: Sendable {
    /// Hits so far and how far the scan went (``ViewerState/SearchJob/searched``: every row
    /// before it when the scan began at the first; at the end, every row before it);
    /// `stopped`: the source stopped reading there, before the rows the search was given ended.
    struct Found: Sendable, Equatable {
        var hits: RowHits
        var searched: Int
        var stopped = false
    }

    private let found = Mutex<Found?>(nil)

    /// The last found so far; nil before the first chunk is searched.
    var latest: Found? { found.withLock { $0 } }

    /// Leaves `hits`, found as far as `searched`, for the screen, and wakes it when they
    /// are the first found. Any thread.
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
    /// rows at a time in file order from row `start` (the cursor's, as `less` searches
    /// from it): to the end, then from the first row up to `start` (nil, or a row outside
    /// the rows searched: from the first). After each chunk but the last `progress` gets
    /// the hits so far and how far the scan went (the first row plus the rows looked at:
    /// every row before it when the scan began at the first), and a cancelled search
    /// stops (nil). A source whose reading was stopped before the end
    /// (``TabularSource/rowsSearched(by:upTo:)``) ends the rows from `start` there, the rows
    /// before `start` still searched: the result says how far it looked (every row before).
    /// - Complexity: the source's search of each row once, plus O(rows / 64) a chunk to
    ///   join the hits.
    nonisolated static func searchInChunks(
        _ source: any TabularSource, _ query: RowQuery, among: RowHits?, in range: Range<Int>,
        startingAt start: Int? = nil, onlyIn columns: [Int]? = nil, chunk: Int = searchChunkRows,
        progress: (RowHits, Int) -> Void = { _, _ in }
    ) -> SearchProgress.Found? {
        var found = RowHits(universe: among?.universe ?? 0)
        let first = among == nil ? range.lowerBound : 0
        let end = among?.universe ?? range.upperBound
        let from = start.map { $0 > first && $0 < end ? $0 : first } ?? first
        let legs = from > first ? [from..<end, first..<from] : [first..<end]
        var searched = first  // the first row plus the rows looked at
        var stoppedAt: Int?
        for (n, leg) in legs.enumerated() {
            var lo = leg.lowerBound
            while lo < leg.upperBound {
                if Task.isCancelled { return nil }
                let hi = min(lo + max(1, chunk), leg.upperBound)
                let part =
                    among.map { hits(source, query, among: $0.restricted(to: lo..<hi), onlyIn: columns) }
                    ?? hits(source, query, among: nil, in: lo..<hi, onlyIn: columns)
                found = found.union(part)
                if Task.isCancelled { return nil }
                let reached = source.rowsSearched(by: query, upTo: hi)
                if reached < hi {
                    stoppedAt = min(stoppedAt ?? .max, max(lo, reached))
                    searched += max(0, reached - lo)
                    break
                }
                searched += hi - lo
                lo = hi
                if lo < leg.upperBound || n < legs.count - 1 { progress(found, searched) }
            }
        }
        if let stoppedAt { return SearchProgress.Found(hits: found, searched: stoppedAt, stopped: true) }
        return SearchProgress.Found(hits: found, searched: end)
    }
}

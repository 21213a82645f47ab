import Foundation
import Synchronization

/// A source whose background count can stop while its rows stay readable (SQLite, whose
/// stopped page connection could no longer read a page not cached).
protocol CountStoppingSource: TabularSource {
    /// Stops counting rows; the rows counted stay readable. Idempotent; from any thread.
    func stopCounting()
}

/// A source cut at its first `maxRows` rows (`tablekit view --max-rows N`): exactly that
/// many rows, however many its base publishes at once (a SQLite count publishes 65,536 at
/// a time), and its base's loading stopped once they are readable.
///
/// Shape: rows `0 ..< min(base rows, maxRows)`, the base's columns, fields and records.
/// Once the base has `maxRows` rows the progress is complete with ``LoadingProgress/rowLimit``
/// set (unless the base finished with exactly that many), and the first read of it stops
/// the base's count (SQLite's, its rows still read) or its loading
/// (``TabularSource/stopLoading()``): no thread works past the bound.
///
/// Rows past the bound trap as rows past any source's count do.
public final class RowBoundSource: TabularSource {
    /// The source cut.
    public let base: any TabularSource
    /// The most rows shown, at least 1.
    public let maxRows: Int
    private let stopped = Atomic<Bool>(false)

    /// `base` cut at `maxRows` rows. Traps when `maxRows` is below 1.
    public init(_ base: any TabularSource, maxRows: Int) {
        precondition(maxRows >= 1, "RowBoundSource: maxRows \(maxRows) is below 1")
        self.base = base
        self.maxRows = maxRows
    }

    public var title: String { base.title }
    public var columns: [Column] { base.columns }
    public var notice: String? { base.notice }

    /// The base's progress with at most ``maxRows`` rows; complete (and `rowLimit` set when
    /// rows were cut) once it has them, which stops the base's loading. O(1), never blocks.
    public var progress: LoadingProgress {
        var p = base.progress
        guard p.rowCount >= maxRows else { return p }
        let cut = !(p.isComplete && p.rowCount == maxRows)
        if cut && !stopped.exchange(true, ordering: .relaxed) {
            if let counting = base as? CountStoppingSource { counting.stopCounting() } else { base.stopLoading() }
        }
        p.rowCount = maxRows
        p.isComplete = true
        p.waitsFor = nil
        p.rowLimit = cut ? maxRows : nil
        return p
    }

    private func check(_ row: Int) {
        precondition(row >= 0 && row < maxRows, "\(title): row \(row) is outside the first \(maxRows) (--max-rows)")
    }

    public func fields(ofRow row: Int) -> [String] {
        check(row)
        return base.fields(ofRow: row)
    }

    public func fieldsMarkingMissing(ofRow row: Int) -> [String?] {
        check(row)
        return base.fieldsMarkingMissing(ofRow: row)
    }

    public func fieldsIfRead(ofRow row: Int) -> [String]? {
        check(row)
        return base.fieldsIfRead(ofRow: row)
    }

    public func field(ofRow row: Int, column: Int) -> String {
        check(row)
        return base.field(ofRow: row, column: column)
    }

    public func wholeField(ofRow row: Int, column: Int) -> String {
        check(row)
        return base.wholeField(ofRow: row, column: column)
    }

    public func record(ofRow row: Int) -> [UInt8] {
        check(row)
        return base.record(ofRow: row)
    }

    public func recordByteCount(ofRow row: Int) -> Int {
        check(row)
        return base.recordByteCount(ofRow: row)
    }

    /// `range` without the rows past the bound.
    private func clamped(_ range: Range<Int>) -> Range<Int> {
        range.clamped(to: 0..<max(0, min(maxRows, base.progress.rowCount)))
    }

    public func rows(matching query: RowQuery, in range: Range<Int>) -> [Int] {
        base.rows(matching: query, in: clamped(range))
    }

    public func rows(matching query: RowQuery, among candidates: [Int]) -> [Int] {
        base.rows(matching: query, among: candidates.filter { $0 < maxRows })
    }

    public func hits(matching query: RowQuery, in range: Range<Int>) -> RowHits {
        base.hits(matching: query, in: clamped(range))
    }

    public func hits(matching query: RowQuery, among candidates: RowHits) -> RowHits {
        base.hits(matching: query, among: candidates)
    }

    public func stopLoading() {
        stopped.store(true, ordering: .relaxed)
        base.stopLoading()
    }

    public func lookAtFollowedFile() -> FollowedFileChange? { base.lookAtFollowedFile() }
    public func lookAtFile() -> FollowedFileChange? { base.lookAtFile() }
}

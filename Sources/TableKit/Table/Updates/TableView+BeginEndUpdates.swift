import Foundation

extension TableView {
    /// Opens a batch: the insert, delete, reload and move calls until the matching
    /// ``endUpdates()`` are recorded and applied together (UIKit's `beginUpdates()`, the
    /// older form of ``performBatchUpdates(_:completion:)``). Pairs nest: only the
    /// outermost ``endUpdates()`` applies the batch. Inside `performBatchUpdates`, or
    /// around it, both join one batch.
    public func beginUpdates() {
        if data.batchRecording == nil {
            data.batchRecording = BatchRecording()
            data.batchRecording?.openedByBeginUpdates = true
        }
        data.batchRecording?.beginUpdatesDepth += 1
    }

    /// Closes the batch opened by the matching ``beginUpdates()``; the outermost one
    /// validates the recorded calls against the data source's counts and applies them as
    /// one update, exactly as ``performBatchUpdates(_:completion:)`` does (same index rules,
    /// same carrying of selection, cursor, cells and scroll position).
    /// - Throws: ``BatchUpdateError`` when the batch does not match the data source's counts
    ///   (UIKit raises `NSInternalInconsistencyException`); the table has then reloaded
    ///   everything from the data source.
    /// - Precondition: a ``beginUpdates()`` is open; an unmatched `endUpdates()` traps.
    public func endUpdates() throws(BatchUpdateError) {
        guard let depth = data.batchRecording?.beginUpdatesDepth, depth > 0 else {
            preconditionFailure("endUpdates() without a matching beginUpdates()")
        }
        data.batchRecording?.beginUpdatesDepth = depth - 1
        guard depth == 1, data.batchRecording?.openedByBeginUpdates == true else { return }
        let recording = data.batchRecording!
        data.batchRecording = nil
        try commit(recording)
    }
}

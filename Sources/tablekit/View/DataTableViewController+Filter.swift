import TableKit
import TableKitData

/// The screen's expression filter (`--where`): the model keeps the expression and the rows
/// it kept (``ViewerState/filter``); the rows are found here, at once for a small input,
/// else in the background on the job runner.
extension DataTableViewController {
    /// Shows only the rows satisfying `expression` (nil: every row again).
    func filter(by expression: FilterExpression?) {
        send(.filterAsked(expression))
    }

    /// Starts the background filter `id` over every row of the source (complete by then),
    /// counting the rows looked at in ``filterProgress``.
    func startFilterJob(id: Int) {
        guard let expression = state.filter?.expression else { return }
        let source = self.source
        let progress = filterProgress
        progress.rows.store(0, ordering: .relaxed)
        filterJob?.job.cancel()
        filterJob = (
            id,
            jobs.start {
                let count = source.waitUntilComplete().rowCount
                return expression.hits(
                    in: source, rows: 0..<count, progress: { progress.rows.store($0, ordering: .relaxed) },
                    isCancelled: { Task.isCancelled })
            }
        )
    }
}

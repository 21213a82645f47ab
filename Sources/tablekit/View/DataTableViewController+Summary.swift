import Synchronization
import TableKit
import TableKitApps
import TableKitData

/// The column summary's side of the controller: its job (``ViewerEffect/startSummary(id:)``)
/// over the shown columns, polled on the tick, and its sheet pushed when it is done.
extension DataTableViewController {
    /// The shown columns the summary describes (a blank `--columns` name left out).
    var summarizedColumns: [Int] { visibleColumns.filter { $0 >= 0 && $0 < source.columns.count } }

    /// Starts the background summary `id` over every row, reporting the rows done in
    /// ``summaryProgress``; cancelled, it gives nil.
    func startSummaryJob(id: Int) {
        let (src, columns, progress) = (source, summarizedColumns, summaryProgress)
        // A filtered sheet summarizes the rows it keeps, as the frequency table counts them.
        let kept: RowHits? = state.filter.map { $0.hits ?? RowHits(universe: 0) }
        progress.rows.store(0, ordering: .relaxed)
        summaryJob?.job.cancel()
        summaryJob = (
            id,
            jobs.start {
                let told: (Int) -> Void = { progress.rows.store($0, ordering: .relaxed) }
                if let kept { return ColumnSummary.summarize(src, columns: columns, hits: kept, progress: told) }
                return ColumnSummary.summarize(src, columns: columns, progress: told)
            }
        )
    }

    /// Applies the summary once its job finished; true when it did.
    func applyFinishedSummary() -> Bool {
        guard let j = summaryJob, let result = j.job.poll() else { return false }
        summaryJob = nil
        if let figures = result { send(.summaryFinished(figures)) } else { send(.summaryCancelled) }
        return true
    }

    /// The summary's sheet: a data screen over its figures, titled `FILE › summary`.
    func summarySheet(_ figures: [ColumnSummary]) -> DataTableViewController {
        let name = (title ?? source.title) + " › summary"
        let src = SummarySheet.source(figures, title: name)
        let sheet = tableSheet(over: src, titled: name)
        sheet.onOpenRow = { [weak sheet] row in
            guard let sheet else { return }
            sheet.show(RecordDetailViewController(source: src, row: row, isText: false))
        }
        return sheet
    }

    /// A data screen of every column of `src` (a table made from this screen's rows: the
    /// summary, a frequency table), titled `name`, sharing this screen's jobs and printing.
    func tableSheet(over src: MemoryTableSource, titled name: String) -> DataTableViewController {
        let sheet = DataTableViewController(
            source: src, config: ViewConfiguration(shownColumns: Array(src.columns.indices)), isText: false)
        sheet.title = name
        sheet.jobs = jobs
        sheet.printsOnce = printsOnce
        return sheet
    }

    /// Shows `controller` over this screen: pushed on the navigation controller, as a
    /// row's detail is; the one place a derived sheet is shown.
    func show(_ controller: ViewController) {
        navigationController?.pushViewController(controller, animated: true)
    }
}

/// How many rows the column summary being made has read, left by its job for the status line.
final class SummaryProgress: Sendable {
    let rows = Atomic<Int>(0)
}

import Foundation
import TableKit
import TableKitData
import TableKitApps

/// `--follow` when the file changes other than by growing: the screen reads it again from
/// its start (``DataTableViewController/reopen``), keeping its sections, sort and search,
/// and the status line says so for a few seconds.
extension DataTableViewController {
    /// Replaces the source by the file opened again (``reopen``) after loading stopped
    /// because a followed file changed (truncated, rewritten, replaced): the rows are read
    /// from the start, the sections made again over them (waiting for the file as at
    /// start), the sort kept (run again) and a search run again. True when it did.
    /// `found`: a change found by a look of the screen's own (``TabularSource/lookAtFollowedFile()``)
    /// before the background thread's.
    func reopenAfterTruncation(_ found: FollowedFileChange? = nil) -> Bool {
        guard let reopen else { return false }
        var progress = source.progress
        if let found { progress.fileChange = found }
        let change = progress.fileChange
        guard let fresh = (try? reopen(progress)) ?? nil else {
            self.reopen = nil  // another error, or the file is gone: it stays as it stopped
            return false
        }
        source.stopLoading()
        sorting?.cancel()
        sorting = nil
        grouper?.cancel()  // sections of the old file's rows
        grouper = nil
        order = nil
        marked.removeAll()  // rows of the old file
        tableView.moveCursor(to: nil)
        source = fresh
        lastProgress = fresh.progress
        if let c = config.sectionColumn {
            lastProgress = fresh.waitUntilComplete()  // sections need every value of the column
            grouping = SectionGrouping.group(fresh, column: c, count: lastProgress.rowCount, collation: config.collation)
        }
        loadedRows = lastProgress.rowCount
        searching?.work.cancel()
        searching = nil
        if hits != nil { hits = searchHits(query, in: 0..<loadedRows) }
        reopenNote = change.map { ("file \($0.word); read again", .now.advanced(by: .seconds(Self.reopenNoteSeconds)), false) }
        rearrange()
        highlightFirstRow()
        if let d = tableView.sortDescriptor { tableView(tableView, sortDescriptorDidChange: d) }
        if followsEnd { showLastRow() }
        return true
    }

    /// Drops the note of a file read again once its time is over; true when it did (the
    /// status line changes).
    func reopenNoteExpired() -> Bool {
        guard let note = reopenNote, ContinuousClock.now >= note.until else { return false }
        reopenNote = nil
        return true
    }
}

import TableKitApps
import TableKitData

/// The transition of a followed file read again from its start.
extension ViewerState {
    /// The followed file read again: its rows anew, the jobs and marks of the old rows
    /// dropped, the sort run again (with its later keys, found again by name), the note
    /// shown until `until`.
    mutating func reopened(
        _ p: LoadingProgress, waitsForFirstLine waits: Bool, sectionColumn column: Int?,
        grouping g: SectionGrouping?, hits found: RowHits?, note: String?,
        until: ContinuousClock.Instant
    ) -> [ViewerEffect] {
        (reopenFailure, lastFollowLook) = (nil, nil)
        (sort, grouper, search, order, searchStoppedAt, summary) = (nil, nil, nil, nil, nil, nil)
        frequency = nil
        marked.removeAll()
        // The filter is made again over the new rows, its columns found again by name.
        let refilter: [ViewerEffect] = filter.map { [.refilter($0.expression)] } ?? []
        (filter, filterJob) = (nil, nil)
        (waitsForFirstLine, progress, loadedRows, sectionColumn) = (waits, p, p.rowCount, column)
        if let g { grouping = g }
        if hits != nil { hits = found }
        reopenNote = note.map { ReopenNote(text: $0, until: until, keep: false) }
        return [.rearrange(.reread), .sortAgain] + refilter + (followsEnd ? [.showLastRow] : [])
    }
}

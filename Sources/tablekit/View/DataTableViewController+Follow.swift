import Foundation
import TableKit
import TableKitApps
import TableKitData

/// `--follow` when the file changes other than by growing: the screen reads it again from
/// its start (``DataTableViewController/reopen``), rebuilding its columns from the new
/// file's and keeping its sections, sort and search by column name, and the status line
/// says so for a few seconds. A file that stopped on an error of its own (a bad JSON
/// record) is still watched, and read again when it changes so; an empty CSV is read again
/// once its first line (its header) arrives.
extension DataTableViewController {
    /// Replaces the source by the file opened again (``reopen``) after loading stopped
    /// because a followed file changed (truncated, rewritten, replaced): see
    /// ``readAgain(note:)``. True when it did.
    /// `found`: a change found by a look of the screen's own (``TabularSource/lookAtFollowedFile()``)
    /// before the background thread's. Loading stopped on another error (a bad JSON
    /// record, no change): the file is looked at every ``followLookInterval`` and read
    /// again once it changed so; appended lines alone are not read (the bad record stays).
    func reopenAfterTruncation(_ found: FollowedFileChange? = nil) -> Bool {
        guard reopen != nil else { return false }
        if let found { return readAgain(note: "file \(found.word); read again") }
        // The background thread's report is taken at once; after a failed read again, or
        // after another error (a bad JSON record), the screen looks itself, at its pace.
        let reported = source.progress.fileChange
        if let reported, state.lastFollowLook == nil { return readAgain(note: "file \(reported.word); read again") }
        guard followLookDue(), let change = source.lookAtFollowedFile() ?? reported else { return false }
        return readAgain(note: "file \(change.word); read again")
    }

    /// Whether a look at a stopped followed file is due: every ``followLookInterval``, five
    /// times less often after a failed read again (each one parses the file's start).
    /// Records the look.
    func followLookDue() -> Bool {
        let now = ContinuousClock.now
        let interval = state.reopenFailure == nil ? followLookInterval : followLookInterval * 5
        if let last = state.lastFollowLook, now - last < interval { return false }
        send(.followLooked(at: now))
        return true
    }

    /// Whether `source` is a followed CSV/TSV that was empty when opened: its one column,
    /// untitled, is a placeholder until its first line is read.
    static func waitsForFirstLine(_ source: any TabularSource, follow: Bool, isText: Bool) -> Bool {
        follow && !isText && source.progress.rowCount == 0 && source.columns.map(\.name) == [""]
    }

    /// Reads the followed file again from its start (``reopen``): the rows are read anew,
    /// the columns rebuilt from the new file's by name (``rebuildColumnsByName()``: titles,
    /// order, widths; `--columns`, `--section-by`, `--search-column`, `--print-column` and
    /// the sort found again by name, a name the file lacks then blank, noted in the status
    /// line), the sections made again (waiting for the file as at start), the sort run
    /// again (dropped when its column is gone) and a search run again. `note`: what the
    /// status line says for a few seconds (nil: nothing). True when it did; when the file
    /// cannot be read (gone, or not valid from its start) the screen stays as it stopped,
    /// the error on its status line, and it tries again at the next look.
    func readAgain(note: String?) -> Bool {
        guard let reopen else { return false }
        let fresh: any TabularSource
        do {
            guard let opened = try reopen() else {  // gone: look again later
                send(.reopenFailed(nil, at: .now))
                return false
            }
            fresh = Self.bounded(opened, config)
        } catch {
            send(.reopenFailed(error as? DataError ?? DataError("\(error)"), at: .now))
            return true  // the status line changed
        }
        // Standard input that had not written: its sections are made as at start, in the
        // background (a pipe may never end), not waited for here.
        let wasPending = unboundSource is PendingInputSource
        // The sort's later keys, by name: found again in the new file's columns (a name it
        // lacks is dropped).
        let oldNames = source.columns.map(\.name)
        let thenByNames = (state.sortKey?.thenBy ?? []).map { (oldNames[$0.column], $0.ascending) }
        source.stopLoading()
        rowsWaitingToBeRead = nil  // rows of the source replaced
        tableView.moveCursor(to: nil)
        source = fresh
        let waits = Self.waitsForFirstLine(fresh, follow: config.follow, isText: isText)
        var progress = fresh.progress
        let droppedSort = isText ? nil : rebuildColumnsByName()
        var grouping: SectionGrouping?
        if let c = config.sectionColumn, !wasPending {
            progress = fresh.waitUntilComplete()  // sections need every value of the column
            grouping = SectionGrouping.group(fresh, column: c, count: progress.rowCount, collation: config.collation)
        }
        let hits = state.hits != nil ? searchHits(query, in: 0..<progress.rowCount) : nil
        // A sort whose column the file no longer has is dropped, and the note says so.
        let shownNote = note.map { n in
            droppedSort.map { n + "; no column \(Sanitizer.sanitize($0)) to sort by" } ?? n
        }
        send(
            .reopened(
                progress, waitsForFirstLine: waits, sectionColumn: config.sectionColumn, grouping: grouping,
                hits: hits, note: shownNote, noteUntil: .now.advanced(by: .seconds(Self.reopenNoteSeconds)),
                sortThenBy: thenByNames.compactMap { name, ascending in
                    fresh.columns.firstIndex { $0.name == name }.map { RowOrder.Key(column: $0, ascending: ascending) }
                }))
        if wasPending, let c = config.sectionColumn {
            send(.groupingAsked(column: c))  // made at once when small and complete, as at start
            rearrange()
        }
        return true
    }
}
